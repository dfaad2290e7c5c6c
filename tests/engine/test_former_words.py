"""Sentences an older engine wrote (an output folder's rejected.csv, its run log) whose
code's English changed since are still recognised as that code, so the window says them
in its language. Today's session added what to do to every "image not found", and the
older VOC and CVAT sentence was read as verify.field_absent ("… has no such file"), said
in Japanese and Korean as a sentence about a record's field."""

from __future__ import annotations

import pytest

from engine.reason_codes import describe

OLDER = [
    ("image not found: the annotations name it but the file does not exist",
     ("ann.image_missing", {})),
    ("image not found: boxes.csv line 3 names 'a.jpg'",
     ("ann.csv_image_missing", {"file": "boxes.csv", "line": "3", "name": "'a.jpg'"})),
    ("image not found: ann.json lists 'a.jpg' but no such file is beside it or in its "
     "images folder",
     ("ann.coco_image_missing", {"file": "ann.json", "name": "'a.jpg'"})),
    ("image not found: a.xml names 'a.jpg' but JPEGImages/ has no such file",
     ("ann.voc_image_missing", {"file": "a.xml", "name": "'a.jpg'",
                                "folder": "JPEGImages/"})),
    ("image not found: annotations.xml names 'a.jpg' but images/ has no such file",
     ("ann.voc_image_missing", {"file": "annotations.xml", "name": "'a.jpg'",
                                "folder": "images/"})),
    # 0.3.11 read TIFF masks and said it looked for a .png only
    ("no mask: masks/ has no cat1.png for this image",
     ("ann.no_mask", {"folder": "masks", "name": "cat1"})),
]


@pytest.mark.parametrize(("text", "described"), OLDER)
def test_an_older_engines_image_not_found_is_recognised(text, described):
    assert describe(text) == described


def test_todays_words_are_recognised_too():
    from engine.reason_codes import render
    for _, (code, params) in OLDER:
        assert describe(render(code, params)) == (code, params)
