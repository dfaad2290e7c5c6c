"""Hostile names and output-folder ownership (issue 18 #1, #9, #10, #12): names that are
not UTF-8 or hold control characters, a symlink from the source to the output, and
--overwrite beside other programs' shards."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.sources import names

OPTS = ["--workers", "1", "--size", "16", "--shards", "1", "--no-shuffle"]


def _jpeg(seed: int) -> bytes:
    return F.encode(F.noise(16, 16, seed), "JPEG")


def _bwrite(folder: bytes, name: bytes, data: bytes) -> None:
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """Class folders: ok (with a non-UTF-8 file name and an ESC-sequence file name),
    b'caf\\xe9' (not UTF-8), 'new\\nline', 'tab\\there' (control characters)."""
    root = tmp_path_factory.mktemp("names") / "src"
    r = os.fsencode(root)
    try:
        _bwrite(os.path.join(r, b"ok"), b"caf\xe9.jpg", _jpeg(1))
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    _bwrite(os.path.join(r, b"ok"), b"plain.jpg", _jpeg(2))
    _bwrite(os.path.join(r, b"ok"), b"esc\x1b[31mred\x07.jpg", _jpeg(3))
    _bwrite(os.path.join(r, b"ok", b"sub\xff"), b"deep.jpg", _jpeg(4))
    _bwrite(os.path.join(r, b"caf\xe9"), b"x.jpg", _jpeg(5))
    _bwrite(os.path.join(r, b"new\nline"), b"y.jpg", _jpeg(6))
    _bwrite(os.path.join(r, b"tab\there"), b"z.jpg", _jpeg(7))
    _bwrite(os.path.join(r, b"zz"), b"w.jpg", _jpeg(8))
    out = root.parent / "out"
    code, events, err = F.run_engine(F.engine_argv(root, out, *OPTS))
    return root, out, code, events, err


def test_names_that_are_not_utf8_never_abort_the_run(hostile):
    root, out, code, events, err = hostile
    assert code == protocol.EXIT_OK, err
    got = F.records_by_name(out)
    # Converted, with the undecodable bytes written as \xNN in image/filename.
    assert sorted(got) == sorted(["ok/caf\\xe9.jpg", "ok/plain.jpg",
                                  "ok/esc\x1b[31mred\x07.jpg", "ok/sub\\xff/deep.jpg",
                                  "zz/w.jpg"])
    assert F.decoded(got["ok/caf\\xe9.jpg"]).size == (16, 16)


def test_class_names_with_control_characters_or_bad_bytes_are_refused(hostile):
    root, out, code, events, err = hostile
    assert (out / "labels.txt").read_text(encoding="utf-8") == "ok\nzz\n"
    m = F.manifest(out)
    assert m["labels"] == ["ok", "zz"] and m["num_classes"] == 2
    labels = {r["image/filename"].decode(): r["image/class/label"]
              for r in F.all_records(out)}
    assert labels["zz/w.jpg"] == 1
    rows = {r["path"]: r["reason"] for r in F.rejected_rows(out)}
    assert len(rows) == 3
    assert "not valid UTF-8" in rows[str(root / "caf\\xe9" / "x.jpg")]
    assert "control character (newline)" in rows[str(root / "new\nline" / "y.jpg")]
    assert "control character (tab)" in rows[str(root / "tab\there" / "z.jpg")]
    failed = {e["path"] for e in F.types(events, "item_failed")}
    assert str(root / "caf\\xe9" / "x.jpg") in failed


def test_resume_of_a_dataset_with_such_names_works(hostile, tmp_path):
    """The fingerprint hashes a name's own bytes (it used to raise UnicodeEncodeError)."""
    root, out, *_ = hostile
    copy = tmp_path / "copy"
    subprocess.run(["cp", "-a", str(out), str(copy)], check=True)
    code, _, err = F.run_engine(F.engine_argv(root, copy, *OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert F.folder_bytes(copy) == F.folder_bytes(out)


def test_text_events_escape_terminal_sequences_and_bad_bytes(hostile, tmp_path):
    root, *_ = hostile
    evil = root.parent / "evil"
    _bwrite(os.fsencode(evil / "a"), b"\x1b]0;pwned\x07\x1b[2Jx\xff.jpg", b"not an image")
    _bwrite(os.fsencode(evil / "a"), b"good.jpg", _jpeg(9))
    p = subprocess.run([F.PYTHON, "-m", "engine", "convert", str(evil), "--out",
                        str(tmp_path / "o"), "--events", "text", *OPTS],
                       cwd=F.ROOT, capture_output=True, stdin=subprocess.DEVNULL, timeout=120)
    assert p.returncode == 0, p.stderr
    text = p.stdout.decode("utf-8")   # valid UTF-8, whatever the names
    err = p.stderr.decode("utf-8")    # (skipped files are reported on stderr)
    assert "\x1b" not in text + err and "\x07" not in text + err
    assert "skipped" in err and "\\x1b]0;pwned\\x07\\x1b[2Jx\\xff.jpg" in err
    log = (tmp_path / "o" / "tfrecord-studio.log").read_bytes().decode("utf-8")
    assert "\x1b" not in log and "\\x1b]0;pwned\\x07\\x1b[2Jx\\xff.jpg" in log


def test_csv_label_with_a_newline_is_refused(tmp_path):
    src = tmp_path / "src"
    F.write(src / "a.jpg", _jpeg(1))
    F.write(src / "b.jpg", _jpeg(2))
    (src / "list.csv").write_text('path,label\na.jpg,cat\nb.jpg,"dog\nfood"\n')
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src / "list.csv", out, *OPTS))
    assert code == 0, err
    assert (out / "labels.txt").read_text() == "cat\n"
    [row] = F.rejected_rows(out)
    assert row["path"].endswith("b.jpg") and "control character (newline)" in row["reason"]


