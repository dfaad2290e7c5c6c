"""Mask folders and multilabel tables: images without a mask are listed, each
mask's size and values are checked per image, a multilabel CSV's labels are read."""

from __future__ import annotations

import os

import numpy as np
import pytest
from PIL import Image

from engine.config import ImageOptions
from engine.errors import AnnotationError
from engine.reason_codes import describe
from engine.sources.annotated import features
from tests.engine import annotated_data as A
from tests.engine.annotation_scan import reasons, scan


def test_masks_without_partner_are_listed(tmp_path):
    root = A.make_masks(str(tmp_path / "seg"))
    os.remove(tmp_path / "seg" / "masks" / "b.png")
    Image.new("L", (4, 4)).save(tmp_path / "seg" / "masks" / "orphan.png")
    why = reasons(scan(root))
    # the names looked for, TIFF too (ImageJ's): "has no b.png" sent people looking for a PNG
    assert why["b.png"] == ("no mask: masks/ has no b.png, .tif or .tiff for this image; "
                            "save its mask there by that name")
    assert describe(why["b.png"]) == ("ann.no_mask", {"folder": "masks", "name": "b"})
    assert why["orphan.png"].startswith("mask without an image")


def test_mask_size_and_values_are_checked_per_image(tmp_path):
    root = A.make_masks(str(tmp_path / "seg"))
    Image.new("L", (10, 10)).save(tmp_path / "seg" / "masks" / "b.png")
    Image.fromarray(np.full((160, 200), 9, np.uint8)).save(tmp_path / "seg" / "masks" / "d.png")
    r = scan(root)
    opts = ImageOptions(64, 64, "stretch", "png")
    from engine.codecs import imaging
    for s in r.samples:
        with open(s.path, "rb") as f:
            data = f.read()
        img = imaging.convert(data, opts)
        name = os.path.basename(s.path)
        if name == "b.png":
            with pytest.raises(AnnotationError,
                               match="the mask masks/b.png is 10x10, but its image is 300x200"):
                features(s.ann, s.name, img, data, opts)
        elif name == "d.png":
            with pytest.raises(AnnotationError, match="the mask masks/d.png holds 1 value that "
                                                      "is no class: 9 "):
                features(s.ann, s.name, img, data, opts)
        else:
            features(s.ann, s.name, img, data, opts)


def test_multilabel_csv(tmp_path):
    A.write_images(str(tmp_path / "images"))
    csv = tmp_path / "t.csv"
    csv.write_text("images/a.jpg,cat;dog\nimages/b.png,bird|cat\nimages/nope.png,cat\n"
                   "images/d.png,\n")
    r = scan(csv)
    assert r.task == "multilabel" and r.labels == ["bird", "cat", "dog"]
    got = {os.path.basename(s.path): s.ann.labels for s in r.samples}
    assert got == {"a.jpg": (1, 2), "b.png": (0, 1), "d.png": ()}
    # the row named by its line, as a class table's is ("the annotations name it" said
    # neither which row nor that it is the CSV's)
    assert reasons(r)["nope.png"] == "file not found (CSV line 3); check the path"


def test_labels_joined_with_another_separator_are_said(tmp_path):
    """A lab wrote some cells "猫, 犬", "猫/犬", "猫、犬": each became a class of its own
    beside 猫 and 犬 (8 classes, three of them one image each), and nothing said why. The
    scan says which labels look joined, on which lines, and how to write them. A name of
    its own with a slash ("black/white", no class black) is not one."""
    A.write_images(str(tmp_path / "images"))
    csv = tmp_path / "t.csv"
    csv.write_text("path,labels\nimages/a.jpg,猫;犬\nimages/b.png,\"猫, 犬\"\n"
                   "images/c.png,猫/犬\nimages/d.png,black/white\n", encoding="utf-8")
    r = scan(csv)
    notes = [n for n in r.notices if "joined" in n]
    assert notes == ["2 labels of t.csv look like several of its labels joined with another "
                     "separator: “猫, 犬”, “猫/犬” (lines 3, 4). Labels in one cell are "
                     "separated with ; or |, so each is a class of its own; if they name "
                     "several, write them as 猫;犬"], r.notices
