"""The layouts labelling tools export, made from tests.engine.annotated_data's datasets
by moving their files where each tool puts them (the annotation files' contents are those
tools' formats): Roboflow, CVAT, Label Studio and LabelImg exports of COCO, Pascal VOC,
YOLO and masks, CVAT's own XML (boxes, polygons, brush masks) and image tags."""

from __future__ import annotations

import json
import os

import numpy as np
from PIL import Image

from tests.engine.annotated_data import (
    IMAGES,
    ORDER,
    make_coco,
    make_voc,
    make_yolo,
    mask_array,
    write_images,
)


def _move_all(src: str, dst: str) -> None:
    os.makedirs(dst, exist_ok=True)
    for n in sorted(os.listdir(src)):
        os.replace(os.path.join(src, n), os.path.join(dst, n))
    os.rmdir(src)


def make_roboflow_coco(root: str) -> str:
    """Roboflow "COCO JSON": <split>/_annotations.coco.json beside that split's images;
    category 0 is the project, the supercategory of every class, used by no box."""
    path = make_coco(root)
    with open(path) as f:
        data = json.load(f)
    cats = [{"id": 0, "name": "pets", "supercategory": "none"}] + [
        dict(c, supercategory="pets") for c in data["categories"]]
    where = {"a.jpg": "train", "b.png": "train", "c.jpg": "valid", "d.png": "test"}
    for split in ("train", "valid", "test"):
        ims = [im for im in data["images"] if where[im["file_name"]] == split]
        ids = {im["id"] for im in ims}
        os.makedirs(os.path.join(root, split))
        for im in ims:
            os.replace(os.path.join(root, "images", im["file_name"]),
                       os.path.join(root, split, im["file_name"]))
        with open(os.path.join(root, split, "_annotations.coco.json"), "w") as f:
            json.dump({"info": {}, "licenses": [], "categories": cats, "images": ims,
                       "annotations": [a for a in data["annotations"] if a["image_id"] in ids]},
                      f)
    os.remove(path)
    os.rmdir(os.path.join(root, "annotations"))
    os.rmdir(os.path.join(root, "images"))
    with open(os.path.join(root, "README.roboflow.txt"), "w") as f:
        f.write("Exported from Roboflow\n")
    return root


def make_cvat_coco(root: str) -> str:
    """CVAT "COCO 1.0" (Datumaro): annotations/instances_default.json, images/default/."""
    path = make_coco(root)
    _move_all(os.path.join(root, "images"), os.path.join(root, "images_tmp"))
    _move_all(os.path.join(root, "images_tmp"), os.path.join(root, "images", "default"))
    os.replace(path, os.path.join(root, "annotations", "instances_default.json"))
    return root


def make_labelstudio_voc(root: str) -> str:
    """Label Studio "Pascal VOC XML": Annotations/ beside images/."""
    make_voc(root)
    _move_all(os.path.join(root, "JPEGImages"), os.path.join(root, "images"))
    return root


def make_labelimg_voc(root: str) -> str:
    """LabelImg (Pascal VOC): each XML beside its image in one folder; d.png has none."""
    make_voc(root)
    _move_all(os.path.join(root, "JPEGImages"), os.path.join(root, "tmp"))
    _move_all(os.path.join(root, "Annotations"), os.path.join(root, "tmp"))
    for n in os.listdir(os.path.join(root, "tmp")):
        os.replace(os.path.join(root, "tmp", n), os.path.join(root, n))
    os.rmdir(os.path.join(root, "tmp"))
    return root


def make_roboflow_voc(root: str) -> str:
    """Roboflow "Pascal VOC XML": train/ and valid/, each with images and XML files."""
    make_labelimg_voc(root)
    for n in sorted(os.listdir(root)):
        split = "valid" if n.startswith("c.") else "train"
        os.makedirs(os.path.join(root, split), exist_ok=True)
        os.replace(os.path.join(root, n), os.path.join(root, split, n))
    return root


