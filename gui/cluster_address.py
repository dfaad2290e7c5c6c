"""What is wrong with a Dask scheduler address as typed in "Run on" (gui.job_rules.validate
asks when the engine's rule, engine.config.check_cluster, refuses it). A walker's
``tcp//127.0.0.1:8799`` (the colon missing), ``tcp:/host:8786`` and ``127.0.0.1`` (no port)
got the same hint as an empty field, "write it like tcp://HOST:8786", leaving them to spot
the difference. Messages are English marked with N_ (translated in the "Job" context); one
that names the address to write instead (a web address, http://host:8787 copied from the
dashboard's page: it said what was wrong, never what to write) is Filled."""

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
# A web address (one copied from the browser showing the dashboard): the fix written out,
# {address} (it said what was wrong, never what to write). The dashboard's port (8787),
# or none, becomes the scheduler's usual one.
WEB_SCHEME = N_("A Dask scheduler's address starts with tcp:// (or tls://); {scheme}:// is a "
                "web page's. Replace {scheme}:// with tcp://: {address}.")
DASHBOARD = N_("A Dask scheduler's address starts with tcp:// (or tls://); {scheme}:// is a "
               "web page's, such as its dashboard's (port 8787). Write tcp:// and the "
               "scheduler's port, 8786 unless it was set otherwise: {address}.")
OTHER_SCHEME = N_("A Dask scheduler's address here starts with tcp:// (or tls://); "
                  "{scheme}:// cannot be used. Write it like tcp://HOST:8786.")
LOWER_CASE = N_("Write tcp in lower case, as in tcp://HOST:8786.")
SPACE = N_("The address has a space in it: write it like tcp://HOST:8786, without spaces.")

_SCHEMES = ("tcp", "tls")
_WEB = ("http", "https", "ws", "wss")
_OTHERS = ("ucx", "ucxx", "inproc")
DASHBOARD_PORT, SCHEDULER_PORT = "8787", "8786"


class Filled(str):
    """A message marked N_ with values of its own filled in: it reads as its English,
    filled (the command line prints that); the window translates ``template`` in the "Job"
    context and fills that (gui.widgets.problems.problem_text)."""

    template: str
    values: dict[str, str]

    def __new__(cls, template: str, **values: str) -> Filled:
        self = super().__new__(cls, template.format(**values))
        self.template, self.values = template, values
        return self


def _web_fix(scheme: str, rest: str) -> Filled:
    """What to write instead of the web address ``scheme``://``rest`` (its page's path
    dropped): tcp:// and its host, with its port, or the scheduler's usual port in place
    of none or the dashboard's."""
    where = rest.split("/", 1)[0]
    if where.startswith("["):                  # [IPv6]:PORT
        host, _, port = where.partition("]")
        host, port = host + "]", port[1:] if port.startswith(":") else ""
    else:
        host, _, port = where.partition(":")
    if not host.strip("[]") or (":" in host and not host.startswith("[")) or \
            (port and not (port.isdigit() and 0 < int(port) < 65536)):
        host, port = "HOST", ""
    if port and port != DASHBOARD_PORT:
        return Filled(WEB_SCHEME, scheme=scheme, address=f"tcp://{host}:{port}")
    return Filled(DASHBOARD, scheme=scheme, address=f"tcp://{host}:{SCHEDULER_PORT}")


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
    if low in _WEB and sep == "://":
        return _web_fix(scheme, text[len(scheme) + 3:])
    if low in _OTHERS and sep == "://":
        return Filled(OTHER_SCHEME, scheme=scheme)
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
