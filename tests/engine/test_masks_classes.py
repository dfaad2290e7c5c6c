"""Mask folders without a class names file: the classes are the values the masks hold,
numbered, so that the manifest's num_classes, labels.txt and the window's class table
agree (they said 0 classes: a trainer reading num_classes got 0), and a notice says how
they were found."""

from __future__ import annotations

import io
import json
import os

import numpy as np
import pytest
from PIL import Image

from engine.reason_codes import describe
from engine.sources import discover, mask_classes, masks
from tests.engine.annotated_sources import seg_masks
from tests.engine.conftest import run_cli


def test_masks_without_names_are_numbered_by_their_values(tmp_path):
    r = discover.scan(seg_masks(tmp_path / "seg"))
    assert r.task == "segmentation" and r.labels == ["0", "1", "2", "3"]
    assert {s.ann.classes for s in r.samples} == {4}
    assert len(r.notices) == 1
    assert describe(r.notices[0]) == ("ann.mask_numbered", {"last": "3",
                                                            "names": "0, 1, 2, 3"})
    # 255 is "ignore", not a class; an empty classes.txt names nothing: numbered too
    r = discover.scan(seg_masks(tmp_path / "seg2", values=(1, 255), names="\n"))
    assert r.labels == ["0", "1"]


def test_with_names_the_names_are_the_classes_and_nothing_is_noted(tmp_path):
    r = discover.scan(seg_masks(tmp_path / "seg", names="background\nroad\ncar\nsky\n"))
    assert r.labels == ["background", "road", "car", "sky"] and r.notices == []


def test_every_mask_is_read_with_progress_that_can_cancel(tmp_path, monkeypatch):
    # a class held only by the last mask is a class: with the first 1,000 masks read, a
    # rare class in an unread one disappeared (the run refused its image)
    monkeypatch.setattr(mask_classes, "MASKS_PER_TICK", 2)
    calls = []
    r = discover.scan(seg_masks(tmp_path / "seg", values=(1, 1, 2, 1, 1, 7)),
                      progress=lambda found, rejected: calls.append(found))
    assert r.labels == [str(v) for v in range(8)]
    assert {s.ann.classes for s in r.samples} == {8}
    assert calls.count(6) >= 4   # 3 while the masks are read (every 2), then the result

    class Cancelled(Exception):
        pass

    def cancel(found, rejected):
        if found == 4:   # the images are listed: Cancel while the masks are read
            raise Cancelled
    read = []
    real_read = masks._read
    monkeypatch.setattr(masks, "_read", lambda *a, **k: read.append(a) or real_read(*a, **k))
    try:
        discover.scan(seg_masks(tmp_path / "seg2"), progress=cancel)
        raise AssertionError("not cancelled")
    except Cancelled:
        assert read == []   # cancelled before the masks were read, not after all of them


def test_a_mask_the_run_refuses_sets_no_class(tmp_path):
    src = seg_masks(tmp_path / "seg", values=(1, 2))
    Image.fromarray(np.full((12, 16), 40, np.uint8), "L").save(   # half its image's size
        os.path.join(src, "masks", "s_1.png"))
    r = discover.scan(src)
    assert r.labels == ["0", "1"]   # was 0..40: 41 classes from a mask the run refuses


def test_binary_masks_say_their_objects_are_ignored(tmp_path):
    r = discover.scan(seg_masks(tmp_path / "seg", values=(255, 255)))
    assert r.labels == ["0"]
    codes = [describe(n)[0] for n in r.notices]
    assert codes == ["ann.mask_numbered_one", "ann.mask_binary"], r.notices
    r = discover.scan(seg_masks(tmp_path / "seg2", values=(1, 255)))
    assert [describe(n)[0] for n in r.notices] == ["ann.mask_numbered_two", "ann.mask_ignore"]


