"""The network service: the tournament on the home network (pages, JSON, live pushes).

QtCore and QtNetwork only (no widgets): it sits beside the console and the display,
above :mod:`app.session`, and reads the same live session.
"""
