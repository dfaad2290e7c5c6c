"""A VOCdevkit as Pascal VOC's download unpacks it: VOC2007 and VOC2012 side by side.
Choosing VOC2012 when it holds only its images (the test set's download) said "VOC2012
holds only the images: the folder above it, VOCdevkit, holds their annotations", false:
VOCdevkit is read as its sibling VOC2007. Choosing VOCdevkit read VOC2007 alone and said
nothing of VOC2012, left out."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from engine.reason_codes import describe
from engine.sources import discover
from tests.engine import annotated_data as A


def _devkit(root: Path, with_2012_annotations: bool) -> Path:
    """VOCdevkit/VOC2007 (Annotations, JPEGImages, ImageSets/Main) beside VOC2012 (the
    same, or its JPEGImages and ImageSets alone)."""
    kit = root / "VOCdevkit"
    for year in ("VOC2007", "VOC2012"):
        r = kit / year
        A.make_voc(str(r))
        stems = sorted(p.stem for p in (r / "Annotations").iterdir())
        (r / "ImageSets" / "Main").mkdir(parents=True)
        (r / "ImageSets" / "Main" / "trainval.txt").write_text("\n".join(stems) + "\n")
    if not with_2012_annotations:
        shutil.rmtree(kit / "VOC2012" / "Annotations")
    return kit


def _notes(source: Path) -> list[tuple[str, dict]]:
    return [describe(n) for n in discover.scan(str(source)).notices]


def test_a_sibling_without_annotations_is_not_said_to_have_them_above(tmp_path):
    kit = _devkit(tmp_path, with_2012_annotations=False)
    r = discover.scan(str(kit / "VOC2012"))
    assert r.kind != "voc"
    assert "ann.annotations_above" not in [c for c, _ in _notes(kit / "VOC2012")], r.notices
    # its own images folder chosen: the folder above does hold their annotations
    notes = dict(_notes(kit / "VOC2007" / "JPEGImages"))
    assert notes["ann.annotations_above"] == {
        "folder": "JPEGImages", "parent": str(kit / "VOC2007"), "kind": "Pascal VOC"}


def test_each_year_chosen_reads_its_own(tmp_path):
    kit = _devkit(tmp_path, with_2012_annotations=True)
    for year in ("VOC2007", "VOC2012"):
        r = discover.scan(str(kit / year))
        assert r.kind == "voc"
        codes = [c for c, _ in _notes(kit / year)]
        assert "ann.annotations_above" not in codes and "ann.voc_siblings" not in codes


def test_the_devkit_chosen_says_which_folder_is_read(tmp_path):
    kit = _devkit(tmp_path, with_2012_annotations=True)
    r = discover.scan(str(kit))
    assert r.kind == "voc"
    assert {os.path.basename(os.path.dirname(os.path.dirname(s.path)))
            for s in r.samples} == {"VOC2007"}
    notes = dict(_notes(kit))
    assert notes["ann.voc_siblings"] == {"folder": "VOCdevkit", "n": "1",
                                         "others": "VOC2012", "used": "VOC2007"}
    assert "ann.annotations_above" not in notes
    # VOC2012 without annotations is no VOC folder to convert: nothing said of it
    shutil.rmtree(kit / "VOC2012" / "Annotations")
    assert "ann.voc_siblings" not in dict(_notes(kit))


def test_a_yolo_datasets_other_folder_is_not_said_to_have_annotations_above(tmp_path):
    """The same of YOLO: a folder of other pictures kept in a YOLO dataset's folder (not
    images/) was said to have its annotations in the folder above."""
    from PIL import Image
    root = Path(A.make_yolo(str(tmp_path / "yolo")))
    (root / "extras").mkdir()
    Image.new("RGB", (16, 16)).save(root / "extras" / "x.jpg")
    assert "ann.annotations_above" not in dict(_notes(root / "extras"))
    assert dict(_notes(root / "images"))["ann.annotations_above"]["kind"] == "YOLO"


def test_a_voc_xml_among_class_folders_is_not_told_to_take_the_xml_extension(tmp_path):
    """VOCdevkit chosen as class folders (Write as: classification): each Annotations/*.xml
    was refused as "an annotation file (Pascal VOC XML) with an image's name (give it the
    .xml extension…)": it has it. It says what it is and which folder to choose."""
    from engine.codecs.scan_checks import check_file
    from engine.sources import reading
    kit = _devkit(tmp_path, with_2012_annotations=True)
    r = discover.scan(str(kit), annotations={"task": "classification"})
    xml = [s.path for s in r.samples if s.path.endswith(".xml")]
    assert xml   # (listed in its class folder, VOC2007, and checked by the scan:)
    assert describe(check_file(xml[0]).problem) == ("file.annotation_xml_named", {})
    with open(kit / "VOC2007" / "Annotations" / "a.xml", "rb") as f:   # the run's own look
        try:
            reading.check_head(f.read(reading.SNIFF_BYTES), f)
        except Exception as e:  # noqa: BLE001 - the refusal is what is looked at
            assert describe(str(e)) == ("file.annotation_xml_named", {})
        else:
            raise AssertionError("an annotation file was read as an image")
    # named as an image, it is still told to take the .xml extension
    (kit / "a.jpg").write_bytes((kit / "VOC2007" / "Annotations" / "a.xml").read_bytes())
    with open(kit / "a.jpg", "rb") as f:
        try:
            reading.check_head(f.read(reading.SNIFF_BYTES), f)
        except Exception as e:  # noqa: BLE001
            assert describe(str(e)) == ("file.annotation_xml", {})


def test_the_run_says_a_voc_xml_among_class_folders_has_its_name(tmp_path):
    """The run reads a file through reading.open_regular (os.fdopen: its name is the
    descriptor's number), so the run's rejected.csv still said "give it the .xml extension"
    of Annotations/a.xml where the scan's check said the file has it."""
    import pytest

    from engine.config import ImageOptions
    from engine.errors import ImageError
    from engine.sources import reading
    kit = _devkit(tmp_path, with_2012_annotations=True)
    xml = str(kit / "VOC2007" / "Annotations" / "a.xml")
    with pytest.raises(ImageError) as e:
        reading.read_file(xml)
    assert describe(str(e.value)) == ("file.annotation_xml_named", {})
    with pytest.raises(ImageError) as e:
        reading.memory_needed(xml, ImageOptions())
    assert describe(str(e.value)) == ("file.annotation_xml_named", {})
