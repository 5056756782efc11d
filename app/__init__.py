"""Feltboard: tournament director and dealer's memory for live poker."""

import os

__version__ = "0.1.0"

# Pydantic looks for plugins among every installed distribution the first time it builds
# a schema (importlib.metadata: ~25 ms of the console's start); Feltboard uses none. A
# host who wants one can still set the variable.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