def test_names_helpers():
    bad = os.fsdecode(b"caf\xe9\x1b.jpg")
    assert names.display(bad) == "caf\\xe9\x1b.jpg"
    assert names.printable(bad) == "caf\\xe9\\x1b.jpg"
    assert names.printable("a\nb", keep_newlines=True) == "a\nb"
    assert names.printable("line\u2028sep") == "line\\u2028sep"
    assert names.label_problem("cat") is None
    assert names.label_problem("日本語 ok") is None
    assert "escape" in names.label_problem("a\x1b[0m")
    assert "UTF-8" in names.label_problem(bad)
    assert names.label_problem("  ") is not None


# -- the output folder reached from inside the source (issue 18 #10) ----------------------

def _converted(tmp_path):
    """Four images in classes a and b converted into tmp_path/out: (source, output, the
    output's shard bytes)."""
    src = tmp_path / "src"
    for i in range(4):
        F.write(src / "ab"[i % 2] / f"{i}.jpg", _jpeg(i))
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS))
    assert code == 0, err
    return src, out, F.folder_bytes(out)


def test_symlink_to_the_output_inside_the_source_is_not_scanned(tmp_path):
    src, out, first = _converted(tmp_path)
    (src / "c").symlink_to(out, target_is_directory=True)          # a bogus class
    (src / "a" / "nested").symlink_to(out, target_is_directory=True)
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--overwrite"))
    assert code == 0, err
    assert F.folder_bytes(out) == first
    assert F.manifest(out)["labels"] == ["a", "b"]
    assert F.rejected_rows(out) == []


def test_output_that_is_the_source_by_another_path_is_refused(tmp_path):
    src = tmp_path / "src"
    F.write(src / "a" / "1.jpg", _jpeg(1))
    (tmp_path / "alias").symlink_to(src, target_is_directory=True)
    code, events, err = F.run_engine(F.engine_argv(src, tmp_path / "alias" / "out", *OPTS))
    assert code == protocol.EXIT_USAGE, err
    assert "inside the source" in F.types(events, "run_failed")[0]["message"]
    assert not (src / "out").exists()


# -- --overwrite deletes only what our own manifest or journal names (issue 18 #12) -------