def test_one_or_two_classes_are_not_said_as_a_range(tmp_path):
    """They read "the values the masks hold, 0 to 0" and "0 to 1"."""
    r = discover.scan(seg_masks(tmp_path / "seg", values=(255, 255)))
    assert "the value the masks hold, only 0, named by its number" in r.notices[0]
    r = discover.scan(seg_masks(tmp_path / "seg2", values=(1, 1), names="\n"))
    assert r.labels == ["0", "1"]
    assert r.notices[0].startswith("classes.txt names no class (it is empty), so the classes "
                                   "are the values the masks hold, 0 and 1, named by their "
                                   "numbers. To name them")
    assert describe(r.notices[0]) == ("ann.mask_numbered_empty_two", {"file": "classes.txt"})
    r = discover.scan(seg_masks(tmp_path / "seg3", values=(2, 5)))
    assert "the values the masks hold, 0 to 5, named by their numbers: 0, 1, 2, 3, 4, 5" in \
        r.notices[0]


def test_an_empty_class_names_file_is_said_to_be_empty(tmp_path):
    r = discover.scan(seg_masks(tmp_path / "seg", values=(1, 2), names="\n"))
    assert r.labels == ["0", "1", "2"]
    assert describe(r.notices[0]) == ("ann.mask_numbered_empty", {
        "file": "classes.txt", "last": "2", "names": "0, 1, 2"})


def test_the_manifest_and_labels_txt_count_the_classes(tmp_path):
    src = seg_masks(tmp_path / "seg")
    out = tmp_path / "out"
    code, _, err = run_cli("convert", src, "--out", str(out), "--size", "16", "--workers", "1",
                           "--format", "png", timeout=300)
    assert code == 0, err[-2000:]
    assert "the classes are the values the masks hold, 0 to 3" in err   # logged
    from engine.run import side_files
    with open(out / side_files.MANIFEST) as f:
        m = json.load(f)
    assert m["num_classes"] == 4 and m["labels"] == ["0", "1", "2", "3"]
    assert m["label_map"] == {"0": "0", "1": "1", "2": "2", "3": "3"}
    assert (out / "labels.txt").read_text().split() == ["0", "1", "2", "3"]


def _damage(path) -> None:
    """Break the length of the mask's first IDAT chunk: the header opens, the pixels do not
    (Pillow raises SyntaxError "broken PNG file" while decoding them)."""
    with open(path, "rb") as f:
        d = bytearray(f.read())
    i = d.find(b"IDAT")
    d[i - 1] = 0 if d[i - 1] else 1
    with open(path, "wb") as f:
        f.write(bytes(d))


def test_a_damaged_mask_is_unreadable_not_a_crash(tmp_path):
    src = seg_masks(tmp_path / "seg", values=(1, 2, 3))
    _damage(os.path.join(src, "masks", "s_2.png"))
    r = discover.scan(src)   # raised SyntaxError: an internal error on scan and convert
    assert r.labels == ["0", "1", "2"]   # its 3 is not read: no class 3
    import subprocess
    import sys
    p = subprocess.run([sys.executable, "-m", "engine", "scan", src], capture_output=True,
                       text=True, timeout=300, cwd=os.path.dirname(os.path.dirname(
                           os.path.dirname(os.path.abspath(__file__)))))
    assert p.returncode == 0, p.stderr[-2000:]   # was 1, an internal error


