#!/bin/sh
# Installs Capboard into the Flatpak's prefix (the manifest's last module runs it from the
# repository's top folder): the package with its data inside it, as the wheel lays them out
# (see pyproject.toml), its command, and the desktop files. No build backend is needed, so the
# build stays offline with only the Python packages the manifest lists.
set -eu
prefix="$1"
site=$(python3 -c "import sysconfig, sys; print(sysconfig.get_path('purelib', vars={'base': sys.argv[1]}))" "$prefix")

mkdir -p "$site/capboard/translations"
cp -r capboard "$site/"
cp -r assets "$site/capboard/assets"
cp translations/*.qm "$site/capboard/translations/"
cp -r packaging/share "$site/capboard/share"
python3 -m compileall -q "$site/capboard"

install -Dm755 packaging/flatpak/capboard.sh "$prefix/bin/capboard"
mkdir -p "$prefix/share"
cp -r packaging/share/applications packaging/share/icons packaging/share/metainfo \
    packaging/share/mime "$prefix/share/"
