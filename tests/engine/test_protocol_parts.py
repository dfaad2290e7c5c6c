"""The typed parts of events (engine.protocol): run_finished summaries and plan annotations
round-trip through the wire, unknown keys are tolerated, summaries of engines from before
they were typed (the GUI tests' recordings) still read, and nothing new is on the wire but
the summaries' ``command``."""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path

import pytest

from engine import protocol as P

RECORDINGS = Path(__file__).resolve().parents[1] / "gui" / "data"

FULL_CONVERT = P.ConvertSummary(
    status="ok", out="/data/out", written=1200, failed=3, rejected_at_scan=1, ignored=2,
    total=1203, shards=4, shards_planned=4, bytes=9_876_543, bytes_in=12_345_678,
    splits={"train": {"records": 1000, "shards": 3, "bytes": 8_000_000},
            "validation": {"records": 200, "shards": 1, "bytes": 1_876_543}}, removed=17,
    seconds=12.5, images_per_s=96.0, mb_per_s=0.988, writer_busy_fraction=0.0123,
    manifest="/data/out/m.json", rejected_csv="/data/out/rejected.csv", task="detection",
    objects_per_class={"cat": 3, "dog": 2}, object_problems={"box outside the image": 1},
    how_to_load=[{"id": "tfdata", "title": "tf.data", "code": "import tf", "note": ""}],
    verified=True, verified_with="builtin", duplicates=3, duplicates_across_splits=1,
    duplicates_other_label=2, workers=2, cluster={"kind": "address", "threads": 4,
                                                  "address": "tcp://10.0.0.5:8786"})

EXAMPLES = [
    P.ConvertSummary(),
    FULL_CONVERT,
    P.ConvertSummary(status="cancelled", written=5, verified="cancelled"),
    P.VerifySummary(checked=236, out="/x", reader="tensorflow"),
    P.VerifySummary(checked=10, out="/x", verified="cancelled"),
    P.TuneSummary(trials=6, recommended_workers=2, images_per_s=310.5, sample=200,
                  total=5000, estimated_seconds=16.1),
    P.TuneSummary(trials=2),
]


def through_the_wire(summary: P.Summary) -> P.RunFinished:
    ev = P.decode(P.encode(P.RunFinished(status="ok", summary=summary, seq=7, t=1.5)))
    assert isinstance(ev, P.RunFinished)
    return ev


@pytest.mark.parametrize("summary", EXAMPLES, ids=lambda s: type(s).__name__)
def test_round_trip(summary):
    assert type(summary).from_json(summary.to_json()) == summary
    assert P.summary_from_json(json.loads(json.dumps(summary.to_json()))) == summary
    ev = through_the_wire(summary)
    assert ev.summary == summary and type(ev.summary) is type(summary)
    assert (ev.seq, ev.t, ev.status) == (7, 1.5, "ok")


def test_the_wire_has_the_keys_it_always_had_and_command():
    d = json.loads(P.encode(P.RunFinished(summary=P.TuneSummary(trials=2))))
    assert d["summary"] == {"command": "tune", "trials": 2}   # None fields are not sent
    d = json.loads(P.encode(P.RunFinished(summary=P.ConvertSummary(written=4))))
    assert d["summary"]["command"] == "convert" and d["summary"]["written"] == 4
    for absent in ("task", "objects_per_class", "how_to_load", "verified", "verified_with",
                   "splits", "duplicates", "duplicates_across_splits",
                   "duplicates_other_label", "workers", "cluster"):
        assert absent not in d["summary"]
    assert set(d) == {"v", "type", "seq", "t", "status", "summary"}
    full = json.loads(P.encode(P.RunFinished(summary=FULL_CONVERT)))["summary"]
    assert set(full) == {"command"} | {f.name for f in fields(P.ConvertSummary)}
    assert full["verified"] is True and full["objects_per_class"] == {"cat": 3, "dog": 2}


def test_unknown_keys_are_ignored_and_bad_values_keep_the_default():
    line = json.dumps({"v": 1, "type": "run_finished", "status": "ok", "summary": {
        "command": "convert", "written": 9, "from_the_future": {"x": 1},
        "failed": "many", "shards": True, "seconds": 3}})
    ev = P.decode(line)
    assert isinstance(ev, P.RunFinished)
    s = ev.summary
    assert isinstance(s, P.ConvertSummary)
    assert s.written == 9 and s.seconds == 3          # an int is a fine float
    assert s.failed == 0 and s.shards == 0            # "many" and true are not counts
    assert "from_the_future" not in s.to_json()


