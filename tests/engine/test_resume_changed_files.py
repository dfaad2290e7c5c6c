"""--resume converts again a kept shard whose image changed after the interrupted run
converted it. The plan and the fingerprint know names only (engines up to 0.3.2 also
hashed sizes), so a photo replaced by another of the same size (a re-export, a corrected
picture) kept its old image in the dataset, and verify passed it. Each shard's journal
entry now has a stamp of its files' sizes and modification times
(engine.run.resume.stamped)."""

from __future__ import annotations

import dataclasses
import os
import shutil

import pytest

from engine import protocol
from engine.reason_codes import render
from tests.engine import imagefactory as F
from tests.engine.interrupted import BMP_OPTS, bmp_dataset, interrupted


def _pixels(record) -> bytes:
    return F.decoded(record).tobytes()


def test_a_kept_shards_image_replaced_by_one_of_the_same_size_is_converted_again(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    first_shard = interrupted(src, out)["filename"]
    before = F.records_by_name(out)
    name = sorted(before)[0]           # an image of the kept shard
    path = src / name
    size = path.stat().st_size
    path.write_bytes(F.encode(F.noise(16, 16, 99), "BMP"))
    assert path.stat().st_size == size
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert "1 shard of the interrupted run is converted again: an image in it " \
           "changed after it was converted" in err, err
    assert ("warning", "log.resume_changed", {"n": "1"}) in F.coded_log_lines(err), err
    after = F.records_by_name(out)
    assert _pixels(after[name]) != _pixels(before[name])
    # what a fresh run writes from the source as it is now
    fresh = tmp_path / "fresh"
    code, _, err = F.run_engine(F.engine_argv(src, fresh, *BMP_OPTS))
    assert code == protocol.EXIT_OK, err
    F.assert_identical(out, fresh)
    summary = [e for e in events if e["type"] == "run_finished"][-1]["summary"]
    assert summary["kept"] == 0 and first_shard in F.shard_names(out)


def test_untouched_files_keep_their_shards(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    entry = interrupted(src, out)
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert "converted again" not in err, err
    summary = [e for e in events if e["type"] == "run_finished"][-1]["summary"]
    assert summary["kept"] == entry["records"] > 0


def _finished(src, out) -> None:
    code, _, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS))
    assert code == protocol.EXIT_OK, err


@pytest.mark.parametrize("run,kept", [(interrupted, 0), (_finished, 6)],
                         ids=["interrupted", "finished"])
def test_a_kept_shards_image_of_another_size_now_is_converted_again(tmp_path, run, kept):
    # interrupted: an edited photo is another size: the fingerprint hashed every size, so
    # Resume failed with "the input files differ" and the window offered it again and again.
    # finished: a finished run leaves no journal: --resume reads the manifest's shard
    # entries, which had no stamp, so an image re-saved at another size kept its stale
    # shard (exit 0).
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    run(src, out)
    name = sorted(F.records_by_name(out))[0]           # an image of a kept shard
    path = src / name
    size = path.stat().st_size
    path.write_bytes(F.encode(F.noise(20, 12, 99), "BMP"))
    assert path.stat().st_size != size
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    assert ("warning", "log.resume_changed", {"n": "1"}) in F.coded_log_lines(err), err
    summary = [e for e in events if e["type"] == "run_finished"][-1]["summary"]
    assert summary["kept"] == kept   # only the changed image's shard (of 3 each) is redone
    fresh = tmp_path / "fresh"
    code, _, err = F.run_engine(F.engine_argv(src, fresh, *BMP_OPTS))
    assert code == protocol.EXIT_OK, err
    F.assert_identical(out, fresh)


def _fingerprint_0_3_2(options, specs, annotation_files=None) -> str:
    """engine.run.resume.fingerprint as engine 0.3.2 computed it (commit 7cfa3d4), frozen
    here: the journals and manifests it wrote must keep matching."""
    import hashlib
    import json
    h = hashlib.sha256(json.dumps(options, sort_keys=True).encode())
    if annotation_files:
        h.update(json.dumps(annotation_files, sort_keys=True).encode())
    for spec in specs:
        h.update(spec.filename.encode())
        for s in spec.samples:
            h.update(f"\0{s.path}\0{s.size}\0{s.label}\0{s.label_text}".encode(
                "utf-8", "surrogateescape"))
    return h.hexdigest()


