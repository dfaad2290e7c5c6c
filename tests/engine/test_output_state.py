"""engine.output_state and engine.output_kind: what the window reads from an output folder
before offering Resume or asking before Replace. Real engine runs make the folders; the
journal of a crash is made by hand (a SIGKILL test would only repeat test_faults)."""

from __future__ import annotations

import json
import os

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.output_kind import read_output_state
from engine.run import journal, side_files


def test_missing_empty_file_and_foreign(tmp_path):
    assert read_output_state("").kind == "missing"
    assert read_output_state(str(tmp_path / "nope")).kind == "missing"
    (tmp_path / "f").write_text("x")
    assert read_output_state(str(tmp_path / "f")).kind == "file"
    (tmp_path / "d").mkdir()
    assert read_output_state(str(tmp_path / "d")).kind == "empty"
    (tmp_path / "d" / "notes.txt").write_text("mine")
    (tmp_path / "d" / side_files.MANIFEST).write_text("{not json")
    st = read_output_state(str(tmp_path / "d"))
    assert st.kind == "foreign" and st.files == 2


def test_a_finished_dataset(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 12, 32)
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--shards", "3"))
    assert code == protocol.EXIT_OK, err
    st = read_output_state(str(out))
    m = F.manifest(out)
    assert st.kind == "dataset" and st.status == "complete"
    assert (st.shards, st.shards_planned, st.records, st.planned) == (3, 3, 12, 12)
    assert st.bytes == sum(os.path.getsize(out / n) for n in F.shard_names(out))
    assert st.source == os.path.abspath(src) and st.created == m["created"]
    assert st.options == m["options"] and st.remaining == 0


def test_the_journal_of_a_crashed_run(tmp_path):
    """No manifest yet; one journalled shard is gone, one was cut short: neither counts."""
    out = tmp_path / "out"
    out.mkdir()
    header = {"kind": "header", "fingerprint": "f", "source": "/data/cells",
              "options": {"seed": 3}, "planned_records": 1000, "planned_shards": 4}
    shards = []
    for i, (records, on_disk) in enumerate([(250, 100), (250, 120), (250, None), (27, 7)]):
        name = f"data-train-{i:05d}-of-00004.tfrecord"
        if on_disk is not None:
            (out / name).write_bytes(b"x" * on_disk)
        shards.append({"kind": "shard", "filename": name, "records": records, "sha256": "0" * 64,
                       "bytes": 100 if i != 3 else 999, "rejected": [["a", "b", "decode"]] * i})
    lines = [json.dumps(x) for x in [header, *shards]]
    (out / journal.JOURNAL).write_text("\n".join(lines) + "\n{torn", encoding="utf-8")
    st = read_output_state(str(out))
    # shard 0 intact; 1 has the wrong size; 2 is missing; 3 is cut short
    assert st.kind == "interrupted" and st.source == "/data/cells"
    assert (st.shards, st.records, st.skipped, st.bytes) == (1, 250, 0, 100)
    assert (st.planned, st.shards_planned, st.done, st.remaining) == (1000, 4, 250, 750)
    assert st.options == {"seed": 3} and st.created


def test_an_older_versions_dataset_and_a_tfds_folder(tmp_path):
    """An older version's manifest (dataset_info.json) is read; TFDS's file of that name
    is not ours."""
    old = tmp_path / "old"
    old.mkdir()
    (old / side_files.LEGACY_MANIFEST).write_text(json.dumps({
        "engine": {"name": "tfrecord-studio"}, "status": "complete",
        "splits": {"train": {"num_shards": 1, "shards": [
            {"filename": "data-train-00000-of-00001.tfrecord", "records": 5, "bytes": 10}]}}}))
    state = read_output_state(str(old))
    assert state.kind == "dataset" and state.records == 5
    tfds = tmp_path / "tfds"
    tfds.mkdir()
    (tfds / side_files.LEGACY_MANIFEST).write_text(json.dumps({"name": "mnist", "splits": {}}))
    assert read_output_state(str(tfds)).kind == "foreign"



