"""Generated annotated datasets: pure-colour rectangles on black at known places, one
colour per class, written as COCO, Pascal VOC, YOLO, box CSV, mask folders and a
multi-label CSV. Every rectangle is given as stored-grid pixel edges [x0, x1) x [y0, y1).
The layouts labelling tools export them in are tests.engine.annotated_exports.
"""

from __future__ import annotations

import json
import os

import numpy as np
from PIL import Image, ImageFilter

from engine.sources import geometry as G
from tests.engine.imagefactory import encode

COLOURS = {"cat": (255, 0, 0), "dog": (0, 255, 0), "bird": (0, 0, 255)}
CLASS_IDS = {"cat": 1, "dog": 2, "bird": 3}        # COCO category ids / mask values
ORDER = ["cat", "dog", "bird"]

#: name, stored size, EXIF orientation, [(class, (x0, y0, x1, y1))]. a.jpg is large enough
#: for the JPEG draft path; c.jpg is stored sideways with EXIF orientation 6.
IMAGES = [
    ("a.jpg", (640, 400), 1, [("cat", (64, 48, 256, 208)), ("dog", (320, 96, 576, 352))]),
    ("b.png", (300, 200), 1, [("cat", (30, 40, 150, 160)), ("bird", (180, 24, 280, 120))]),
    ("c.jpg", (400, 240), 6, [("dog", (40, 40, 200, 160)), ("cat", (232, 80, 352, 200))]),
    ("d.png", (200, 160), 1, []),
]


def draw(size, rects) -> Image.Image:
    arr = np.zeros((size[1], size[0], 3), np.uint8)
    for cls, (x0, y0, x1, y1) in rects:
        arr[y0:y1, x0:x1] = COLOURS[cls]
    return Image.fromarray(arr)


def save_image(path: str, size, orientation: int, rects) -> None:
    im = draw(size, rects)
    if path.endswith(".jpg"):
        exif = Image.Exif()
        if orientation != 1:
            exif[0x0112] = orientation
        with open(path, "wb") as f:     # (its orientation checked written: honoured)
            f.write(encode(im, "JPEG", quality=95, subsampling=0, exif=exif))
    else:
        im.save(path)


def mask_array(size, rects) -> np.ndarray:
    m = np.zeros((size[1], size[0]), np.uint8)
    for cls, (x0, y0, x1, y1) in rects:
        m[y0:y1, x0:x1] = CLASS_IDS[cls]
    return m


def write_images(folder: str) -> None:
    os.makedirs(folder, exist_ok=True)
    for name, size, o, rects in IMAGES:
        save_image(os.path.join(folder, name), size, o, rects)


def rle_counts(size, box) -> list[int]:
    """Uncompressed COCO RLE (column-major runs, background first) of one rectangle."""
    m = mask_array(size, [("cat", box)]).T.reshape(-1) > 0
    runs, cur, n = [], False, 0
    for v in m:
        if v != cur:
            runs.append(n)
            cur, n = v, 0
        n += 1
    runs.append(n)
    return runs


def make_coco(root: str, polygons: bool = True, rle: bool = False) -> str:
    write_images(os.path.join(root, "images"))
    os.makedirs(os.path.join(root, "annotations"), exist_ok=True)
    images, anns = [], []
    for i, (name, size, _, rects) in enumerate(IMAGES, 1):
        images.append({"id": i, "file_name": name, "width": size[0], "height": size[1]})
        for cls, (x0, y0, x1, y1) in rects:
            a = {"id": len(anns) + 1, "image_id": i, "category_id": CLASS_IDS[cls],
                 "bbox": [x0, y0, x1 - x0, y1 - y0], "area": (x1 - x0) * (y1 - y0),
                 "iscrowd": 0}
            if rle:
                a["segmentation"] = {"size": [size[1], size[0]],
                                     "counts": rle_counts(size, (x0, y0, x1, y1))}
            elif polygons:
                a["segmentation"] = [[x0, y0, x1, y0, x1, y1, x0, y1]]
            anns.append(a)
    cats = [{"id": CLASS_IDS[n], "name": n} for n in ORDER]
    path = os.path.join(root, "annotations", "instances_train.json")
    with open(path, "w") as f:
        json.dump({"images": images, "annotations": anns, "categories": cats}, f, indent=1)
    return path


