"""Annotated sources are recognised by their content (a COCO file's annotations
far into it, an XML export by its first 4 KiB, boxes drawn on the EXIF-turned picture),
plain sources are left to discover, and the task can be overridden."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest
from PIL import Image

from engine import errors
from engine.config import ImageOptions
from engine.sources.annotated import features
from tests.engine import annotated_data as A
from tests.engine.annotation_scan import reasons, scan


def test_each_format_is_recognised_by_content(tmp_path):
    kinds = {
        "coco": (A.make_coco(str(tmp_path / "coco")), "detection"),
        "voc": (A.make_voc(str(tmp_path / "voc")), "detection"),
        "yolo": (A.make_yolo(str(tmp_path / "yolo")), "detection"),
        "box_csv": (A.make_boxcsv(str(tmp_path / "csv")), "detection"),
        "masks": (A.make_masks(str(tmp_path / "seg")), "segmentation"),
        "multilabel_csv": (A.make_multilabel(str(tmp_path / "ml")), "multilabel"),
    }
    for kind, (path, task) in kinds.items():
        r = scan(path)
        assert (r.kind, r.task) == (kind, task)
        assert len(r.samples) == 4 and not r.rejected, (kind, reasons(r))
    # The COCO JSON file itself works as the source too.
    r = scan(tmp_path / "coco" / "annotations" / "instances_train.json")
    assert r.kind == "coco" and len(r.samples) == 4
    r = scan(tmp_path / "coco")
    assert r.annotations["objects_per_class"] == {"bird": 1, "cat": 3, "dog": 2}


def test_plain_sources_are_left_to_discover(tmp_path, make_dataset):
    src = make_dataset({"cat": 1, "dog": 1})
    assert scan(src).kind == "folders"
    csv = tmp_path / "plain.csv"
    csv.write_text("path,label\nsrc/cat/img_000.jpg,cat\n")
    assert scan(csv).kind == "csv"


def test_task_override(tmp_path):
    src = A.make_voc(str(tmp_path / "voc"))
    r = scan(src, task="multilabel")
    assert r.task == "multilabel"
    by_name = {os.path.basename(s.path): s.ann.texts for s in r.samples}
    assert by_name == {"a.jpg": ("cat", "dog"), "b.png": ("bird", "cat"),
                       "c.jpg": ("cat", "dog"), "d.png": ()}
    # boxes alone draw no class mask: refused as the option's fault (TaskError: exit 2),
    # saying what to do instead
    with pytest.raises(errors.TaskError, match="none of this source's 6 objects has a shape.*"
                                                "--task detection.*--masks"):
        scan(src, task="segmentation")
    with pytest.raises(errors.TaskError, match="can be written as multilabel"):
        scan(A.make_multilabel(str(tmp_path / "ml")), task="detection")
    with pytest.raises(errors.SourceError, match="no class folders"):   # (its JPEGImages/
        scan(src, task="classification")                               # was one class)


def test_unannotated_kept_by_default_or_skipped(tmp_path):
    root = A.make_voc(str(tmp_path / "voc"))
    r = scan(root)
    assert r.annotations["unannotated_images"] == 1 and len(r.samples) == 4
    r = scan(root, skip_unannotated=True)
    assert reasons(r) == {"d.png": "no annotations for this image (--skip-unannotated)"}


def test_annotations_made_on_the_rotated_picture_are_recognised_by_size(tmp_path):
    """c.jpg is stored 400x240 with EXIF orientation 6. The same box given in the stored
    grid (size 400x240 recorded) and on the rotated picture (size 240x400 recorded) must
    land on the same output box."""
    from engine.codecs import imaging
    from engine.sources import geometry as G
    from engine.sources.model import Annotation, Obj

    A.write_images(str(tmp_path))
    data = (tmp_path / "c.jpg").read_bytes()
    opts = ImageOptions(120, 90, "fit", "png")
    img = imaging.convert(data, opts)
    stored = (40, 40, 200, 160)
    (ax, ay), (bx, by) = G.orient_point(6, 40, 40, 400, 240), G.orient_point(6, 200, 160, 400, 240)
    rotated = (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
    outs = []
    for box, size in ((stored, (400, 240)), (rotated, (240, 400))):
        ann = Annotation("detection", (Obj(*box, label=0, text="dog"),), size=size)
        f, _ = features(ann, "c.jpg", img, data, opts)
        outs.append([f[f"image/object/bbox/{k}"][0] for k in ("xmin", "ymin", "xmax", "ymax")])
    assert np.allclose(outs[0], outs[1])
    # and it is where the green rectangle is in the stored picture
    arr = np.asarray(Image.open(__import__("io").BytesIO(img.data)).convert("RGB"))
    ys, xs = np.nonzero((arr[..., 1] >= 128) & (arr[..., 0] < 128))
    found = (xs.min() / 120, ys.min() / 90, (xs.max() + 1) / 120, (ys.max() + 1) / 90)
    assert np.allclose(outs[0], found, atol=1 / 90)


def test_coco_recognised_when_annotations_come_last_far_into_the_file(tmp_path):
    """COCO's own files list info, licenses and hundreds of MB of images before
    "annotations" and "categories"."""
    A.write_images(str(tmp_path / "images"))
    images = [{"id": i, "file_name": "a.jpg" if i == 0 else f"gone{i}.jpg", "width": 640,
               "height": 400, "coco_url": "http://images.cocodataset.org/" + "x" * 40}
              for i in range(2000)]
    p = tmp_path / "instances_val2017.json"
    p.write_text(json.dumps({"info": {}, "licenses": [], "images": images,
                             "annotations": [{"id": 1, "image_id": 0, "category_id": 1,
                                              "bbox": [64, 48, 192, 160]}],
                             "categories": [{"id": 1, "name": "cat"}]}))
    assert p.stat().st_size > 3 * 65536
    r = scan(tmp_path)
    assert r.kind == "coco" and len(r.samples) == 1
    # (the other images write_images made, listed by no entry, are set aside too)
    assert sum(x.reason.startswith("image not found") for x in r.rejected) == 1999


def test_an_xml_export_is_recognised_by_its_first_4_kib(tmp_path):
    # CVAT's annotations.xml and a Pascal VOC file are told apart by their first bytes only
    from engine.sources.annotation_files import head
    (tmp_path / "big.xml").write_bytes(b"<annotations>" + b" " * 5000 + b"<version>")
    assert head(str(tmp_path / "big.xml")) == b"<annotations>" + b" " * (4096 - 13)
    assert head(str(tmp_path / "nope.xml")) is None
    assert head(str(tmp_path)) is None   # a folder cannot be read as a file


def test_a_blank_file_is_told_by_its_first_4_kib_alone(tmp_path, monkeypatch):
    """blank() (an annotation file a crashed save left: said "empty" in plain words) reads
    at most 4 KiB of it, however large it is: a 2 GB COCO JSON is not read whole to learn
    that it is not blank."""
    from engine.sources import annotation_files
    read: list[int] = []
    real = annotation_files.open_regular_file

    def counting(path):
        f, size = real(path)
        raw = f.read

        def read_some(n=-1):
            got = raw(n)
            read.append(len(got))
            return got
        f.read = read_some
        return f, size

    monkeypatch.setattr(annotation_files, "open_regular_file", counting)
    (tmp_path / "crashed.json").write_bytes(b"\xef\xbb\xbf\r\n  \n")
    (tmp_path / "large.json").write_bytes(b" " * 100_000 + b'{"images": []}')
    (tmp_path / "spaces.json").write_bytes(b" " * 100_000)   # (not blank: read no further)
    assert annotation_files.blank(str(tmp_path / "crashed.json"))
    assert not annotation_files.blank(str(tmp_path / "large.json"))
    assert not annotation_files.blank(str(tmp_path / "spaces.json"))
    assert sum(read) <= 4096 and read
