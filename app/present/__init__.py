"""What every surface says or shows, pure: formatters, words and view models.

The one home of the console table's and the TV's view models, the network pages' JSON and
words, the pad's, the printed sheets' and the announcements' texts. It imports the
engine only — never Qt, the store or the live session — so every surface (the windows,
the network service, printing, the command line) reads the same facts from one place.
"""
