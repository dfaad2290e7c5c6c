"""Hostile files and folders (issue 18 items 5-7): unreadable folders are listed, only
regular files are read, reads are bounded by --max-file-size, and integer labels are
capped so one typo cannot make a huge label map."""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import tempfile
import threading
from pathlib import Path

import pytest

from engine import errors, protocol
from engine.errors import ConfigError
from engine.option_rules import parse_bytes
from engine.sources import discover, reading
from engine.sources.csv_table import INT_LABEL_CAP
from tests.engine import imagefactory as F

JPEG = F.encode(F.noise(48, 40, seed=1), "JPEG")


# -- unreadable folders ------------------------------------------------------------------

def test_unreadable_subfolder_is_listed_not_dropped(tmp_path, monkeypatch):
    """Tests run as root, who reads everything: simulate the denial in os.scandir."""
    src = tmp_path / "src"
    for cls in ("cats", "dogs"):
        for i in range(2):
            F.write(src / cls / f"{i}.jpg", JPEG)
    F.write(src / "dogs" / "private" / "x.jpg", JPEG)
    real_scandir = os.scandir

    def scandir(path):
        if os.path.basename(str(path)) in ("private", "cats"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)

    monkeypatch.setattr(discover.os, "scandir", scandir)
    scan = discover.scan(str(src))
    assert [s.name for s in scan.samples] == ["dogs/0.jpg", "dogs/1.jpg"]
    assert scan.labels == ["cats", "dogs"]      # the class exists; its images are missing
    problems = {Path(r.path).name: r.reason for r in scan.rejected}
    assert set(problems) == {"cats", "private"}
    denied = "cannot open this folder (permission denied)"
    assert all(r.startswith(denied) for r in problems.values())


AS_NOBODY = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]


def _python_for_nobody() -> tuple[str, dict] | None:
    """(interpreter, environment) with which user 'nobody' can run the engine, workers
    included; None when impossible. The venv's interpreter may live under /root (not
    executable by others: setpriv's own exec works, the engine's spawned workers do not),
    so the system interpreter of the same version is tried with the venv's packages."""
    if os.geteuid() != 0 or not shutil.which("setpriv"):
        return None
    try:
        import pwd
        pwd.getpwnam("nobody")
    except KeyError:
        return None
    import sys
    import sysconfig
    site = sysconfig.get_paths()["purelib"]
    ver = f"python{sys.version_info.major}.{sys.version_info.minor}"
    probe = ("import subprocess, sys; import engine, PIL, numpy; "
             "sys.exit(subprocess.call([sys.executable, '-c', 'import engine, PIL']))")
    for python, path in ((F.PYTHON, str(F.ROOT)),
                         (f"/usr/bin/{ver}", f"{F.ROOT}{os.pathsep}{site}")):
        env = dict(os.environ, PYTHONPATH=path)
        if not os.path.exists(python):
            continue
        r = subprocess.run([*AS_NOBODY, python, "-c", probe], cwd="/", env=env,
                           capture_output=True)
        if r.returncode == 0:
            return python, env
    return None


NOBODY = _python_for_nobody()


@pytest.mark.skipif(NOBODY is None, reason="needs root, setpriv and a user 'nobody' who can "
                                            "run Python with the project's packages")
def test_unreadable_subfolder_as_a_normal_user():
    """The real thing: chmod 000 on a class's sub-folder, the engine run as 'nobody'."""
    python, env = NOBODY
    base = Path(tempfile.mkdtemp(prefix="h18-nobody-", dir="/tmp"))
    try:
        os.chmod(base, 0o777)
        src = base / "src"
        for i in range(3):
            F.write(src / "a" / f"{i}.jpg", JPEG)
            F.write(src / "b" / f"{i}.jpg", JPEG)
        F.write(src / "b" / "locked" / "hidden.jpg", JPEG)
        for d in (src, src / "a", src / "b"):
            os.chmod(d, 0o755)
        for f in src.rglob("*.jpg"):
            os.chmod(f, 0o644)
        os.chmod(src / "b" / "locked", 0)
        out = base / "out"
        argv = [*AS_NOBODY, python, *F.engine_argv(src, out, "--workers", "1", "--size", "16")[1:]]
        code, events, err = F.run_engine(argv, env=env)
        assert code == protocol.EXIT_OK, err
        rows = F.rejected_rows(out)
        assert [(r["path"], r["stage"]) for r in rows] == [(str(src / "b" / "locked"), "scan")]
        assert "permission denied" in rows[0]["reason"]
        assert len(F.all_records(out)) == 6
    finally:
        shutil.rmtree(base, ignore_errors=True)


# -- only regular files --------------------------------------------------------------------

