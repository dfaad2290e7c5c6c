"""Small annotated sources the engine tests and the window's tests both read: YOLO with
numbered classes, VOC and COCO whose recorded image sizes differ from the files, masks,
a CP932 table, COCO whose objects are lost on the way, COCO over EXIF-turned squares, and
Pascal VOC with class masks.
(annotated_data holds the larger standard datasets.)"""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
from PIL import Image

from tests.engine import annotated_data as A
from tests.engine.imagefactory import encode


def yolo_numbered(root: Path) -> str:
    """YOLO with numbered classes and no names file: a.jpg (classes 0 and 2), b.jpg (1)."""
    (root / "images").mkdir(parents=True)
    (root / "labels").mkdir()
    for name in ("a", "b"):
        Image.new("RGB", (20, 20)).save(root / "images" / f"{name}.jpg")
    (root / "labels" / "a.txt").write_text("0 0.5 0.5 0.2 0.2\n2 0.3 0.3 0.1 0.1\n")
    (root / "labels" / "b.txt").write_text("1 0.5 0.5 0.2 0.2\n")
    return str(root)


def voc_with_a_cut_xml(root: Path) -> str:
    """annotated_data.make_voc's 4 images, b.xml cut short: the engine's scan sets b.png
    aside for its annotations (ann.xml_cut)."""
    from tests.engine.annotated_data import make_voc
    make_voc(str(root))
    xml = root / "Annotations" / "b.xml"
    xml.write_text(xml.read_text()[:60])
    return str(root)


def voc_declaring(root, declared: dict[str, tuple[int, int]]) -> str:
    """VOC/Annotations + JPEGImages: 120x90 images, one box (11,11)-(51,51) each, in an
    XML declaring ``declared[name]`` (default the image's own size)."""
    (root / "Annotations").mkdir(parents=True)
    (root / "JPEGImages").mkdir()
    for name in ("a", "b", "c"):
        Image.new("RGB", (120, 90), (90, 140, 200)).save(root / "JPEGImages" / f"{name}.jpg")
        w, h = declared.get(name, (120, 90))
        (root / "Annotations" / f"{name}.xml").write_text(
            f"<annotation><filename>{name}.jpg</filename><size><width>{w}</width><height>{h}"
            "</height><depth>3</depth></size><object><name>cat</name><bndbox><xmin>11</xmin>"
            "<ymin>11</ymin><xmax>51</xmax><ymax>51</ymax></bndbox></object></annotation>")
    return str(root)


#: image -> the size its annotations record; every image is 120x90 with one box
#: (10,10)-(51,51) of the recorded picture
DECLARED = {"a": (120, 90), "b": (640, 480), "c": (640, 640)}


def declared_images(folder) -> None:
    """The 120x90 JPEGs of DECLARED in ``folder``."""
    folder.mkdir(parents=True)
    for name in DECLARED:
        Image.new("RGB", (120, 90), (90, 140, 200)).save(folder / f"{name}.jpg")


def coco_declaring(root, rle: bool = False) -> str:
    """COCO whose images record the sizes of DECLARED (polygons, or RLE masks with ``rle``)."""
    declared_images(root / "images")
    images = [{"id": i, "file_name": f"{n}.jpg", "width": w, "height": h}
              for i, (n, (w, h)) in enumerate(DECLARED.items(), 1)]
    anns = []
    for i, (w, h) in enumerate(DECLARED.values(), 1):
        seg: object = [[10, 10, 51, 10, 51, 51, 10, 51]]
        if rle:   # the box's pixels, column by column over the recorded picture
            counts, at = [], 0
            for x in range(w):
                if 10 <= x < 51:
                    counts += [x * h + 10 - at, 41]
                    at = x * h + 51
            seg = {"size": [h, w], "counts": counts + [w * h - at]}
        anns.append({"id": i, "image_id": i, "category_id": 1, "bbox": [10, 10, 41, 41],
                     "iscrowd": int(rle), "segmentation": seg})
    (root / "instances_default.json").write_text(json.dumps(
        {"images": images, "annotations": anns, "categories": [{"id": 1, "name": "cat"}]}))
    return str(root)


