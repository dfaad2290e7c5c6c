"""An image file in the folder of an annotated source's images that no annotation file
lists is not converted, and is set aside as a file beside class folders is: listed among
the scan's rejected (code ann.unlisted_image), in rejected.csv with stage scan, and
counted in the manifest's set_aside. A walk's cv_extra.jpg beside a CVAT export's
images was said once in a scan note and then only in the Log: not in the Summary, the
Failures tab or rejected.csv ("skipped: 0"). VOC converts such an image as a negative
example (and names it there)."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path

from PIL import Image

from engine.reason_codes import describe
from engine.sources import discover
from tests.engine import annotated_data as A
from tests.engine import annotated_exports as E
from tests.engine.conftest import run_cli


def _unlisted(r, root: Path) -> list[str]:
    """The images the scan ``r`` set aside as listed by no annotation file."""
    return sorted(os.path.relpath(x.path, root) for x in r.rejected
                  if describe(x.reason)[0] == "ann.unlisted_image")


def _extra(folder: str | Path, *names: str) -> None:
    for n in names:
        Image.new("RGB", (20, 20)).save(os.path.join(folder, n))


def test_a_coco_exports_unlisted_image_is_set_aside_and_in_rejected_csv(tmp_path):
    root = tmp_path / "coco"
    A.make_coco(str(root))
    before = discover.scan(str(root))
    assert _unlisted(before, root) == []
    _extra(root / "images", "extra_not_listed.jpg")
    (root / "images" / "notes.txt").write_text("not an image")
    r = discover.scan(str(root))
    assert [s.path for s in r.samples] == [s.path for s in before.samples]
    assert _unlisted(r, root) == [os.path.join("images", "extra_not_listed.jpg")]
    assert not any("no annotation file lists" in n for n in r.notices)   # not a note too
    out = tmp_path / "out"
    code, _, err = run_cli("convert", str(root), "--out", str(out), "--size", "16",
                           "--workers", "1")
    assert code == 0, err[-2000:]
    with open(out / "rejected.csv", encoding="utf-8") as f:
        rows = [row for row in csv.DictReader(f) if "extra_not_listed" in str(row)]
    assert len(rows) == 1, rows
    assert "scan" in rows[0].values()
    assert any("no annotation file lists it" in v for v in rows[0].values())
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert "ann.unlisted_image" in json.dumps(manifest)


def test_cvat_sets_aside_every_unlisted_image(tmp_path):
    root = tmp_path / "cvat"
    E.make_cvat_xml(str(root))
    _extra(root / "images", *(f"z{i}.png" for i in range(7)))
    assert _unlisted(discover.scan(str(root)), root) == [
        os.path.join("images", f"z{i}.png") for i in range(7)]


def test_voc_converts_an_image_without_xml_so_it_is_not_called_unused(tmp_path):
    root = tmp_path / "voc"
    A.make_voc(str(root))
    _extra(root / "JPEGImages", "no_xml.jpg")
    r = discover.scan(str(root))
    assert any(s.path.endswith("no_xml.jpg") for s in r.samples)
    assert _unlisted(r, root) == []
