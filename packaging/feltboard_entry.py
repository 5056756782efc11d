"""PyInstaller's entry script: the ``feltboard`` command, as ``python -m app`` runs it.

A script of its own (not ``app/__main__.py``) so that the analysis does not put ``app/``
itself on the module search path, where ``engine``, ``store``... would look top-level.
"""

from app.main import main

raise SystemExit(main())