def make_voc(root: str) -> str:
    write_images(os.path.join(root, "JPEGImages"))
    os.makedirs(os.path.join(root, "Annotations"), exist_ok=True)
    for name, size, _, rects in IMAGES:
        if not rects:
            continue
        objs = "".join(
            f"<object><name>{cls}</name><pose>Unspecified</pose><truncated>0</truncated>"
            f"<difficult>{int(cls == 'bird')}</difficult><bndbox><xmin>{x0 + 1}</xmin>"
            f"<ymin>{y0 + 1}</ymin><xmax>{x1}</xmax><ymax>{y1}</ymax></bndbox></object>"
            for cls, (x0, y0, x1, y1) in rects)
        xml = (f"<annotation><folder>JPEGImages</folder><filename>{name}</filename><size>"
               f"<width>{size[0]}</width><height>{size[1]}</height><depth>3</depth></size>"
               f"{objs}</annotation>")
        with open(os.path.join(root, "Annotations", os.path.splitext(name)[0] + ".xml"), "w") as f:
            f.write(xml)
    return root


def make_yolo(root: str, polygons: bool = False) -> str:
    """YOLO boxes are on the oriented picture (as Ultralytics reads images); with
    `polygons`, each object is written as its 4-corner polygon (segmentation labels)."""
    imgs, labels = os.path.join(root, "images", "train"), os.path.join(root, "labels", "train")
    write_images(imgs)
    os.makedirs(labels, exist_ok=True)
    for name, size, o, rects in IMAGES:
        ow, oh = G.oriented_size(o, *size)
        lines = []
        for cls, (x0, y0, x1, y1) in rects:
            (ax, ay), (bx, by) = (G.orient_point(o, x0, y0, *size),
                                  G.orient_point(o, x1, y1, *size))
            x0o, x1o, y0o, y1o = min(ax, bx), max(ax, bx), min(ay, by), max(ay, by)
            if polygons:
                pts = [(x0o, y0o), (x1o, y0o), (x1o, y1o), (x0o, y1o)]
                lines.append(f"{ORDER.index(cls)} " + " ".join(
                    f"{x / ow:.6f} {y / oh:.6f}" for x, y in pts))
                continue
            cx, cy = (x0o + x1o) / 2 / ow, (y0o + y1o) / 2 / oh
            lines.append(f"{ORDER.index(cls)} {cx:.6f} {cy:.6f} "
                         f"{(x1o - x0o) / ow:.6f} {(y1o - y0o) / oh:.6f}")
        if lines:
            with open(os.path.join(labels, os.path.splitext(name)[0] + ".txt"), "w") as f:
                f.write("\n".join(lines) + "\n")
    with open(os.path.join(root, "data.yaml"), "w") as f:
        f.write("path: .\ntrain: images/train\nnames:\n  0: cat\n  1: dog\n  2: bird\n")
    return root


def make_boxcsv(root: str) -> str:
    write_images(os.path.join(root, "images"))
    rows = ["filename,width,height,class,xmin,ymin,xmax,ymax"]
    for name, size, _, rects in IMAGES:
        for cls, (x0, y0, x1, y1) in rects:
            rows.append(f"images/{name},{size[0]},{size[1]},{cls},{x0},{y0},{x1},{y1}")
        if not rects:  # an image without objects: class and box left empty
            rows.append(f"images/{name},{size[0]},{size[1]},,,,,")
    path = os.path.join(root, "boxes.csv")
    with open(path, "w") as f:
        f.write("\n".join(rows) + "\n")
    return path


def make_masks(root: str) -> str:
    write_images(os.path.join(root, "images"))
    os.makedirs(os.path.join(root, "masks"), exist_ok=True)
    for name, size, _, rects in IMAGES:
        Image.fromarray(mask_array(size, rects), "L").save(
            os.path.join(root, "masks", os.path.splitext(name)[0] + ".png"))
    with open(os.path.join(root, "classes.txt"), "w") as f:
        f.write("background\ncat\ndog\nbird\n")
    return root