def make_labelimg_yolo(root: str) -> str:
    """LabelImg (YOLO): each .txt beside its image, classes.txt in the same folder."""
    make_yolo(root)
    os.remove(os.path.join(root, "data.yaml"))
    for sub in ("images", "labels"):
        folder = os.path.join(root, sub, "train")
        for n in os.listdir(folder):
            os.replace(os.path.join(folder, n), os.path.join(root, n))
        os.rmdir(folder)
        os.rmdir(os.path.join(root, sub))
    with open(os.path.join(root, "classes.txt"), "w") as f:
        f.write("\n".join(ORDER) + "\n")
    return root


def make_cvat_yolo(root: str) -> str:
    """CVAT "YOLO 1.1": obj.names, obj.data, train.txt, obj_train_data/ (images and .txt)."""
    make_labelimg_yolo(os.path.join(root, "obj_train_data"))
    os.replace(os.path.join(root, "obj_train_data", "classes.txt"),
               os.path.join(root, "obj.names"))
    with open(os.path.join(root, "obj.data"), "w") as f:
        f.write("classes = 3\ntrain = data/train.txt\nnames = data/obj.names\n"
                "backup = backup/\n")
    with open(os.path.join(root, "train.txt"), "w") as f:
        f.write("".join(f"data/obj_train_data/{n}\n" for n, *_ in IMAGES))
    return root


#: CVAT's labelmap.txt colours for the classes (background first, index 0).
LABELMAP_COLOURS = {"background": (0, 0, 0), "cat": (250, 50, 83), "dog": (51, 221, 255),
                    "bird": (255, 204, 51)}


def make_cvat_masks(root: str) -> str:
    """CVAT "Segmentation mask 1.1" (Datumaro's VOC layout): JPEGImages/, colour masks in
    SegmentationClass/ painted by labelmap.txt's colours, SegmentationObject/,
    ImageSets/Segmentation/default.txt."""
    write_images(os.path.join(root, "JPEGImages"))
    names = list(LABELMAP_COLOURS)
    lut = np.array([LABELMAP_COLOURS[n] for n in names], np.uint8)
    for sub in ("SegmentationClass", "SegmentationObject", os.path.join("ImageSets",
                                                                        "Segmentation")):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    for name, size, _, rects in IMAGES:
        stem = os.path.splitext(name)[0]
        Image.fromarray(lut[mask_array(size, rects)], "RGB").save(
            os.path.join(root, "SegmentationClass", stem + ".png"))
        Image.fromarray(lut[::-1][mask_array(size, rects)], "RGB").save(   # instance colours
            os.path.join(root, "SegmentationObject", stem + ".png"))
    with open(os.path.join(root, "ImageSets", "Segmentation", "default.txt"), "w") as f:
        f.write("".join(os.path.splitext(n)[0] + "\n" for n, *_ in IMAGES))
    with open(os.path.join(root, "labelmap.txt"), "w") as f:
        f.write("# label:color_rgb:parts:actions\n" + "".join(
            f"{n}:{r},{g},{b}::\n" for n, (r, g, b) in LABELMAP_COLOURS.items()))
    return root


def cvat_rle(pixels: np.ndarray) -> str:
    """A CVAT brush mask's rle: runs of 0s and 1s over its box, row by row, 0s first."""
    flat = pixels.reshape(-1).astype(bool)
    edges = np.flatnonzero(np.diff(flat)) + 1
    runs = np.diff(np.concatenate([[0], edges, [flat.size]]))
    return ", ".join(str(int(v)) for v in ([0] if flat[0] else []) + runs.tolist())