def test_a_journal_of_an_engine_that_hashed_sizes_is_still_accepted(tmp_path):
    from engine.config import ConvertConfig
    from engine.run import resume
    from engine.run.plan import plan_shards
    from engine.sources.discover import scan
    src = bmp_dataset(tmp_path / "src")
    cfg = ConvertConfig(source=str(src), out=str(tmp_path / "out"))
    specs = plan_shards(scan(str(src)).samples, num_shards=3)
    ours = resume.fingerprint(cfg.output_options(), specs)
    theirs = _fingerprint_0_3_2(cfg.output_options(), specs)   # engines up to 0.3.2
    assert resume.fingerprint(cfg.output_options(), specs, sizes=True) == theirs
    annotations = {"instances.json": "0" * 64}
    assert resume.fingerprint(cfg.output_options(), specs, annotations, sizes=True) == \
        _fingerprint_0_3_2(cfg.output_options(), specs, annotations)
    assert ours != theirs
    accepted = resume.accepted_fingerprints(cfg, specs, {"fingerprint": ours}, composed=())
    assert accepted == {ours, theirs}
    # an old journal matches only while every size is the one it hashed
    bigger = [dataclasses.replace(sp, samples=tuple(
        dataclasses.replace(s, size=s.size + 1) for s in sp.samples)) for sp in specs]
    assert resume.fingerprint(cfg.output_options(), bigger) == ours
    assert _fingerprint_0_3_2(cfg.output_options(), bigger) not in accepted


def test_the_window_is_told_which_kept_shards_resume_converts_again(tmp_path):
    """engine.resume_check.outlook, which the window calls before offering Resume, finds
    the kept shard --resume converts again (and the image that changed in it) from the
    plan kept beside the journal; untouched, it finds none."""
    from engine import resume_check
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    entry = interrupted(src, out)
    seen = resume_check.outlook(str(out))
    assert seen is not None and seen.redo == [] and not seen.changes
    name = sorted(F.records_by_name(out))[0]
    path = src / name
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))
    seen = resume_check.outlook(str(out))
    assert seen.redo == [entry["filename"]]
    assert (seen.redo_records, seen.redo_count, seen.redo_files) == (
        entry["records"], 1, [str(path)])
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    summary = [e for e in events if e["type"] == "run_finished"][-1]["summary"]
    assert summary["kept"] == 0   # what the outlook said: the one kept shard is redone
    assert not (out / ".tfrecord-studio-planned.jsonl.gz").exists()   # gone with the journal


def test_resume_names_the_images_added_and_removed(tmp_path):
    from engine import resume_check
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted(src, out)
    shutil.copy(src / "a" / "00.bmp", src / "a" / "new.bmp")
    os.remove(src / "b" / "01.bmp")
    seen = resume_check.outlook(str(out), [str(p) for p in src.rglob("*.bmp")])
    assert seen.changes.added == [str(src / "a" / "new.bmp")]
    assert seen.changes.removed == [str(src / "b" / "01.bmp")]
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert f"--resume: the source changed since the interrupted run in {out}: 1 image " \
           "added (a/new.bmp); 1 image removed (b/01.bmp). Put the source back" \
           in failed["message"], failed
    # the counts and names as params (the window says them without reading the English)
    assert (failed["code"], failed["params"]) == ("resume.source_changed", {
        "out": str(out), "changes": {"code": "list", "params": {"parts": [
            {"code": "resume.images_added", "params": {"n": "1", "files": "a/new.bmp"}},
            {"code": "resume.images_removed", "params": {"n": "1", "files": "b/01.bmp"}}]}}})
    assert render(failed["code"], failed["params"]) == failed["message"]
    # its line on stderr (the window's Log tab) is read into the same params
    assert ("error", failed["code"], failed["params"]) in F.coded_log_lines(err)