def seg_masks(root, values=(1, 2, 3, 1), names: str | None = None) -> str:
    """Images s_0.. and L masks whose background is 0 and whose square is values[i]."""
    os.makedirs(os.path.join(root, "images"))
    os.makedirs(os.path.join(root, "masks"))
    for i, v in enumerate(values):
        Image.new("RGB", (32, 24), (40 * i, 90, 200)).save(os.path.join(root, "images",
                                                                       f"s_{i}.png"))
        m = np.zeros((24, 32), np.uint8)
        m[4:12, 6:20] = v
        Image.fromarray(m, "L").save(os.path.join(root, "masks", f"s_{i}.png"))
    if names is not None:
        with open(os.path.join(root, "classes.txt"), "w") as f:
            f.write(names)
    return str(root)


def cp932_table(root, rows: list[str], header: str = "ファイル名,ラベル") -> str:
    """A CP932 (Windows Japanese) CSV with CRLF line ends, ``header`` and ``rows``, beside
    画像/写真_0..2.png; its path."""
    (root / "画像").mkdir(parents=True, exist_ok=True)
    for i in range(3):
        Image.new("RGB", (16, 12), (20 * i, 30, 30)).save(root / "画像" / f"写真_{i}.png")
    path = root / "t.csv"
    path.write_bytes("\r\n".join([header, *rows]).encode("cp932") + b"\r\n")
    return str(path)


def seg_with_problems(root) -> str:
    """10 images: a mask of the wrong size, a colour mask, a missing mask, a mask without an
    image, a broken mask and a broken image (the new-user walk's seg/)."""
    (root / "images").mkdir(parents=True)
    (root / "masks").mkdir()
    for i in range(10):
        Image.new("RGB", (64, 48), (i * 25, 80, 80)).save(root / "images" / f"s{i:02d}.png")
        Image.new("L", (64, 48), i % 3).save(root / "masks" / f"s{i:02d}.png")
    Image.new("L", (32, 32), 1).save(root / "masks" / "s02.png")              # wrong size
    os.remove(root / "masks" / "s03.png")                                     # no mask
    Image.new("L", (64, 48), 1).save(root / "masks" / "orphan.png")           # no image
    Image.new("RGB", (64, 48), (255, 0, 0)).save(root / "masks" / "s04.png")  # colour
    (root / "masks" / "s05.png").write_bytes(b"\x89PNG\r\n\x1a\nbroken")      # broken mask
    (root / "images" / "s06.png").write_bytes(b"\x89PNG\r\n\x1a\nbrokenimg")  # broken image
    (root / "class_names.txt").write_text("background\nnucleus\ncytoplasm\n")
    return str(root)


