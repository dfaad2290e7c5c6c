"""What is wrong with a Dask scheduler address as typed in "Run on" (gui.job_rules.validate
asks when the engine's rule, engine.config.check_cluster, refuses it). A walker's
``tcp//127.0.0.1:8799`` (the colon missing), ``tcp:/host:8786`` and ``127.0.0.1`` (no port)
got the same hint as an empty field, "write it like tcp://HOST:8786", leaving them to spot
the difference. Messages are English marked with N_ (translated in the "Job" context)."""

from __future__ import annotations

import re


def N_(text: str) -> str:
    return text


SEPARATOR = {
    "tcp": N_("The “://” after tcp is missing or incomplete: write it like tcp://HOST:8786."),
    "tls": N_("The “://” after tls is missing or incomplete: write it like tls://HOST:8786."),
}
NO_PORT = N_("The address has no port: add :8786 (a Dask scheduler's usual port) after the "
             "host, as in tcp://HOST:8786.")
BAD_PORT = N_("The port must be a number from 1 to 65535, as in tcp://HOST:8786.")
NO_SCHEME = N_("Start the address with tcp://, as in tcp://HOST:8786.")
OTHER_SCHEME = N_("A Dask scheduler's address starts with tcp:// (or tls://); this one does "
                  "not connect (http:// is the dashboard's, not the scheduler's).")
LOWER_CASE = N_("Write tcp in lower case, as in tcp://HOST:8786.")
SPACE = N_("The address has a space in it: write it like tcp://HOST:8786, without spaces.")

_SCHEMES = ("tcp", "tls")
_OTHERS = ("ucx", "ucxx", "inproc", "http", "https", "ws", "wss")


def address_problem(text: str) -> str:
    """The English message (N_) for what is wrong with the typed address ``text``, or ""
    when nothing specific is (an empty field, local…, jobqueue:…, one that passes)."""
    text = text.strip()
    if not text or text == "?" or re.match(r"(local|jobqueue)(:|$)", text):
        return ""
    if re.search(r"\s", text):
        return SPACE
    m = re.match(r"([A-Za-z][A-Za-z0-9+.-]*)(:?/*)", text)
    scheme, sep = m.groups() if m else ("", "")
    low = scheme.lower()
    if low in _OTHERS and sep == "://":
        return OTHER_SCHEME
    if low in _SCHEMES and sep != "://":      # tcp//host, tcp:/host, tcp:host, tcp
        return SEPARATOR[low]
    if low in _SCHEMES and scheme != low:     # TCP://: Dask knows only tcp
        return LOWER_CASE
    has_scheme = low in _SCHEMES
    rest = text[len(scheme) + len(sep):] if has_scheme else text
    rest = rest[:-1] if rest.endswith("/") else rest   # (one "/" copied from a browser)
    if rest.startswith("["):                  # [IPv6]:PORT
        host, colon, port = rest.partition("]:")
    else:
        host, colon, port = rest.rpartition(":") if ":" in rest else (rest, "", "")
    if not host.strip("[]") or "/" in host or (":" in host and not host.startswith("[")):
        return ""   # nothing more specific to say than the general hint
    if not colon:
        return NO_PORT
    if not port.isdigit() or not 0 < int(port) < 65536:
        return BAD_PORT
    return "" if has_scheme else NO_SCHEME
