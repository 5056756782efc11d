"""Which dealer pad records at which table: PINs, tokens, lockouts, answered requests.

No Qt and no I/O: the service owns one :class:`Pairing` on the Qt thread and asks it
before recording anything a pad sends. Everything lives in memory, so restarting the
host's Feltboard unpairs every pad (docs/network-protocol.md, "Pairing").

- Each table has a 6-digit one-time PIN (from :mod:`secrets`); pairing with it gives the
  pad a token (``secrets.token_urlsafe(32)``) and the table a new PIN.
- One pad per table: a second pairing is refused until the host revokes or moves it.
- 5 wrong PINs for a table within a minute from one guesser (an address) lock that
  guesser out of that table's pairing for a minute; the dealer's own phone still pairs,
  and a new PIN for the table (moving or revoking its pad) clears the locks.
- The outcome of the last 100 requests recorded for a table is remembered by request id,
  so a request re-sent after a Wi-Fi drop is answered again, never recorded twice.
"""

from __future__ import annotations

import secrets
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from app.engine.wording import QT_TRANSLATE_NOOP, translate

PIN_DIGITS = 6
WRONG_PINS_ALLOWED = 5
"""Wrong PINs for one table within :data:`WRONG_PIN_WINDOW` seconds before it locks."""
WRONG_PIN_WINDOW = 60.0
LOCK_SECONDS = 60.0
REMEMBERED_REQUESTS = 100
MAX_DEVICE_CHARS = 40
CONSOLE_PLACE = QT_TRANSLATE_NOOP("Pairing", "Tournament > Dealer pads…")

Clock = Callable[[], float]
Reply = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Pad:
    """The device paired to a table, its token and when it was paired (wall time)."""

    table: int
    device: str
    token: str
    paired_at: float


def new_pin() -> str:
    """Six random digits, leading zeros kept: ``'042719'``."""
    return f"{secrets.randbelow(10**PIN_DIGITS):0{PIN_DIGITS}d}"


def device_name(text: object) -> str:
    """What a pad calls itself, made safe to show: printable, trimmed, at most 40 chars.

    >>> device_name("  Anna's phone\\n"), device_name(None)
    ("Anna's phone", 'a pad')
    """
    if not isinstance(text, str):
        return translate("Pairing", "a pad")
    cleaned = "".join(ch for ch in text if ch.isprintable()).strip()
    return cleaned[:MAX_DEVICE_CHARS].strip() or translate("Pairing", "a pad")


