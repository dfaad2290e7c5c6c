"""The scan of an annotated source asks the file system each question once (on a lab's
network share each is a round trip: bench/scan_calls.py counts them). The masks folder was
listed three or four times a scan, each image stat'ed twice; a YOLO label file's existence
was asked twice an image, every image's stat'ed twice by the layout's look for split
folders, and below a folder with a Japanese name every folder from the disk's root was
looked up again for each image without a label file. Counted, never timed; and a later
scan sees the files as they are then (nothing is kept across scans)."""

from __future__ import annotations

import os
import unicodedata
from collections import Counter

import pytest

from engine.sources import discover, names, scan_memo

N = 24


@pytest.fixture
def calls(monkeypatch):
    """A Counter of (kind, path) for every os.listdir/scandir/stat/lstat made while the
    test runs."""
    seen: Counter = Counter()

    def counted(kind, fn):
        def wrapper(path=".", *a, **k):
            if isinstance(path, str):
                seen[(kind, os.path.normpath(path))] += 1
            return fn(path, *a, **k)
        return wrapper

    for kind in ("listdir", "scandir", "stat", "lstat"):
        monkeypatch.setattr(os, kind, counted(kind, getattr(os, kind)))
    return seen


def _png(path, value: int) -> None:
    from PIL import Image
    Image.new("L", (4, 4), value).save(path)


def _masks(root) -> str:
    src = root / "src"
    (src / "images").mkdir(parents=True)
    (src / "masks").mkdir()
    (src / "classes.txt").write_text("background\ncell\n", encoding="utf-8")
    for i in range(N):
        _png(src / "images" / f"p{i:02d}.png", 100)
        if i:   # p00 has no mask
            _png(src / "masks" / f"p{i:02d}.png", 1)
    return str(src)


def _yolo(src) -> str:
    (src / "images").mkdir(parents=True)
    (src / "labels").mkdir()
    (src / "classes.txt").write_text("cell\n", encoding="utf-8")
    for i in range(N):
        _png(src / "images" / f"p{i:02d}.png", 100)
        if i % 2:   # the others are background images
            (src / "labels" / f"p{i:02d}.txt").write_text("0 0.5 0.5 0.2 0.2\n")
    return str(src)


def _listed(seen: Counter, folder: str) -> int:
    return seen[("listdir", folder)] + seen[("scandir", folder)]


def test_the_masks_folder_is_listed_once_and_each_image_looked_at_once(tmp_path, calls):
    src = _masks(tmp_path)
    calls.clear()   # (what making the source asked)
    r = discover.scan(src)
    assert len(r.samples) == N - 1 and len(r.rejected) == 1
    assert _listed(calls, os.path.join(src, "masks")) == 1   # (was 3)
    images = os.path.join(src, "images")
    assert _listed(calls, images) == 1
    asked = [n for (kind, p), n in calls.items()
             if kind in ("stat", "lstat") and os.path.dirname(p) == images]
    assert max(asked) == 1 and sum(asked) == N - 1   # (was 2 an image; p00: none)


def test_a_labels_folder_named_masks_folder_is_listed_once(tmp_path, calls):
    """MASK_DIRS holds labels/: the YOLO reader's look at it listed it a fourth time."""
    src = _masks(tmp_path)
    os.rename(os.path.join(src, "masks"), os.path.join(src, "labels"))
    calls.clear()   # (what making the source asked)
    r = discover.scan(src)
    assert r.kind == "masks" and len(r.samples) == N - 1
    assert _listed(calls, os.path.join(src, "labels")) == 1   # (was 4)