def test_a_resumed_run_that_was_killed_is_not_said_cancelled(tmp_path):
    """A run cancelled, then resumed and killed: the manifest still said "cancelled" (of
    the first run) and the window's offer said "was cancelled" of a run the system killed.
    The journal, rewritten by --resume, is newer than that manifest: how it stopped is
    unknown ("interrupted")."""
    import shutil

    from tests.engine import imagefactory as F
    src, out = tmp_path / "src", tmp_path / "out"
    for i in range(240):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(160, 160, i), "JPEG"))
    # last in the source's order, an image whose decoder never returns under HANG_DECODER:
    # the cancel always lands while the run is still going (it could finish first)
    F.write(src / "b" / "zzz_HANGME.jpg", F.encode(F.noise(160, 160, 7), "JPEG"))
    argv = F.engine_argv(src, out, "--workers", "1", "--shards", "4", "--size", "64",
                         "--no-shuffle")
    code, eng = F.cancel_when(argv, lambda e: e["type"] == "shard_written",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == protocol.EXIT_CANCELLED, eng.stderr()
    state = read_output_state(str(out))
    assert (state.kind, state.status) == ("interrupted", "cancelled")
    # where a resume records a shard (its steps, listed by a run of a copy)
    copy = tmp_path / "copy"
    shutil.copytree(out, copy)
    resume = F.engine_argv(src, copy, "--workers", "1", "--shards", "4", "--size", "64",
                           "--no-shuffle")
    code, _, err = F.run_engine(resume + ["--resume"],
                                env={**os.environ, "TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err[-2000:]
    step = F.journal_entry_steps(err)[0]   # (a crash there: before the entry is written)
    code, _, err = F.run_engine(argv + ["--resume"],
                                env={**os.environ, "TFRS_CRASH_AT_STEP": str(step)})
    assert code not in (0, protocol.EXIT_CANCELLED), err[-2000:]
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.status == "", state.status


def test_file_size_is_a_regular_files_size_else_none(tmp_path):
    # output_kind (which shards are kept) and resume_check (which kept shards are rewritten)
    # compare a shard's bytes by this one function: a folder or a missing name has no size
    from engine.output_state import file_size
    (tmp_path / "shard").write_bytes(b"x" * 7)
    (tmp_path / "empty").write_bytes(b"")
    (tmp_path / "folder").mkdir()
    assert file_size(str(tmp_path / "shard")) == 7
    assert file_size(str(tmp_path / "empty")) == 0
    assert file_size(str(tmp_path / "folder")) is None
    assert file_size(str(tmp_path / "nope")) is None


def test_the_objects_the_kept_shards_hold_by_class(tmp_path):
    """The objects by class of the shards kept (the window's "Written" column when the
    folder is opened again): added up over the whole shards journalled, not those gone;
    a shard none of whose images was written holds none; one that does not say them (an
    older engine's) leaves them unknown. A finished dataset's manifest says them too."""
    out = tmp_path / "out"
    out.mkdir()
    header = {"kind": "header", "fingerprint": "f", "source": "/data/cells",
              "planned_records": 9, "planned_shards": 4}

    def entry(i, records, objects=None, on_disk=True):
        name = f"data-train-{i:05d}-of-00004.tfrecord"
        if on_disk:
            (out / name).write_bytes(b"x" * 10)
        e = {"kind": "shard", "filename": name, "records": records, "sha256": "0" * 64,
             "bytes": 10, "rejected": [["a", "b", "decode"]] * (3 - records)}
        return e if objects is None else {**e, "objects": objects}

    def state(*entries):
        (out / journal.JOURNAL).write_text("\n".join(json.dumps(x) for x in (
            header, *entries)) + "\n", encoding="utf-8")
        return read_output_state(str(out))

    shards = [entry(0, 3, {"cell": 2, "nucleus": 3}), entry(1, 3, {"cell": 1, "debris": 4}),
              entry(2, 3, {"cell": 50}, on_disk=False), entry(3, 0)]
    assert state(*shards).objects == {"cell": 3, "debris": 4, "nucleus": 3}
    assert state(*shards, entry(3, 2)).objects is None   # (records, no count of objects)
    os.remove(out / journal.JOURNAL)

    def finished(*entries):
        # (the manifest reads them by the same rule: its all-failed shard, which says no
        # objects, made the whole count unknown, and the Written column went blank)
        m = {"engine": {"name": "tfrecord-studio"}, "status": "complete",
             "source": "/data/cells", "splits": {"train": {"num_shards": 3, "shards": [
                 {k: e[k] for k in ("filename", "records", "bytes", "objects") if k in e}
                 for e in entries]}}}
        (out / side_files.MANIFEST).write_text(json.dumps(m), encoding="utf-8")
        return read_output_state(str(out))
    st = finished(shards[0], shards[1], shards[3])
    assert st.kind == "dataset" and st.objects == {"cell": 3, "debris": 4, "nucleus": 3}
    assert finished(shards[0], entry(3, 2)).objects is None
