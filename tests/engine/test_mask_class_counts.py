"""A mask source's classes are counted by the scan: each class, the images whose mask holds
it (the window's class table said "not counted" of every class of a mask source). Grey,
palette and colour masks (by labelmap.txt's colours) and masks numbered by their values
alike; a mask the run refuses counts for no class, and 255 ("ignore") for none."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest
from PIL import Image

from engine.sources import discover
from tests.engine import imagefactory as F
from tests.engine.conftest import run_cli

NAMES = ["background", "road", "car", "tree", "sky"]   # sky: in no mask
COLOURS = [(0, 0, 0), (128, 0, 0), (0, 128, 0), (128, 128, 0), (0, 0, 128)]


def _source(root, kind: str, n: int = 12) -> tuple[str, list[np.ndarray]]:
    """``n`` images and their masks (``kind``: grey, palette, colour or numbered: grey
    without a names file), each mask holding 0 and a random choice of 1..3 (and 255 in
    some); the source's path and the masks' values."""
    rng = np.random.default_rng(7)
    os.makedirs(root / "images")
    os.makedirs(root / "masks")
    arrays = []
    for i in range(n):
        Image.new("RGB", (32, 24), (10 * i, 90, 200)).save(root / "images" / f"m{i:02d}.png")
        m = np.zeros((24, 32), np.uint8)
        for c in (1, 2, 3):
            if rng.random() < 0.5:
                m[2 * c:2 * c + 4, 3 * c:3 * c + 6] = c
        if i % 4 == 1:
            m[20:, 28:] = 255 if kind != "colour" else 0   # "ignore": no class
        arrays.append(m)
        if kind == "palette":
            im = Image.fromarray(m, "P")
            im.putpalette([v for c in COLOURS for v in c] + [0] * 3 * (256 - len(COLOURS)))
        elif kind == "colour":
            im = Image.fromarray(np.array(COLOURS, np.uint8)[m], "RGB")
        else:
            im = Image.fromarray(m, "L")
        im.save(root / "masks" / f"m{i:02d}.png")
    if kind == "colour":   # CVAT's "Segmentation mask" export
        (root / "labelmap.txt").write_text("# label:color_rgb:parts:actions\n" + "".join(
            f"{n}:{r},{g},{b}::\n" for n, (r, g, b) in zip(NAMES, COLOURS, strict=True)))
    elif kind != "numbered":
        (root / "classes.txt").write_text("\n".join(NAMES) + "\n")
    return str(root), arrays


def _truth(arrays: list[np.ndarray], names: list[str]) -> dict[str, int]:
    return {name: sum(bool((m == v).any()) for m in arrays) for v, name in enumerate(names)}


def _scan(src: str, *more: str) -> tuple[dict, list[list], str]:
    code, docs, err = run_cli("scan", src, "--json", "--list", *more, timeout=300)
    assert code == 0, err[-2000:]
    return docs[0], docs[1:], err


@pytest.mark.parametrize("kind", ["grey", "palette", "colour", "numbered"])
def test_each_class_counts_the_images_whose_mask_holds_it(tmp_path, kind):
    src, arrays = _source(tmp_path / kind, kind)
    doc, items, _ = _scan(src)
    names = NAMES if kind != "numbered" else ["0", "1", "2", "3"]
    assert doc["labels"] == names and doc["problems"] == []
    truth = _truth(arrays, names)
    assert truth["background"if kind != "numbered" else "0"] == 12
    assert 0 < truth[names[1]] < 12 and 0 < truth[names[2]] < 12   # (not every mask)
    assert doc["annotations"]["objects_per_class"] == truth
    if kind != "numbered":
        assert truth["sky"] == 0   # named, in no mask: listed with 0
    # each listed image carries what it adds: the window takes a broken image's out
    total: dict[str, int] = {}
    for item in items:
        m = arrays[int(os.path.basename(item[0])[1:3])]
        assert item[4] == {names[v]: 1 for v in sorted(set(np.unique(m).tolist()) - {255})}
        for name, n in item[4].items():
            total[name] = total.get(name, 0) + n
    assert total == {k: v for k, v in truth.items() if v}


def test_a_mask_the_run_refuses_counts_for_no_class(tmp_path):
    src, arrays = _source(tmp_path / "seg", "grey")
    Image.fromarray(np.full((12, 16), 3, np.uint8), "L").save(   # half its image's size
        os.path.join(src, "masks", "m00.png"))
    wrong = np.zeros((24, 32), np.uint8)
    wrong[:4, :4] = 9   # no class 9 in classes.txt
    Image.fromarray(wrong, "L").save(os.path.join(src, "masks", "m01.png"))
    doc, items, _ = _scan(src)
    assert sorted(os.path.basename(p) for p, _ in doc["problems"]) == ["m00.png", "m01.png"]
    assert doc["annotations"]["objects_per_class"] == _truth(arrays[2:], NAMES)
    assert [item[4] for item in items[:2]] == [{}, {}]
    # without names the scan numbers the classes by the masks' values: counted there too
    os.remove(os.path.join(src, "classes.txt"))
    r = discover.scan(src)
    assert r.labels == [str(v) for v in range(10)]   # 9 is a class when values number them
    counts = r.annotations["objects_per_class"]
    assert counts == _truth(arrays[2:] + [wrong], r.labels) and counts["9"] == 1


def test_a_colour_no_class_has_is_found_by_the_scan_in_the_runs_words(tmp_path):
    """A colour mask was not decoded by the scan (its header said it was a colour mask,
    which a labelmap.txt allows): a colour labelmap.txt gives no class was found by the
    run only. Counting its classes decodes it: the scan says it as the run does."""
    src, arrays = _source(tmp_path / "cvat", "colour", n=4)
    rgb = np.array(COLOURS, np.uint8)[arrays[2]]
    rgb[0, 0] = (1, 2, 3)   # one pixel of a colour of no class (an anti-aliased edge)
    Image.fromarray(rgb, "RGB").save(os.path.join(src, "masks", "m02.png"))
    doc, _, _ = _scan(src)
    assert [[os.path.basename(p), why] for p, why in doc["problems"]] == [
        ["m02.png", "the mask masks/m02.png has 1 colour that labelmap.txt gives to no "
                    "class: (1,2,3). Add a class of that colour to labelmap.txt, or repaint "
                    "those pixels with a class's colour"]]
    assert doc["problem_codes"][0][0] == "ann.mask_colours"
    assert doc["annotations"]["objects_per_class"] == _truth(arrays[:2] + arrays[3:], NAMES)
    out = tmp_path / "out"
    code, _, err = run_cli("convert", src, "--out", str(out), "--size", "16", "--workers",
                           "1", "--format", "png", timeout=300)
    assert code == 0, err[-2000:]
    rejected = {os.path.basename(r["path"]): r["reason"] for r in F.rejected_rows(out)}
    assert rejected == {"m02.png": doc["problems"][0][1]}


def test_the_scan_says_how_far_it_has_read_the_masks(tmp_path):
    """Reading thousands of masks took minutes in which the window heard nothing: the
    scan now says how many it has read ({"found": N, "masks": n} on stderr)."""
    src, _ = _source(tmp_path / "seg", "grey", n=90)
    _, _, err = _scan(src, "--progress")
    said = [json.loads(line) for line in err.splitlines() if line.startswith("{")]
    read = [x["masks"] for x in said if "masks" in x]
    assert read == [0, 40, 80] and all(x["found"] == 90 for x in said if "masks" in x)