def test_summaries_from_before_command_are_told_apart_by_their_keys():
    assert isinstance(P.summary_from_json({"written": 1, "failed": 0}), P.ConvertSummary)
    assert isinstance(P.summary_from_json({"checked": 3, "out": "/o"}), P.VerifySummary)
    assert P.summary_from_json({"trials": 4}) == P.TuneSummary(trials=4)
    tune = P.summary_from_json({"recommended_workers": 3, "trials": 6, "sample": 50})
    assert tune == P.TuneSummary(trials=6, recommended_workers=3, sample=50)
    # not an object at all: an empty convert summary, never an exception
    for junk in (None, [], "x", 3):
        assert P.summary_from_json(junk) == P.ConvertSummary()
    assert P.RunFinished(summary={"checked": 2}).summary == P.VerifySummary(checked=2)


def test_a_newer_command_keeps_its_summary_as_sent():
    sent = {"command": "split", "parts": 3, "nested": {"a": [1, 2]}}
    s = P.summary_from_json(sent)
    assert isinstance(s, P.UnknownSummary) and s.name == "split"
    ev = through_the_wire(s)
    assert isinstance(ev.summary, P.UnknownSummary) and ev.summary.to_json() == sent


def test_to_json_does_not_share_containers_with_the_summary():
    s = P.ConvertSummary(objects_per_class={"cat": 1})
    d = s.to_json()
    d["objects_per_class"]["cat"] = 99
    assert s.objects_per_class == {"cat": 1}


@pytest.mark.parametrize("name", sorted(p.name for p in RECORDINGS.glob("*.jsonl")))
def test_recorded_engine_output_reads_as_typed_summaries(name):
    """The GUI tests replay these recordings; every run_finished in them decodes to its
    typed summary, and writing that back gives every key the engine sent."""
    lines = [P.decode(x) for x in (RECORDINGS / name).read_text().splitlines() if x.strip()]
    finished = [json.loads(P.encode(e)) for e in lines if isinstance(e, P.RunFinished)]
    raw = [json.loads(x) for x in (RECORDINGS / name).read_text().splitlines()
           if '"run_finished"' in x]
    assert len(raw) == len(finished)
    for d, written in zip(raw, finished, strict=True):
        again = written["summary"]
        command = again.pop("command")
        assert command in ("convert", "verify", "tune")
        # (recordings made before summaries said their command have none)
        assert d["summary"].pop("command", command) == command
        for key, value in d["summary"].items():
            assert again[key] == value, (name, key)
    if name.startswith("verify"):
        assert finished and all(isinstance(P.decode(json.dumps(d)).summary, P.VerifySummary)
                                for d in finished)
    elif finished and name.startswith(("convert", "cancel")):
        assert all(isinstance(P.decode(json.dumps(d)).summary, P.ConvertSummary)
                   for d in finished)


def test_plan_annotations_round_trip_and_classification_plans_send_an_empty_object():
    found = P.PlanAnnotations(objects_per_class={"cat": 3, "dog": 2}, objects=5,
                              unannotated_images=1, object_problems={"zero size": 2})
    assert P.PlanAnnotations.from_json(found.to_json()) == found
    ev = P.decode(P.encode(P.Plan(total=4, task="detection", annotations=found)))
    assert isinstance(ev, P.Plan) and ev.annotations == found
    plain = json.loads(P.encode(P.Plan(total=4)))
    assert plain["annotations"] == {}
    back = P.decode(json.dumps(plain))
    assert isinstance(back, P.Plan) and back.annotations is None
    # the scan's own dict (engine.sources) and unknown keys
    ev = P.Plan(annotations={"objects_per_class": {"a": 1}, "objects": 1, "later": True})
    assert ev.annotations == P.PlanAnnotations(objects_per_class={"a": 1}, objects=1)
    assert "later" not in json.loads(P.encode(ev))["annotations"]


def test_events_without_typed_parts_are_written_as_before():
    ev = P.ItemFailed(path="a.jpg", reason="cannot be decoded", code="decode",
                      params={"detail": "x"}, seq=3, t=0.25)
    assert json.loads(P.encode(ev)) == {
        "v": 1, "type": "item_failed", "seq": 3, "t": 0.25, "path": "a.jpg",
        "reason": "cannot be decoded", "stage": "decode", "code": "decode",
        "params": {"detail": "x"}}
    assert P.decode(P.encode(ev)) == ev
