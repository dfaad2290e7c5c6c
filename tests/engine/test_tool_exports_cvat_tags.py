"""CVAT's classification exports: image-level tags make one class per image, or multi-label
when an image has several or when asked; converted, and --resume sees tags that changed."""

from __future__ import annotations

import os

import pytest

from engine.sources import discover
from tests.engine import annotated_exports as X
from tests.engine.annotated_records import convert, records
from tests.engine.conftest import run_cli

#: A CVAT classification task: each image's tags (d.png has none).
PETS = {"a.jpg": ["cat"], "b.png": ["dog"], "c.jpg": ["bird"], "d.png": []}


def test_a_cvat_classification_export_is_one_class_per_image_from_its_tags(tmp_path):
    """CVAT labels a classification task with image-level tags; the export was read as a
    detection source with no boxes (4 "images without annotations")."""
    from engine.reason_codes import describe
    src = X.make_cvat_tags(str(tmp_path / "cvat"), PETS)
    r = discover.scan(src)
    assert (r.kind, r.task, r.annotations) == ("cvat", "classification", {})
    # <meta>'s tag labels in its order; "person" is a box label, never a class
    assert r.labels == ["dog", "cat", "bird"]
    assert {os.path.basename(s.path): (r.labels[s.label], s.label_text, s.ann)
            for s in r.samples} == {"a.jpg": ("cat", "cat", None),
                                    "b.png": ("dog", "dog", None),
                                    "c.jpg": ("bird", "bird", None)}
    [(path, why)] = [(x.path, x.reason) for x in r.rejected]   # no tag: no class
    assert path.endswith("d.png") and describe(why)[0] == "ann.cvat_no_tag", why
    assert [os.path.basename(f) for f in r.annotation_files] == ["annotations.xml"]


def test_cvat_tags_are_multilabel_when_an_image_has_several_or_when_asked(tmp_path):
    from engine.errors import TaskError
    src = X.make_cvat_tags(str(tmp_path / "multi"), dict(PETS, **{"b.png": ["dog", "cat"]}))
    r = discover.scan(src)
    assert (r.task, r.rejected, r.labels) == ("multilabel", [], ["dog", "cat", "bird"])
    assert {os.path.basename(s.path): (s.ann.texts, s.ann.labels) for s in r.samples} == {
        "a.jpg": (("cat",), (1,)), "b.png": (("dog", "cat"), (0, 1)),
        "c.jpg": (("bird",), (2,)), "d.png": ((), ())}
    assert r.annotations["unannotated_images"] == 1
    one = X.make_cvat_tags(str(tmp_path / "one"), PETS)
    r = discover.scan(one, annotations={"task": "multilabel"})
    assert r.task == "multilabel" and len(r.samples) == 4
    with pytest.raises(TaskError, match="written as classification, multilabel"):
        discover.scan(one, annotations={"task": "detection"})
    # shapes make an export a detection source (its tags are not stored)
    assert discover.scan(X.make_cvat_xml(str(tmp_path / "boxes"))).task == "detection"


def test_any_scan_that_can_be_multilabel_is_made_one_by_as_multilabel(tmp_path):
    """as_multilabel took every scan for a detection one: a classification scan (CVAT's
    tags, whose samples carry their class and no Annotation) made it fail on s.ann.objects.
    Its image's class is its one label, as the reader's own multi-label reading gives it."""
    from engine.sources.annotations import as_multilabel
    from tests.engine import annotated_data as A
    src = X.make_cvat_tags(str(tmp_path / "cvat"), PETS)
    r = as_multilabel(discover.scan(src))
    own = discover.scan(src, annotations={"task": "multilabel"})
    assert (r.task, r.labels) == ("multilabel", own.labels)

    def labelled(scan):
        return {os.path.basename(s.path): (s.label, s.label_text, s.ann.labels, s.ann.texts)
                for s in scan.samples}
    assert labelled(r) == {k: v for k, v in labelled(own).items() if k != "d.png"}
    assert labelled(r)["a.jpg"] == (-1, "", (1,), ("cat",))
    assert r.annotations == {"objects_per_class": {"bird": 1, "cat": 1, "dog": 1},
                             "objects": 0, "unannotated_images": 0, "emptied_images": 0,
                             "object_problems": {}}
    assert as_multilabel(own) is own                     # already multi-label
    with pytest.raises(ValueError, match="segmentation"):
        as_multilabel(discover.scan(A.make_masks(str(tmp_path / "masks"))))


