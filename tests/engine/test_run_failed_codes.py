"""Every sentence that ends a run started from the window (its run_failed message) is
catalogued (engine.reason_catalogue_failed), so the window shows it in its language, not
in English: each failure below is reached through the real engine (a subprocess, as the
window runs it, or in-process with the write fault hook), and its run_failed event must
carry the code and the parameters that rebuild its sentence. Failures that cannot be made
here (the output folder unreadable: the tests run as root) build the sentence with the
engine's own function and check that it is coded."""

from __future__ import annotations

import errno
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

try:
    import imagefactory as F
    from test_lock import HOLD  # a process that holds a folder's lock
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
    from .test_lock import HOLD
from engine import protocol
from engine.codecs import decoders
from engine.config import ConvertConfig, ImageOptions
from engine.errors import WriteError
from engine.events import Emitter
from engine.reason_codes import describe, render
from engine.run import output, space_needed, writer
from engine.run.lock import LOCK_NAME
from engine.run.pipeline import Converter

OPTS = ("--workers", "1", "--size", "16")


@pytest.fixture
def src(tmp_path) -> Path:
    root = tmp_path / "src"
    for i, name in enumerate(("a", "b")):
        (root / name).mkdir(parents=True)
        Image.new("RGB", (16, 16), (40 * i, 90, 200)).save(root / name / f"{name}.png")
    return root


def _failed(argv: list[str], exit_code: int) -> dict:
    """Run the engine; its one run_failed event, whose sentence must render back from its
    code and parameters; the same sentence on stderr ("error: ...") must be coded too."""
    code, events, err = F.run_engine(argv)
    assert code == exit_code, err
    failed = F.types(events, "run_failed")
    assert len(failed) == 1, events
    ev = failed[0]
    assert ev["code"], f"not catalogued: {ev['message']!r}"
    assert render(ev["code"], ev["params"]) == ev["message"]
    assert ("error", ev["code"], ev["params"]) in F.coded_log_lines(err)
    return ev


def test_all_images_broken(tmp_path):
    root = tmp_path / "broken"
    for name in ("a", "b"):
        F.write(root / name / f"{name}.jpg", b"\xff\xd8\xff not really a jpeg")
    out = tmp_path / "out"
    ev = _failed(F.engine_argv(root, out, *OPTS), protocol.EXIT_NOTHING_CONVERTED)
    assert (ev["code"], ev["params"]) == (
        "run.nothing_converted", {"n": "2", "path": str(out / "rejected.csv")})


def test_output_is_a_file(src, tmp_path):
    out = F.write(tmp_path / "out.txt", b"a file")
    ev = _failed(F.engine_argv(src, out, *OPTS), protocol.EXIT_USAGE)
    assert (ev["code"], ev["params"]) == ("run.out_is_file", {"path": str(out)})


def test_output_is_the_source(src):
    ev = _failed(F.engine_argv(src, src, *OPTS), protocol.EXIT_USAGE)
    assert (ev["code"], ev["params"]) == ("run.out_is_source", {})


def test_output_inside_the_source(src):
    ev = _failed(F.engine_argv(src, src / "out", *OPTS), protocol.EXIT_USAGE)
    assert (ev["code"], ev["params"]) == (
        "run.out_in_source", {"out": str(src / "out"), "source": str(src)})


def test_output_not_empty(src, tmp_path):
    out = tmp_path / "out"
    F.write(out / "notes.txt", b"mine")
    ev = _failed(F.engine_argv(src, out, *OPTS), protocol.EXIT_OUTPUT_EXISTS)
    assert (ev["code"], ev["params"]) == ("run.not_empty", {"out": str(out)})


@pytest.mark.parametrize("option", ["--overwrite", "--resume"])
def test_files_another_program_wrote(src, tmp_path, option):
    out = tmp_path / "out"
    F.write(out / "labels.txt", b"my own labels\n")
    ev = _failed(F.engine_argv(src, out, *OPTS, option), protocol.EXIT_OUTPUT_EXISTS)
    assert (ev["code"], ev["params"]) == (
        "run.foreign_files", {"out": str(out), "file": "'labels.txt'", "option": option})
    F.write(out / "dataset_info.json", b'{"name": "from another tool"}')
    ev = _failed(F.engine_argv(src, out, *OPTS, option), protocol.EXIT_OUTPUT_EXISTS)
    assert ev["code"] == "run.foreign_files_more"
    assert ev["params"]["n"] == "1" and ev["params"]["option"] == option


