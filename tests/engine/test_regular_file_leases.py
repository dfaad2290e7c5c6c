"""A regular file is read as any program reads it: blocking. It was opened with O_NONBLOCK
(so that a FIFO's open does not wait) and kept so: a file under another's write lease
(Samba's oplocks, NFS delegations) failed at once with EAGAIN, "cannot read", where a plain
open waits for the lease to be broken; and its reads stayed non-blocking."""

from __future__ import annotations

import errno
import os

import pytest

from engine import regular_files

pytestmark = pytest.mark.skipif(not hasattr(os, "O_NONBLOCK"), reason="POSIX flags")


def test_a_leased_regular_file_is_opened_again_waiting_and_read(tmp_path, monkeypatch):
    p = tmp_path / "leased.jpg"
    p.write_bytes(b"\xff\xd8\xff" + bytes(100))
    real, asked = os.open, []

    def leased(path, flags, *a, **k):
        asked.append(flags)
        if flags & os.O_NONBLOCK:   # as the kernel answers while a write lease is held
            raise BlockingIOError(errno.EAGAIN, os.strerror(errno.EAGAIN), path)
        return real(path, flags, *a, **k)

    monkeypatch.setattr(os, "open", leased)
    with regular_files.open_input(str(p)) as f:
        assert f.read() == p.read_bytes()
    assert len(asked) == 2 and not asked[1] & os.O_NONBLOCK
    assert all(flags & os.O_NOCTTY for flags in asked)


def test_eagain_on_what_is_no_regular_file_is_still_said(tmp_path, monkeypatch):
    """Only a regular file is opened waiting: a FIFO that answered EAGAIN is never."""
    fifo = tmp_path / "x.xml"
    os.mkfifo(fifo)

    def refused(path, flags, *a, **k):
        assert flags & os.O_NONBLOCK, "a FIFO opened waiting would hang"
        raise BlockingIOError(errno.EAGAIN, os.strerror(errno.EAGAIN), path)

    monkeypatch.setattr(os, "open", refused)
    with pytest.raises(OSError) as e:
        regular_files.open_input(str(fifo))
    assert e.value.errno == errno.EAGAIN


def test_a_regular_file_is_read_blocking(tmp_path):
    import fcntl
    p = tmp_path / "a.jpg"
    p.write_bytes(b"x" * 10)
    with regular_files.open_input(str(p)) as f:
        assert not fcntl.fcntl(f.fileno(), fcntl.F_GETFL) & os.O_NONBLOCK
    f, size = regular_files.open_regular_file(str(p))
    with f:
        assert size == 10 and not fcntl.fcntl(f.fileno(), fcntl.F_GETFL) & os.O_NONBLOCK
