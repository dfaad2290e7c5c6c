"""The manifest of a `convert --cluster` run records the cluster's workers that did the
work and the cluster's kind (engine.run.cluster_record), not the local --workers value
(which converted nothing); a local run's manifest is as before, and the shards are the
same bytes either way."""

from __future__ import annotations

import pytest

try:
    import imagefactory as F
except ImportError:  # pragma: no cover
    from . import imagefactory as F
from engine.run.cluster_record import TookPart, kind_of, safe_address


def test_a_local_cluster_run_records_the_workers_that_took_part(tmp_path):
    pytest.importorskip("distributed")
    src = tmp_path / "src"
    F.noise_dataset(src, 8, size=32)
    opts = ("--shards", "2", "--size", "32", "--workers", "1")
    code, _, err = F.run_engine(F.engine_argv(src, tmp_path / "local", *opts), timeout=240)
    assert code == 0, err
    # three Dask workers, two shards: two workers converted (--workers 1 was recorded)
    code, _, err = F.run_engine(F.engine_argv(src, tmp_path / "dask", *opts,
                                              "--cluster", "local:3"), timeout=240)
    assert code == 0, err
    m, ref = F.manifest(tmp_path / "dask"), F.manifest(tmp_path / "local")
    assert m["workers"] == 2
    assert m["cluster"] == {"kind": "local", "threads": 2}
    assert ref["workers"] == 1 and "cluster" not in ref      # a local run: as before
    assert F.folder_bytes(tmp_path / "dask") == F.folder_bytes(tmp_path / "local")


def test_a_replaced_worker_is_not_counted_twice():
    took = TookPart("tcp://10.0.0.5:8786")
    took.see([{"name": "tcp://a:1", "threads": 2}, {"name": "tcp://b:1", "threads": 2}])
    took.done("tcp://a:1")
    took.done("tcp://b:1")
    # b left, c joined in its place and converted the rest
    took.see([{"name": "tcp://a:1", "threads": 2}, {"name": "tcp://c:1", "threads": 2}])
    took.done("tcp://c:1")
    assert took.record() == {"workers": 2, "cluster": {
        "kind": "address", "threads": 4, "address": "tcp://10.0.0.5:8786"}}


def test_the_kind_and_an_address_without_credentials():
    assert [kind_of(w) for w in ("local", "local:2", "jobqueue:/x/slurm.yaml",
                                 "tcp://h:8786")] == ["local", "local", "jobqueue", "address"]
    assert safe_address("tcp://user:secret@h:8786") == "tcp://h:8786"
    assert safe_address("tls://10.0.0.5:8786") == "tls://10.0.0.5:8786"
    took = TookPart("tcp://user:secret@h:8786")
    took.see([{"name": "tcp://a:1", "threads": 1}])
    took.done("tcp://a:1")
    assert "secret" not in str(took.record())


def _dask_dataset(tmp_path, cluster: str = "local:2"):
    """A complete 4-shard dataset converted on a LocalCluster: (source, output, options)."""
    pytest.importorskip("distributed")
    src, out = tmp_path / "src", tmp_path / "out"
    F.noise_dataset(src, 16, size=32)
    opts = ("--shards", "4", "--size", "32", "--workers", "1", "--seed", "3")
    code, _, err = F.run_engine(F.engine_argv(src, out, *opts, "--cluster", cluster),
                                timeout=240)
    assert code == 0, err
    assert F.manifest(out)["workers"] == 2
    return src, out, opts


def test_a_resume_keeping_every_shard_records_who_converted_them_and_starts_no_cluster(
        tmp_path):
    """A --resume on the cluster with nothing left to convert wrote "workers": 0 and
    "threads": 0 into the manifest of a complete dataset, after starting a cluster for
    nothing (its "cluster_started" said 2 workers that converted nothing)."""
    src, out, opts = _dask_dataset(tmp_path)
    before = F.manifest(out)
    shards = {p.name: p.read_bytes() for p in out.glob("data-*")}
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts, "--resume", "--cluster",
                                                   "local:2"), timeout=240)
    assert code == 0, err
    m = F.manifest(out)
    assert (m["workers"], m["cluster"]) == (before["workers"], before["cluster"]) == \
        (2, {"kind": "local", "threads": 2})
    summary = F.types(events, "run_finished")[-1]["summary"]
    assert (summary["workers"], summary["cluster"]) == (2, m["cluster"])   # the window's
    assert F.types(events, "cluster_started") == []
    assert {p.name: p.read_bytes() for p in out.glob("data-*")} == shards
    from engine.protocol import RUN_LOG
    log = (out / RUN_LOG).read_text(encoding="utf-8")
    assert log.count("workers: 2 on the cluster (local Dask cluster)") == 2   # both parts


def test_a_resume_converting_one_shard_keeps_the_count_of_the_run_it_continues(tmp_path):
    """A local:2 run, one shard lost, --resume on local:1: the dataset was converted by 2
    workers (it recorded the 1 of its own part)."""
    src, out, opts = _dask_dataset(tmp_path)
    lost = sorted(out.glob("data-*"))[0]
    lost.unlink()
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts, "--resume", "--cluster",
                                                   "local:1"), timeout=240)
    assert code == 0, err
    assert lost.exists()
    assert len(F.types(events, "shard_written")) == 1
    m = F.manifest(out)
    assert (m["workers"], m["cluster"]) == (2, {"kind": "local", "threads": 2})


