"""The ``feltboard`` command line: one module per sub-command.

:mod:`app.cli.registry` lists the sub-commands (name, module, one line of help, whether
it needs Qt); each module has ``add_parser(subparsers)`` and ``run(args, out, err) ->
int``. :mod:`app.main` reads the registry and imports only the module of the command it
runs, so ``feltboard replay`` never loads Qt, the league's SQLAlchemy or the printing.
Shared by every command: :mod:`app.cli.common` (exit statuses, ``--json`` and FILE
arguments, printing for a reader) and :mod:`app.cli.language` (the language, without Qt).
"""
