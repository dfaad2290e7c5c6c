"""--resume across engine versions (issue 16): a run that an engine of another bytes version
started (engine.bytes_version.BYTES_VERSION) is never finished by this one when that would
put both versions' shards in one dataset; the window learns it from the folder (and, for
a journal that names no task, from the source's scan, as --resume does).

The interrupted runs are real: the engine is stopped (TFRS_CRASH_AT_STEP, no cleanup) just
after its first shard is complete, and its journal is then made to say that an older
engine wrote it, as an older engine's journal says (no "bytes_version", only its version).
"""

from __future__ import annotations

import json
import os
import shutil

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import __version__, protocol
from engine.bytes_version import ANNOTATED_BYTES_VERSION, BYTES_VERSION, recorded_bytes_version
from engine.output_kind import read_output_state
from engine.output_state import LOCK_NAME
from engine.run import journal, writer
from tests.engine.interrupted import as_0_3_7, killed_as_older

OPTS = ("--workers", "1", "--shards", "3", "--no-shuffle", "--format", "original")


def _argv(src, out, *extra):
    return F.engine_argv(src, out, *OPTS, *extra)


def _crash_after_first_shard(src, out, bytes_version: str = BYTES_VERSION) -> None:
    """Leave `out` as a run killed right after its first shard was renamed into place."""
    code, _, err = F.run_engine(_argv(src, out), env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == protocol.EXIT_OK, err
    crash = F.after_first_journal_entry(err)
    shutil.rmtree(out)
    code, _, err = F.run_engine(_argv(src, out),
                                env=dict(os.environ, TFRS_CRASH_AT_STEP=str(crash)))
    assert code == writer.CRASH_EXIT, err
    header, entries = journal.Journal(str(out)).read()
    assert header is not None and header["bytes_version"] == bytes_version
    assert 1 <= len(entries) < 3, entries


def _pretend_written_by(out, version: str) -> None:
    """Rewrite the journal header as an engine `version` from before bytes_version wrote it."""
    path = out / journal.JOURNAL
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header.pop("bytes_version")
    header["engine_version"] = version
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")


def test_journal_and_manifest_record_the_bytes_version(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 9, 24)
    out = tmp_path / "out"
    code, _, err = F.run_engine(_argv(src, out))
    assert code == protocol.EXIT_OK, err
    m = F.manifest(out)
    assert m["bytes_version"] == BYTES_VERSION and m["engine"]["version"] == __version__
    st = read_output_state(str(out))
    assert (st.engine_version, st.bytes_version, st.other_bytes) == (
        __version__, BYTES_VERSION, False)


def test_records_from_before_the_field_count_as_their_engine_version():
    assert recorded_bytes_version({"engine_version": "0.2.0"}) == "0.2.0"
    assert recorded_bytes_version({"engine": {"version": "0.1.0"}}) == "0.1.0"
    assert recorded_bytes_version({"engine_version": "9.9.9", "bytes_version": "0.3.0"}) == \
        "0.3.0"
    assert recorded_bytes_version({}) == ""


def test_a_record_without_its_task_is_read_with_the_scans():
    """A journal of 0.3.7 names no task: its bytes version is read with the task the
    source's scan finds now, by --resume and the window alike (mixes_bytes). Since 0.3.10
    every annotated run has one bytes version, so a record naming its annotation files
    is one whatever the scan says, and an older one mixes."""
    from engine.bytes_version import bytes_version_for, mixes_bytes
    fit = {"options": {"image": {"resize": "fit"}}, "annotation_files": {"masks/a.png": "x"},
           "engine_version": "0.3.7", "bytes_version": "0.3.6"}
    for task in ("", "segmentation", "detection", "classification"):
        assert bytes_version_for(fit, task) == ANNOTATED_BYTES_VERSION and mixes_bytes(fit, task)
        ours = dict(fit, engine_version=__version__, bytes_version=ANNOTATED_BYTES_VERSION)
        assert not mixes_bytes(ours, task) and not mixes_bytes(dict(ours, task="detection"))
    bare = {"options": {"image": {"resize": "fit"}}, "engine_version": "0.3.7",
            "bytes_version": BYTES_VERSION}
    assert not mixes_bytes(bare) and not mixes_bytes(bare, "classification")
    assert bytes_version_for(bare, "segmentation") == ANNOTATED_BYTES_VERSION
    assert mixes_bytes(bare, "segmentation") and mixes_bytes(dict(bare, task="segmentation"))


def test_resume_refuses_to_finish_an_older_versions_run(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 9, 24)
    out = tmp_path / "out"
    _crash_after_first_shard(src, out)
    _pretend_written_by(out, "0.2.0")
    before = {n: (out / n).read_bytes() for n in [*F.shard_names(out), journal.JOURNAL]}
    st = read_output_state(str(out))
    assert st.kind == "interrupted" and st.engine_version == "0.2.0" and st.other_bytes

    code, events, err = F.run_engine(_argv(src, out, "--resume"))
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert "started by TFRecord Studio 0.2.0" in failed["message"]
    assert f"this version ({__version__})" in failed["message"]
    assert "--overwrite" in failed["message"]
    # coded, so the window says it in the user's language
    assert failed["code"] == "resume.other_bytes"
    assert failed["params"]["started"] == "0.2.0"
    # the earlier run is as it was: no shard written or deleted, the journal unchanged
    assert {n: (out / n).read_bytes() for n in [*F.shard_names(out), journal.JOURNAL]} == \
        before
    assert not [n for n in os.listdir(out) if n.endswith(".partial")]

    # --overwrite converts everything again, all with this version's bytes
    code, _, err = F.run_engine(_argv(src, out, "--overwrite"))
    assert code == protocol.EXIT_OK, err
    assert F.manifest(out)["bytes_version"] == BYTES_VERSION


def test_same_bytes_version_resumes(tmp_path):
    """Only the bytes version matters: a run of another engine version that stores the same
    bytes is finished, byte-identical to an uninterrupted run."""
    src = F.noise_dataset(tmp_path / "src", 9, 24)
    whole = tmp_path / "whole"
    code, _, err = F.run_engine(_argv(src, whole))
    assert code == protocol.EXIT_OK, err
    out = tmp_path / "out"
    _crash_after_first_shard(src, out)
    _pretend_written_by(out, BYTES_VERSION)   # before the field: bytes = its engine version
    assert not read_output_state(str(out)).other_bytes
    code, _, err = F.run_engine(_argv(src, out, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert F.shard_names(out) == F.shard_names(whole)
    for name in F.shard_names(whole):
        assert (out / name).read_bytes() == (whole / name).read_bytes()


def test_nothing_kept_nothing_mixed(tmp_path):
    """An older run whose shards are all gone is simply converted again by --resume."""
    src = F.noise_dataset(tmp_path / "src", 9, 24)
    out = tmp_path / "out"
    _crash_after_first_shard(src, out)
    _pretend_written_by(out, "0.2.0")
    for name in F.shard_names(out):
        (out / name).unlink()
    assert not read_output_state(str(out)).other_bytes
    code, _, err = F.run_engine(_argv(src, out, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert F.manifest(out)["total_records"] == 9


def test_annotated_runs_have_their_own_bytes_version(tmp_path):
    """Annotated records changed in 0.3.1 (boxes follow the 3/8 decode) while class-folder
    records did not: a class-folder run that 0.3.0 started is finished (above), an
    annotated one is refused."""
    try:
        import annotated_data as A
    except ImportError:  # tests/engine as a package
        from . import annotated_data as A
    assert ANNOTATED_BYTES_VERSION != BYTES_VERSION
    src = tmp_path / "yolo"
    A.make_yolo(str(src))
    out = tmp_path / "out"
    _crash_after_first_shard(src, out, ANNOTATED_BYTES_VERSION)
    path = out / journal.JOURNAL
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header.update(engine_version="0.3.0", bytes_version=BYTES_VERSION)  # what 0.3.0 wrote
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    st = read_output_state(str(out))
    assert st.kind == "interrupted" and st.other_bytes
    code, events, err = F.run_engine(_argv(src, out, "--resume"))
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    assert [e for e in events if e["type"] == "run_failed"][-1]["code"] == "resume.other_bytes"

    code, _, err = F.run_engine(_argv(src, out, "--overwrite"))
    assert code == protocol.EXIT_OK, err
    m = F.manifest(out)
    assert m["bytes_version"] == ANNOTATED_BYTES_VERSION and m["annotation_files"]
    assert not read_output_state(str(out)).other_bytes


def test_an_annotated_run_of_an_older_version_is_not_finished_by_this_version(tmp_path):
    """0.3.10 numbers image/source_id (a file stem before, which Model Garden's detection
    evaluation cannot read) and keeps a box that ends under a pixel after resizing (0.3.9
    dropped it), and 0.3.7 stored a box crop cuts as truncated: a run of boxes
    that 0.3.6 started is refused whatever its resize, in words that say which version
    finishes it, and --overwrite converts it again with this version's bytes."""
    from engine.reason_codes import render
    try:
        import annotated_data as A
    except ImportError:  # tests/engine as a package
        from . import annotated_data as A
    src = A.make_yolo(str(tmp_path / "yolo"))
    for resize in ("crop", "fit"):
        out = tmp_path / resize
        argv = killed_as_older(src, out, "--resize", resize)
        st = read_output_state(str(out))
        assert (st.bytes_version, st.ours_bytes_version, st.other_bytes) == \
            ("0.3.6", ANNOTATED_BYTES_VERSION, True)
        code, events, err = F.run_engine([*argv, "--resume"])
        assert code == protocol.EXIT_RESUME_MISMATCH, err
        failed = [e for e in events if e["type"] == "run_failed"][-1]
        assert failed["message"] == (
            f"--resume: the run in {out} was started by TFRecord Studio 0.3.6, which writes "
            f"its records as other bytes than this version ({__version__}), and one dataset "
            "must not mix them. Finish it with TFRecord Studio 0.3.6, or use --overwrite to "
            "convert everything again.")
        assert failed["code"] == "resume.other_bytes"
        assert render(failed["code"], failed["params"]) == failed["message"]
    code, _, err = F.run_engine([*argv, "--overwrite"])
    assert code == protocol.EXIT_OK, err
    assert F.manifest(out)["bytes_version"] == ANNOTATED_BYTES_VERSION == "0.3.12"


def test_a_segmentation_run_of_0_3_7_is_not_finished_by_this_version(tmp_path):
    """A run of class masks that 0.3.7 started is refused (0.3.8 stores fit's padding as
    255, "ignore"; 0.3.10 numbers image/source_id), though its journal names no task,
    whether the masks come from a mask folder (its task is the scan's: the folder alone
    does not tell it, and the window asks with its scan's, OutputState.scanned) or are
    drawn from COCO polygons (--task segmentation), whatever its resize."""
    try:
        import annotated_data as A
    except ImportError:  # tests/engine as a package
        from . import annotated_data as A
    masks = A.make_masks(str(tmp_path / "masks"))
    coco = A.make_coco(str(tmp_path / "coco"))
    for src, extra, resize in ((masks, (), "fit"), (coco, ("--task", "segmentation"), "fit"),
                               (masks, (), "crop")):
        out = tmp_path / f"{resize}-{os.path.basename(src)}"
        argv = killed_as_older(src, out, "--resize", resize, *extra, older=as_0_3_7)
        st = read_output_state(str(out))
        assert st.bytes_version != ANNOTATED_BYTES_VERSION and st.other_bytes, src
        assert st.scanned("segmentation").other_bytes, src   # (the scan's task, as --resume)
        code, events, err = F.run_engine([*argv, "--resume"])
        assert code == protocol.EXIT_RESUME_MISMATCH, err
        failed = [e for e in events if e["type"] == "run_failed"][-1]
        assert failed["code"] == "resume.other_bytes"
        assert failed["params"]["started"] == "0.3.7"
    code, _, err = F.run_engine([*argv, "--overwrite"])
    assert code == protocol.EXIT_OK, err
    m = F.manifest(out)
    assert (m["task"], m["bytes_version"]) == ("segmentation", ANNOTATED_BYTES_VERSION)


def _as_0_2_0(header: dict) -> None:
    """A journal header as engine 0.2.0 wrote it: no bytes version (its own stored)."""
    header.pop("bytes_version")
    header["engine_version"] = "0.2.0"


def test_a_run_killed_after_its_last_shard_is_not_finished_by_another_bytes_version(tmp_path):
    """Every shard kept, none left to write: --resume "finished" it all the same, and its
    manifest said this version's bytes over 0.2.0's shards (what --resume, verify and the
    ML engineers read them by). It refuses as it refuses any other run of another bytes
    version, as the window does (OutputState.other_bytes), and leaves the folder as it
    was."""
    from tests.engine.interrupted import killed_as_older
    src = F.noise_dataset(tmp_path / "src", 9, 24)
    out = tmp_path / "out"
    argv = killed_as_older(src, out, older=_as_0_2_0,
                           at=lambda err: F.after_journal_entry(err, 3))
    st = read_output_state(str(out))
    assert (st.kind, st.shards, st.shards_planned, st.other_bytes) == ("interrupted", 3, 3, True)
    before = {n: (out / n).read_bytes() for n in os.listdir(out) if n != LOCK_NAME}
    assert "tfrecord_studio.json" not in before
    code, events, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert (failed["code"], failed["params"]["started"]) == ("resume.other_bytes", "0.2.0")
    assert {n: (out / n).read_bytes() for n in os.listdir(out)
            if n != LOCK_NAME} == before
    code, _, err = F.run_engine([*argv, "--overwrite"])
    assert code == protocol.EXIT_OK, err
    assert F.manifest(out)["bytes_version"] == BYTES_VERSION


def test_resume_of_another_bytes_versions_finished_dataset_keeps_its_manifest(tmp_path):
    """Every shard of a finished dataset of 0.2.0 is kept: --resume wrote this version's
    manifest over it (its bytes version, HOW_TO_LOAD.md). It refuses it, as the run killed
    before its manifest above, and changes nothing."""
    src = F.noise_dataset(tmp_path / "src", 9, 24)
    out = tmp_path / "out"
    argv = _argv(src, out)
    code, _, err = F.run_engine(argv)
    assert code == protocol.EXIT_OK, err
    m = F.manifest(out)   # as that version wrote it
    m.pop("bytes_version")
    m["engine"]["version"] = "0.2.0"
    (out / "tfrecord_studio.json").write_text(json.dumps(m), encoding="utf-8")
    before = {n: (out / n).read_bytes() for n in os.listdir(out) if n != LOCK_NAME}
    code, events, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    assert [e for e in events if e["type"] == "run_failed"][-1]["code"] == "resume.other_bytes"
    assert {n: (out / n).read_bytes() for n in os.listdir(out)
            if n != LOCK_NAME} == before