@pytest.fixture
def special_files(tmp_path):
    """x.jpg -> /dev/zero, y.jpg -> /dev/urandom, a FIFO and a socket named like images."""
    src = tmp_path / "src"
    F.write(src / "good.jpg", JPEG)
    os.symlink("/dev/zero", src / "zero.jpg")
    os.symlink("/dev/urandom", src / "urandom.jpg")
    os.mkfifo(src / "pipe.jpg")
    import socket
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(src / "sock.jpg"))
    yield src
    sock.close()


def test_devices_fifos_and_sockets_are_rejected_at_scan(special_files):
    scan = discover.scan(str(special_files))
    assert [s.name for s in scan.samples] == ["good.jpg"]
    reasons = {Path(r.path).name: r.reason for r in scan.rejected}
    assert reasons["zero.jpg"] == reasons["urandom.jpg"] == (
        "not a regular file: this is a device (through a symbolic link), which is never read")
    assert "named pipe" in reasons["pipe.jpg"] and "socket" in reasons["sock.jpg"]


def test_read_file_never_reads_a_special_file(special_files):
    """A file replaced by a device or a FIFO after the scan: refused by the worker without
    reading (a FIFO would block the open itself, /dev/zero never ends)."""
    result: dict = {}

    def read_all():
        for name in ("zero.jpg", "urandom.jpg", "pipe.jpg"):
            try:
                reading.read_file(str(special_files / name))
            except errors.ImageError as e:
                result[name] = str(e)

    t = threading.Thread(target=read_all, daemon=True)
    t.start()
    t.join(30)
    assert not t.is_alive(), "read_file blocked on a special file"
    assert result["zero.jpg"] == "not a regular file: this is a device, which is never read"
    assert result["pipe.jpg"] == (
        "not a regular file: this is a named pipe (FIFO), which is never read")


def test_a_device_or_fifo_as_the_source_table_is_refused(special_files):
    for name, kind in (("zero.jpg", "a device"), ("pipe.jpg", "a named pipe (FIFO)")):
        with pytest.raises(errors.SourceError, match=re.escape(f"this is {kind}, not a CSV")):
            discover.scan(str(special_files / name))


def test_engine_run_with_special_files_finishes(special_files, tmp_path):
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(special_files, out, "--workers", "1",
                                                   "--size", "16"), timeout=120)
    assert code == protocol.EXIT_OK, err
    assert {Path(r["path"]).name for r in F.rejected_rows(out)} == {
        "zero.jpg", "urandom.jpg", "pipe.jpg", "sock.jpg"}
    assert len(F.all_records(out)) == 1


# -- bounded reads ------------------------------------------------------------------------

def test_read_file_is_bounded(tmp_path):
    big = F.write(tmp_path / "big.jpg", JPEG + b"\0" * 5000)
    with pytest.raises(errors.ImageError, match="above the --max-file-size limit"):
        reading.read_file(str(big), max_bytes=4096)
    assert reading.read_file(str(big), max_bytes=1 << 20) == big.read_bytes()
    text = F.write(tmp_path / "notes.jpg", b"hello " * 2000)
    with pytest.raises(errors.ImageError, match="contains text"):
        reading.read_file(str(text), max_bytes=1024)  # the content is named, not the size


def test_parse_bytes():
    assert parse_bytes("512M", "--x") == 512 << 20
    assert parse_bytes("1.5G", "--x") == 3 << 29
    assert parse_bytes("2GiB", "--x") == 2 << 30
    assert parse_bytes("4096", "--x") == 4096
    with pytest.raises(ConfigError, match="--x 'lots'"):
        parse_bytes("lots", "--x")


def test_sparse_4gib_non_image_is_rejected_without_reading_it(tmp_path):
    """4 GiB named .jpg, and a 4 GiB file that starts like a JPEG: neither is read whole
    (issue 18: 4.1 GB RSS). Peak RSS of the engine's process tree is measured."""
    src = tmp_path / "src"
    F.write(src / "good.jpg", JPEG)
    for name, head in (("huge.jpg", b"not an image at all"), ("huge2.jpg", JPEG[:600])):
        with open(src / name, "wb") as f:
            f.write(head)
            f.truncate(4 << 30)            # sparse: costs no disk space
    out = tmp_path / "out"
    code, events, err, peak = F.run_engine_measuring(
        F.engine_argv(src, out, "--workers", "1", "--size", "16"), timeout=180)
    assert code == protocol.EXIT_OK, err
    reasons = {Path(r["path"]).name: r["reason"] for r in F.rejected_rows(out)}
    assert reasons["huge.jpg"].startswith("not a recognised image format")
    assert reasons["huge2.jpg"].startswith("file is 4.3 GB, above the --max-file-size")
    assert peak < 600e6, f"peak tree RSS {peak / 1e6:.0f} MB"

    out2 = tmp_path / "out2"       # a limit above the file's size: still only the head read
    code, events, err, peak = F.run_engine_measuring(
        F.engine_argv(src, out2, "--workers", "1", "--size", "16", "--max-file-size", "8G"),
        timeout=180)
    assert code == protocol.EXIT_OK, err
    reasons = {Path(r["path"]).name: r["reason"] for r in F.rejected_rows(out2)}
    assert reasons["huge.jpg"].startswith("not a recognised image format")
    assert reasons["huge2.jpg"] == ("JPEG has no image data in its first 4 MiB: the file is "
                                  "damaged; copy it again from the original")
    assert peak < 600e6, f"peak tree RSS {peak / 1e6:.0f} MB"


