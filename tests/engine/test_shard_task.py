"""The shard task (engine.run.shard_task) run directly on one ShardSpec: the same bytes as that
shard from a full run with 1 or 2 workers, a temporary name until committed, progress
per batch, and a picklable interface (what a cluster executor ships)."""

from __future__ import annotations

import dataclasses
import json
import os
import pickle
from pathlib import Path

import pytest

try:
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import imagefactory as F
from engine import errors, ownership, protocol
from engine.commands.cli import build_parser, config_from_args
from engine.run import journal, shard_task, side_files, writer
from engine.run.plan import plan_shards
from engine.run.resume import fingerprint
from engine.sources import discover

#: several shards, a split, a file that cannot be decoded
OPTS = ("--shards", "3", "--split", "train=0.75,val=0.25", "--size", "32", "--seed", "7")


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("shard-task") / "src"
    F.noise_dataset(root, 14, size=48)
    F.write(root / "a" / "broken.jpg", b"\xff\xd8\xff\xe0 not really a jpeg")
    return root


def _cfg(src: Path, out: Path, workers: int = 1):
    args = build_parser().parse_args(["convert", str(src), "--out", str(out),
                                      "--workers", str(workers), *OPTS])
    return config_from_args(args)


def _specs(cfg, out: Path):
    """The plan the full run made, rebuilt from the same scan and its recorded shard
    size (what a cluster driver does)."""
    scan = discover.scan(cfg.source, split=cfg.split)
    info = json.loads((out / side_files.MANIFEST).read_text())
    specs = plan_shards(scan.samples, split=cfg.split, shuffle=cfg.shuffle, seed=cfg.seed,
                        prefix=cfg.prefix, compression=cfg.compression,
                        num_shards=cfg.num_shards,
                        records_per_shard=info["plan"].get("records_per_shard"))
    assert fingerprint(cfg.output_options(), specs) == info["fingerprint"]
    return specs


@pytest.fixture(scope="module")
def full_runs(src, tmp_path_factory):
    outs = {}
    for workers in (1, 2):
        out = tmp_path_factory.mktemp(f"full{workers}") / "out"
        code, _, err = F.run_engine(F.engine_argv(src, out, *OPTS, "--workers", str(workers)))
        assert code == protocol.EXIT_OK, err
        outs[workers] = out
    return outs


def test_one_shard_alone_has_the_bytes_of_a_full_run_with_1_and_2_workers(src, full_runs,
                                                                           tmp_path):
    ref1, ref2 = full_runs[1], full_runs[2]
    assert F.folder_bytes(ref1, F.shard_names(ref1)) == F.folder_bytes(ref2, F.shard_names(ref2))
    out = tmp_path / "alone"
    out.mkdir()
    cfg = _cfg(src, out)
    specs = _specs(cfg, ref1)
    assert len(specs) >= 4
    manifest = json.loads((ref1 / side_files.MANIFEST).read_text())
    listed = {sh["filename"]: sh for sp in manifest["splits"].values() for sh in sp["shards"]}
    for spec in specs:
        seen: list[shard_task.BatchDone] = []
        entry = shard_task.run_shard(spec, cfg, attempt="ab12", progress=seen.append,
                                     max_items=2)
        # Nothing under a final name until the caller commits.
        assert not (out / spec.filename).exists()
        assert entry.temp == f".{spec.filename}.ab12.partial"
        assert (out / entry.temp).is_file()
        assert sum(b.records for b in seen) == entry.records == listed[spec.filename]["records"]
        assert len(seen) == (len(spec.samples) + 1) // 2
        record = shard_task.commit(str(out), entry, journal=False)
        assert not (out / entry.temp).exists()
        got = (out / spec.filename).read_bytes()
        assert got == (ref1 / spec.filename).read_bytes()
        assert entry.sha256 == listed[spec.filename]["sha256"]
        assert entry.bytes == listed[spec.filename]["bytes"] == len(got)
        assert (out / entry.dali_index).read_bytes() == (ref1 / entry.dali_index).read_bytes()
        keys = ("filename", "records", "bytes", "sha256", "dali_index")
        # (the manifest's entry also has the run's stamp of the files, "sources")
        assert {k: record[k] for k in keys} == {k: listed[spec.filename][k] for k in keys}
    assert F.hidden_temp_files(out) == []