def test_a_file_of_another_program_with_a_name_this_run_writes(src, tmp_path):
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--shards", "1"))
    assert code == 0, err
    clash = "data-train-00000-of-00002.tfrecord"
    F.write(out / clash, b"not ours")
    ev = _failed(F.engine_argv(src, out, *OPTS, "--shards", "2", "--overwrite"),
                 protocol.EXIT_OUTPUT_EXISTS)
    assert (ev["code"], ev["params"]) == ("run.name_clash", {"out": str(out),
                                                             "file": repr(clash)})
    assert (out / clash).read_bytes() == b"not ours"


def test_output_folder_cannot_be_created(src, tmp_path):
    # (a read-only parent would do too, but root writes anywhere: a file as the parent
    # fails for everyone)
    parent = F.write(tmp_path / "a-file", b"x")
    out = parent / "out"
    ev = _failed(F.engine_argv(src, out, *OPTS), protocol.EXIT_WRITE_ERROR)
    assert (ev["code"], ev["params"]) == (
        "run.cannot_lock", {"out": str(out), "detail": os.strerror(errno.ENOTDIR)})
    # plain words and what to do: "lock" meant nothing to a user (a Korean walk)
    assert "lock" not in ev["message"].lower()
    assert ev["message"].endswith("Choose another folder, for example one in your Documents.")


@pytest.mark.parametrize("err", [errno.ENOLCK, errno.EOPNOTSUPP])
def test_a_file_system_without_locks_is_told_apart_from_a_folder_not_writable(
        src, tmp_path, monkeypatch, err):
    """An NFS mount without its lock service ("No locks available"), or a mount that
    cannot create a file exclusively, refuses the lock file while the folder is writable:
    "Choose another folder, for example one in your Documents" sent the user away from a
    share they can use. The sentence says what fails and what to do about that."""
    from engine.run import lock
    real_open = os.open

    def no_locks(path, flags, *a, **kw):
        if str(path).endswith(LOCK_NAME) and flags & os.O_EXCL:
            raise OSError(err, os.strerror(err), path)
        return real_open(path, flags, *a, **kw)

    monkeypatch.setattr(lock.os, "open", no_locks)
    for made in (True, False):   # a folder there, one the run makes
        out = tmp_path / f"out-{made}"
        if made:
            out.mkdir()
        events: list = []
        em = Emitter("none")
        em.listeners.append(events.append)
        cfg = ConvertConfig(source=str(src), out=str(out),
                            image=ImageOptions(width=16, height=16), workers=1)
        assert Converter(cfg, em).run().exit_code == protocol.EXIT_WRITE_ERROR
        ev = [e for e in events if isinstance(e, protocol.RunFailed)][-1]
        assert (ev.code, ev.params) == ("run.no_file_locks", {"out": str(out),
                                                              "detail": os.strerror(err)})
        assert render(ev.code, ev.params) == ev.message
        assert "Documents" not in ev.message and "local disk" in ev.message
        # nothing left there: a "failed" manifest made the folder an interrupted run of
        # ours, and a folder the run made is removed again
        assert (list(out.iterdir()) == []) if made else not out.exists()


