"""objects.csv (engine.run.object_list): a run over a COCO export cropped to a square names
every object its records leave out (mostly or wholly cut away by crop) or hold clipped (cut
by crop, or past the image's edge in the annotations), with its image, class, place in the
annotations and reason, in the run log too; the summary and the manifest count exactly
these rows. The file is the same bytes at one and two workers, on a cluster and after a
--resume (of a killed run, of a cancelled one's unfinished shard). It is ours: --overwrite
deletes it, and Size on disk counts it.

The walker's run said "8 objects removed or clipped" by reason, and nothing named them."""

from __future__ import annotations

import csv
import json
import os
from collections import Counter
from pathlib import Path

import pytest

from engine.output_state import HOW_TO_LOAD, JOURNAL, MANIFEST, OBJECTS, RUN_LOG
from engine.records.example import decode_example
from engine.records.tfrecord import iter_records
from engine.run import object_list
from tests.engine.annotated_sources import CUT_LAYOUT, PAST_EDGE, coco_cut_by_crop
from tests.engine.conftest import run_cli

pytestmark = pytest.mark.e2e

N = 6   # images with CUT_LAYOUT's boxes (and broken.png, which fails)
CROP = ("--size", "64", "--resize", "crop", "--seed", "3")


def _convert(source: str, out: Path, *extra: str, env: dict | None = None):
    code, events, err = run_cli("convert", source, "--out", str(out), *CROP, *extra,
                                env=env, timeout=300)
    return code, events, err


def _summary(events: list[dict]) -> dict:
    return [e for e in events if e["type"] == "run_finished"][-1]["summary"]


