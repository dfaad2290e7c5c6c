"""End to end, --masks in every format: objects with only a box get their box as their
mask (docs/annotations.md), and every labelling tool's export converted with --masks
passes verify with both readers."""

from __future__ import annotations

import pytest

from tests.engine import annotated_data as A
from tests.engine.annotated_records import check_detection, convert, detection_keys, records
from tests.engine.conftest import run_cli

#: The formats whose objects have only boxes (or, in YOLO's and VOC's case, an image with
#: no label file at all: d.png), and the label order each gives.
BOX_ONLY = {"voc": (A.make_voc, sorted(A.ORDER)), "box_csv": (A.make_boxcsv, sorted(A.ORDER)),
            "yolo": (A.make_yolo, A.ORDER),
            "coco_boxes": (lambda d: A.make_coco(d, polygons=False), A.ORDER)}


@pytest.mark.parametrize("fmt", sorted(BOX_ONLY))
def test_box_only_formats_with_masks_store_each_box_as_its_mask(tmp_path, fmt):
    """docs/annotations.md: with --masks "an object without a shape gets its box as its
    mask", in every format. Pascal VOC's and the box CSV's readers did not pass --masks on
    to their images (nor VOC's and YOLO's readers to an image without a label file), so
    their records had no image/object/mask while the manifest listed it: verify failed
    on every record."""
    make, order = BOX_ONLY[fmt]
    src = make(str(tmp_path / "src"))
    out = str(tmp_path / "out")
    m = convert(src, out, "crop", "--masks")
    assert "image/object/mask" in m["features"]
    check_detection(out, masks=True, order=order, shapes=False)
    for r in records(out, detection_keys(True)):   # an image without objects: no masks
        assert len(r["image/object/mask"]) == len(r["image/object/class/label"])
    from engine.commands.verify import verify_dataset
    result = verify_dataset(out, reader="builtin")   # an empty list is there too
    assert result.ok, result.problems[:3]


def test_every_annotated_source_with_masks_verifies(tmp_path):
    """Every labelling tool's export (the fuzz test's list), converted with --masks, passes
    verify with both readers: the masks the manifest lists are in every record."""
    from engine.commands.verify import verify_dataset
    from tests.engine.test_annotation_fuzz import MAKERS
    for name, make in sorted(MAKERS.items()):
        src = make(str(tmp_path / name))
        out = str(tmp_path / f"{name}-out")
        code, _, err = run_cli("convert", src, "--out", out, "--size", "64", "--workers",
                               "1", "--masks", timeout=300)
        assert code == 0, (name, err[-2000:])
        for reader in ("builtin", "tensorflow"):
            result = verify_dataset(out, reader=reader)
            assert result.ok, (name, reader, result.problems[:3])