def test_the_images_changed_are_params_whatever_their_names(tmp_path):
    """More images than are named ("and 2 more"), and a name with "; " and brackets,
    which the window once read back out of the English sentence: the params carry them
    as they are."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    interrupted(src, out)
    odd = src / "a" / "x; y (2).bmp"
    shutil.copy(src / "a" / "00.bmp", odd)
    for name in ("b/01.bmp", "b/03.bmp", "b/05.bmp", "b/07.bmp", "a/02.bmp"):
        os.remove(src / name)
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    added, removed = failed["params"]["changes"]["params"]["parts"]
    assert added == {"code": "resume.images_added", "params": {"n": "1",
                                                               "files": "a/x; y (2).bmp"}}
    assert removed["code"] == "resume.images_removed_more"
    assert removed["params"]["n"] == "5" and removed["params"]["more"] == "2"
    assert len(removed["params"]["files"].split(", ")) == 3
    assert render(failed["code"], failed["params"]) == failed["message"]


def test_a_journal_without_a_plan_still_resumes_and_refuses_as_before(tmp_path):
    """A journal written before the plan was kept beside it (an older version's): --resume
    finishes it, the window's outlook is None (it words the run as before), and a source
    that changed is refused with the earlier words."""
    from engine import resume_check
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    entry = interrupted(src, out)
    os.remove(out / ".tfrecord-studio-planned.jsonl.gz")
    assert resume_check.outlook(str(out)) is None
    shutil.copy(src / "a" / "00.bmp", src / "a" / "new.bmp")
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    assert "the input files differ from those of the interrupted run" in err, err
    os.remove(src / "a" / "new.bmp")
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    summary = [e for e in events if e["type"] == "run_finished"][-1]["summary"]
    assert summary["kept"] == entry["records"] > 0   # its shard was kept


def test_a_manifest_of_todays_fingerprint_without_stamps_is_not_trusted(tmp_path):
    # its fingerprint hashes no sizes: without a stamp nothing shows a shard's files are
    # the ones it holds, so every shard is converted again
    import json

    from engine.output_state import MANIFEST
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS))
    assert code == protocol.EXIT_OK, err
    m = F.manifest(out)
    for split in m["splits"].values():
        for shard in split["shards"]:
            assert shard["sources"]
            del shard["sources"]
    (out / MANIFEST).write_text(json.dumps(m))
    code, events, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert code == protocol.EXIT_OK, err
    summary = [e for e in events if e["type"] == "run_finished"][-1]["summary"]
    assert summary["kept"] == 0


def test_an_image_on_another_drive_is_named_by_its_full_path(tmp_path, monkeypatch):
    # os.path.relpath raises ValueError across Windows drives
    from engine.run import resume_refusals

    def other_drive(path, start=None):
        raise ValueError("path is on mount 'D:', start on mount 'C:'")
    monkeypatch.setattr(resume_refusals.os.path, "relpath", other_drive)
    path = str(tmp_path / "a" / "x.bmp")
    assert resume_refusals._relative(path, str(tmp_path)) == path


def _planned_bytes_0_3_3(fingerprint, shards) -> bytes:
    """PLANNED as the first engine that kept it wrote it: the whole plan as one string,
    compressed in memory."""
    import gzip
    import json
    lines = [json.dumps({"fingerprint": fingerprint})]
    lines += [json.dumps([name, files], ensure_ascii=False) for name, files in shards]
    text = "\n".join(lines) + "\n"
    return gzip.compress(text.encode("utf-8", "surrogateescape"), compresslevel=1, mtime=0)


def test_the_plan_is_written_a_line_at_a_time_and_reads_back_the_same(tmp_path):
    import gzip
    import io
    import tracemalloc

    from engine import resume_check
    shards = [(f"data-train-{i:05d}-of-00200.tfrecord",
               [(f"/photos/class-{i}/image-{j:06d}-\udcff.jpg", 123456 + j,
                 1700000000 * 10**9 + j) for j in range(250)])
              for i in range(200)]     # 50,000 images
    old = _planned_bytes_0_3_3("f" * 64, shards)
    planned = tmp_path / ".tfrecord-studio-planned.jsonl.gz"
    with open(planned, "wb") as out:
        tracemalloc.start()
        try:
            resume_check.write_plan(out, "f" * 64, shards)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    f = io.BytesIO(planned.read_bytes())
    text = gzip.decompress(old)
    assert gzip.decompress(f.getvalue()) == text
    # the same bytes each time: no name or time in the gzip header
    assert f.getvalue()[3:8] == b"\0" * 5        # no FNAME flag, mtime 0
    again = io.BytesIO()
    resume_check.write_plan(again, "f" * 64, shards)
    assert again.getvalue() == f.getvalue()
    assert peak < len(text) // 4, (peak, len(text))    # never the whole text in memory
    assert resume_check.read_planned(str(tmp_path), "f" * 64) == dict(shards)
    planned.write_bytes(old)             # a plan the first version wrote reads the same
    assert resume_check.read_planned(str(tmp_path), "f" * 64) == dict(shards)