def test_the_journal_carries_each_part_s_workers_to_the_next(tmp_path):
    """A killed part leaves no manifest: what its workers did is in its journal's lines,
    and a --resume's header carries the largest part on to the one after it."""
    from engine.run import cluster_record
    from engine.run.journal import Journal
    out = str(tmp_path)
    Journal(out).start({"fingerprint": "x", "took_part": {
        "workers": 1, "cluster": {"kind": "local", "threads": 1}}})
    took = TookPart("tcp://10.0.0.5:8786")
    took.see([{"name": "tcp://a:1", "threads": 2}, {"name": "tcp://b:1", "threads": 2}])
    took.done("tcp://a:1")
    cluster_record.journal(out, took)
    cluster_record.journal(out, took)     # (unchanged: not written again)
    took.done("tcp://b:1")
    cluster_record.journal(out, took)
    header, _ = Journal(out).read()
    carried = cluster_record.earlier(out, header)
    assert carried == {"workers": 2, "cluster": {"kind": "address", "threads": 4,
                                                 "address": "tcp://10.0.0.5:8786"}}
    from engine.output_state import JOURNAL
    # the header and a line for each change of the count (the same count is not repeated)
    assert len((tmp_path / JOURNAL).read_text(encoding="utf-8").splitlines()) == 3
    # the next part converts with fewer workers: the dataset's record is the larger part's
    later = TookPart("local:1", earlier=carried)
    later.see([{"name": "inproc://x/1", "threads": 1}])
    later.done("inproc://x/1")
    assert later.record() == carried
    # a part that converted nothing says the parts before it, never 0
    assert TookPart("local:2", earlier=carried).record() == carried


def test_a_resume_on_this_computer_keeps_the_cluster_workers_and_adds_its_own(tmp_path):
    """A local:2 run, one shard lost, --resume without --cluster: its manifest said
    "workers": 1 (its own --workers) and no "cluster", so the Summary and the folder
    opened again said nothing of the 2 cluster workers that converted the other 3 shards.
    Now it keeps them and says its own worker processes beside them; the shard it
    converts again is the cluster's bytes."""
    src, out, opts = _dask_dataset(tmp_path)
    lost = sorted(out.glob("data-*"))[0]
    converted = lost.read_bytes()
    lost.unlink()
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts, "--resume"), timeout=240)
    assert code == 0, err
    assert lost.read_bytes() == converted
    assert len(F.types(events, "shard_written")) == 1
    assert F.types(events, "cluster_started") == []       # (this part ran here)
    both = {"kind": "local", "threads": 2, "local_workers": 1}
    m = F.manifest(out)
    assert (m["workers"], m["cluster"]) == (2, both)
    summary = F.types(events, "run_finished")[-1]["summary"]
    assert (summary["workers"], summary["cluster"]) == (2, both)   # the window's Summary
    # a --resume here that converts nothing: the parts before it, the local one too
    code, events, err = F.run_engine(F.engine_argv(src, out, *opts, "--resume"), timeout=240)
    assert code == 0, err
    assert F.types(events, "shard_written") == []
    m = F.manifest(out)
    assert (m["workers"], m["cluster"]) == (2, both)


def test_a_local_resume_of_a_local_run_records_no_cluster(tmp_path):
    """Only a cluster part is carried: a local run resumed here is a local run."""
    src, out = tmp_path / "src", tmp_path / "out"
    F.noise_dataset(src, 8, size=32)
    opts = ("--shards", "2", "--size", "32", "--workers", "1", "--seed", "3")
    code, _, err = F.run_engine(F.engine_argv(src, out, *opts), timeout=240)
    assert code == 0, err
    sorted(out.glob("data-*"))[0].unlink()
    code, _, err = F.run_engine(F.engine_argv(src, out, *opts, "--resume"), timeout=240)
    assert code == 0, err
    m = F.manifest(out)
    assert m["workers"] == 1 and "cluster" not in m


def test_an_interrupted_resume_here_carries_its_local_workers_on(tmp_path):
    """A --resume here (4 worker processes) after a cluster part is interrupted: its
    journal line carries "local_workers" to the next --resume (1 worker process), whose
    record keeps the larger (it was lost: done_here wrote nothing)."""
    from engine.run import cluster_record
    from engine.run.journal import Journal
    out = str(tmp_path)
    part = {"workers": 2, "cluster": {"kind": "local", "threads": 2}}
    Journal(out).start({"fingerprint": "x", "took_part": part})
    header, _ = Journal(out).read()
    here = cluster_record.here_after(header, 4)
    assert here is not None
    here.done_here(out)
    here.done_here(out)   # (once: not a line per shard)
    from engine.output_state import JOURNAL
    assert len((tmp_path / JOURNAL).read_text(encoding="utf-8").splitlines()) == 2
    carried = cluster_record.earlier(out, header)
    both = {"workers": 2, "cluster": {"kind": "local", "threads": 2, "local_workers": 4}}
    assert carried == both
    later = cluster_record.here_after({"took_part": carried}, 1)
    assert later is not None
    later.done_here()
    assert later.record() == both
