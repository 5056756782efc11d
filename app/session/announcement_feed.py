"""The announcements of one live tournament, shared by the TV window and the network pages.

:class:`AnnouncementFeed` watches a :class:`~app.session.live.LiveTournament` and keeps
its :class:`~app.present.announcements.AnnouncementQueue`: each change of the tournament
and each move of the clock is compared with the one before, at the session's ``now``.
There is one feed per session (:func:`feed_of`), so the TV window and ``/tv`` in a browser
tell the same news at the same moments.

A feed starts from the tournament as it finds it: what happened before it was made (a
display opened after a bust, a file reopened) is not announced.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.engine.clock import ClockState
from app.engine.tournament import TournamentState
from app.present.announcements import (
    AnnouncementQueue,
    Showing,
    Told,
    clock_announcements,
)
from app.session.live import LiveTournament


class AnnouncementFeed(QObject):
    """The announcements of ``session``, brought up to date whenever they are read.

    ``changed`` fires when the queue changed (news, a withdrawal, an announcement over).
    """

    changed = Signal()

    def __init__(self, session: LiveTournament) -> None:
        super().__init__(session)
        self.setObjectName("announcementFeed")
        self._session = session
        self._state: TournamentState = session.state
        self._clock: ClockState = session.clock_state()
        self._queue = AnnouncementQueue()
        # Connected before any view that reads the feed, so views see the news at once.
        session.changed.connect(self.sync)
        session.clock_ticked.connect(self.sync)

    @property
    def queue(self) -> AnnouncementQueue:
        """The queue as of the last :meth:`sync`."""
        return self._queue

    def sync(self) -> None:
        """Read the session now: announce what changed, retire what has been shown."""
        session = self._session
        now = session.now()
        state = session.state
        clock = session.clock_state()
        queue = self._queue
        if state is not self._state:
            queue = queue.observe(self._state, state, now)
            self._state = state
        queue = queue.add(clock_announcements(state, self._clock, clock), now).advance(now)
        self._clock = clock
        if queue != self._queue:
            self._queue = queue
            self.changed.emit()

    def showing(self) -> Showing | None:
        """The announcement on screen now, if any."""
        self.sync()
        return self._queue.showing(self._session.now())

    def news(self) -> tuple[Told, ...]:
        """The night's news so far, newest first (at most the last hundred): what a late
        arrival missed, from when this feed was made."""
        self.sync()
        return tuple(reversed(self._queue.news))

    def schedule(self) -> tuple[Showing, ...]:
        """The announcement on screen now and those waiting, with their times."""
        self.sync()
        return self._queue.schedule()


def feed_of(session: LiveTournament) -> AnnouncementFeed:
    """The one feed of ``session`` (made the first time it is asked for)."""
    found = session.findChild(AnnouncementFeed, "announcementFeed")
    if isinstance(found, AnnouncementFeed):
        return found
    return AnnouncementFeed(session)
