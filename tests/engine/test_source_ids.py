"""The numbers a YOLO or COCO source gives its classes (scan's ``source_ids``), which the
window shows beside the labels the records carry when they differ: YOLO's class ids count
from 0, the records' detection labels from 1; COCO's category ids need not be 1..N."""

from __future__ import annotations

import os

from engine.sources import discover
from tests.engine import annotated_data as A
from tests.engine.conftest import run_cli


def test_yolo_class_ids_are_the_names_index_or_their_own_number(tmp_path):
    src = A.make_yolo(str(tmp_path / "yolo"))   # data.yaml: cat, dog, bird
    r = discover.scan(src)
    assert r.labels == ["cat", "dog", "bird"]
    assert r.source_ids == {"cat": 0, "dog": 1, "bird": 2}
    # without names the classes are the ids used, in order: 1 and 2 of 0..2 here
    os.remove(os.path.join(src, "data.yaml"))
    for name in os.listdir(os.path.join(src, "labels", "train")):
        path = os.path.join(src, "labels", "train", name)
        with open(path) as f:
            lines = [ln for ln in f.read().splitlines() if not ln.startswith("0 ")]
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
    r = discover.scan(src)
    assert r.labels == ["1", "2"] and r.source_ids == {"1": 1, "2": 2}


def test_coco_category_ids_are_sent_by_the_scan(tmp_path):
    path = A.make_coco(str(tmp_path / "coco"))
    A.renumber_coco(path, {1: 7, 2: 3, 3: 12})
    code, docs, err = run_cli("scan", path, "--json", timeout=300)
    assert code == 0, err[-2000:]
    assert docs[0]["labels"] == ["dog", "cat", "bird"]   # labels 1..3 in category-id order
    assert docs[0]["source_ids"] == {"dog": 3, "cat": 7, "bird": 12}
    # class folders have no numbers of their own: nothing is sent
    folder = tmp_path / "folders" / "cat"
    folder.mkdir(parents=True)
    A.save_image(str(folder / "a.png"), (16, 12), 1, [])
    code, docs, err = run_cli("scan", str(tmp_path / "folders"), "--json", timeout=300)
    assert code == 0 and "source_ids" not in docs[0], err[-2000:]
