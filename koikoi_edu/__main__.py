"""``python -m koikoi_edu``: the command line of :mod:`koikoi_edu.cli`."""

from .cli import main

raise SystemExit(main())