def test_output_folder_in_use_by_another_run(src, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    holder = subprocess.Popen([sys.executable, "-c", HOLD.format(root=str(F.ROOT),
                                                                 folder=str(out))],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        started = json.loads((out / LOCK_NAME).read_text())["started"]
        ev = _failed(F.engine_argv(src, out, *OPTS), protocol.EXIT_OUTPUT_EXISTS)
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
        holder.stdout.close()
    assert (ev["code"], ev["params"]) == ("run.in_use", {
        "out": str(out), "path": str(out / LOCK_NAME),
        "sentence": {"code": "run.lock_owner", "params": {
            "started": started, "pid": str(holder.pid), "host": socket.gethostname()}}})


@pytest.mark.parametrize("err, code", [(errno.ENOSPC, "run.disk_full"),
                                       (errno.EDQUOT, "run.quota"),
                                       (errno.EIO, "run.write_failed")])
def test_a_write_that_fails(src, tmp_path, monkeypatch, err, code):
    """The fault hook at the OS-call seam (engine.run.writer.os_write_hook), in-process."""
    def failing_write(path, nbytes):
        raise OSError(err, os.strerror(err), path)

    monkeypatch.setattr(writer, "os_write_hook", failing_write)
    out = tmp_path / "out"
    events: list = []
    em = Emitter("none")
    em.listeners.append(events.append)
    cfg = ConvertConfig(source=str(src), out=str(out), image=ImageOptions(width=16, height=16),
                        workers=1, num_shards=2)
    assert Converter(cfg, em).run().exit_code == protocol.EXIT_WRITE_ERROR
    ev = [e for e in events if isinstance(e, protocol.RunFailed)][-1]
    assert render(ev.code, ev.params) == ev.message
    if err == errno.EIO:
        assert (ev.code, ev.params) == (code, {"folder": str(out),
                                               "detail": os.strerror(errno.EIO)})
        return
    # a full disk (or quota) also says how much space the images still to write need
    assert ev.code == "concat", ev.message
    first, need = ev.params["parts"]
    assert first == {"code": code, "params": {"folder": str(out)}}
    assert need["code"] == "run.space_needed" and need["params"]["n"] == "2"
    # (sizes as every size is said: engine.byte_sizes, "69.9 kB")
    assert need["params"]["need"].endswith((" kB", " MB")) and \
        need["params"]["free"].endswith("B")


def test_sentences_that_cannot_be_made_here_are_coded(tmp_path, monkeypatch):
    """Built by the engine's own code: replace_old meeting a file it may not delete,
    the decoder path turbo without its libraries, and the builder's other sentences."""
    out = tmp_path / "out"
    F.write(out / "data-train-00000-of-00001.tfrecord", b"old")

    def refuse(path, *a, **kw):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), path)

    with monkeypatch.context() as m:
        m.setattr(output.os, "unlink", refuse)
        with pytest.raises(WriteError) as e:
            output.replace_old(str(out), ["data-train-00000-of-00001.tfrecord"])
    assert describe(str(e.value)) == ("run.cannot_delete", {
        "path": str(out / "data-train-00000-of-00001.tfrecord"),
        "detail": os.strerror(errno.EACCES)})

    monkeypatch.setattr(decoders, "fast_path_available", lambda: False)
    for where, code in (("--decoder ", "decoder.turbo_missing"),
                        ("TFRS_DECODER=", "decoder.turbo_missing_env")):
        with pytest.raises(Exception) as e:
            decoders.resolve("turbo", where)
        assert describe(str(e.value)) == (code, {})

    # the space a full disk's rest needs, when the free space cannot be read (3 records
    # of 2 MB, 5% more, and the side files' room)
    monkeypatch.setattr(space_needed.shutil, "disk_usage", refuse)
    spec = type("Spec", (), {"filename": "s", "samples": [object()] * 3})()
    full = writer.as_write_error(OSError(errno.ENOSPC, "full"), str(out))
    text = space_needed.with_space_needed(full, str(out), [spec], {}, 1, 2_000_000, 0.0)
    code, params = describe(text)
    assert code == "concat" and params["parts"][1] == {
        "code": "run.space_needed_unknown", "params": {"n": "3", "need": "6.4 MB"}}
    # and with 2 of them kept of the stopped shard: counted among the 3
    text = space_needed.with_space_needed(full, str(out), [spec], {}, 1, 2_000_000, 0.0, 2)
    code, params = describe(text)
    assert code == "concat" and params["parts"][1:] == [
        {"code": "run.partial_left", "params": {"n": "2"}},
        {"code": "run.space_needed_kept_unknown",
         "params": {"n": "3", "m": "2", "need": "6.4 MB"}}]
    assert render(code, params) == text


def test_a_tune_whose_sample_converts_nothing(tmp_path):
    root = tmp_path / "broken"
    for name in ("a", "b"):
        F.write(root / name / f"{name}.jpg", b"\xff\xd8\xff not really a jpeg")
    code, events, err = F.run_engine([F.PYTHON, "-m", "engine", "tune", str(root),
                                      "--max-workers", "1", "--repeats", "1", "--size", "16",
                                      "--events", "jsonl"])
    assert code == protocol.EXIT_NOTHING_CONVERTED, err
    ev = F.types(events, "run_failed")[-1]
    assert (ev["code"], ev["params"]) == ("tune.none_converted", {})