def test_max_file_size_option(tmp_path):
    src = tmp_path / "src"
    F.write(src / "small.jpg", JPEG)
    F.write(src / "large.png", F.encode(F.noise(200, 200, seed=2), "PNG"))
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "16",
                                                   "--max-file-size", "20K"))
    assert code == protocol.EXIT_OK, err
    rows = F.rejected_rows(out)
    assert [Path(r["path"]).name for r in rows] == ["large.png"]
    assert "--max-file-size" in rows[0]["reason"]
    code, _, err = F.run_engine(F.engine_argv(src, tmp_path / "o2", "--max-file-size", "1x"))
    assert code == protocol.EXIT_USAGE and "--max-file-size" in err


def test_read_file_reads_what_fstat_gave_and_what_grew_since(tmp_path, monkeypatch):
    """read_file asks for the size fstat gave (+ 1), not for the 1 GiB limit; a file that
    grew after fstat is still read whole, and refused when it grew past the limit."""
    path = F.write(tmp_path / "a.jpg", JPEG + bytes(9000))
    assert reading.read_file(str(path)) == path.read_bytes()
    real_open = reading.open_regular

    def stale_size(p):                      # fstat saw the file while it was shorter
        f, size = real_open(p)
        return f, size - 6000

    monkeypatch.setattr(reading, "open_regular", stale_size)
    assert reading.read_file(str(path)) == path.read_bytes()
    with pytest.raises(errors.ImageError, match="--max-file-size"):
        reading.read_file(str(path), max_bytes=len(path.read_bytes()) - 1000)


# -- integer labels ------------------------------------------------------------------------

def test_huge_integer_label_is_rejected_and_label_map_stays_small(tmp_path):
    for i in range(4):
        F.write(tmp_path / f"{i}.jpg", JPEG)
    table = tmp_path / "labels.csv"
    table.write_text("path,label\n0.jpg,0\n1.jpg,2\n2.jpg,10000000\n3.jpg,300000000\n")
    scan = discover.scan(str(table))
    assert [(s.name, s.label) for s in scan.samples] == [("0.jpg", 0), ("1.jpg", 2)]
    assert scan.labels == ["0", "1", "2"]
    reasons = {Path(r.path).name: r.reason for r in scan.rejected}
    assert reasons["2.jpg"].startswith("label 10,000,000 is too large")
    assert "CSV line 4" in reasons["2.jpg"] and "300,000,000" in reasons["3.jpg"]


def test_integer_labels_up_to_the_cap_or_the_row_count_are_kept(tmp_path):
    F.write(tmp_path / "a.jpg", JPEG)
    table = tmp_path / "t.csv"
    table.write_text(f"a.jpg,{INT_LABEL_CAP - 1}\n")
    scan = discover.scan(str(table))
    assert scan.samples[0].label == INT_LABEL_CAP - 1 and not scan.rejected


def test_engine_with_huge_label_writes_small_outputs(tmp_path):
    for i in range(3):
        F.write(tmp_path / "img" / f"{i}.jpg", JPEG)
    table = tmp_path / "t.csv"
    table.write_text("img/0.jpg,1\nimg/1.jpg,0\nimg/2.jpg,10000000\n")
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(table, out, "--workers", "1", "--size", "16"))
    assert code == protocol.EXIT_OK, err
    assert (out / "labels.txt").read_text() == "0\n1\n"
    assert os.path.getsize(out / "tfrecord_studio.json") < 100_000
    assert [Path(r["path"]).name for r in F.rejected_rows(out)] == ["2.jpg"]


def test_special_file_kind_names():
    assert discover.special_file_kind(stat.S_IFREG) is None
    assert discover.special_file_kind(stat.S_IFCHR) == "a device"
    assert discover.special_file_kind(stat.S_IFIFO) == "a named pipe (FIFO)"