@pytest.fixture
def ours_beside_theirs(tmp_path):
    src = tmp_path / "src"
    for i in range(4):
        F.write(src / "ab"[i % 2] / f"{i}.jpg", _jpeg(i))
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "16",
                                              "--shards", "2"))
    assert code == 0, err
    theirs = {"coco-train-00000-of-00010.tfrecord": b"their shard",
              "coco-train-00000-of-00010.tfrecord.idx": b"0 11\n",
              "other-val-00003-of-00004.tfrecord.gz": b"\x1f\x8bgz"}
    for name, data in theirs.items():
        (out / name).write_bytes(data)
    return src, out, theirs


def test_overwrite_keeps_other_programs_shards(ours_beside_theirs):
    src, out, theirs = ours_beside_theirs
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--overwrite"))
    assert code == 0, err
    for name, data in theirs.items():
        assert (out / name).read_bytes() == data
    assert F.shard_names(out) == sorted(["data-train-00000-of-00001.tfrecord", *[
        n for n in theirs if n.endswith((".tfrecord", ".gz"))]])
    assert "leaves 3 files" in err


def test_overwrite_refuses_when_it_would_write_over_another_programs_file(ours_beside_theirs):
    src, out, theirs = ours_beside_theirs
    (out / "data-train-00000-of-00001.tfrecord").write_bytes(b"theirs too")
    before = F.folder_bytes(out, os.listdir(out))
    code, events, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--overwrite"))
    assert code == protocol.EXIT_OUTPUT_EXISTS, err
    assert "data-train-00000-of-00001.tfrecord" in F.types(events, "run_failed")[0]["message"]
    assert F.folder_bytes(out, os.listdir(out)) == before   # nothing deleted


def test_unproven_folder_is_still_refused(tmp_path):
    src = tmp_path / "src"
    F.write(src / "a" / "1.jpg", _jpeg(1))
    out = tmp_path / "out"
    out.mkdir()
    (out / "data-train-00000-of-00001.tfrecord").write_bytes(b"someone else's")
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--overwrite"))
    assert code == protocol.EXIT_OUTPUT_EXISTS, err
    assert (out / "data-train-00000-of-00001.tfrecord").read_bytes() == b"someone else's"
    assert sorted(os.listdir(out)) == ["data-train-00000-of-00001.tfrecord"]




def test_source_and_output_folders_whose_names_are_not_utf8(tmp_path):
    base = os.fsencode(tmp_path)
    src = os.path.join(base, b"src\xe9")
    try:
        _bwrite(os.path.join(src, b"a"), b"1.jpg", _jpeg(1))
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    _bwrite(os.path.join(src, b"b"), b"2.jpg", _jpeg(2))
    out = os.path.join(base, b"out\xff")
    argv = [F.PYTHON, "-m", "engine", "convert", src, "--out", out, "--events", "jsonl",
            *[o.encode() for o in OPTS]]
    for extra in ([], [b"--resume"]):
        p = subprocess.run(argv + extra, cwd=F.ROOT, capture_output=True,
                           stdin=subprocess.DEVNULL, timeout=120)
        assert p.returncode == 0, p.stderr.decode(errors="replace")
        events = [json.loads(ln) for ln in p.stdout.decode("utf-8").splitlines()]
        assert F.types(events, "run_finished")[0]["summary"]["out"].endswith("out\\xff")
    m = F.manifest(Path(os.fsdecode(out)))
    assert m["source"].endswith("src\\xe9") and m["total_records"] == 2


def test_bind_mount_of_the_output_inside_the_source_is_not_scanned(tmp_path):
    """A bind mount has no symlink to see through: the scan compares device and inode."""
    src, out, first = _converted(tmp_path)
    mnt = src / "c"
    mnt.mkdir()
    if os.geteuid() != 0:
        pytest.skip("a bind mount needs root; the symlink test covers the same check")
    r = subprocess.run(["mount", "--bind", str(out), str(mnt)], capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot bind-mount here ({r.stderr.strip()})")
    try:
        code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--overwrite"))
    finally:
        subprocess.run(["umount", str(mnt)], check=False)
    assert code == 0, err
    assert F.folder_bytes(out) == first
    assert F.manifest(out)["labels"] == ["a", "b"]