@pytest.mark.parametrize("finished", [True, False])
def test_a_dataset_of_ours_as_the_source_is_refused_before_anything_is_written(
        src, tmp_path, finished):
    """A walk chose an output folder as the source: its 11 files were "1 class, 11
    images", the run rejected all of them and left empty shards and an empty labels.txt.
    A run not finished (its journal, no manifest yet) is a dataset of ours too."""
    from engine.errors import SourceError
    from engine.output_state import JOURNAL, MANIFEST
    from engine.sources.discover import scan
    data = tmp_path / "data"
    code, _, err = F.run_engine(F.engine_argv(src, data, *OPTS))
    assert code == 0, err
    if not finished:
        (data / MANIFEST).unlink()
        (data / JOURNAL).write_text(json.dumps({"kind": "header", "planned": []}) + "\n")
    out = tmp_path / "again"
    ev = _failed(F.engine_argv(data, out, *OPTS), protocol.EXIT_BAD_SOURCE)
    assert (ev["code"], ev["params"]) == ("source.dataset", {"path": str(data),
                                                          "program": "python -m engine"})
    assert not out.exists() or not any(out.iterdir())
    with pytest.raises(SourceError, match="TFRecord dataset"):
        scan(str(data))
    scan(str(src))   # a folder of images is read as before
    if finished:   # class folders beside a manifest of ours: read as before, its files aside
        (data / "cat").mkdir()
        Image.new("RGB", (16, 16)).save(data / "cat" / "a.png")
        got = scan(str(data))
        assert [s.label_text for s in got.samples] == ["cat"] and MANIFEST in got.ignored


def test_tfrecord_files_of_another_tool_as_the_source_are_named_so(tmp_path):
    """TFRecord files another tool wrote (no manifest of ours) were read as a folder of
    unlabeled images: every file "not an image", then "nothing converted"."""
    from engine.errors import SourceError
    from engine.records.tfrecord import frame
    from engine.sources.discover import scan
    data = tmp_path / "theirs"
    data.mkdir()
    for name in ("mnist-train.tfrecord-00000-of-00002", "mnist-train.tfrecord-00001-of-00002"):
        (data / name).write_bytes(frame(b"an example") * 3)
    (data / "features.json").write_text("{}")
    ev = _failed(F.engine_argv(data, tmp_path / "out", *OPTS), protocol.EXIT_BAD_SOURCE)
    assert (ev["code"], ev["params"]) == ("source.dataset", {"path": str(data),
                                                          "program": "python -m engine"})
    with pytest.raises(SourceError, match="TFRecord dataset"):
        scan(str(data))


def test_images_are_never_taken_for_a_dataset(tmp_path):
    """The review's cases: images a browser saved as .jfif beside a note named
    export.tfrecord.md, a lone how-to.tfrecord.txt, loose images beside a stray manifest
    of ours, and images beside real TFRecord files are all read as before."""
    from engine.output_state import MANIFEST
    from engine.records.tfrecord import frame
    from engine.sources.discover import is_our_dataset, scan
    jfif = tmp_path / "jfif"
    jfif.mkdir()
    for i in range(3):
        Image.new("RGB", (16, 16), (i * 40, 0, 0)).save(jfif / f"img{i}.jfif", "JPEG")
    (jfif / "export.tfrecord.md").write_text("how we exported")
    note = tmp_path / "note"
    note.mkdir()
    (note / "how-to.tfrecord.txt").write_text("read me")
    loose = tmp_path / "loose"
    loose.mkdir()
    Image.new("RGB", (16, 16)).save(loose / "a.png")
    (loose / MANIFEST).write_text('{"engine": {"name": "tfrecord-studio"}}')
    mixed = tmp_path / "mixed"
    mixed.mkdir()
    Image.new("RGB", (16, 16)).save(mixed / "a.png")
    (mixed / "old.tfrecord").write_bytes(frame(b"x"))
    for folder in (jfif, note, loose, mixed):
        assert not is_our_dataset(str(folder)), folder.name
    assert len(scan(str(jfif)).samples) == 4   # (the note is rejected while converting)
    code, _, err = F.run_engine(F.engine_argv(jfif, tmp_path / "out", *OPTS))
    assert code == 0, err


def test_an_output_folder_inside_the_source_is_no_class(src, tmp_path):
    """A walk's output folder was proposed inside another source folder: that source's
    next scan read it as a class of 25 "images", none of them one, and kept the class.
    A dataset of ours among the class folders is skipped, and said."""
    from engine.sources.discover import scan
    inner = src / "old-tfrecord"
    code, _, err = F.run_engine(F.engine_argv(src, tmp_path / "first", *OPTS))
    assert code == 0, err
    os.rename(tmp_path / "first", inner)   # (the engine refuses to write inside a source)
    got = scan(str(src))
    assert {s.label_text for s in got.samples} == {"a", "b"}
    assert not any(str(inner) in r.path for r in got.rejected)
    assert [describe(n) for n in got.notices] == [("class.dataset_inside",
                                                   {"name": "old-tfrecord"})]
    code, _, err = F.run_engine(F.engine_argv(src, tmp_path / "again", *OPTS))
    assert code == 0, err
    labels = (tmp_path / "again" / "labels.txt").read_text(encoding="utf-8").split()
    assert "old-tfrecord" not in labels and labels
