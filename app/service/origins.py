"""Which Host names the service answers to, and which pages may open its live port.

Any web site a guest opens can make their browser talk to the host's address (issue 24.7):
a foreign page could read the room's state through the WebSocket, and through DNS
rebinding (a foreign name that resolves to the host's address) even the pages and
``/api/state``. A browser always says where a request comes from: the ``Host`` it asked
for and, on a WebSocket, the ``Origin`` of the page. So the service answers only the
names it is reachable by (its own address, this computer's names, localhost), and takes
WebSocket connections only from its own pages (or from clients that name no page: a
script, the load bench, a pad app).

No Qt and no I/O: the names are worked out once when the service starts listening.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from urllib.parse import urlsplit

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")


def host_name(header: str) -> str:
    """The name in a ``Host`` header, without its port, lower case, without a final dot.

    >>> host_name("192.168.1.20:8765"), host_name("[::1]:8765"), host_name("Box.LOCAL.")
    ('192.168.1.20', '::1', 'box.local')
    """
    text = header.strip().lower()
    if text.startswith("["):
        return text[1:].partition("]")[0]
    if text.count(":") == 1:
        text = text.partition(":")[0]
    return text.rstrip(".")


def reachable_names(bound: str, addresses: Iterable[str], hostname: str) -> frozenset[str]:
    """The names a browser may use for the service on ``bound``: the address itself,
    this computer's other ``addresses`` (the ones the console offers), the loopback
    names, and ``hostname`` with its ``.local`` twin (how a Mac or a phone may name it).

    >>> sorted(reachable_names("192.168.1.20", ["192.168.1.20", "10.0.0.5"], "Box"))
    ['10.0.0.5', '127.0.0.1', '192.168.1.20', '::1', 'box', 'box.local', 'localhost']
    """
    names = {host_name(bound), *LOOPBACK_NAMES, *(host_name(a) for a in addresses)}
    short = hostname.strip().lower().rstrip(".")
    if short:
        first = short.partition(".")[0]
        names |= {short, first, f"{first}.local"}
    return frozenset(_plain_address(name) for name in names if name)


def _plain_address(name: str) -> str:
    """An IP address written one way (``::0001`` is ``::1``); any other name as it is."""
    try:
        return str(ipaddress.ip_address(name))
    except ValueError:
        return name


def host_allowed(header: str | None, names: frozenset[str]) -> bool:
    """Whether a request whose ``Host`` header is ``header`` may be answered: no header
    (a non-browser client speaking HTTP/1.0), or one of ``names``."""
    if header is None:
        return True
    return _plain_address(host_name(header)) in names


def origin_allowed(origin: str, names: frozenset[str], port: int) -> bool:
    """Whether a WebSocket from a page of ``origin`` may connect: no origin (not a
    browser), or a page this service served (``http://`` one of ``names`` on ``port``).

    >>> names = frozenset({"192.168.1.20", "localhost"})
    >>> origin_allowed("http://192.168.1.20:8765", names, 8765)
    True
    >>> origin_allowed("http://evil.example:8765", names, 8765)
    False
    >>> origin_allowed("null", names, 8765), origin_allowed("", names, 8765)
    (False, True)
    """
    if not origin:
        return True
    try:
        parts = urlsplit(origin.strip())
        origin_port = parts.port or (80 if parts.scheme == "http" else None)
    except ValueError:
        return False
    return (
        parts.scheme == "http"
        and origin_port == port
        and _plain_address(host_name(parts.hostname or "")) in names
    )
