"""Class names that look alike are named in the scan's notices, never merged: a table with
rows labelled ``dgo`` and ``Bird`` among ``dog`` and ``bird`` made 5 classes without a word
(labels.txt and Inspect's chart had them all, bird moved from label 0 to 1), as did class
folders ``Bird`` and ``bird``, and a data.yaml naming ``Person`` and ``person``
(engine.sources.class_notes)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.reason_codes import describe, render
from engine.sources import discover
from engine.sources.class_notes import look_alike_notices
from tests.engine.conftest import ROOT, run_cli

DOGS = {"dog": 120, "bird": 100, "cat": 50, "dgo": 1, "Bird": 1}
SAID = ('labels.csv: "Bird" and "bird" differ only in case; "dgo" (1 image) looks like a typo '
        'of "dog" (120 images). Each is a class of its own: fix the labels in the table if '
        'they are the same class')


def _table(root: Path, counts: dict[str, int]) -> str:
    """A class table of ``counts`` images per label (empty files: the scan opens none)."""
    (root / "img").mkdir(parents=True)
    rows = ["path,label"]
    for label, n in counts.items():
        for _ in range(n):
            name = f"img/{len(rows):05d}.jpg"
            (root / name).write_bytes(b"x")
            rows.append(f"{name},{label}")
    (root / "labels.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return str(root / "labels.csv")


def _folders(root: Path, counts: dict[str, int]) -> str:
    for label, n in counts.items():
        (root / label).mkdir(parents=True)
        for i in range(n):
            (root / label / f"{i:03d}.jpg").write_bytes(b"x")
    return str(root)


def test_a_typo_and_a_case_variant_in_a_table_are_named_not_merged(tmp_path):
    r = discover.scan(_table(tmp_path / "t", DOGS))
    # each is a class of its own still: the notice says so, it merges nothing
    assert r.labels == ["Bird", "bird", "cat", "dgo", "dog"]
    assert r.notices == [SAID]
    code, params = describe(SAID)
    assert code == "class.look_alike_table" and render(code, params) == SAID
    assert [p["code"] for p in params["changes"]["params"]["parts"]] == [
        "class.differ_case", "class.typo_of"]
    assert params["changes"]["params"]["parts"][1]["params"] == {
        "name": "dgo", "n": "1", "other": "dog", "m": "120"}


def test_names_that_differ_only_in_spaces_or_case_and_spaces(tmp_path):
    # a cell's own spaces are taken off (csv_table strips them); the spaces inside stay
    r = discover.scan(_table(tmp_path / "t", {"hot dog": 40, "hot  dog": 40, "Hot Dog ": 2,
                                              "cat": 40}))
    assert r.notices == [
        'labels.csv: "hot  dog" and "hot dog" differ only in spaces; "Hot Dog" and "hot dog" '
        'differ only in case. Each is a class of its own: fix the labels in the table if they '
        'are the same class'], r.notices
    assert len(r.labels) == 4
    r = discover.scan(_table(tmp_path / "u", {"hot dog": 40, "Hot  Dog": 40}))
    assert '"Hot  Dog" and "hot dog" differ only in case and spaces' in r.notices[0]


@pytest.mark.parametrize("counts", [
    {"a": 100, "b": 1},                   # short names: one edit apart, not a typo
    {"ox": 100, "on": 1},
    {"cat1": 100, "cat2": 1},             # numbered classes
    {"class 7": 100, "class 17": 1},
    {"dog": 5, "dgo": 1},                 # nothing common: a small dataset's classes
    {"dog": 100, "dgo": 20},              # a class of its own (20 images)
    {"cat": 100, "cow": 1},               # two edits
    {"car": 60, "cat": 60},               # both common
], ids=lambda c: "-".join(c))
def test_what_is_not_named(tmp_path, counts):
    assert look_alike_notices("t.csv", "csv", list(counts), counts) == []


def test_numbered_labels_are_never_typos(tmp_path):
    r = discover.scan(_table(tmp_path / "t", {"1": 100, "7": 1, "0": 100}))
    assert r.labels == [str(i) for i in range(8)] and r.notices == []


def test_rare_is_three_images_or_two_percent():
    counts = {"dog": 400, "dgo": 8, "cat": 400}   # 8 of 808 is 1%: rare
    assert '"dgo" (8 images) looks like a typo of "dog" (400 images)' in \
        look_alike_notices("t", "csv", list(counts), counts)[0]
    counts = {"dog": 100, "dgo": 3}   # 3 images, 2.9%: rare by count
    assert look_alike_notices("t", "csv", list(counts), counts)


def test_many_pairs_are_counted_past_the_eighth(tmp_path):
    counts = {f"Class{c}": 5 for c in "ABCDEFGHIJ"} | {f"class{c}": 5 for c in "abcdefghij"}
    (notice,) = look_alike_notices("t", "folders", list(counts), counts)
    assert notice.count("differ only in case") == 8
    assert notice.endswith('; 2 more pairs of names like these. Each is a class of its own: '
                           'if they are the same class, move their images into one folder')
    assert render(*describe(notice)) == notice


def test_class_folders_that_look_alike(tmp_path):
    # Linux keeps Bird and bird apart; a folder's trailing space is dropped from its class
    # name, as TensorFlow Datasets reads names, so "dog " is the class "dog" (and says so)
    src = _folders(tmp_path / "f", {"bird": 30, "Bird": 1, "dog": 30, "dog ": 1, "dgo": 1})
    r = discover.scan(src)
    assert r.labels == ["Bird", "bird", "dgo", "dog"]
    assert r.notices == [
        'f: class names with spaces at their start or end are labelled without them, as '
        'TensorFlow Datasets reads class names (one that is then another\'s name is one class '
        'with it): "dog "',
        'f: "Bird" and "bird" differ only in case; "dgo" (1 image) looks like a typo of "dog" '
        '(31 images). Each is a class of its own: if they are the same class, move their '
        'images into one folder'], r.notices
    assert describe(r.notices[1])[0] == "class.look_alike_folders"


def test_class_lists_of_annotations_that_differ_in_case(tmp_path):
    from PIL import Image
    root = tmp_path / "y"
    (root / "images").mkdir(parents=True)
    (root / "labels").mkdir()
    Image.new("RGB", (32, 32)).save(root / "images" / "a.jpg")
    (root / "labels" / "a.txt").write_text("0 0.5 0.5 0.2 0.2\n1 0.5 0.5 0.2 0.2\n")
    (root / "data.yaml").write_text("names: [person, Person, car]\n")
    r = discover.scan(str(root))
    assert r.labels == ["person", "Person", "car"]
    assert r.notices == ['y: "Person" and "person" differ only in case. Each is a class of '
                         'its own: if they are the same class, give them one name in the '
                         'annotations'], r.notices
    # COCO's categories
    coco = {"images": [{"id": 1, "file_name": "a.jpg", "width": 32, "height": 32}],
            "annotations": [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [1, 1, 5, 5]}],
            "categories": [{"id": 1, "name": "Dog"}, {"id": 2, "name": "dog"}]}
    (root / "ann.json").write_text(json.dumps(coco))
    (root / "images" / "a.jpg").rename(root / "a.jpg")
    r = discover.scan(str(root / "ann.json"))
    assert r.kind == "coco" and r.labels == ["Dog", "dog"]
    assert ('ann.json: "dog" and "Dog" differ only in case. Each is a class of its own: if '
            'they are the same class, give them one name in the annotations') in r.notices


def test_scan_says_it_in_json_and_text(tmp_path):
    table = _table(tmp_path / "t", DOGS)
    code, events, err = run_cli("scan", "--json", table)
    assert code == 0, err
    doc = next(e for e in events if "notices" in e)
    assert doc["notices"] == [SAID]
    assert doc["notice_codes"][0][0] == "class.look_alike_table"
    text = subprocess.run([sys.executable, "-m", "engine", "scan", table], text=True,
                          capture_output=True, env=dict(os.environ, PYTHONPATH=str(ROOT)),
                          timeout=180)
    assert text.returncode == 0 and f"note: {SAID}" in text.stderr.splitlines(), text.stderr