def test_with_names_the_scan_finds_the_masks_holding_no_class_as_the_run_does(tmp_path):
    # the scan read no mask values when a names file numbers the classes: a mask holding 7
    # of 3 classes was not among its problems, so the window said "1 image will be
    # skipped" and the run skipped 2
    import csv
    src = seg_masks(tmp_path / "seg", values=(1, 2, 7, 1, 2, 1),
               names="background\ncell\nnucleus\n")
    _damage(os.path.join(src, "masks", "s_5.png"))   # its header opens, its pixels do not
    Image.fromarray(np.full((12, 16), 1, np.uint8), "L").save(   # half its image's size
        os.path.join(src, "masks", "s_3.png"))
    wide = np.zeros((24, 32), np.uint16)
    wide[2:5, 2:5] = 300   # beyond 0..255
    Image.fromarray(wide).save(os.path.join(src, "masks", "s_4.png"))
    code, docs, err = run_cli("scan", src, "--json", "--list", timeout=300)
    assert code == 0, err[-2000:]
    doc = docs[0]
    found = {os.path.basename(p): why for p, why in doc["problems"]}
    assert set(found) == {"s_2.png", "s_3.png", "s_4.png", "s_5.png"}, found
    assert found["s_2.png"] == ("the mask masks/s_2.png holds 1 value that is no class: 7 (the "
                                "class names list has classes 0 to 2; 255 = ignore). Add lines "
                                "to the class names file until it names class 7, or repaint "
                                "those pixels with a class's value")
    assert describe(found["s_4.png"])[0] == "ann.mask_out_of_range"
    dest = tmp_path / "out"
    code, _, err = run_cli("convert", src, "--out", str(dest), "--size", "16", "--workers",
                           "1", "--format", "png", timeout=300)
    assert code == 0, err[-2000:]
    with open(dest / "rejected.csv", encoding="utf-8", newline="") as f:
        rejected = {os.path.basename(r["path"]): r["reason"] for r in csv.DictReader(f)}
    assert rejected == found
    assert found["s_5.png"].startswith("unexpected decoder error: SyntaxError: broken PNG")
    # without names the scan reads every mask to number the classes: the same finds
    os.remove(os.path.join(src, "classes.txt"))
    r = discover.scan(src)
    assert {os.path.basename(p) for p, _ in r.mask_problems} == {"s_3.png", "s_4.png",
                                                                 "s_5.png"}
    assert r.labels == [str(v) for v in range(8)]   # 7 is a class when the values number them
    # a mask of classes only, and 255: no problem
    assert mask_classes.value_problem({0, 2, 255}, 3) is None
    assert mask_classes.value_problem({0, 3}, 3) is not None


@pytest.mark.parametrize("raised", [MemoryError(), SyntaxError("broken PNG file\nmore"),
                                    ValueError("")])
def test_the_scan_says_an_undecodable_mask_as_the_worker_says_it(tmp_path, monkeypatch,
                                                                 raised):
    """The scan's sentence for a mask whose pixels raise (masks.decode_problem) and the
    worker's for an image whose conversion raises the same were two copies; one now."""
    from engine.config import ImageOptions
    from engine.run import worker
    path = tmp_path / "a.png"
    Image.fromarray(np.zeros((4, 4), np.uint8), "L").save(path)
    monkeypatch.setattr(worker, "_OPTS", ImageOptions())   # (what worker.configure sets)
    from engine.codecs import imaging

    def fail(*_a, **_k):
        raise raised
    monkeypatch.setattr(imaging, "convert", fail)
    said = worker.convert_batch(0, [(str(path), "a.png", 0, "")]).items[0].reason
    assert said == masks.decode_problem(str(path), raised)
    assert said.startswith(("not enough memory", "unexpected decoder error: "))


def test_a_smoothed_mask_is_said_to_be_one_and_two_classes_are_0_and_1(tmp_path):
    """An anti-aliased 0/255 mask (a paint program's soft brush) and a colour mask saved as
    JPEG hold dozens of values or colours of no class: the sentence listed five and "…",
    and "add classes for them". It says how such a mask is saved now (a grey one whose
    stray values lie only along edges says only that: "add lines to the class names file"
    was no fix for it; engine.sources.mask_classes.smoothed_problem); and a class names
    list of two has "classes 0 and 1", not "0 to 1"."""
    from PIL import ImageFilter
    src = seg_masks(tmp_path / "seg", values=(1, 1, 2), names="background\ncell\n")
    soft = Image.new("L", (32, 24), 0)
    soft.paste(255, (6, 4, 20, 12))
    soft.filter(ImageFilter.GaussianBlur(2)).save(os.path.join(src, "masks", "s_0.png"))
    refused, _ = masks.read_masks(discover.scan(src).samples, 1 << 28)
    why = {os.path.basename(p): w for p, w in refused}
    smoothed, one = why["s_0.png"], why["s_2.png"]
    hint = ("The mask looks smoothed (anti-aliased) or saved as JPEG: save masks as PNG "
            "without smoothing")
    assert smoothed.startswith("the mask masks/s_0.png looks smoothed (anti-aliased) or "
                               "saved as JPEG: ") and ", …" in smoothed, smoothed
    assert smoothed.endswith("Save the masks again as PNG without smoothing, each pixel "
                             "holding its class's value"), smoothed
    assert "class names file" not in smoothed, smoothed
    assert describe(smoothed)[0] == "ann.mask_smoothed_edges"
    # a stray value or two: the fix as before, without the hint
    assert one == ("the mask masks/s_2.png holds 1 value that is no class: 2 (the class names "
                   "list has classes 0 and 1; 255 = ignore). Add lines to the class names "
                   "file until it names class 2, or repaint those pixels with a class's value")
    assert describe(one)[0] == "ann.mask_values_two"
    few = mask_classes.value_problem(set(range(10)), 2)   # 8 strays: not yet "smoothed"
    assert few is not None and hint not in few
    assert hint in str(mask_classes.value_problem(set(range(11)), 2))
    # a colour mask saved as JPEG: its edges are colours labelmap.txt gives to no class
    colours = ((0, 0, 0), (200, 0, 0))
    rgb = Image.new("RGB", (32, 24), colours[0])
    rgb.paste(colours[1], (6, 4, 20, 12))
    jpeg = tmp_path / "mask.jpg"
    rgb.save(jpeg, quality=75)
    with Image.open(jpeg) as mi:
        refusal, held = mask_classes.colour_classes(mi, colours, str(jpeg))
    assert refusal is not None and refusal.endswith(". " + hint) and not held, refusal
    assert describe(refusal)[1]["sentence"]["code"] == "ann.mask_colours"


