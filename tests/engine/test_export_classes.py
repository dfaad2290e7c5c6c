"""An annotation export written as classification (--task classification; "Write as:
classification" in the window) takes its classes from the class folders its images are in
(engine.sources.export_classes). Read as class folders, its own folders were the classes:
a CVAT export was one class "images", a YOLO one "images" and "labels". Without class
folders it is refused, saying why and what to do."""

from __future__ import annotations

import os

import pytest

from engine.errors import SourceError
from engine.reason_codes import describe
from engine.sources import discover
from tests.engine import annotated_data as A
from tests.engine import annotated_exports as X


def _classification(source: str):
    return discover.scan(source, annotations={"task": "classification"})


def test_an_exports_class_folders_inside_images_are_its_classes(tmp_path):
    src = X.make_cvat_xml_in_classes(str(tmp_path / "cvat"))
    boxes = discover.scan(src)                       # its annotations are read as ever
    assert (boxes.task, len(boxes.samples)) == ("detection", 4)
    r = _classification(src)
    assert (r.kind, r.task, r.labels) == ("folders", "classification", ["cat", "dog"])
    assert {os.path.basename(s.path): s.label_text for s in r.samples} == X.CLASS_OF
    assert r.rejected == [] and r.annotations == {}


#: Exports with no class folders, and where their images are (the refusal's {folder}).
NO_CLASSES = {
    "cvat": (X.make_cvat_xml, "source.export_flat", "images/"),
    "voc": (A.make_voc, "source.export_flat", "JPEGImages/"),
    "labelimg": (X.make_labelimg_voc, "source.export_flat", "labelimg/"),
    "masks": (A.make_masks, "source.export_flat", "images/"),
    "yolo": (A.make_yolo, "source.export_layout", "images/"),              # images/train/
    "cvat_coco": (X.make_cvat_coco, "source.export_layout", "images/"),    # images/default/
    "roboflow": (X.make_roboflow_coco, "source.export_layout", "roboflow/"),   # train/ ...
    "cvat_yolo": (X.make_cvat_yolo, "source.export_layout", "cvat_yolo/"),  # obj_train_data/
}


@pytest.mark.parametrize("kind", sorted(NO_CLASSES))
def test_an_export_without_class_folders_is_refused_with_why(kind, tmp_path):
    make, code, folder = NO_CLASSES[kind]
    src = make(str(tmp_path / kind))
    with pytest.raises(SourceError) as e:
        _classification(src)
    found, params = describe(str(e.value))
    assert (found, params["folder"]) == (code, folder), str(e.value)
    assert "--task auto" in str(e.value) and "one sub-folder per class" in str(e.value)


def test_the_export_layouts_folders_are_named(tmp_path):
    with pytest.raises(SourceError) as e:
        _classification(X.make_roboflow_coco(str(tmp_path / "rf")))
    assert describe(str(e.value))[1]["folders"] == "test/, train/, valid/"
    with pytest.raises(SourceError) as e:
        _classification(A.make_yolo(str(tmp_path / "yolo")))
    assert describe(str(e.value))[1]["folders"] == "images/train/"


@pytest.mark.parametrize("make", [A.make_coco, A.make_boxcsv, A.make_multilabel])
def test_an_annotation_file_is_not_read_as_a_class_table(make, tmp_path):
    """A COCO JSON was read as a class table ("only one column"), a multi-label CSV said
    it has no 'label' column, a box CSV gave each image its first box's class."""
    src = make(str(tmp_path / "export"))
    with pytest.raises(SourceError) as e:
        _classification(src)
    assert describe(str(e.value))[0] == "source.export_file", str(e.value)


def test_plain_sources_are_read_as_before(tmp_path):
    """Class folders (not an export) with a folder called images are classes all the same."""
    for cls in ("images", "cats"):
        A.write_images(str(tmp_path / "plain" / cls))
    r = _classification(str(tmp_path / "plain"))
    assert (r.kind, r.labels) == ("folders", ["cats", "images"])
