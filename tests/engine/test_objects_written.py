"""run_finished's objects_per_class (and the manifest's) counts the objects the shards
hold: an annotated image that fails to decode, or an object the worker drops, adds nothing
(the scan's count is the plan's). It counted what the scan listed, so a summary said 3
dogs of a dataset with one."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.records.example import decode_example
from engine.records.tfrecord import iter_records
from engine.run.run_stats import RunStats
from tests.engine import annotated_data as A
from tests.engine.annotated_sources import coco_with_lost_objects

pytestmark = pytest.mark.e2e

# --no-shuffle and two shards: a.jpg (the broken image) in the first, the one a crash keeps
OPTS = ("--size", "160", "--resize", "crop", "--workers", "1", "--shards", "2",
        "--no-shuffle")
SCANNED = {"bird": 1, "cat": 3, "dog": 3}
WRITTEN = {"bird": 1, "cat": 2, "dog": 1}
#: the crop cuts b.png's extra dog away, and clips b.png's cat and bird and c.jpg's dog and
#: cat (their boxes reach past the square it keeps): objects.csv lists each
PROBLEMS = {"mostly cut away by crop (under 50% left)": 1,
            "partly cut away by crop: clipped": 4}


def _convert(source: str, out: Path, *extra: str, env: dict | None = None):
    from tests.engine.conftest import run_cli
    return run_cli("convert", source, "--out", str(out), *OPTS, *extra, env=env,
                   timeout=300)


def _in_shards(out: Path) -> dict[str, int]:
    counts: dict[str, int] = {}
    for name in sorted(os.listdir(out)):
        if name.endswith(".tfrecord"):
            with open(out / name, "rb") as f:
                for rec in iter_records(f):
                    for text in decode_example(rec.data)["image/object/class/text"][1]:
                        counts[text.decode()] = counts.get(text.decode(), 0) + 1
    return counts


def _summary(events: list[dict]) -> dict:
    return next(e for e in events if e["type"] == "run_finished")["summary"]


def test_objects_per_class_counts_what_the_shards_hold(tmp_path):
    source = coco_with_lost_objects(tmp_path)
    code, events, err = _convert(source, tmp_path / "out")
    assert code == 0, err[-2000:]
    failed = [(os.path.basename(e["path"]), e["stage"]) for e in events
              if e["type"] == "item_failed"]
    assert failed == [("a.jpg", "decode")], failed
    plan = next(e for e in events if e["type"] == "plan")
    assert plan["annotations"]["objects_per_class"] == SCANNED   # what the scan listed
    summary = _summary(events)
    assert summary["object_problems"] == PROBLEMS
    assert summary["objects_per_class"] == WRITTEN == _in_shards(tmp_path / "out")
    # the manifest describes the shards it lists, as the summary does
    with open(tmp_path / "out" / "tfrecord_studio.json", encoding="utf-8") as f:
        annotations = json.load(f)["annotations"]
    assert annotations["objects_per_class"] == WRITTEN
    assert annotations["objects"] == sum(WRITTEN.values())


def test_a_resumed_run_counts_the_objects_of_the_shards_it_kept(tmp_path):
    """The kept shard (a.jpg failed in it, b.png lost a dog) is not converted again: its
    journal entry says what it holds. The scan's count would say one dog more."""
    from engine.run import writer
    source = coco_with_lost_objects(tmp_path)
    code, _, err = _convert(source, tmp_path / "ref", env={"TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err[-2000:]
    from tests.engine.imagefactory.runs import after_first_journal_entry
    step = after_first_journal_entry(err)
    code, _, err = _convert(source, tmp_path / "out", env={"TFRS_CRASH_AT_STEP": str(step)})
    assert code == writer.CRASH_EXIT, err[-2000:]
    assert len(list((tmp_path / "out").glob("*.tfrecord"))) == 1   # one shard kept
    code, events, err = _convert(source, tmp_path / "out", "--resume")
    assert code == 0, err[-2000:]
    summary = _summary(events)
    assert summary["kept"] == 1   # b.png: a.jpg failed in the kept shard
    assert summary["objects_per_class"] == WRITTEN == _in_shards(tmp_path / "out")
    # the dog crop cut away from b.png was dropped in the kept shard: still counted
    assert summary["object_problems"] == PROBLEMS


def test_a_cluster_run_counts_the_same_objects_and_problems(tmp_path):
    """A Dask cluster's shard tasks report their counts with the shard, as the local pool
    does: its dropped objects went uncounted (they travelled only in batch progress)."""
    pytest.importorskip("distributed")
    source = coco_with_lost_objects(tmp_path)
    code, local, err = _convert(source, tmp_path / "local")
    assert code == 0, err[-2000:]
    code, cluster, err = _convert(source, tmp_path / "cluster", "--cluster", "local:2")
    assert code == 0, err[-2000:]
    for key in ("objects_per_class", "object_problems"):
        assert _summary(cluster)[key] == _summary(local)[key], key
    manifests = [json.loads((tmp_path / d / "tfrecord_studio.json").read_text("utf-8"))
                 for d in ("local", "cluster")]
    assert manifests[0]["annotations"] == manifests[1]["annotations"]
    assert manifests[1]["annotations"]["object_problems"] == PROBLEMS


def test_a_kept_shard_without_its_count_counts_the_objects_of_its_converted_images(tmp_path):
    """A journal of an older engine (or a finished dataset's manifest) has no count per
    shard: the scan's objects of the images the shard holds stand in for it."""
    from engine.sources.discover import scan
    found = scan(str(Path(A.make_coco(str(tmp_path / "coco"), polygons=False))))

    class Quiet:
        def emit(self, event):
            pass

    stats = RunStats(Quiet(), 1)   # type: ignore[arg-type]
    a = next(s for s in found.samples if s.name.endswith("a.jpg"))
    stats.kept({"records": 3, "bytes": 1, "rejected": [[a.path, "broken", "decode"]]},
               found.samples)
    assert stats.objects == {"bird": 1, "cat": 2, "dog": 1}
    stats.kept({"records": 3, "bytes": 1, "rejected": [], "objects": {"cat": 5}},
               found.samples)
    assert stats.objects == {"bird": 1, "cat": 7, "dog": 1}


def test_resuming_a_finished_dataset_keeps_its_object_counts(tmp_path):
    """A finished run has no journal: --resume keeps every shard from the manifest, whose
    entries carry each shard's objects and dropped ones (they had none, so the summary
    counted the scan's objects, the dropped dog too, and lost object_problems)."""
    source = coco_with_lost_objects(tmp_path)
    code, events, err = _convert(source, tmp_path / "out")
    assert code == 0, err[-2000:]
    first = _summary(events)
    code, events, err = _convert(source, tmp_path / "out", "--resume")
    assert code == 0, err[-2000:]
    summary = _summary(events)
    assert summary["kept"] == first["written"] > 0
    for key in ("objects_per_class", "object_problems"):
        assert summary[key] == first[key], key
    assert summary["objects_per_class"] == WRITTEN == _in_shards(tmp_path / "out")
    with open(tmp_path / "out" / "tfrecord_studio.json", encoding="utf-8") as f:
        annotations = json.load(f)["annotations"]
    assert annotations["objects_per_class"] == WRITTEN


def test_the_objects_left_out_are_counted_once_for_the_shards_finished(monkeypatch):
    """The manifest and run_finished's summary each counted the kept images' problems at
    the end of a run (every image of the kept shards, twice): counted once now, again only
    when more shards are finished, and each caller gets its own dict."""
    from types import SimpleNamespace

    from engine.run import run_record
    from engine.sources import schemas
    calls = []
    real = schemas.object_problems
    monkeypatch.setattr(schemas, "object_problems",
                        lambda *a: calls.append(a) or real(*a))
    problems = SimpleNamespace(by_path={"a.jpg": {"clipped": 1}, "b.jpg": {"clipped": 2}})
    spec = [SimpleNamespace(filename=f"s{i}", samples=[SimpleNamespace(path=p)])
            for i, p in enumerate(("a.jpg", "b.jpg"))]
    conv = SimpleNamespace(finished={"s0": {}}, specs=spec, object_problems=None,
                           scan_result=SimpleNamespace(problems=problems, annotations={}),
                           stats=SimpleNamespace(dropped={"cut": 1}))
    first = run_record.object_problems(conv)
    assert first == {"clipped": 1, "cut": 1}
    first["clipped"] = 99   # (the manifest's dict is not the summary's)
    assert run_record.object_problems(conv) == {"clipped": 1, "cut": 1} and len(calls) == 1
    conv.finished["s1"] = {}
    assert run_record.object_problems(conv) == {"cut": 1} and len(calls) == 2