def test_rejected_items_come_back_in_the_entry(src, full_runs, tmp_path):
    out = tmp_path / "o"
    out.mkdir()
    cfg = _cfg(src, out)
    specs = _specs(cfg, full_runs[1])
    entries = [shard_task.run_shard(s, cfg) for s in specs]
    rejected = [r for e in entries for r in e.rejected]
    assert [(os.path.basename(p), stage) for p, _, stage in rejected] == [("broken.jpg",
                                                                            "decode")]
    expected = [r for r in F.rejected_rows(full_runs[1]) if r["stage"] == "decode"]
    assert [r[0] for r in rejected] == [r["path"] for r in expected]
    # an uncommitted attempt leaves its temporary files only
    made = {name for e in entries for name in (e.temp, e.temp_index) if name}
    assert set(os.listdir(out)) == made


def test_the_task_and_its_result_pickle(src, full_runs, tmp_path):
    """What a remote executor ships: the function, a ShardSpec, the options, the entry."""
    out = tmp_path / "p"
    out.mkdir()
    cfg = _cfg(src, out)
    spec = _specs(cfg, full_runs[1])[0]
    fn, spec2, cfg2 = pickle.loads(pickle.dumps((shard_task.run_shard, spec, cfg)))
    entry = fn(spec2, cfg2, attempt="0f")
    entry2 = pickle.loads(pickle.dumps(entry))
    assert dataclasses.asdict(entry2) == dataclasses.asdict(entry)
    shard_task.commit(str(out), entry2)
    assert (out / spec.filename).read_bytes() == (full_runs[1] / spec.filename).read_bytes()
    _, journaled = journal.Journal(str(out)).read()
    assert journaled[spec.filename]["sha256"] == entry.sha256


def test_a_cancelled_task_leaves_no_temporary_file(src, full_runs, tmp_path):
    out = tmp_path / "c"
    out.mkdir()
    cfg = _cfg(src, out)
    spec = max(_specs(cfg, full_runs[1]), key=lambda s: len(s.samples))
    inner = shard_task.convert_in_process(cfg)

    def one_batch_then_stop(batches):
        it = inner(batches)
        yield next(it)

    with pytest.raises(errors.ShardCancelled):
        shard_task.run_shard(spec, cfg, convert=one_batch_then_stop, max_items=1)
    assert os.listdir(out) == []


def test_attempt_temporaries_are_engine_files_that_overwrite_may_delete():
    name = writer.temp_name("data-train-00000-of-00002.tfrecord", "9f3a")
    assert name == ".data-train-00000-of-00002.tfrecord.9f3a.partial"
    assert ownership.is_engine_file(name)
    assert ownership.is_engine_file(".data-train-00000-of-00002.tfrecord.idx.9f3a.partial")
    assert not ownership.is_engine_file(".notes.txt.9f3a.partial")
    assert not ownership.is_engine_file(".data-train-00000-of-00002.tfrecord.zz.partial")
    with pytest.raises(ValueError):
        writer.temp_name("x", "../y")



def test_a_local_executor_given_to_the_task_writes_the_same_bytes(src, full_runs, tmp_path):
    """A cluster worker may convert its task's items in a local process pool."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from engine.run import worker
    out = tmp_path / "x"
    out.mkdir()
    cfg = _cfg(src, out, workers=2)
    spec = max(_specs(cfg, full_runs[2]), key=lambda s: len(s.samples))
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn"),
                             initializer=worker.configure, initargs=(cfg.image,)) as pool:
        entry = shard_task.run_shard(spec, cfg, convert=shard_task.convert_with(pool),
                                     max_items=1)
    shard_task.commit(str(out), entry, journal=False)
    assert (out / spec.filename).read_bytes() == (full_runs[2] / spec.filename).read_bytes()


def test_run_returns_a_typed_result_with_the_journal_entries(src, full_runs, tmp_path):
    from engine.events import Emitter
    from engine.run.pipeline import Converter
    from engine.run.run_result import RunResult
    out = tmp_path / "typed"
    result = Converter(_cfg(src, out, workers=1), Emitter("none")).run()
    assert isinstance(result, RunResult)
    assert (result.exit_code, result.status) == (protocol.EXIT_OK, "ok")
    assert result.images == result.counters.done == 14
    assert result.counters.failed == 1 and result.convert_seconds > 0
    manifest = json.loads((out / side_files.MANIFEST).read_text())
    listed = [sh for sp in manifest["splits"].values() for sh in sp["shards"]]
    assert [(e["filename"], e["sha256"]) for e in result.shards] == \
        [(sh["filename"], sh["sha256"]) for sh in listed]
    assert result.summary.written == 14 and result.summary.status == "ok"