@pytest.mark.parametrize(("encoding", "names", "read_as"), [
    ("cp932", ["背景", "細胞", "核", "死細胞"], "Shift-JIS (cp932)"),
    ("cp949", ["배경", "세포", "핵", "죽은 세포"], "EUC-KR (cp949)"),
    ("utf-16", ["背景", "細胞", "核", "死細胞"], "UTF-16"),   # (said, as a table's is)
    ("utf-8-sig", ["背景", "細胞", "核", "死細胞"], None)])
def test_a_class_names_file_saved_by_windows_notepad_keeps_its_names(tmp_path, encoding,
                                                                     names, read_as):
    """A classes.txt saved by Notepad on Japanese (or Korean) Windows, its "ANSI" code
    page: it was read as UTF-8, and "背景" became "�w�i" in the window's class table and
    the dataset's labels.txt (a walk). It is read in the code page its text is written
    in, and a notice says so, as for a table."""
    root = seg_masks(tmp_path / "seg")
    with open(os.path.join(root, "classes.txt"), "wb") as f:
        f.write(("\r\n".join(names) + "\r\n").encode(encoding))
    r = discover.scan(root)
    assert r.labels == names, r.labels
    if read_as is None:
        assert r.notices == []
    else:
        assert [describe(n) for n in r.notices] == [
            ("csv.encoding", {"file": "classes.txt", "encoding": read_as})], r.notices


def test_masks_copied_from_a_mac_find_their_images(tmp_path):
    """Masks copied from a Mac, their names decomposed (NFD: "ダ" is "タ" and a mark):
    every image whose name has a ダ or が was "no mask: masks/ has no データ_0.png", the
    name shown as the one beside it (a walk). Names are matched as they show (NFC)."""
    import unicodedata
    root = tmp_path / "seg"
    seg_masks(root, values=(1, 2), names="背景\n細胞\n核\n")
    for i in range(2):
        name = unicodedata.normalize("NFC", f"データ_{i}.png")
        os.rename(root / "images" / f"s_{i}.png", root / "images" / name)
        os.rename(root / "masks" / f"s_{i}.png",
                  root / "masks" / unicodedata.normalize("NFD", name))
    r = discover.scan(str(root))
    assert r.rejected == [] and len(r.samples) == 2, r.rejected
    assert {os.path.basename(s.ann.mask_path) for s in r.samples} == {
        unicodedata.normalize("NFD", f"データ_{i}.png") for i in range(2)}


