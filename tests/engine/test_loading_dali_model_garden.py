"""DALI's and TF Model Garden's "How to load" snippets run against every output variant
(tests/engine/loading_outputs.py): DALI's on the CPU (tests/engine/snippet_run.py), and
Model Garden's DataConfig feeds Model Garden's own classification task, whose training
input is built from it as its trainer would (tests/engine/model_garden_run.py). Where they
cannot read a variant, the notes say so, and are right."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.records.loading import how_to_load
from tests.engine import model_garden_run, snippet_run
from tests.engine.loading_outputs import VARIANTS, expected_pairs, manifest, snippet_of
from tests.engine.snippet_run import dali_available, dali_read

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_dali_snippet_runs(outputs, variant):
    out = outputs(variant)
    m = manifest(out)
    entry = snippet_of(out, "dali")
    img = m["options"]["image"]
    gifs = sum(p.suffix == ".gif" for p in Path(m["source"]).rglob("*.*"))
    if gifs and img["format"] == "original" and m["compression"] == "none":
        # its pipeline would stop at the GIF (measured below on a manifest that does not
        # say which formats it holds)
        assert entry["code"] == "" and entry["note"] == (
            f"DALI does not decode GIF, and this dataset holds {gifs} GIF "
            f"{'file' if gifs == 1 else 'files'}: convert with --format jpeg or png for DALI.")
        return
    if m["compression"] != "none" or (img["format"] == "raw" and img["resize"] == "none"):
        assert entry["code"] == "" and entry["note"]
        return
    code = entry["code"]
    assert entry["note"].startswith("Runs on the CPU as written.")
    assert "GIF" not in entry["note"]           # the manifest lists what is stored
    assert "device_id=None" in code and "device_id=0)" not in code
    files = [str(out / s["filename"]) for s in m["splits"]["train"]["shards"]]
    assert f"FOLDER = {json.dumps(str(out))}" in code
    assert json.dumps([os.path.basename(f) for f in files]) in code
    assert all(os.path.isfile(f + ".idx") for f in files)
    if not dali_available():
        compile(code, "<dali>", "exec")
        return
    expected = expected_pairs(out, "train")
    got = dali_read(code, len(expected),
                    "[int(outs[1].at(i)[0]), list(outs[0].at(i).shape)]")
    # DALI reads the files in the order given, each record in file order.
    assert [lab for lab, _ in got] == [lab for _, lab in expected]
    for _, shape in got:
        if img["format"] == "original":
            assert len(shape) == 3 and shape[2] == 3   # decoded to RGB
        else:
            assert shape == [img["height"], img["width"], img["channels"]]


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_model_garden_snippet_trains_on_the_dataset(outputs, variant):
    out = outputs(variant)
    m = manifest(out)
    entry = snippet_of(out, "model_garden")
    fmt = m["options"]["image"]["format"]
    if fmt == "raw" or m["compression"] == "zlib" or not m["labels"]:
        assert entry["code"] == ""
        assert any(w in entry["note"] for w in ("cannot read raw", "gzip", "unlabeled"))
        return
    code = entry["code"]
    assert ("decode_jpeg_only=False" in code) == (fmt != "jpeg")
    assert f"num_classes={len(m['labels'])}" in code
    run = code + model_garden_run.CLASSIFY.format(height=20, width=24)
    stored = {p.suffix for p in Path(m["source"]).rglob("*.*")}
    if fmt == "original" and stored - {".jpg", ".png"}:
        # As its note says: Model Garden decodes with channels=3 and animations expanded,
        # which GIF, WebP and 32-bit BMP originals do not survive.
        assert "GIF, WebP and 32-bit BMP" in entry["note"]
        failed = model_garden_run.run(run)
        assert failed.returncode != 0 and "InvalidArgument" in failed.stderr
        return
    assert "still fail" not in entry["note"]
    shape, labels = json.loads(model_garden_run.python(run))
    assert shape == [64, 20, 24, 3]          # its own resize to model.input_size
    # training repeats the split, so each record's label comes at least once
    assert set(labels) == {lab for _, lab in expected_pairs(out, "train")}


def test_notes_of_originals_without_recorded_formats_warn_of_every_format(outputs):
    """A manifest from before the stored formats were recorded: the notes cannot tell
    whether a GIF is there, so DALI's snippet is given with the warning, and the note is
    right: its pipeline stops at the GIF."""
    out = outputs("original")
    m = manifest(out)
    for split in m["splits"].values():
        for shard in split["shards"]:
            assert shard["formats"] and sum(shard["formats"].values()) == shard["records"]
            del shard["formats"]
    entries = {e["id"]: e for e in how_to_load(str(out), m)}
    assert entries["dali"]["note"] == "Runs on the CPU as written. DALI does not decode GIF."
    assert "GIF, WebP and 32-bit BMP" in entries["model_garden"]["note"]
    if dali_available():
        failed = snippet_run.run(snippet_run.reading_code(
            entries["dali"]["code"], m["splits"]["train"]["records"], "0"))
        assert failed.returncode != 0 and "nvImageCodec failure" in failed.stderr
