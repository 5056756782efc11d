"""Printing: the tournament's sheets on paper or in a PDF (QPdfWriter, QPrinter).

Qt GUI classes only, no widgets: the console (:mod:`app.ui.print_menu`) and the command
line (``feltboard print``) both paint through here. What each document says is decided
by the pure :mod:`app.present.print_sheets`; this package only lays it out on pages.
"""