class Pairing:
    """The pads of every table, their PINs and the requests they had answered."""

    def __init__(
        self,
        monotonic: Clock = time.monotonic,
        wall: Clock = time.time,
        pin_source: Callable[[], str] = new_pin,
    ) -> None:
        self._monotonic = monotonic
        self._wall = wall
        self._new_pin = pin_source
        self._pins: dict[int, str] = {}
        self._pads: dict[int, Pad] = {}
        self._wrong: dict[tuple[int, str], deque[float]] = {}
        self._locked_until: dict[tuple[int, str], float] = {}
        self._answered: dict[int, OrderedDict[str, Reply]] = {}

    # ----- tables and PINs ---------------------------------------------------------------

    def sync_tables(self, tables: Iterable[int]) -> tuple[list[int], list[Pad]]:
        """Follow the tables in play: a PIN for each new table; a closed table's PIN and
        pad are forgotten.

        :returns: the tables given a PIN now, and the pads unpaired because their table
            closed.
        """
        wanted = set(tables)
        added = [table for table in sorted(wanted) if table not in self._pins]
        for table in added:
            self._pins[table] = self._fresh_pin()
        gone = [table for table in self._pins if table not in wanted]
        dropped = []
        for table in gone:
            del self._pins[table]
            pad = self._pads.pop(table, None)
            if pad is not None:
                dropped.append(pad)
            self._answered.pop(table, None)
            self._forget_guesses(table)
        return added, dropped

    @property
    def tables(self) -> tuple[int, ...]:
        """The tables that can be paired, in order."""
        return tuple(sorted(self._pins))

    def pin(self, table: int) -> str:
        """The PIN that pairs a pad to ``table`` now.

        :raises KeyError: if ``table`` is not in play.
        """
        return self._pins[table]

    def pad(self, table: int) -> Pad | None:
        """The pad recording at ``table``, if one is paired."""
        return self._pads.get(table)

    def _fresh_pin(self) -> str:
        """A PIN no other table has now (so a PIN typed at the wrong table never pairs)."""
        taken = set(self._pins.values())
        while (pin := self._new_pin()) in taken:
            pass
        return pin

    # ----- pairing -----------------------------------------------------------------------

    def pair(self, table: int, pin: object, device: object, guesser: str = "") -> Pad | str:
        """Pair a pad calling itself ``device`` to ``table`` with ``pin``; ``guesser`` is
        who asks (its address): wrong PINs lock that guesser out, never the table.

        :returns: the new :class:`Pad` (the table gets a new PIN), or why not.
        """
        if table not in self._pins:
            return translate(
                "Pairing", "There is no table {table} in play: check the table number"
            ).format(table=table)
        now = self._monotonic()
        if self._locked_until.get((table, guesser), 0.0) > now:
            return _locked(table)
        current = self._pads.get(table)
        if current is not None:
            return translate(
                "Pairing",
                "Table {table} is recorded by {device} (paired at {time}). The host can move "
                "the pairing in {place}",
            ).format(
                table=table,
                device=current.device,
                time=time.strftime("%H:%M", time.localtime(current.paired_at)),
                place=_place(),
            )
        typed = pin if isinstance(pin, str) else ""
        if not secrets.compare_digest(typed.strip().encode(), self._pins[table].encode()):
            return self._wrong_pin(table, guesser, typed, now)
        pad = Pad(table, device_name(device), secrets.token_urlsafe(32), self._wall())
        self._pads[table] = pad
        self._pins[table] = self._fresh_pin()
        self._forget_guesses(table)
        return pad

    def _forget_guesses(self, table: int) -> None:
        """A new PIN: the wrong guesses at the old one count no more."""
        for key in [key for key in self._wrong if key[0] == table]:
            del self._wrong[key]
        for key in [key for key in self._locked_until if key[0] == table]:
            del self._locked_until[key]

    def _wrong_pin(self, table: int, guesser: str, typed: str, now: float) -> str:
        wrong = self._wrong.setdefault((table, guesser), deque())
        while wrong and wrong[0] <= now - WRONG_PIN_WINDOW:
            wrong.popleft()
        wrong.append(now)
        if len(wrong) >= WRONG_PINS_ALLOWED:
            wrong.clear()
            self._locked_until[(table, guesser)] = now + LOCK_SECONDS
            return _locked(table)
        shape = typed.strip()
        if len(shape) != PIN_DIGITS or not shape.isdigit():
            return translate(
                "Pairing",
                "A PIN is {digits} digits: type the one shown for table {table} in {place}",
            ).format(digits=PIN_DIGITS, table=table, place=_place())
        return translate("Pairing", "That is not table {table}'s PIN: check it in {place}").format(
            table=table, place=_place()
        )

    def pad_for(self, table: object, token: object) -> Pad | str:
        """The pad holding ``token`` at ``table``, or why that is no paired pad."""
        if not isinstance(table, int) or isinstance(table, bool):
            return translate("Pairing", "Say which table this pad records (a table number)")
        pad = self._pads.get(table)
        if (
            pad is None
            or not isinstance(token, str)
            or not secrets.compare_digest(token.encode(), pad.token.encode())
        ):
            return translate(
                "Pairing",
                "This pad is not paired to table {table}: pair it again with the PIN shown in "
                "{place}",
            ).format(table=table, place=_place())
        return pad

    def revoke(self, table: int) -> Pad | None:
        """Unpair ``table``'s pad (its token stops working at once) and give the table a
        new PIN; the pad that was paired, if any. Moving the pairing is the same step: the
        new pad pairs with the new PIN.

        :raises KeyError: if ``table`` is not in play.
        """
        if table not in self._pins:
            raise KeyError(table)
        self._pins[table] = self._fresh_pin()
        self._forget_guesses(table)
        return self._pads.pop(table, None)

    # ----- answered requests -------------------------------------------------------------

    def answered(self, table: int, request_id: str) -> Reply | None:
        """What request ``request_id`` from ``table``'s pad was answered, if remembered.

        Kept per table, not per token: a pad that pairs again after a revoke and re-sends
        an unanswered request is still answered, never recorded twice (ids are UUIDs).
        """
        return self._answered.get(table, OrderedDict()).get(request_id)

    def remember(self, table: int, request_id: str, reply: Reply) -> None:
        """Keep ``reply`` as the outcome of ``request_id`` (the last 100 per table)."""
        memory = self._answered.setdefault(table, OrderedDict())
        memory[request_id] = reply
        memory.move_to_end(request_id)
        while len(memory) > REMEMBERED_REQUESTS:
            memory.popitem(last=False)


def _place() -> str:
    """Where the console shows the PINs, in the language in use."""
    return translate("Pairing", CONSOLE_PLACE)


def _locked(table: int) -> str:
    return translate(
        "Pairing", "Too many wrong PINs for table {table}; wait a minute and try again"
    ).format(table=table)