@pytest.mark.parametrize("folder", ["plain", "研究データ"])
def test_yolo_asks_for_each_label_file_once(tmp_path, calls, folder):
    src = _yolo(tmp_path / folder / "yolo")
    calls.clear()   # (what making the source asked)
    r = discover.scan(src)
    assert len(r.samples) == N and not r.rejected
    assert sum(len(s.ann.objects) for s in r.samples) == N // 2
    labels = os.path.join(src, "labels")
    label_checks = sum(n for (kind, p), n in calls.items()
                       if kind in ("stat", "lstat") and os.path.dirname(p) == labels)
    assert label_checks == N   # (was 2 an image below 研究データ)
    images = os.path.join(src, "images")
    twice = [(kind, p, n) for (kind, p), n in calls.items()
             if kind in ("stat", "lstat") and os.path.dirname(p) == images and n > 1]
    assert not twice   # (was 3 an image)
    assert _listed(calls, labels) == 1 and _listed(calls, images) == 1
    # the folders above: looked up once a scan, not again for each image without labels
    above = [n for (kind, p), n in calls.items()
             if kind == "lstat" and not p.startswith((labels, images))]
    assert max(above, default=0) <= 2


def test_a_later_scan_sees_the_files_as_they_are_then(tmp_path):
    src = _yolo(tmp_path / "研究データ" / "yolo")
    first = discover.scan(src)
    assert sum(len(s.ann.objects) for s in first.samples) == N // 2
    (tmp_path / "研究データ" / "yolo" / "labels" / "p00.txt").write_text("0 0.5 0.5 0.2 0.2\n")
    _png(tmp_path / "研究データ" / "yolo" / "images" / "new.png", 100)
    again = discover.scan(src)
    assert len(again.samples) == N + 1
    assert sum(len(s.ann.objects) for s in again.samples) == N // 2 + 1
    masks = _masks(tmp_path / "m")
    assert len(discover.scan(masks).rejected) == 1
    _png(os.path.join(masks, "masks", "p00.png"), 1)
    assert not discover.scan(masks).rejected


def test_on_disk_spells_a_path_alike_in_a_scan_and_outside_it(tmp_path):
    """A folder a Mac named (decomposed) in a path typed composed: the same spelling from
    the scan's memo as from the disk, for the file there and for a file that is not."""
    nfd = unicodedata.normalize("NFD", "현미경")
    (tmp_path / nfd / "labels").mkdir(parents=True)
    (tmp_path / nfd / "labels" / "a.txt").write_text("0 0.5 0.5 0.1 0.1\n")
    typed = [os.path.join(str(tmp_path), unicodedata.normalize("NFC", "현미경"), "labels", n)
             for n in ("a.txt", "b.txt")]
    outside = [names.on_disk("", p) for p in typed]
    assert outside[0] == os.path.join(str(tmp_path), nfd, "labels", "a.txt")
    assert outside[1] == typed[1]   # (in neither form: as written)
    with scan_memo.within():
        assert [names.on_disk("", p) for p in typed * 2] == outside * 2
        assert [names.on_disk("", p, absent=True) for p in typed] == outside
    missing = os.path.join(str(tmp_path), "없음", "labels", "a.txt")
    with scan_memo.within():
        assert [names.on_disk("", missing) for _ in range(2)] == [missing] * 2


def test_the_memo_walks_and_tells_kinds_as_os_walk_and_os_path_do(tmp_path, calls):
    """scan_memo.walk and entries, from the listing's kinds: a link to a folder listed as a
    folder and not entered (os.walk's followlinks=False), a link to a file a file, a FIFO
    and a dangling link neither; and each folder listed once in a scan."""
    root = tmp_path / "src"
    (root / "a" / "deep").mkdir(parents=True)
    (root / "a" / "deep" / "x.txt").write_text("0")
    (root / "f.txt").write_text("0")
    os.symlink(root / "a", root / "to_a")
    os.symlink(root / "f.txt", root / "to_f.txt")
    os.symlink(root / "gone", root / "dangling")
    os.mkfifo(root / "pipe")

    def walked(walk) -> list:
        out = []
        for here, dirs, files in walk(str(root)):
            dirs.sort()
            out.append((here, dirs[:], sorted(files)))
        return out

    assert walked(scan_memo.walk) == walked(os.walk)
    expected = sorted((n, os.path.isdir(root / n), os.path.isfile(root / n))
                      for n in os.listdir(root))
    assert sorted(scan_memo.entries(str(root))) == expected
    calls.clear()
    with scan_memo.within():
        for _ in range(2):
            walked(scan_memo.walk)
            assert sorted(scan_memo.entries(str(root))) == expected
            assert sorted(scan_memo.names(str(root))) == sorted(os.listdir(root))
    listed = {p: n for (kind, p), n in calls.items() if kind == "scandir"}
    assert set(listed.values()) == {1} and len(listed) == 3   # src, a, a/deep


