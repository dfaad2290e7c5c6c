"""The Failures tab and ``inspect`` list names in one order (engine.natural_order): digits
as numbers, case ignored, then the name itself. Each had its own copy of the rule, and
``inspect``'s left names equal but for case or leading zeros ("img7", "img007") in the
order the folder happened to list them, where the tab put them by their text."""

from __future__ import annotations

import random

from engine.commands import inspect_files
from gui.run_model import Failure
from gui.widgets.failures_model import FailuresModel

NAMES = ["img2", "img10", "Img1", "img1", "細胞_2", "細胞_10", "img007", "img7", "IMG7"]
#: the order people expect: numbers as numbers, case ignored, then the name's own text
EXPECTED = ["Img1", "img1", "img2", "IMG7", "img007", "img7", "img10", "細胞_2", "細胞_10"]
IN_FOLDERS = ["cat/img10.jpg", "cat/img2.jpg", "Cat2/img1.jpg", "cat10/img1.jpg",
              "cat2/img1.jpg", "細胞/img_10.jpg", "細胞/img_9.jpg", "cat/IMG2.jpg"]
EXPECTED_IN_FOLDERS = ["cat/IMG2.jpg", "cat/img2.jpg", "cat/img10.jpg", "Cat2/img1.jpg",
                       "cat2/img1.jpg", "cat10/img1.jpg", "細胞/img_9.jpg", "細胞/img_10.jpg"]


def _tab_order(qtbot, names: list[str]) -> list[str]:
    model = FailuresModel()
    model.source = "/src"
    shuffled = list(names)
    random.Random(7).shuffle(shuffled)
    model.set_rows([Failure(f"/src/{n}", "cannot identify image file", "decode")
                    for n in shuffled])
    return [model.data(model.index(i, 0)) for i in range(model.rowCount())]


def test_inspect_and_the_failures_tab_list_names_in_one_order(qtbot, tmp_path):
    for i, n in enumerate(NAMES):   # (made in an order unlike the expected one)
        (tmp_path / f"{n}.tfrecord").write_bytes(b"x" * (i + 1))
    files, problems = inspect_files.find_tfrecord_files([str(tmp_path)])
    assert problems == []
    listed = [p.rsplit("/", 1)[-1].removesuffix(".tfrecord") for p in files]
    assert listed == EXPECTED
    assert [n.removesuffix(".tfrecord") for n in
            _tab_order(qtbot, [f"{n}.tfrecord" for n in NAMES])] == EXPECTED
    # files in subfolders: the tab's names with their folder, by the one key inspect uses
    assert _tab_order(qtbot, IN_FOLDERS) == EXPECTED_IN_FOLDERS
    assert sorted(reversed(IN_FOLDERS), key=inspect_files.natural_key) == EXPECTED_IN_FOLDERS
