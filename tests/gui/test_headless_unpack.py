"""`tfrecord-studio --headless --source export.zip` unpacks the archive as the window does
(gui.headless_unpack): into the new folder the window would choose, read there again on the
next run, a damaged archive refused in a sentence, and a stop (Ctrl+C, SIGTERM) removing
only the half-unpacked folder it made."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest
from studio_fixtures import ROOT, make_dataset
from test_headless import _run

from engine.output_state import MANIFEST
from gui import headless_unpack, unpack
from gui.engine_launch import ENGINE_ENV


def _zip_of(folder: Path, archive: Path) -> Path:
    with zipfile.ZipFile(archive, "w") as z:
        for p in sorted(folder.rglob("*")):
            if p.is_file():
                z.write(p, p.relative_to(folder).as_posix())
    return archive


def _records(out: Path) -> dict[str, tuple[str, np.ndarray]]:
    """{file name: (class, decoded pixels)} of the records in `out`, read with TensorFlow."""
    import tensorflow as tf
    got = {}
    for rec in tf.data.TFRecordDataset([str(p) for p in sorted(out.glob("*.tfrecord"))]):
        f = tf.train.Example.FromString(rec.numpy()).features.feature
        name = f["image/filename"].bytes_list.value[0].decode()
        pixels = tf.io.decode_image(f["image/encoded"].bytes_list.value[0]).numpy()
        got[os.path.basename(name)] = (f["image/class/text"].bytes_list.value[0].decode(),
                                       pixels)
    return got


@pytest.mark.e2e
def test_headless_unpacks_a_zip_as_the_window_does_and_reuses_it(tmp_path):
    from PIL import Image
    photos = make_dataset(tmp_path / "made" / "photos", per_class=3)
    (tmp_path / "downloads").mkdir()
    archive = _zip_of(photos, tmp_path / "downloads" / "photos.zip")
    dest = unpack.destination(str(archive))
    assert dest == str(tmp_path / "downloads" / "photos")
    out = tmp_path / "ds"
    r = _run(tmp_path, "--headless", "--source", str(archive), "--out", str(out),
             "--size", "original", "--no-verify")
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert f"unpacking 6 files into the new folder {dest}" in r.stderr
    percents = [ln for ln in r.stderr.splitlines() if "% (" in ln]
    assert 1 <= len(percents) <= 10 and ": 100% (" in percents[-1], r.stderr   # not per file
    assert "Unpack it first" not in r.stdout + r.stderr
    assert f"converting {dest} into {out}" in r.stdout
    # the folder holds the archive's files, byte for byte
    for p in photos.rglob("*.jpg"):
        assert (Path(dest) / p.relative_to(photos)).read_bytes() == p.read_bytes()
    info = json.loads((out / MANIFEST).read_text())
    assert info["labels"] == ["cat", "dog"] and info["total_records"] == 6
    got = _records(out)
    assert sorted(got) == sorted(p.name for p in photos.rglob("*.jpg"))
    for p in photos.rglob("*.jpg"):
        label, pixels = got[p.name]
        want = np.asarray(Image.open(p).convert("RGB"))
        assert label == p.parent.name and pixels.shape == want.shape
        assert np.abs(pixels.astype(int) - want.astype(int)).mean() < 3

    # again: read where it was unpacked, nothing unpacked a second time
    stamp = {p: p.stat().st_mtime_ns for p in Path(dest).rglob("*")}
    r = _run(tmp_path, "--headless", "--source", str(archive), "--out", str(tmp_path / "ds2"),
             "--size", "16", "--no-verify")
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert f"reading {dest}, where it was unpacked before" in r.stderr
    assert "unpacking" not in r.stderr
    assert sorted(os.listdir(archive.parent)) == ["photos", "photos.zip"]
    assert {p: p.stat().st_mtime_ns for p in Path(dest).rglob("*")} == stamp
    assert json.loads((tmp_path / "ds2" / MANIFEST).read_text())["total_records"] == 6


@pytest.mark.e2e
def test_headless_refuses_a_damaged_zip_in_a_sentence(tmp_path):
    photos = make_dataset(tmp_path / "made" / "pets", per_class=2)
    whole = _zip_of(photos, tmp_path / "whole.zip").read_bytes()
    (tmp_path / "downloads").mkdir()
    cut = tmp_path / "downloads" / "pets.zip"
    cut.write_bytes(whole[: len(whole) // 2])   # a download stopped half way
    r = _run(tmp_path, "--headless", "--source", str(cut), "--out", str(tmp_path / "ds"))
    assert r.returncode == 3, r.stdout + r.stderr
    assert f"{cut}: the ZIP archive is incomplete or damaged" in r.stderr
    assert "Traceback" not in r.stderr
    assert os.listdir(cut.parent) == ["pets.zip"] and not (tmp_path / "ds").exists()


@pytest.fixture
def big_zip(tmp_path) -> Path:
    """An archive of 8 files of 3 MB (several chunks each), and beside it a folder of the
    user's named as its new folder would be: it goes to "export (2)"."""
    (tmp_path / "dl").mkdir()
    archive = tmp_path / "dl" / "export.zip"
    rng = np.random.default_rng(0)
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_STORED) as z:
        for i in range(8):
            z.writestr(f"export/cls/{i}.bin", rng.bytes(3 << 20))
    (tmp_path / "dl" / "export").mkdir()
    (tmp_path / "dl" / "export" / "notes.txt").write_text("the user's")
    return archive


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_while_unpacking_removes_only_the_new_folder(big_zip, monkeypatch, sig):
    real = unpack.unpack
    sent = []

    def unpack_then_signal(archive, dest, progress, should_stop, listed=None):
        def progress_and_signal(done, total):
            progress(done, total)
            if done > 4 << 20 and not sent:   # part way: some files written, more to come
                assert os.path.isdir(dest) and os.listdir(os.path.join(dest, "export", "cls"))
                sent.append(dest)
                os.kill(os.getpid(), sig)
        return real(archive, dest, progress_and_signal, should_stop, listed)

    monkeypatch.setattr(unpack, "unpack", unpack_then_signal)
    before = {sig_: signal.getsignal(sig_) for sig_ in (signal.SIGINT, signal.SIGTERM)}
    err = io.StringIO()
    folder, code = headless_unpack.unpacked_source(str(big_zip), err)
    new = str(big_zip.parent / "export (2)")
    assert (folder, code) == ("", 130) and sent == [new]
    assert f"stopped; the folder it was unpacking into, {new}, was removed" in err.getvalue()
    assert sorted(os.listdir(big_zip.parent)) == ["export", "export.zip"]
    assert (big_zip.parent / "export" / "notes.txt").read_text() == "the user's"
    assert {s: signal.getsignal(s) for s in before} == before   # handlers put back