def test_split_lists_typed_on_windows_name_images_a_mac_wrote(tmp_path):
    """ImageSets/Segmentation/train.txt typed on Windows (composed: "データ_0") for images
    and masks unzipped from a Mac (decomposed): the masks were matched as the names show,
    the lists as written, and every such image was left out as in no list (a walk)."""
    import unicodedata
    root = tmp_path / "seg"
    seg_masks(root, values=(1, 2), names="背景\n細胞\n核\n")
    for i in range(2):
        name = unicodedata.normalize("NFD", f"データ_{i}.png")
        os.rename(root / "images" / f"s_{i}.png", root / "images" / name)
        os.rename(root / "masks" / f"s_{i}.png", root / "masks" / name)
    lists = root / "ImageSets" / "Segmentation"
    lists.mkdir(parents=True)
    (lists / "train.txt").write_text("データ_0\n", encoding="utf-8")
    (lists / "val.txt").write_text("データ_1\n", encoding="utf-8")
    r = discover.scan(str(root))
    assert r.rejected == [] and r.notices == [], (r.rejected, r.notices)
    assert sorted((unicodedata.normalize("NFC", os.path.basename(s.path)), s.split)
                  for s in r.samples) == [("データ_0.png", "train"), ("データ_1.png", "val")]


def test_masks_named_with_a_word_more_are_pointed_at(tmp_path):
    """Masks saved as 細胞_0_mask.png (ImageJ, many lab scripts): every image was "no mask:
    masks/ has no 細胞_0.png", each mask "without an image", and nothing said the masks were
    there under longer names (a walk). A notice names them and says to rename them."""
    root = tmp_path / "seg"
    seg_masks(root, values=(1, 2, 1, 2, 1), names="背景\n細胞\n核\n")
    for i in range(5):
        os.rename(root / "images" / f"s_{i}.png", root / "images" / f"細胞_{i}.png")
        os.rename(root / "masks" / f"s_{i}.png", root / "masks" / f"細胞_{i}_mask.png")
    r = discover.scan(str(root))
    assert r.samples == [] and len(r.rejected) == 10
    [notice] = r.notices
    assert describe(notice) == ("ann.mask_renamed", {"n": "5", "examples": (
        "masks/細胞_0_mask.png → 細胞_0.png, masks/細胞_1_mask.png → 細胞_1.png, "
        "masks/細胞_2_mask.png → 細胞_2.png, …")}), notice
    # masks of the images' own names: nothing to say
    assert discover.scan(seg_masks(tmp_path / "ok", names="a\nb\nc\nd\n")).notices == []


@pytest.mark.parametrize("order", ["little", "big"])
def test_tiff_masks_as_imagej_saves_them_are_a_mask_folder(tmp_path, order):
    """images/ beside masks/ of 16-bit TIFF label images (ImageJ's and Fiji's): the folder
    was read as two class folders, "images" and "masks", and the masks were converted as
    pictures of the class "masks" without a word (a walk). They are the class masks; a
    PNG beside a TIFF of the same name is the one read. ImageJ saves TIFFs big-endian
    (Pillow's mode "I;16B"): each was refused as "a colour image (I;16B)"."""
    import glob

    from engine.records.example import decode_example
    root = tmp_path / "seg"
    seg_masks(root, values=(1, 2, 3), names="背景\n細胞\n核\n死細胞\n")
    for i in range(3):
        m = np.asarray(Image.open(root / "masks" / f"s_{i}.png")).astype(np.uint16)
        tif = Image.fromarray(m) if order == "little" else Image.frombytes(
            "I;16B", (m.shape[1], m.shape[0]), m.astype(">u2").tobytes())
        tif.save(root / "masks" / f"s_{i}.tif")
        if i:
            os.remove(root / "masks" / f"s_{i}.png")
    r = discover.scan(str(root))
    assert r.task == "segmentation" and r.labels == ["背景", "細胞", "核", "死細胞"]
    assert sorted(os.path.basename(s.ann.mask_path) for s in r.samples) == [
        "s_0.png", "s_1.tif", "s_2.tif"] and r.rejected == []
    out = tmp_path / "out"
    code, _, err = run_cli("convert", str(root), "--out", str(out), "--size", "32")
    assert code == 0, err
    values = set()
    for path in glob.glob(str(out / "*.tfrecord")):
        with open(path, "rb") as f:
            data = f.read()
        while data:   # (length, its crc, the record, its crc)
            n = int.from_bytes(data[:8], "little")
            ex = decode_example(data[12:12 + n])
            values |= set(np.unique(np.asarray(Image.open(io.BytesIO(
                ex["image/segmentation/class/encoded"][1][0])))).tolist())
            data = data[16 + n:]
    assert values == {0, 1, 2, 3}, values
