"""Why no Dask scheduler answers (engine.run.cluster_probe): each common case is one of the
catalogue's sentences, with a code the window translates; the system's own message only for
what has no words. Real sockets on 127.0.0.1 play the programs a wrong address reaches."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Callable, Iterator

import pytest

from engine import reason_codes
from engine.errors import RunError
from engine.run import cluster_probe
from engine.run.cluster_probe import failure, probe


@contextlib.contextmanager
def server(answer: Callable[[socket.socket], None]) -> Iterator[str]:
    """A tcp:// address on 127.0.0.1 whose connections `answer` serves, one at a time."""
    lsock = socket.socket()
    lsock.bind(("127.0.0.1", 0))
    lsock.listen(4)
    lsock.settimeout(0.2)
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                conn, _ = lsock.accept()
            except OSError:
                continue
            with conn:
                try:
                    answer(conn)
                except OSError:
                    pass
    t = threading.Thread(target=serve, daemon=True)
    t.start()
    try:
        yield f"tcp://127.0.0.1:{lsock.getsockname()[1]}"
    finally:
        stop.set()
        t.join()
        lsock.close()


def dask_like(conn: socket.socket) -> None:
    conn.sendall(b":\x00\x00\x00\x00\x00\x00\x00\x01")   # speaks first, as a scheduler does
    conn.recv(100)


def web_server(conn: socket.socket) -> None:
    conn.settimeout(10)
    if b"\r\n\r\n" in conn.recv(1000):      # says nothing until asked for a page
        conn.sendall(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n")


def silent(conn: socket.socket) -> None:
    conn.settimeout(10)
    conn.recv(1000)                         # takes the request and never answers


def hangs_up(conn: socket.socket) -> None:
    pass


def coded(sentence: str) -> str:
    return reason_codes.describe(sentence)[0]


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(cluster_probe, "FIRST_BYTES_SECONDS", 0.5)
    monkeypatch.setattr(cluster_probe, "ASK_SECONDS", 2.0)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_refused_and_no_such_computer_are_said_in_words():
    refused = probe(f"tcp://127.0.0.1:{free_port()}")
    assert "the computer there refused the connection" in refused
    assert coded(refused) == "cluster.refused"
    unknown = probe("tcp://no-such-host.invalid:8786")
    assert unknown == ("No Dask scheduler answers at tcp://no-such-host.invalid:8786: no "
                       "computer is called no-such-host.invalid. Check the computer's name in "
                       "the address.")
    assert reason_codes.describe(unknown) == ("cluster.unknown_host", {
        "address": "tcp://no-such-host.invalid:8786", "host": "no-such-host.invalid"})


def test_a_scheduler_that_speaks_first_is_left_to_dask():
    with server(dask_like) as address:
        assert probe(address) == ""
    assert probe("local:2") == "" and probe("jobqueue:slurm.yaml") == ""


def test_the_dashboard_port_is_named_as_a_web_server():
    """tcp://HOST:8787 (the dashboard) for :8786: Dask waited minutes on the web server."""
    with server(web_server) as address:
        said = probe(address)
    assert coded(said) == "cluster.web_server" and "8787" in said


@pytest.mark.parametrize("answer", [silent, hangs_up])
def test_another_program_at_the_port(answer):
    with server(answer) as address:
        said = probe(address)
    assert said.startswith(f"Something answers at {address}, but not as a Dask scheduler")
    assert coded(said) == "cluster.not_dask"


def test_tls_to_a_scheduler_without_tls():
    with server(dask_like) as address:
        said = probe(address.replace("tcp://", "tls://"))
    assert coded(said) == "cluster.not_tls" and "instead of tls://" in said


@pytest.mark.parametrize("error, code", [
    (TypeError("TLS expects a `ssl_context` argument of type ssl.SSLContext (perhaps check "
               "your TLS configuration?) Instead got None"), "cluster.tls_unset"),
    (OSError("TLS certificate does not match. Check your security settings."),
     "cluster.tls_untrusted"),
    (OSError("in <TLS (closed)  local=tls://127.0.0.1:1 remote=tls://127.0.0.1:2>: SSLError: "
             "[SSL: TLSV1_ALERT_UNKNOWN_CA] tlsv1 alert unknown ca (_ssl.c:2580)"),
     "cluster.tls_refused"),
    (OSError("SSLEOFError: EOF occurred in violation of protocol (_ssl.c:2427)"),
     "cluster.tls_refused"),
    (OSError("Timed out trying to connect to tcp://[::2]:8786 after 20 s"), "cluster.timed_out"),
    (OSError("in <TCP (closed)  local=tcp://127.0.0.1:1 remote=tcp://127.0.0.1:2>: "
             "ConnectionResetError: [Errno 104] Connection reset by peer"), "cluster.not_dask"),
])
def test_what_dask_says_is_said_in_words(error, code):
    said = failure("tls://lab:8786", error)
    assert coded(said) == code, said
    assert "_ssl.c" not in said and "Errno" not in said


def test_only_what_has_no_words_keeps_the_systems_message():
    said = failure("tcp://lab:8786", OSError(
        "in <TCP (closed)  local=tcp://127.0.0.1:1 remote=tcp://10.0.0.2:8786>: "
        "something nobody expected"))
    assert said == ("No Dask scheduler answers at tcp://lab:8786. Check the address and that "
                    "the scheduler is running. The system's message: something nobody "
                    "expected")
    assert reason_codes.describe(said) == ("cluster.no_scheduler", {
        "address": "tcp://lab:8786", "detail": "something nobody expected"})
    assert coded(failure("tcp://lab:8786", OSError("Timed out trying to connect to "
                                                   "tcp://lab:8786 after 20 s"))) == \
        "cluster.timed_out"


def test_tls_without_certificates_is_the_users_error_not_an_internal_one(monkeypatch):
    """tls:// with no certificate in Dask's configuration: Dask raised a TypeError and the
    engine said "internal error: TypeError: TLS expects a `ssl_context`...". """
    pytest.importorskip("distributed")
    from engine.config import ConvertConfig
    from engine.run.cluster import ClusterRun
    monkeypatch.setattr(cluster_probe, "probe", lambda address: "")   # as a TLS scheduler's
    with server(dask_like) as address:
        run = ClusterRun(ConvertConfig(source="", out="",
                                       cluster=address.replace("tcp://", "tls://")))
        with pytest.raises(RunError) as e:
            run.connect()
    assert coded(str(e.value)) == "cluster.tls_unset"
    assert run.client is None


def test_a_failed_connection_leaves_no_half_open_client(monkeypatch):
    """Dask leaves a Client whose connecting raised other than OSError (tls:// without
    certificates: TypeError) half-open, its IO loop running; the
    garbage collector closed it later, in whatever test (or run) was going on then, and
    when that was inside Dask's loop lock (taken by every Client start and close) the
    process hung: a whole-suite run stopped 300 s in an unrelated cluster test."""
    distributed = pytest.importorskip("distributed")
    import gc

    from engine.config import ConvertConfig
    from engine.run import cluster
    monkeypatch.setattr(cluster_probe, "probe", lambda address: "")
    gc.collect()
    gc.disable()        # (the collector would close it here by chance, and hide it)
    try:
        with server(dask_like) as address:
            run = cluster.ClusterRun(ConvertConfig(
                source="", out="", cluster=address.replace("tcp://", "tls://")))
            with pytest.raises(RunError):
                run.connect()
        left = [c for c in gc.get_objects()
                if isinstance(c, distributed.Client) and c.status != "closed"]
    finally:
        gc.enable()
    assert left == []