def test_a_coco_export_looks_for_each_image_once(tmp_path, calls):
    """Its images in images/ were looked for in the source folder and annotations/ first
    (two stats an image), the source's kind asked again for each image, and the folders
    listed again for each image not found."""
    import json
    src = tmp_path / "coco"
    (src / "images").mkdir(parents=True)
    (src / "annotations").mkdir()
    entries = [{"id": i + 1, "file_name": f"p{i:02d}.png", "width": 4, "height": 4}
               for i in range(N)]
    for e in entries[1:]:   # p00.png is named and not there
        _png(src / "images" / e["file_name"], 100)
    (src / "annotations" / "instances_train.json").write_text(json.dumps({
        "images": entries, "categories": [{"id": 1, "name": "cell"}],
        "annotations": [{"id": i, "image_id": i, "category_id": 1, "bbox": [1, 1, 2, 2],
                         "area": 4, "iscrowd": 0} for i in range(1, N + 1)]}))
    calls.clear()
    r = discover.scan(str(src))
    assert len(r.samples) == N - 1 and len(r.rejected) == 1
    assert os.path.basename(r.rejected[0].path) == "p00.png"
    looked = Counter(os.path.basename(p) for (kind, p), n in calls.items() for _ in range(n)
                     if kind == "stat" and p.endswith(".png"))
    # each found image: once where it is, once by the Builder; not in src/ or annotations/
    assert set(looked[e["file_name"]] for e in entries[1:]) == {2}, looked
    # (the source too: discover's look for a TFRecord dataset listed it before the readers)
    assert [p for (kind, p), n in calls.items() if kind == "scandir" and n > 1] == []
    assert calls[("scandir", str(src))] == 1
    assert calls[("stat", str(src))] < N   # (a few a scan; was one more an image)


@pytest.mark.parametrize("name", ["a.png", "A.PNG", "a.png.", "ı.png"])
def test_a_folder_is_not_asked_for_a_name_no_disk_would_find_there(tmp_path, name):
    """scan_memo.may_hold skips a stat only when no file system, matching names in any
    case (NTFS: ı is i), Unicode form (macOS) or without trailing dots (Windows), could
    find the name in the folder's listing."""
    (tmp_path / "a.png").write_bytes(b"")
    (tmp_path / "i.png").write_bytes(b"")
    nfd = unicodedata.normalize("NFD", "가.png")
    (tmp_path / nfd).write_bytes(b"")
    assert scan_memo.may_hold(str(tmp_path), "b.png")   # (outside a scan: always asked)
    with scan_memo.within():
        assert scan_memo.may_hold(str(tmp_path), name)
        assert scan_memo.may_hold(str(tmp_path), unicodedata.normalize("NFC", "가.PNG"))
        assert not scan_memo.may_hold(str(tmp_path), "b.png")
        assert scan_memo.may_hold(str(tmp_path), "sub/b.png")   # (a folder in it: asked)
        assert scan_memo.may_hold(str(tmp_path / "gone"), "b.png")   # (not listed: asked)


def test_a_voc_image_folder_is_listed_once(tmp_path, calls):
    """The look for images no XML names listed JPEGImages/ again (os.listdir), beside the
    scan's own listing of it."""
    from tests.engine import annotated_data as A
    src = A.make_voc(str(tmp_path / "voc"))
    calls.clear()
    r = discover.scan(src)
    assert r.kind == "voc" and r.samples
    assert _listed(calls, os.path.join(src, "JPEGImages")) == 1