def coco_with_lost_objects(root: Path) -> str:
    """COCO: a.jpg (cat, dog) cut short, so it fails to decode; b.png with one more dog
    that crop cuts away (dropped by the worker); c.jpg (dog, cat) and d.png (none) whole."""
    path = A.make_coco(str(root / "coco"), polygons=False)
    with open(path) as f:
        data = json.load(f)
    # b.png (300x200) cropped to a square keeps columns 50..250: 10..60 keeps 10 of 50.
    data["annotations"].append({"id": 99, "image_id": 2, "category_id": 2,
                                "bbox": [10, 170, 50, 20], "iscrowd": 0})
    with open(path, "w") as f:
        json.dump(data, f)
    a = root / "coco" / "images" / "a.jpg"
    a.write_bytes(a.read_bytes()[:a.stat().st_size * 2 // 3])
    return str(root / "coco")


def yolo_with_splits(root: Path, counts: dict[str, int]) -> str:
    """A YOLO export with a split folder per ``counts`` entry (split -> images)."""
    for split, n in counts.items():
        (root / "images" / split).mkdir(parents=True)
        (root / "labels" / split).mkdir(parents=True)
        for i in range(n):
            Image.new("RGB", (16, 12), (30 * i, 90, 200)).save(
                root / "images" / split / f"{split}{i}.png")
            (root / "labels" / split / f"{split}{i}.txt").write_text("0 0.5 0.5 0.4 0.4\n")
    (root / "data.yaml").write_text("path: .\n" + "".join(
        f"{s}: images/{s}\n" for s in counts) + "names:\n  0: cat\n", encoding="utf-8")
    return str(root)


def table_with_splits(root: Path, splits: list[str]) -> str:
    """A table (``root``/t.csv) of one cat image per ``splits`` entry, giving it that split
    ("" for none) in a third column; the images are in ``root``/pics."""
    (root / "pics").mkdir(parents=True)
    rows = []
    for i, split in enumerate(splits):
        Image.new("RGB", (16, 12), (40 * i, 90, 200)).save(root / "pics" / f"p{i}.png")
        rows.append(f"pics/p{i}.png,cat,{split}")
    (root / "t.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return str(root / "t.csv")


def exif_jpeg(path, size, orientation: int) -> None:
    """A plain JPEG of ``size`` with EXIF orientation ``orientation`` (none when 1)."""
    exif = Image.Exif()
    if orientation != 1:
        exif[0x0112] = orientation
    with open(path, "wb") as f:         # (its orientation checked written: honoured)
        f.write(encode(Image.new("RGB", size, (90, 140, 200)), "JPEG", exif=exif))


#: name -> (size, EXIF orientation, annotated)
EXIF_SQUARES = {"sq6.jpg": ((96, 96), 6, True), "sq8.jpg": ((96, 96), 8, True),
                "sq1.jpg": ((96, 96), 1, True), "sq3.jpg": ((96, 96), 3, True),
                "bare6.jpg": ((96, 96), 6, False), "wide6.jpg": ((120, 90), 6, True)}


def coco_exif_squares(root: Path, leave_out: str = "") -> str:
    """COCO over EXIF_SQUARES (but ``leave_out``), each image's width/height recorded as the
    tools record it: turned (tests/engine/test_exif_square.py)."""
    (root / "images").mkdir(parents=True)
    images, anns = [], []
    for i, (name, (size, o, annotated)) in enumerate(EXIF_SQUARES.items(), 1):
        if name == leave_out:
            continue
        exif_jpeg(root / "images" / name, size, o)
        w, h = (size[1], size[0]) if o >= 5 else size     # as the tools record it: turned
        images.append({"id": i, "file_name": name, "width": w, "height": h})
        if annotated:
            anns.append({"id": i, "image_id": i, "category_id": 1, "bbox": [10, 20, 30, 40],
                         "iscrowd": 0, "segmentation": []})
    (root / "instances_default.json").write_text(json.dumps(
        {"images": images, "annotations": anns, "categories": [{"id": 1, "name": "cat"}]}))
    return str(root)


#: coco_cut_by_crop's classes (COCO category ids 1..3), as a walker's cell export had them
CUT_CLASSES = ("cell", "nucleus", "debris")
#: (class, COCO bbox, what a square crop does to it) of every image of coco_cut_by_crop:
#: its images are 300x200, so a square crop keeps columns 50..250 ("": the box stays whole)
CUT_LAYOUT = (
    ("nucleus", [100, 60, 100, 80], ""),
    ("cell", [30, 20, 50, 40], "partly cut away by crop: clipped"),          # 30 of 50 kept
    ("debris", [235, 120, 40, 30], "mostly cut away by crop (under 50% left)"),  # 15 of 40
    ("cell", [0, 150, 40, 30], "outside the picture after resizing"),        # all cut away
)
#: the one box past its image's edge in the annotations (img00's bottom): the scan clips it
PAST_EDGE = ("nucleus", [120, 180, 40, 40], "box extends outside the image: clipped")


def coco_cut_by_crop(root: Path, n: int = 6, past_edge: bool = True) -> str:
    """A COCO export (``root``/instances_default.json, images/img00.png...) of ``n`` 300x200
    pictures, each with the boxes of CUT_LAYOUT (ids 10 * image + 1...), img00 also with
    PAST_EDGE (id 9) unless not ``past_edge``, and a last image, broken.png, cut short (it
    fails to decode)."""
    (root / "images").mkdir(parents=True)
    images, anns = [], []
    cats = {c: i for i, c in enumerate(CUT_CLASSES, 1)}
    for k in range(n + 1):
        file_name = f"img{k:02d}.png" if k < n else "broken.png"
        rng = np.random.default_rng(k)   # distinct pictures: no copies among them
        Image.fromarray(rng.integers(0, 255, (200, 300, 3), np.uint8)).save(
            root / "images" / file_name)
        images.append({"id": k + 1, "file_name": file_name, "width": 300, "height": 200})
        boxes = list(CUT_LAYOUT) + ([PAST_EDGE] if k == 0 and past_edge else [])
        for j, (cls, bbox, _) in enumerate(boxes):
            anns.append({"id": 9 if (cls, bbox) == PAST_EDGE[:2] else 10 * k + j + 1,
                         "image_id": k + 1, "category_id": cats[cls], "bbox": bbox,
                         "iscrowd": 0, "segmentation": []})
    broken = root / "images" / "broken.png"
    broken.write_bytes(broken.read_bytes()[:400])
    (root / "instances_default.json").write_text(json.dumps(
        {"images": images, "annotations": anns,
         "categories": [{"id": i, "name": c} for c, i in cats.items()]}))
    return str(root)


#: Pascal VOC with class masks (voc_with_class_masks): the images' size, and each image's
#: stem, split list and [(class index, (x0, y0, x1, y1))]; 2024_5 has no mask (boxes only)
VOC_SEG_SIZE = (64, 48)
VOC_SEG_IMAGES = [("2024_1", "train", [(1, (4, 4, 30, 20))]),
                  ("2024_2", "train", [(2, (10, 8, 50, 40)), (3, (40, 2, 60, 12))]),
                  ("2024_3", "val", [(3, (20, 20, 44, 46))]),
                  ("2024_4", "val", []),
                  ("2024_5", None, [(1, (8, 8, 40, 40))])]
VOC_SEG_NAMES = ["background", "cat", "dog", "bird"]


def voc_class_mask(objs) -> np.ndarray:
    """The class mask of ``objs`` as VOC draws it: each object's outline 255."""
    w, h = VOC_SEG_SIZE
    m = np.zeros((h, w), np.uint8)
    for cls, (x0, y0, x1, y1) in objs:
        m[y0:y1, x0:x1] = 255          # VOC's outline, then the object inside it
        m[y0 + 1:y1 - 1, x0 + 1:x1 - 1] = cls
    return m


def voc_with_class_masks(root) -> str:
    """Pascal VOC with boxes (Annotations/), class masks (SegmentationClass/: palette PNGs,
    255 outlines) of the images ImageSets/Segmentation/{train,val,trainval}.txt list, and
    one image with boxes only (2024_5): tests/engine/test_voc_segmentation.py."""
    for d in ("Annotations", "JPEGImages", "SegmentationClass", "ImageSets/Main",
              "ImageSets/Segmentation"):
        os.makedirs(root / d)
    palette = [0, 0, 0, 128, 0, 0, 0, 128, 0, 128, 128, 0] + [0] * 744
    palette[765:768] = [224, 224, 192]
    for stem, split, objs in VOC_SEG_IMAGES:
        Image.new("RGB", VOC_SEG_SIZE, (90, 120, 60)).save(root / "JPEGImages" / f"{stem}.jpg")
        boxes = "".join(f"<object><name>{VOC_SEG_NAMES[c]}</name><bndbox><xmin>{x0 + 1}"
                        f"</xmin><ymin>{y0 + 1}</ymin><xmax>{x1}</xmax><ymax>{y1}</ymax>"
                        "</bndbox></object>" for c, (x0, y0, x1, y1) in objs)
        (root / "Annotations" / f"{stem}.xml").write_text(
            f"<annotation><filename>{stem}.jpg</filename><size><width>{VOC_SEG_SIZE[0]}"
            f"</width><height>{VOC_SEG_SIZE[1]}</height><depth>3</depth></size>{boxes}"
            "</annotation>")
        if split:
            m = Image.fromarray(voc_class_mask(objs), "P")
            m.putpalette(palette)
            m.save(root / "SegmentationClass" / f"{stem}.png")
    lists = root / "ImageSets" / "Segmentation"
    for split in ("train", "val"):
        (lists / f"{split}.txt").write_text(
            "".join(f"{s}\n" for s, sp, _ in VOC_SEG_IMAGES if sp == split))
    (lists / "trainval.txt").write_text("".join(f"{s}\n" for s, sp, _ in VOC_SEG_IMAGES if sp))
    (root / "ImageSets" / "Main" / "train.txt").write_text(
        "".join(f"{s}\n" for s, *_ in VOC_SEG_IMAGES))
    return str(root)