def test_a_cvat_classification_export_converts_and_resume_sees_its_tags_change(tmp_path):
    import tensorflow as tf
    src = X.make_cvat_tags(str(tmp_path / "cvat"), PETS)
    out = str(tmp_path / "out")
    m = convert(src, out, "crop")
    assert (m["labels"], m.get("task", "classification")) == (["dog", "cat", "bird"],
                                                               "classification")
    assert list(m["annotation_files"]) == ["annotations.xml"]
    found = {}
    for r in records(out, {"image/class/label": tf.io.FixedLenFeature((), tf.int64),
                           "image/encoded": tf.io.FixedLenFeature((), tf.string)}):
        assert tf.io.decode_image(r["image/encoded"]).shape[:2] == (160, 160)
        found[os.path.basename(r["filename"])] = int(r["image/class/label"])
    assert found == {"a.jpg": 1, "b.png": 0, "c.jpg": 2}
    # a run whose tags were changed since is not finished with the old ones
    xml = os.path.join(src, "annotations.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read()
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text.replace('<tag label="dog"', '<tag label="cat"'))
    code, _, err = run_cli("convert", src, "--out", out, "--size", "160", "--resize", "crop",
                           "--format", "png", "--workers", "1", "--shuffle", "--resume",
                           timeout=300)
    assert code != 0 and "annotations.xml" in err, err[-1500:]


def _tags_read_back(out: str) -> dict[str, tuple[list[str], list[str]]]:
    """{file name: (its classes' names by labels.txt, its image/class/text)} of every record,
    read with TensorFlow."""
    import tensorflow as tf
    with open(os.path.join(out, "labels.txt"), encoding="utf-8") as f:
        labels = f.read().splitlines()
    found = {}
    for r in records(out, {"image/class/label": tf.io.VarLenFeature(tf.int64),
                           "image/class/text": tf.io.VarLenFeature(tf.string)}):
        found[os.path.basename(r["filename"])] = ([labels[int(i)] for i in r["image/class/label"]],
                                                  [t.decode() for t in r["image/class/text"]])
    return found


@pytest.mark.parametrize("tags, extra", [
    (dict(PETS, **{"b.png": ["dog", "cat"], "c.jpg": ["bird", "cat"]}), ()),   # found so
    (PETS, ("--task", "multilabel")),                                           # asked for
])
def test_cvat_tags_written_as_multilabel_hold_each_images_tags(tmp_path, tags, extra):
    """--task multilabel of a classification export (one tag per image) is what "Write as"
    offers for it; both it and an export with several tags per image write each image's
    set of tags (d.png, without one, an image with none)."""
    src = X.make_cvat_tags(str(tmp_path / "cvat"), tags)
    out = str(tmp_path / "out")
    m = convert(src, out, "crop", *extra)
    assert (m["task"], m["labels"]) == ("multilabel", ["dog", "cat", "bird"])
    found = _tags_read_back(out)
    # each record's numbers name the classes its texts do: the image's tags (a set; the
    # record keeps them in the export's order)
    assert all(by_number == texts for by_number, texts in found.values()), found
    assert {name: sorted(texts) for name, (_, texts) in found.items()} == \
        {name: sorted(t) for name, t in tags.items()}
    assert any(len(t) > 1 for t in tags.values()) == (not extra)
