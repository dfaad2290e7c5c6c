"""Why no Dask scheduler answers at an address, in a sentence of the catalogue
(engine.reason_catalogue_cluster) the window can say in its language.

probe() asks the network before Dask does: Dask retries a refused connection for 20 s,
reads a web server's reply as the length of a message (and failed with "cannot allocate
3 EiB"), and waited minutes on a web server that says nothing until asked (the Dask
dashboard's port, 8787, typed for the scheduler's, 8786). A Dask scheduler speaks first:
it sends its handshake as soon as a connection is made. failure() says what Dask's own
error means, for what only Dask finds out (certificates, a timeout while it retries).
"""

from __future__ import annotations

import errno
import re
import socket
import ssl

from engine.reason_codes import say

CONNECT_SECONDS = 10.0   # to make a TCP connection: far longer than any network needs
FIRST_BYTES_SECONDS = 5.0   # for a scheduler's handshake once connected
ASK_SECONDS = 3.0        # for a web server's reply to a request


def _host_port(address: str) -> tuple[str, str, int] | None:
    m = re.fullmatch(r"(tcp|tls)://\[?([^\]/]+?)\]?:(\d+)/?", address)
    if not m or not 0 < int(m.group(3)) < 65536:
        return None
    return m.group(1), m.group(2), int(m.group(3))


def probe(address: str) -> str:
    """Why nothing answers as a Dask scheduler at a tcp:// or tls:// address (a catalogue
    sentence), or "" when something that may be one answers (or only Dask can tell)."""
    parts = _host_port(address)
    if parts is None:
        return ""
    scheme, host, port = parts
    try:
        conn = socket.create_connection((host, port), timeout=CONNECT_SECONDS)
    except ConnectionRefusedError:
        return say("cluster.refused", address=address)
    except socket.gaierror:
        return say("cluster.unknown_host", address=address, host=host)
    except TimeoutError:
        return say("cluster.timed_out", address=address, seconds=f"{CONNECT_SECONDS:g}")
    except OSError as e:
        if e.errno in (errno.ENETUNREACH, errno.EHOSTUNREACH):
            return say("cluster.unreachable", address=address)
        return ""
    with conn:
        return _speaks_tls(conn, host, address) if scheme == "tls" else \
            _speaks_first(conn, address)


def _speaks_first(conn: socket.socket, address: str) -> str:
    """A plain connection: a Dask scheduler sends its handshake at once; a web server
    answers a request for a page; anything else is another program (or a scheduler that
    expects TLS, which waits for this side to begin)."""
    try:
        conn.settimeout(FIRST_BYTES_SECONDS)
        first = conn.recv(16)
    except TimeoutError:
        first = None
    except OSError:
        return say("cluster.not_dask", address=address)
    if first and not first.startswith(b"HTTP/"):
        return ""
    if first is None:   # silent: ask as a web browser would
        try:
            conn.settimeout(ASK_SECONDS)
            conn.sendall(b"GET / HTTP/1.0\r\n\r\n")
            first = conn.recv(16)
        except OSError:
            first = b""
    if first.startswith(b"HTTP/"):
        return say("cluster.web_server", address=address)
    return say("cluster.not_dask", address=address)


def _speaks_tls(conn: socket.socket, host: str, address: str) -> str:
    """A tls:// address: does the computer begin a secure connection at all? (Whose
    certificates are trusted is Dask's to check, with its configuration.)"""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    conn.settimeout(FIRST_BYTES_SECONDS)
    try:
        context.wrap_socket(conn, server_hostname=host).close()
    except ssl.SSLError as e:
        if "WRONG_VERSION_NUMBER" in str(e) or "record layer failure" in str(e):
            return say("cluster.not_tls", address=address)
        return ""   # an alert about certificates: Dask, with its settings, says which
    except OSError:   # a timeout, or closed without a word
        return say("cluster.not_dask", address=address)
    return ""


def failure(address: str, error: BaseException) -> str:
    """What Dask's error while reaching the scheduler at `address` means, as a catalogue
    sentence; the system's own message only for what has no words here."""
    text = str(error)
    if isinstance(error, TypeError) and "ssl_context" in text:
        return say("cluster.tls_unset")
    if "certificate does not match" in text or "CERTIFICATE_VERIFY_FAILED" in text:
        return say("cluster.tls_untrusted", address=address)
    # a secure connection the scheduler ends in its handshake: it refused this side's
    # certificate (its alert names why, or arrives after the connection closed: EOF)
    if re.search(r"UNKNOWN_CA|CERTIFICATE_REQUIRED|BAD_CERTIFICATE|CERTIFICATE_UNKNOWN|"
                 r"CERTIFICATE_EXPIRED|SSLEOFError|EOF occurred in violation", text):
        return say("cluster.tls_refused", address=address)
    timed_out = re.search(r"Timed out trying to connect to \S+ after (\d+(?:\.\d+)?) s", text)
    if timed_out:
        return say("cluster.timed_out", address=address,
                   seconds=f"{float(timed_out.group(1)):g}")
    if "Connection refused" in text or isinstance(error, ConnectionRefusedError):
        return say("cluster.refused", address=address)
    if re.search(r"Stream is closed|Connection reset by peer|Timed out during handshake",
                 text):
        return say("cluster.not_dask", address=address)
    # Dask names its connection object first: "in <TCP (closed) local=... remote=...>: "
    detail = re.sub(r"^in <[^>]*>:\s*", "", text).strip() or type(error).__name__
    return say("cluster.no_scheduler", address=address, detail=detail)
