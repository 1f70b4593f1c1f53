#!/bin/sh
# The Flatpak's `capboard` command: the package installed in the app's site-packages.
exec python3 -m capboard "$@"