def test_progress_is_said_by_tenths_not_per_file(tmp_path, monkeypatch):
    monkeypatch.setattr(headless_unpack, "EVERY", float("inf"))
    (tmp_path / "dl").mkdir()
    archive = tmp_path / "dl" / "many.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for i in range(300):
            z.writestr(f"a/{i:03d}.txt", b"x" * 100)
    err = io.StringIO()
    folder, code = headless_unpack.unpacked_source(str(archive), err)
    assert (folder, code) == (str(tmp_path / "dl" / "many" / "a"), 0)   # its one top folder
    lines = [ln for ln in err.getvalue().splitlines() if "% (" in ln]
    assert [ln.split(": ")[-1].split("%")[0] for ln in lines] == \
        [str(n) for n in range(10, 101, 10)], err.getvalue()
    assert len(os.listdir(folder)) == 300


def test_too_little_space_is_refused_with_the_windows_sentence(big_zip, monkeypatch):
    import shutil
    real = shutil.disk_usage
    monkeypatch.setattr(shutil, "disk_usage",
                        lambda p: real(p)._replace(free=10 << 20))
    err = io.StringIO()
    assert headless_unpack.unpacked_source(str(big_zip), err) == ("", 6)
    said = str(unpack.too_little_space(str(big_zip), 8 * (3 << 20), 10 << 20))
    assert said in err.getvalue()
    assert sorted(os.listdir(big_zip.parent)) == ["export", "export.zip"]


def test_the_exit_code_of_too_little_space_to_unpack_is_described_as_what_it_is():
    """--headless exits 6 when an archive would not fit unpacked: nothing is written, no run
    exists. Its only description was the engine's, "disk full or I/O error while writing;
    --resume continues", and --help said it exits with "the engine's exit code"."""
    from engine.protocol import EXIT_CODES, EXIT_WRITE_ERROR, UNPACK_EXIT_CODES
    from gui.launch_args import build_parser
    meaning = UNPACK_EXIT_CODES[EXIT_WRITE_ERROR]
    assert meaning != EXIT_CODES[EXIT_WRITE_ERROR]
    assert "free space to unpack" in meaning and "nothing was written" in meaning
    assert "resume" not in meaning.lower()
    shown = " ".join(build_parser().format_help().split())   # (the help's lines joined)
    assert f"6 {meaning}" in shown


def test_only_archives_the_window_unpacks_are_unpacked(tmp_path, big_zip):
    seven = tmp_path / "x.7z"
    seven.write_bytes(b"7z\xbc\xaf\x27\x1c" + b"\0" * 100)
    table = tmp_path / "t.csv"
    table.write_text("path,label\n")
    assert headless_unpack.archive_kind(str(big_zip)) == "ZIP"
    import gzip
    import tarfile
    (tmp_path / "labels.csv.gz").write_bytes(gzip.compress(b"path,label\na.jpg,x\n" * 40))
    with tarfile.open(tmp_path / "export.tar.gz", "w:gz") as t:
        t.add(str(big_zip), "export.zip")
    # (a table compressed is not unpacked: tarfile refused it, "truncated header")
    assert headless_unpack.archive_kind(str(tmp_path / "labels.csv.gz")) == ""
    assert headless_unpack.archive_kind(str(tmp_path / "export.tar.gz")) == "gzip"
    assert [headless_unpack.archive_kind(str(p)) for p in
            (seven, table, tmp_path, tmp_path / "missing.zip")] == ["", "", "", ""]
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.zip")   # never opened (it would wait for a writer)
        assert headless_unpack.archive_kind(str(tmp_path / "pipe.zip")) == ""


