"""A YOLO label file whose name differs from its image's only in capital letters
(``pic0.txt`` beside ``Pic0.jpg``, renamed on a Windows or macOS disk that matched them):
the scan said "./ has no image named pic0" of the label and kept Pic0.jpg as a background
image, two lines apart that did not tell why. YOLO pairs them by the exact name (as
Ultralytics does on Linux), so they stay apart; the label's sentence names the image and
says to rename one."""

from __future__ import annotations

import os

from engine.reason_codes import describe
from engine.sources import discover
from tests.engine import annotated_exports as X


def test_a_label_named_in_other_capitals_names_its_image(tmp_path):
    src = X.make_labelimg_yolo(str(tmp_path / "yolo"))
    os.replace(os.path.join(src, "a.txt"), os.path.join(src, "A.txt"))
    r = discover.scan(src)
    [why] = [x.reason for x in r.rejected if os.path.basename(x.path) == "A.txt"]
    assert why == ("annotations for an image that does not exist: ./ has no image named A, "
                   "but a.jpg differs from it only in capital letters: rename one of them so "
                   "that the names match (the image is kept without annotations)")
    assert describe(why) == ("ann.label_other_case",
                             {"folder": ".", "name": "A", "image": "a.jpg"})
    a = next(s for s in r.samples if os.path.basename(s.path) == "a.jpg")
    assert a.ann.objects == ()              # kept, without annotations, as the reason says
    # a label no image's name is near keeps the plain sentence
    os.replace(os.path.join(src, "A.txt"), os.path.join(src, "zz.txt"))
    [why] = [x.reason for x in discover.scan(src).rejected
             if os.path.basename(x.path) == "zz.txt"]
    assert describe(why)[0] == "ann.label_without_image"
