"""Feltboard: tournament director and dealer's memory for live poker."""

__version__ = "0.1.0"
