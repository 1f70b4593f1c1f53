"""`python -m capboard` runs the same entry point as the `capboard` command."""

import sys

from capboard.cli import main

sys.exit(main())
