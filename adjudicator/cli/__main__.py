"""``python -m adjudicator.cli``."""

import sys

from adjudicator.cli import main

sys.exit(main())
