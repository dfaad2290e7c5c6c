"""Class names with spaces at their ends: TensorFlow Datasets strips each name of the
ClassLabel names file it reads, so a class folder " cat" (or a COCO category " cat") was
" cat" in labels.txt and the records but "cat" to the TFDS builder: the two disagreed. It is
labelled "cat" everywhere now, and the scan says so (class.names_trimmed)."""

from __future__ import annotations

import json
import os

from engine.reason_codes import describe
from engine.records.tfds_metadata import LABEL_NAMES
from engine.sources import discover
from tests.engine import annotated_data as A
from tests.engine.conftest import run_cli


def _tfds_names(path) -> list[str]:
    """A ClassLabel names file as TensorFlow Datasets reads it (ClassLabel(names_file=))."""
    import tensorflow_datasets as tfds
    return list(tfds.features.ClassLabel(names_file=str(path)).names)


def test_class_folders_with_spaces_at_the_ends_of_their_names_agree_with_tfds(tmp_path):
    src = tmp_path / "src"
    A.write_images(str(src / " cat"))
    A.write_images(str(src / "dog "))
    scan = discover.scan(str(src))
    assert scan.labels == ["cat", "dog"]
    trimmed = [describe(n) for n in scan.notices if describe(n)[0] == "class.names_trimmed"]
    assert trimmed and trimmed[0][1]["names"] == '" cat", "dog "', scan.notices
    out = tmp_path / "out"
    code, _, err = run_cli("convert", str(src), "--out", str(out), "--workers", "1")
    assert code == 0, err
    labels = (out / "labels.txt").read_text(encoding="utf-8").splitlines()
    assert labels == ["cat", "dog"] == _tfds_names(out / LABEL_NAMES)


def test_coco_categories_with_spaces_at_their_ends_are_their_names_without(tmp_path):
    path = A.edited_coco(str(tmp_path / "coco"), lambda doc: doc["categories"][0].update(
        name=" cat"))
    scan = discover.scan(os.path.dirname(os.path.dirname(path)))
    assert scan.labels == ["cat", "dog", "bird"]
    assert any(describe(n)[0] == "class.names_trimmed" for n in scan.notices), scan.notices
    with open(path, encoding="utf-8") as f:   # (the file itself is left as it is)
        assert json.load(f)["categories"][0]["name"] == " cat"
