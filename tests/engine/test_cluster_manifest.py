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
