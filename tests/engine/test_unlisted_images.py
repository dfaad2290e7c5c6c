"""An image file in the folder of an annotated source's images that no annotation file
lists is not converted, and is said so: a walk's extra_not_listed.jpg beside a COCO
export's images was mentioned nowhere (not in the scan, its problems, Failures or the
log). A note (ann.unlisted_named), with the count and the first names; what is converted
does not change. VOC converts such an image as a negative example (and names it there)."""

from __future__ import annotations

import os
from pathlib import Path

from PIL import Image

from engine.reason_codes import describe
from engine.sources import discover
from tests.engine import annotated_data as A
from tests.engine.conftest import run_cli


def _unlisted(notices: list[str]) -> dict | None:
    found = [describe(n) for n in notices if describe(n)[0].startswith("ann.unlisted")]
    assert len(found) <= 1, notices
    return found[0][1] if found else None


def _extra(folder: str | Path, *names: str) -> None:
    for n in names:
        Image.new("RGB", (20, 20)).save(os.path.join(folder, n))


def test_a_coco_exports_unlisted_image_is_named_and_not_converted(tmp_path):
    root = tmp_path / "coco"
    A.make_coco(str(root))
    before = discover.scan(str(root))
    assert _unlisted(before.notices) is None
    _extra(root / "images", "extra_not_listed.jpg")
    (root / "images" / "notes.txt").write_text("not an image")
    r = discover.scan(str(root))
    assert [s.path for s in r.samples] == [s.path for s in before.samples]
    assert _unlisted(r.notices) == {"n": "1", "names": "images/extra_not_listed.jpg"}
    code, _, err = run_cli("convert", str(root), "--out", str(tmp_path / "out"), "--size",
                           "16", "--workers", "1")
    assert code == 0, err[-2000:]
    assert ("note: 1 image file is not used because no annotation file lists it: "
            "images/extra_not_listed.jpg. If it belongs in the dataset") in err


def test_cvat_names_the_first_five_then_how_many_more(tmp_path):
    root = tmp_path / "cvat"
    A.make_cvat_xml(str(root))
    _extra(root / "images", *(f"z{i}.png" for i in range(7)))
    params = _unlisted(discover.scan(str(root)).notices)
    assert params == {"n": "7", "names": "images/z0.png, images/z1.png, images/z2.png, "
                                          "images/z3.png, images/z4.png", "more": "2"}


def test_voc_converts_an_image_without_xml_so_it_is_not_called_unused(tmp_path):
    root = tmp_path / "voc"
    A.make_voc(str(root))
    _extra(root / "JPEGImages", "no_xml.jpg")
    r = discover.scan(str(root))
    assert any(s.path.endswith("no_xml.jpg") for s in r.samples)
    assert _unlisted(r.notices) is None