def brush(x0: int, y0: int, x1: int, y1: int, pad: int = 4, hole: int = 0) -> str:
    """A CVAT ``<mask>`` of the dog filling [x0, x1) x [y0, y1): its box ``pad`` pixels
    larger on every side (the box CVAT records is not always tight), and a square ``hole``
    pixels wide at its centre."""
    left, top = x0 - pad, y0 - pad
    w, h = x1 - x0 + 2 * pad, y1 - y0 + 2 * pad
    m = np.zeros((h, w), np.uint8)
    m[pad:pad + y1 - y0, pad:pad + x1 - x0] = 1
    if hole:
        cy, cx = h // 2, w // 2
        m[cy - hole // 2:cy + hole // 2, cx - hole // 2:cx + hole // 2] = 0
    return (f'<mask label="dog" source="manual" occluded="0" rle="{cvat_rle(m)}" '
            f'left="{left}" top="{top}" width="{w}" height="{h}" z_order="0"/>')


def make_cvat_xml(root: str, subset: str = "", brush_hole: int = 0) -> str:
    """CVAT "CVAT for images 1.1": annotations.xml beside images/ (images/<subset>/ in a
    project's export); the bird as a polygon, the dogs as brush masks (with a hole of
    ``brush_hole`` pixels), the cats as boxes, a polyline and an image tag beside them
    (neither is an object)."""
    folder = os.path.join(root, "images", subset) if subset else os.path.join(root, "images")
    write_images(folder)
    labels = "".join(f"<label><name>{n}</name><color>#ff0000</color><type>any</type>"
                     "<attributes></attributes></label>" for n in ORDER)
    images = []
    for i, (name, size, _, rects) in enumerate(IMAGES):
        shapes = []
        for cls, (x0, y0, x1, y1) in rects:
            if cls == "bird":
                shapes.append(f'<polygon label="bird" source="manual" occluded="0" '
                              f'points="{x0},{y0};{x1},{y0};{x1},{y1};{x0},{y1}" z_order="0"/>')
            elif cls == "dog":
                shapes.append(brush(x0, y0, x1, y1, hole=brush_hole))
            else:
                shapes.append(f'<box label="{cls}" source="manual" occluded="0" xtl="{x0}.00" '
                              f'ytl="{y0}.00" xbr="{x1}.00" ybr="{y1}.00" z_order="0"/>')
        if rects:
            shapes.append('<polyline label="cat" source="manual" occluded="0" '
                          'points="1,1;5,5" z_order="0"/>')
            shapes.append('<tag label="dog" source="manual"/>')
        sub = f' subset="{subset}"' if subset else ""
        images.append(f'<image id="{i}" name="{name}" width="{size[0]}" height="{size[1]}"'
                      f'{sub}>{"".join(shapes)}</image>')
    meta = f"<meta><task><id>7</id><name>pets</name><labels>{labels}</labels></task></meta>"
    with open(os.path.join(root, "annotations.xml"), "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<annotations>\n'
                f"<version>1.1</version>{meta}{''.join(images)}</annotations>\n")
    return root


def make_cvat_tags(root: str, tags: dict[str, list[str]]) -> str:
    """CVAT "CVAT for images 1.1" of a classification task: image-level <tag>s only
    (`tags`: image name -> its tags), labels of type tag in <meta> plus a box-only label
    ("person", which no tag can use)."""
    folder = os.path.join(root, "images")
    write_images(folder)
    labels = "".join(f"<label><name>{n}</name><color>#ff0000</color><type>{t}</type>"
                     "<attributes></attributes></label>"
                     for n, t in [("dog", "tag"), ("person", "rectangle"), ("cat", "tag"),
                                  ("bird", "any")])
    images = "".join(
        f'<image id="{i}" name="{name}" width="{size[0]}" height="{size[1]}">'
        + "".join(f'<tag label="{t}" source="manual"></tag>' for t in tags.get(name, []))
        + "</image>" for i, (name, size, _, _) in enumerate(IMAGES))
    meta = f"<meta><task><id>8</id><name>pets</name><labels>{labels}</labels></task></meta>"
    with open(os.path.join(root, "annotations.xml"), "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<annotations>\n'
                f"<version>1.1</version>{meta}{images}</annotations>\n")
    return root


#: Where make_cvat_xml_in_classes puts each image: the class folder it was uploaded from.
CLASS_OF = {"a.jpg": "cat", "b.png": "dog", "c.jpg": "cat", "d.png": "dog"}


def make_cvat_xml_in_classes(root: str) -> str:
    """A CVAT export of images uploaded from class folders: CVAT keeps their folders, so
    annotations.xml names "cat/a.jpg" and the image is images/cat/a.jpg."""
    make_cvat_xml(root)
    xml = os.path.join(root, "annotations.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read()
    for name, cls in CLASS_OF.items():
        os.makedirs(os.path.join(root, "images", cls), exist_ok=True)
        os.replace(os.path.join(root, "images", name), os.path.join(root, "images", cls, name))
        text = text.replace(f'name="{name}"', f'name="{cls}/{name}"')
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text)
    return root