def _rows(out: Path) -> list[dict]:
    with open(out / OBJECTS, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def _expected(source: str) -> list[tuple[str, str, str, str]]:
    """The rows CUT_LAYOUT and PAST_EDGE make: by image, each image's in the order of its
    annotations (the scan's before the run's)."""
    rows = []
    for k in range(N):
        image = os.path.join(source, "images", f"img{k:02d}.png")
        if k == 0:
            rows.append((image, PAST_EDGE[0], "instances_default.json annotation 9",
                         PAST_EDGE[2]))
        rows += [(image, cls, f"instances_default.json annotation {10 * k + j + 1}", why)
                 for j, (cls, _, why) in enumerate(CUT_LAYOUT) if why]
    return rows


def _records(out: Path) -> dict[str, list[tuple[str, tuple[float, ...], int]]]:
    """Each record's objects, by image file name: (class, normalised box, truncated)."""
    found: dict[str, list] = {}
    for name in sorted(os.listdir(out)):
        if name.endswith(".tfrecord"):
            with open(out / name, "rb") as f:
                for rec in iter_records(f):
                    ex = decode_example(rec.data)
                    boxes = zip(*(ex[f"image/object/bbox/{k}"][1]
                                  for k in ("xmin", "ymin", "xmax", "ymax")), strict=True)
                    found[os.path.basename(ex["image/filename"][1][0].decode())] = [
                        (t.decode(), tuple(b), int(cut)) for t, b, cut in
                        zip(ex["image/object/class/text"][1], boxes,
                            ex["image/object/truncated"][1], strict=True)]
    return found


@pytest.fixture(scope="module")
def cropped(tmp_path_factory):
    """(source, output folder, events, stderr) of a one-worker crop run in 2 shards."""
    root = tmp_path_factory.mktemp("objects")
    source = coco_cut_by_crop(root / "coco", N)
    code, events, err = _convert(source, root / "out", "--workers", "1", "--shards", "2")
    assert code == 0, err[-2000:]
    return source, root / "out", events, err


def test_every_object_left_out_or_clipped_is_listed(cropped):
    source, out, events, _ = cropped
    rows = _rows(out)
    assert [(r["image"], r["class"], r["object"], r["reason"]) for r in rows] == \
        _expected(source)
    # the summary and the manifest count these rows, no more, no fewer
    counted = dict(Counter(r["reason"].split(":")[0] if r["reason"].startswith("box ")
                           else r["reason"] for r in rows))
    assert _summary(events)["object_problems"] == counted
    manifest = json.loads((out / MANIFEST).read_text("utf-8"))
    assert manifest["annotations"]["object_problems"] == counted


def test_the_list_agrees_with_what_the_records_hold(cropped):
    """What the list says was left out is not in the records, and each box it says crop
    clipped touches the picture's edge there (the others do not) and is stored truncated
    (image/object/truncated 1, VOC's and TFDS's "reaches past the picture": it was 0)."""
    _, out, _, _ = cropped
    held, rows = _records(out), _rows(out)
    assert sorted(held) == [f"img{k:02d}.png" for k in range(N)]   # (broken.png failed)
    for name, objects in held.items():
        mine = [r for r in rows if os.path.basename(r["image"]) == name]
        left_out = [r for r in mine if "clipped" not in r["reason"]]
        assert len(objects) == len(CUT_LAYOUT) + (name == "img00.png") - len(left_out)
        at_edge = [cls for cls, (x0, _, x1, _), _ in objects if x0 <= 0.0 or x1 >= 1.0]
        assert at_edge == [r["class"] for r in mine if "by crop: clipped" in r["reason"]]
        assert [cls for cls, _, cut in objects if cut] == at_edge


def test_the_run_log_and_how_to_load_name_them(cropped):
    source, out, _, err = cropped
    log = (out / RUN_LOG).read_text("utf-8")
    for image, cls, where, why in _expected(source):
        assert f"object listed in {OBJECTS}: {image}: {cls}, {where}: {why}" in log
    note = f"{len(_expected(source))} objects were left out of the records, clipped, or " \
           f"kept with only their box (listed in {out / OBJECTS})"
    assert f"note: {note}" in err
    assert f"`{OBJECTS}`: {len(_expected(source))} objects" in \
        (out / HOW_TO_LOAD).read_text("utf-8")


def test_the_same_list_at_two_workers_and_after_a_resume(cropped, tmp_path):
    source, ref, _, _ = cropped
    code, _, err = _convert(source, tmp_path / "two", "--workers", "2", "--shards", "2")
    assert code == 0, err[-2000:]
    assert (tmp_path / "two" / OBJECTS).read_bytes() == (ref / OBJECTS).read_bytes()
    # killed after its first shard: --resume keeps that shard, and lists its objects from
    # its journal entry
    from engine.run.writer import CRASH_EXIT
    from tests.engine.imagefactory.runs import after_first_journal_entry
    code, _, err = _convert(source, tmp_path / "steps", "--workers", "1", "--shards", "2",
                            env={"TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err[-2000:]
    out = tmp_path / "out"
    code, _, err = _convert(source, out, "--workers", "1", "--shards", "2",
                            env={"TFRS_CRASH_AT_STEP": str(after_first_journal_entry(err))})
    assert code == CRASH_EXIT, err[-2000:]
    entries = [json.loads(line) for line in (out / JOURNAL).read_text().splitlines()[1:]]
    assert [bool(e.get("dropped_objects")) for e in entries] == [True]
    code, events, err = _convert(source, out, "--workers", "2", "--shards", "2", "--resume")
    assert code == 0, err[-2000:]
    assert _summary(events)["kept"] > 0
    assert (out / OBJECTS).read_bytes() == (ref / OBJECTS).read_bytes()
    # a finished dataset resumed: every shard kept, from the manifest's entries
    code, events, err = _convert(source, out, "--workers", "1", "--shards", "2", "--resume")
    assert code == 0, err[-2000:]
    assert _summary(events)["kept"] == _summary(events)["written"]
    assert (out / OBJECTS).read_bytes() == (ref / OBJECTS).read_bytes()


def test_the_same_list_when_its_rows_spill_to_disk(cropped, tmp_path):
    """Past a limit the rows leave memory for a temporary database (a run that drops
    millions of objects held them all): one row held at a time, the same bytes."""
    source, ref, _, _ = cropped
    code, _, err = _convert(source, tmp_path / "out", "--workers", "2", "--shards", "2",
                            env={"TFRS_OBJECT_ROWS_IN_MEMORY": "1"})
    assert code == 0, err[-2000:]
    assert (tmp_path / "out" / OBJECTS).read_bytes() == (ref / OBJECTS).read_bytes()


def test_a_cancelled_runs_unfinished_shard_keeps_its_list(cropped, tmp_path):
    """A cancel keeps the unfinished shard's records (engine.run.partial) and journals its
    objects with them; the --resume that finishes it lists them as one run would."""
    import threading

    from engine import protocol
    from engine.config import ConvertConfig, ImageOptions
    from engine.events import Emitter
    from engine.run import partial
    from engine.run.pipeline import Converter
    source, _, _, _ = cropped

    def run(out: Path, cancel_after: int = 0, resume: bool = False) -> int:
        cancel, batches = threading.Event(), []
        em = Emitter("none")

        def hear(e):
            d = json.loads(protocol.encode(e))
            if d["type"] == "batch_written" and d["records"]:
                batches.append(d)
                if cancel_after and len(batches) >= cancel_after:
                    cancel.set()
        em.listeners.append(hear)
        cfg = ConvertConfig(source=source, out=str(out), workers=1, num_shards=1, seed=3,
                            image=ImageOptions(width=64, height=64, resize="crop"),
                            resume=resume)
        return Converter(cfg, em, cancel=cancel).run().exit_code

    assert run(tmp_path / "ref") == protocol.EXIT_OK
    out = tmp_path / "out"
    assert run(out, cancel_after=2) == protocol.EXIT_CANCELLED
    lines = list(partial.journalled(str(out)).values())
    assert len(lines) == 1 and lines[0]["dropped_objects"]   # (what this test is about)
    assert run(out, resume=True) == protocol.EXIT_OK
    assert (out / OBJECTS).read_bytes() == (tmp_path / "ref" / OBJECTS).read_bytes()


def test_a_cluster_run_lists_the_same_objects(cropped, tmp_path):
    pytest.importorskip("distributed")
    source, ref, _, _ = cropped
    code, _, err = _convert(source, tmp_path / "out", "--shards", "2", "--cluster", "local:2")
    assert code == 0, err[-2000:]
    assert (tmp_path / "out" / OBJECTS).read_bytes() == (ref / OBJECTS).read_bytes()


def test_the_list_is_ours_to_replace_and_to_count(tmp_path):
    """objects.csv is one of our files: Replace (--overwrite) deletes it with the rest,
    when the new run lists nothing (Fit cuts no box, and this export has no box past an
    edge), and Size on disk (run_bytes) counts it."""
    from engine.ownership import classify_output, listing, owned_names, run_bytes
    source = coco_cut_by_crop(tmp_path / "coco", N, past_edge=False)
    out = tmp_path / "out"
    code, _, err = _convert(source, out, "--workers", "1")
    assert code == 0, err[-2000:]
    assert OBJECTS in (owned_names(str(out)) or set())
    ours, foreign = classify_output(str(out), listing(str(out)))
    assert OBJECTS in ours and not foreign
    assert run_bytes(str(out)) == sum(os.path.getsize(out / n) for n in os.listdir(out))
    code, events, err = run_cli("convert", source, "--out", str(out), "--size", "64",
                                "--resize", "fit", "--workers", "1", "--overwrite",
                                timeout=300)
    assert code == 0, err[-2000:]
    assert _summary(events)["object_problems"] == {}
    assert not (out / OBJECTS).exists()


def test_the_packed_list_reads_back_only_as_written():
    listed = [(0, 1, "partly cut away by crop: clipped"), (3, 0, "outside the picture"),
              (3, 2, "partly cut away by crop: clipped")]
    dropped = {"partly cut away by crop: clipped": 2, "outside the picture": 1}
    text = object_list.pack(listed)
    assert text == "0:1:1 3:0:0 3:2:1"
    assert object_list.unpack(text, dropped, 4) == listed
    assert object_list.unpack(None, dropped, 4) == []           # an older engine's entry
    for damaged in ("0:1:1 3:0:0", "0:1:1 3:0:0 3:2:2", "0:1 3:0:0 3:2:1",
                    "0:1:1 3:0:0 9:2:1", "0:-1:1 3:0:0 3:2:1", 7):
        assert object_list.unpack(damaged, dropped, 4) is None, damaged


@pytest.mark.parametrize("resize, truncated", [("crop", [1, 1, 0]), ("fit", [0, 1, 0])])
def test_a_box_crop_cuts_is_stored_truncated_and_the_sources_flag_kept(resize, truncated,
                                                                      tmp_path):
    """image/object/truncated 1 says the object reaches past the picture (Pascal VOC,
    TFDS): crop clipped the first box and stored 0; the source's own 1 stays."""
    from engine.codecs import imaging
    from engine.config import ImageOptions
    from engine.sources.annotated import features
    from engine.sources.geometry import PARTLY_CUT
    from engine.sources.model import Annotation, Obj
    from tests.engine import annotated_data as A
    A.write_images(str(tmp_path))
    data = (tmp_path / "a.jpg").read_bytes()          # 640x400: crop keeps x 120..520
    opts = ImageOptions(64, 64, resize, "png")
    objs = (Obj(100, 100, 300, 300, 0, "cut"), Obj(300, 100, 340, 300, 0, "flagged",
                                                   truncated=1),
            Obj(300, 100, 340, 300, 0, "whole"))
    feats, dropped = features(Annotation("detection", objs, size=(640, 400)), "a.jpg",
                              imaging.convert(data, opts), data, opts)
    assert feats["image/object/truncated"] == truncated
    assert dropped == ([(0, PARTLY_CUT)] if resize == "crop" else [])