def make_smoothed_masks(root, n: int = 9) -> str:
    """A mask folder of ``n`` 64x48 images whose masks hold class 5 in a rectangle, but the
    first's (images/m_0.png), smoothed between class 1 and class 19 (anti-aliased: this
    engine refuses it, engines before 0.3.9 converted it); classes.txt names 20."""
    root = str(root)
    os.makedirs(os.path.join(root, "images"), exist_ok=True)
    os.makedirs(os.path.join(root, "masks"), exist_ok=True)
    for i in range(n):
        m = np.zeros((48, 64), np.uint8)
        m[8:36, 12:44] = 5
        if i == 0:
            m = soft_mask(low=1, high=19, blur=3.0)
        Image.new("RGB", (64, 48), (20 * i, 90, 160)).save(
            os.path.join(root, "images", f"m_{i}.png"))
        Image.fromarray(m, "L").save(os.path.join(root, "masks", f"m_{i}.png"))
    with open(os.path.join(root, "classes.txt"), "w") as f:
        f.write("".join(f"c{v}\n" for v in range(20)))
    return root


def make_colour_saved_masks(root, n: int = 9) -> str:
    """A mask folder of ``n`` 64x48 images whose grey masks hold class 5 in a rectangle;
    the first's (images/m_0.png) saved as RGB, its three channels equal (engines before
    0.3.9 refused it as "a RGB colour image"; this one reads it as grey), the second's
    cut short (refused by both; a mask in real colours would make the source's grey-looking
    RGB masks colour masks too: engine.sources.mask_classes.grey_saved); classes.txt
    names 20."""
    root = str(root)
    os.makedirs(os.path.join(root, "images"), exist_ok=True)
    os.makedirs(os.path.join(root, "masks"), exist_ok=True)
    for i in range(n):
        m = np.zeros((48, 64), np.uint8)
        m[8:36, 12:44] = 5
        Image.new("RGB", (64, 48), (20 * i, 90, 160)).save(
            os.path.join(root, "images", f"m_{i}.png"))
        mask = Image.fromarray(m, "L")
        if i == 0:
            mask = mask.convert("RGB")
        path = os.path.join(root, "masks", f"m_{i}.png")
        mask.save(path)
        if i == 1:
            with open(path, "rb") as f:
                data = f.read()
            with open(path, "wb") as f:
                f.write(data[:len(data) // 2])
    with open(os.path.join(root, "classes.txt"), "w") as f:
        f.write("".join(f"c{v}\n" for v in range(20)))
    return root


def soft_mask(low: int, high: int, blur: float) -> np.ndarray:
    """A 64x48 mask of ``low`` with a ``high`` rectangle, its edges blurred."""
    m = Image.new("L", (64, 48), low)
    m.paste(high, (12, 8, 44, 36))
    return np.asarray(m.filter(ImageFilter.GaussianBlur(blur)))


def make_multilabel(root: str) -> str:
    write_images(os.path.join(root, "images"))
    rows = ["path,labels"]
    for name, _, _, rects in IMAGES:
        rows.append(f"images/{name}," + ";".join(sorted({c for c, _ in rects})))
    path = os.path.join(root, "tags.csv")
    with open(path, "w") as f:
        f.write("\n".join(rows) + "\n")
    return path


def renumber_coco(path: str, new: dict[int, int]) -> None:
    """Give make_coco's categories the ids ``new`` maps them to (COCO's need not be 1..N)."""
    with open(path) as f:
        doc = json.load(f)
    for c in doc["categories"] + doc["annotations"]:
        key = "category_id" if "category_id" in c else "id"
        c[key] = new[c[key]]
    with open(path, "w") as f:
        json.dump(doc, f)


def edited_coco(root: str, edit, rle: bool = False) -> str:
    """make_coco's export in ``root`` with its JSON document changed by ``edit(doc)``."""
    path = make_coco(root, rle=rle)
    with open(path) as f:
        doc = json.load(f)
    edit(doc)
    with open(path, "w") as f:
        json.dump(doc, f)
    return path