@pytest.mark.e2e
def test_the_windows_start_unpacks_the_archive_it_is_given(tmp_path):
    """--start presses the offer's button, as --headless unpacks: it failed on the engine's
    "Unpack it first" while the offer stood in the window."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop(ENGINE_ENV, None)
    photos = make_dataset(tmp_path / "made" / "pets", per_class=2)
    (tmp_path / "dl").mkdir()
    archive = _zip_of(photos, tmp_path / "dl" / "pets.zip")
    cut = tmp_path / "dl" / "cut.zip"
    cut.write_bytes(archive.read_bytes()[:300])

    def window(source: Path, out: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "gui", "--settings",
                               str(tmp_path / "s.ini"), "--source", str(source), "--out",
                               str(tmp_path / out), "--size", "16", "--no-verify", "--start",
                               "--quit-when-done"], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=180)

    r = window(archive, "ds")
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    info = json.loads((tmp_path / "ds" / MANIFEST).read_text(encoding="utf-8"))
    assert info["source"] == str(tmp_path / "dl" / "pets") and info["total_records"] == 4
    r = window(archive, "ds3")   # again: the folder unpacked before, nothing unpacked
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    info = json.loads((tmp_path / "ds3" / MANIFEST).read_text(encoding="utf-8"))
    assert info["source"] == str(tmp_path / "dl" / "pets") and info["total_records"] == 4
    assert sorted(os.listdir(tmp_path / "dl")) == ["cut.zip", "pets", "pets.zip"]
    r = window(cut, "ds2")
    assert r.returncode == 2, r.stdout[-2000:] + r.stderr[-2000:]
    assert f"cannot start: {cut}: the ZIP archive is incomplete or damaged" in r.stderr
    assert sorted(os.listdir(tmp_path / "dl")) == ["cut.zip", "pets", "pets.zip"]
    assert not (tmp_path / "ds2").exists()


def test_a_half_folder_left_before_is_named_and_kept(tmp_path):
    """The window asks before removing what a cut-off unpacking left; headless cannot ask,
    so it says where that is, leaves it, and unpacks into a new folder."""
    import subprocess as sp

    from gui import unpack_mark
    photos = make_dataset(tmp_path / "made" / "pets", per_class=3)
    (tmp_path / "dl").mkdir()
    archive = str(_zip_of(photos, tmp_path / "dl" / "pets.zip"))
    half = tmp_path / "dl" / "pets"
    unpack.unpack(archive, str(half), lambda d, t: None, lambda: False)
    unpack_mark.put(str(half), archive, unpack.stamp_of(archive))   # as a killed app left it
    unpack_mark.forget(str(half))
    gone = sp.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    info = json.loads((half / unpack_mark.MARK).read_text())
    (half / unpack_mark.MARK).write_text(json.dumps({**info, "pid": gone.pid}))
    (half / "dog" / "dog_002.jpg").unlink()
    for p in [*half.rglob("*"), half]:
        os.utime(p, (p.stat().st_atime, p.stat().st_mtime - 3600))
    kept = sorted(str(p.relative_to(half)) for p in half.rglob("*"))
    assert unpack.survey(archive).unfinished == str(half)   # what the window offers to remove
    err = io.StringIO()
    folder, code = headless_unpack.unpacked_source(archive, err)
    assert (folder, code) == (str(tmp_path / "dl" / "pets (2)"), 0), err.getvalue()
    assert f"{half} holds only 5 of its 6 files" in err.getvalue()
    assert "it is left as it is" in err.getvalue()
    assert sorted(str(p.relative_to(half)) for p in half.rglob("*")) == kept
    assert len(list(Path(folder).rglob("*.jpg"))) == 6


def test_an_ignored_ctrl_c_stays_ignored():
    """Started with SIGINT ignored (nohup, `&` in a script): Ctrl+C in that terminal does not
    stop its unpacking; SIGTERM still does."""
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        stop, restore = headless_unpack.stops_on_signals()
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
        os.kill(os.getpid(), signal.SIGTERM)
        assert stop.is_set()   # (the handler runs as os.kill returns)
        restore()
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)


def test_a_closed_session_stops_the_unpacking_as_it_stops_the_run():
    """SIGHUP (the terminal closed) stops the unpacking too: it was left out there, so a
    logout left the unpacking going and then the run began with nobody watching."""
    before = signal.getsignal(signal.SIGHUP)
    try:
        stop, restore = headless_unpack.stops_on_signals()
        os.kill(os.getpid(), signal.SIGHUP)
        assert stop.is_set()
        restore()
        assert signal.getsignal(signal.SIGHUP) == before
    finally:
        signal.signal(signal.SIGHUP, before)
