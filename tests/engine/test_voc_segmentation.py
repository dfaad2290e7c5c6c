"""Pascal VOC's segmentation: ``SegmentationClass/`` (palette PNGs, the index the class, 255
the objects' outlines) beside ``JPEGImages/`` and ``Annotations/``, the images with masks
listed in ``ImageSets/Segmentation/{train,val}.txt``. Such a folder was read as boxes
only: --task segmentation refused it ("none of this source's objects has a shape … export
the annotations with polygons or masks", the masks beside them), and the window offered no
segmentation. Read as a mask folder now, with the lists' images and splits; a mask folder
with such lists (CVAT's "Segmentation mask" export's default.txt) keeps the images they
name, the others said in one note (VOC2012's JPEGImages/ holds 17,125 images for 2,913
masks: each was "no mask")."""

from __future__ import annotations

import glob
import json
import os

import numpy as np
import tensorflow as tf
from PIL import Image

from engine.reason_codes import describe
from engine.sources import discover
from tests.engine import annotated_exports as X
from tests.engine.annotated_sources import VOC_SEG_IMAGES as IMAGES
from tests.engine.annotated_sources import VOC_SEG_SIZE as SIZE
from tests.engine.annotated_sources import voc_class_mask, voc_with_class_masks
from tests.engine.conftest import run_cli


def test_a_voc_folder_with_class_masks_offers_and_writes_segmentation(tmp_path):
    src = voc_with_class_masks(tmp_path / "VOC2012")
    r = discover.scan(src)
    assert (r.kind, r.task, len(r.samples)) == ("voc", "detection", 5)
    code, events, err = run_cli("scan", src, "--json")
    assert code == 0, err
    doc = json.loads(events[0]) if isinstance(events[0], str) else events[0]
    assert doc["class_masks"] == 4   # "Write as" offers segmentation from them
    r = discover.scan(src, annotations={"task": "segmentation"})
    assert (r.kind, r.task) == ("masks", "segmentation")
    assert {os.path.basename(s.path): s.split for s in r.samples} == {
        "2024_1.jpg": "train", "2024_2.jpg": "train", "2024_3.jpg": "val", "2024_4.jpg": "val"}
    assert r.rejected == [], [(x.path, x.reason) for x in r.rejected]
    [note] = [describe(n) for n in r.notices if describe(n)[0] == "ann.mask_unlisted"]
    assert note[1] == {"n": "1", "folder": "JPEGImages/"}
    assert r.labels == ["0", "1", "2", "3"]   # numbered by the values (no classes.txt)
    lists = os.path.join(src, "ImageSets", "Segmentation")
    assert {os.path.join(lists, "train.txt"), os.path.join(lists, "val.txt")} <= \
        set(r.annotation_files)               # --resume checks them
    assert os.path.join(lists, "trainval.txt") not in r.annotation_files
    # converted at the images' own size: each record's class mask is the file's, 255 kept
    out = tmp_path / "out"
    code, _events, err = run_cli("convert", src, "--out", str(out), "--task", "segmentation",
                                 "--size", f"{SIZE[0]}x{SIZE[1]}", "--format", "png",
                                 "--workers", "1")
    assert code == 0, err[-2000:]
    found = {}
    for shard in glob.glob(str(out / "*.tfrecord")):
        split = os.path.basename(shard).split("-")[1]
        for raw in tf.data.TFRecordDataset(shard):
            f = tf.train.Example.FromString(raw.numpy()).features.feature
            name = os.path.basename(f["image/filename"].bytes_list.value[0].decode())
            png = f["image/segmentation/class/encoded"].bytes_list.value[0]
            found[name] = (split, tf.io.decode_png(png).numpy()[..., 0])
    assert sorted(found) == ["2024_1.jpg", "2024_2.jpg", "2024_3.jpg", "2024_4.jpg"]
    for stem, split, objs in IMAGES[:4]:
        got_split, mask = found[f"{stem}.jpg"]
        assert got_split == split and np.array_equal(mask, voc_class_mask(objs)), stem


def test_without_segmentation_class_the_boxes_are_refused_as_before(tmp_path):
    src = voc_with_class_masks(tmp_path / "voc")
    for n in os.listdir(os.path.join(src, "SegmentationClass")):
        os.remove(os.path.join(src, "SegmentationClass", n))
    code, _events, err = run_cli("scan", src, "--task", "segmentation")
    assert code == 2 and "only boxes" in err, err


def test_a_mask_folder_keeps_only_the_images_its_lists_name(tmp_path):
    """CVAT's "Segmentation mask 1.1": every image in default.txt (no split): read as
    before; an image added to JPEGImages/ and to no list is left out, said once."""
    src = X.make_cvat_masks(str(tmp_path / "cvat"))
    r = discover.scan(src)
    assert len(r.samples) == 4 and {s.split for s in r.samples} == {None} and not r.rejected
    Image.new("RGB", (40, 30)).save(os.path.join(src, "JPEGImages", "later.jpg"))
    r = discover.scan(src)
    assert len(r.samples) == 4 and not r.rejected, [(x.path, x.reason) for x in r.rejected]
    assert [describe(n) for n in r.notices if describe(n)[0] == "ann.mask_unlisted"] == [
        ("ann.mask_unlisted", {"n": "1", "folder": "JPEGImages/"})]


def test_trainval_alone_is_read_without_a_split(tmp_path):
    src = voc_with_class_masks(tmp_path / "voc")
    for split in ("train", "val"):
        os.remove(os.path.join(src, "ImageSets", "Segmentation", f"{split}.txt"))
    r = discover.scan(src, annotations={"task": "segmentation"})
    assert len(r.samples) == 4 and {s.split for s in r.samples} == {None}


def test_a_list_that_is_no_file_or_names_nothing_leaves_no_image_out(tmp_path):
    """A folder named train.txt (or one that cannot be read) ended the scan with Python's
    error; lists that name nothing left every image out as 'in no list'. Neither is a list:
    the images are read as without lists."""
    src = voc_with_class_masks(tmp_path / "voc")
    lists = os.path.join(src, "ImageSets", "Segmentation")
    for name in os.listdir(lists):
        os.remove(os.path.join(lists, name))
    os.mkdir(os.path.join(lists, "train.txt"))
    open(os.path.join(lists, "val.txt"), "w").close()
    r = discover.scan(src, annotations={"task": "segmentation"})
    # (the image without a mask that no list named is said as any mask folder's)
    assert len(r.samples) == 4 and [x.reason[:8] for x in r.rejected] == ["no mask:"]
    assert not [n for n in r.notices if describe(n)[0] == "ann.mask_unlisted"]
