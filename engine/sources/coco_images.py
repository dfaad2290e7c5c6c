"""Where a COCO file's images are: the folders exports put them in, and, for an image in
none of them, a search by its name below the export's folder (a folder of another name,
names with other capital letters), said in a notice."""

from __future__ import annotations

import os
from collections import Counter

from engine.reason_codes import render
from engine.sources.annotation_files import FolderImages, find_image, nfc, split_folder


def folders(json_path: str, source: str, tail: str) -> list[str]:
    """The folders a COCO file's images are looked for in, in order: the source folder, beside
    the JSON, its ``images/``, a folder named after it (``tail``: ``val2017``, CVAT's
    ``default``) beside it, in ``images/`` and one folder up."""
    here = os.path.dirname(json_path)
    up = os.path.dirname(here)
    out = [here, os.path.join(here, "images"), os.path.join(here, tail), os.path.join(up, tail),
           os.path.join(here, "images", tail), os.path.join(up, "images", tail),
           os.path.join(up, "images"), up]
    if os.path.isdir(source):
        out.insert(0, source)
    return [f for i, f in enumerate(out) if f not in out[:i] and os.path.isdir(f)]


def search_below(json_path: str, source: str) -> FolderImages:
    """Where an image in none of :func:`folders` is looked for by its name: below the source
    folder (below the JSON's folder, and the export's folder around an ``annotations/``
    one, when the source is the file). A split's JSON (Roboflow's train/, valid/) looks
    only below its own folder: a picture of the same name in another split is another."""
    here = os.path.dirname(os.path.abspath(json_path))
    if os.path.isdir(source):
        inside = os.path.dirname(here) == os.path.abspath(source)
        return FolderImages([here] if inside and split_folder(os.path.basename(here))
                            else [source])
    up = [os.path.dirname(here)] if os.path.basename(here).lower() == "annotations" else []
    return FolderImages([here, *up])


def found_notices(json_name: str, searched: list[tuple[str, str]], here: str) -> list[str]:
    """The images of ``json_name`` found by FolderImages: those whose names have other
    capital letters ("a.jpg → A.JPG"), then those found in a folder below ("a.jpg →
    photos/a.jpg"), the first three of each shown: a picture taken by its name from
    elsewhere is worth a look in Inspect."""
    def base(name: str) -> str:
        return name.replace("\\", "/").rsplit("/", 1)[-1]

    # (a name in another Unicode form is the same name: a Mac's, decomposed)
    cased = [(n, f) for n, f in searched if nfc(os.path.basename(f)) != nfc(base(n))]
    below = [(n, f) for n, f in searched if nfc(os.path.basename(f)) == nfc(base(n))]
    out = []
    for code, pairs in (("ann.coco_found_case", cased), ("ann.coco_found_below", below)):
        if pairs:
            shown = [f"{name} → {os.path.relpath(found, here).replace(os.sep, '/')}"
                     for name, found in pairs[:3]]
            out.append(render(code, {"n": f"{len(pairs):,}", "file": json_name,
                                     "examples": "; ".join(shown) +
                                     ("; …" if len(pairs) > 3 else "")}))
    return out


def locate(entries: list[dict], folders: list[str], below: FolderImages,
           dup: set) -> tuple[list[str | None], list[tuple[str, str]], list[str]]:
    """Where each of a COCO file's ``entries`` is: in ``folders``, else (its id not one of
    ``dup``) found by its name ``below``; the (file_name, file) pairs found below, for
    found_notices; and the folders an image found nowhere is said to be missing from.
    Those are where most images were found, when some were found below: an export whose
    pictures sit in a folder of another name ("이미지/") named its one missing picture in
    the folder above the export ("/tmp/현미경_015.jpg" for a screenshot there), a folder
    nobody looked in for it."""
    located: list[str | None] = []
    searched: list[tuple[str, str]] = []
    for im in entries:
        found = find_image(im["file_name"], folders)
        if found is None and im["id"] not in dup:
            found = below.find(im["file_name"])
            # (said, unless it is where the name says, its name in another Unicode form)
            if found is not None and not any(
                    nfc(os.path.join(f, im["file_name"])) == nfc(found) for f in folders):
                searched.append((im["file_name"], found))
        located.append(found)
    if not searched:
        return located, searched, folders
    # (counted over every image found: one picture in images/extra/ among a hundred in
    # images/ does not make extra/ where the missing one belongs)
    roots = Counter(_root(im["file_name"], f) for im, f in zip(entries, located, strict=True)
                    if f is not None)
    return located, searched, [roots.most_common(1)[0][0]]


def _root(name: str, found: str) -> str:
    """The folder ``found`` is in as ``name`` would be, its folders too ("세포/a.png" found
    as 이미지/세포/a.png is in 이미지/)."""
    root = os.path.dirname(found)
    for part in reversed(name.replace("\\", "/").split("/")[:-1]):
        if os.path.basename(root) != part:
            break
        root = os.path.dirname(root)
    return root
