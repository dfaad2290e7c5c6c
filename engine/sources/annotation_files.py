"""Finding an annotated source's files: its images by name or stem, the split its folders
hold, and annotation files that are blank or cut short (said so, not in a parser's words)."""

from __future__ import annotations

import os
import unicodedata

from engine.reason_codes import say
from engine.regular_files import file_there, open_input, open_regular_file
from engine.sources import scan_memo
from engine.sources.names import forms, on_disk
from engine.split_names import SPLIT_ALIASES, split_key

#: An annotated source's pictures, by name: every extension a class-folder source takes
#: (engine.sources.top_files.IMAGE_EXTENSIONS), the common ones first (an image found by
#: its stem takes the first that exists). iPhone photos (.heic) in a YOLO or VOC export
#: were "annotations for an image that does not exist" beside the picture (a walk).
IMAGE_EXTS = (".jpg", ".jpeg", ".png", ".bmp", ".gif", ".webp", ".tif", ".tiff",
              ".heic", ".heif", ".avif", ".jpe", ".ppm", ".pgm", ".pbm")


def preferred(names: list[str]) -> str:
    """Which of ``names``, image files of one stem in one folder (an iPhone export's
    IMG_1.JPG and IMG_1.HEIC: the same photo), carries the annotations of that stem: the
    first by :data:`IMAGE_EXTS`'s order (JPEG and PNG before HEIC), then by name. The
    others are set aside (:func:`same_photo`): each became a record, YOLO's with the same
    boxes (in another split too: the same photo in train and val), VOC's with none."""
    def rank(name: str) -> tuple[int, str]:
        ext = os.path.splitext(name)[1].lower()
        return (IMAGE_EXTS.index(ext) if ext in IMAGE_EXTS else len(IMAGE_EXTS), name)
    return min(names, key=rank)


def same_photo(chosen: str) -> str:
    """Why an image file is set aside when ``chosen``, of its name in its folder, carries
    the annotations (ann.same_photo)."""
    return say("ann.same_photo", image=chosen)


#: A mask folder's masks (engine.sources.masks): lossless files of class values. ImageJ and
#: Fiji save label images as TIFF: a folder of them was read as two class folders, images
#: and masks, the masks converted as pictures (a walk).
MASK_EXTS = (".png", ".tif", ".tiff")


#: expat's errors for a file that ends before its XML does ("no element found", "unclosed
#: token", "partial character"): a cut or blank file, to be said so, not in the parser's
#: English. NO_ELEMENTS is also what a blank file gives.
NO_ELEMENTS = 3
CUT_SHORT = (NO_ELEMENTS, 5, 6)


def head(path: str) -> bytes | None:
    """The first 4 KiB of the file at `path` (by which an XML export is recognised, its
    root element and the elements it opens with), in UTF-8 when it is UTF-16
    (:func:`ends`); None when it cannot be read."""
    found = ends(path, 4096, 0)
    return None if found is None else found[0]


#: UTF-16's byte-order marks (Notepad's "Unicode"): little-endian, big-endian.
UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


def ends(path: str, size: int, tail: int) -> tuple[bytes, bytes] | None:
    """(the first ``size`` bytes of the file at ``path``, its last ``tail`` bytes: b"" for
    0), each in UTF-8 when the file is UTF-16 by its byte-order mark (Notepad's "Unicode"):
    the one rule by which an export is recognised from its first and last bytes, whatever
    it was saved as (a character cut at either end left out); None when the file cannot be
    read."""
    try:
        with open_input(path) as f:
            first, last, at = f.read(size), b"", 0
            if tail:
                at = max(0, f.seek(0, os.SEEK_END) - tail)
                f.seek(at)
                last = f.read()
    except OSError:
        return None
    if not first.startswith(UTF16_BOMS):
        return first, last
    codec = "utf-16-le" if first.startswith(b"\xff\xfe") else "utf-16-be"
    # (a UTF-16 character starts at an even offset; the mark is no character)
    return (first[2:].decode(codec, "ignore").encode(),
            last[2 if at == 0 else at % 2:].decode(codec, "ignore").encode())


def blank(path: str) -> bool:
    """True when the file at `path` holds nothing but white space: 0 bytes, or a byte-order
    mark and line ends (a labelling tool that crashed while saving, a placeholder). Its
    parser would call it malformed ("no element found"), in words that do not tell the
    person who must fix it what is wrong."""
    try:   # (a FIFO, a device, a folder: refused by open_regular_file, so not blank)
        f, size = open_regular_file(path)
        with f:
            return size <= 4096 and not f.read(4096).removeprefix(b"\xef\xbb\xbf").strip()
    except OSError:
        return False


def file_empty(name: str) -> str:
    """Why a blank annotation file ``name`` of a source of several (a COCO JSON among
    others, a Pascal VOC XML without its image) cannot be read (ann.file_empty)."""
    return f"{name} is empty: it holds no annotations; export it again from the labelling tool"


def source_empty(path: str) -> str:
    """Why a source whose one annotation file (a COCO JSON, CVAT's annotations.xml) is
    blank cannot be read."""
    return (f"{path} is empty: it holds no annotations. Export them again from the "
            "labelling tool.")


#: The split an export's folder (or CVAT subset) holds, by its name: Roboflow's "valid",
#: CVAT's "Validation" are "val", as the split names of the output are. The other names a
#: table's split column accepts (engine.split_names: 訓練, 検証, 학습...) are split folders too.
_FOLDER_SPLITS = {"train": "train", "training": "train", "val": "val", "valid": "val",
                  "validation": "val", "test": "test", "testing": "test", "dev": "dev",
                  "eval": "eval"}


def split_folder(name: str) -> str | None:
    """The split a folder named `name` holds, or None for a name that is no split."""
    key = split_key(name)
    return _FOLDER_SPLITS.get(key) or SPLIT_ALIASES.get(key)


def find_image(stem_or_name: str, folders: list[str]) -> str | None:
    """The image file `stem_or_name` in the first folder holding it (an exact name first,
    then the stem with any image extension). A name with folders the export did not keep
    (a Windows path with backslashes, the labelling server's upload path) is looked for
    by its last part too."""
    found = _find(stem_or_name, folders)
    base = stem_or_name.replace("\\", "/").rsplit("/", 1)[-1]
    if found is None and base and base != stem_or_name:
        found = _find(stem_or_name.replace("\\", "/"), folders) or _find(base, folders)
    return found


def missing_path(name: str, folders: list[str], fallback: str) -> str:
    """Where an image the annotations name and no folder holds was looked for: the name
    in the first folder holding images (``fallback``'s folder when none does). A name with
    folders the export did not keep (Label Studio's /data/upload/3/abcd14-photo_14.jpg, a
    Windows path) is looked for by its last part, so that part is said: the upload path
    joined to the source read "3/abcd14-photo_14.jpg", a name nothing searched."""
    rel = name.replace("\\", "/")
    if rel.startswith("/") or (len(rel) > 1 and rel[1] == ":"):
        rel = rel.rsplit("/", 1)[-1]
    home = next((f for f in folders if _holds_images(f)), folders[0] if folders else fallback)
    return os.path.join(home, rel)


def _holds_images(folder: str) -> bool:
    try:   # (listed once a scan: it was listed again for each image not found)
        return any(n.lower().endswith(IMAGE_EXTS) for n in scan_memo.names(folder))
    except OSError:
        return False


def _find(stem_or_name: str, folders: list[str]) -> str | None:
    """The name as written, then in its other Unicode forms: Korean and Japanese names a
    Mac wrote decomposed (files unzipped from a macOS zip) and a labelling tool or Windows
    composed (the annotations) are one name to the eye, and to Windows and macOS; each
    was "image not found" beside an image no annotation names."""
    for name in forms(stem_or_name):
        found = _find_as(name, folders)
        if found is not None:
            return found
    return None


def _find_as(stem_or_name: str, folders: list[str]) -> str | None:
    """The first of the files looked for that is there, as its folder spells it. A name a
    folder lists as written first (what a case-sensitive disk finds, told by the scan's
    listing: engine.sources.scan_memo), then one the disk finds otherwise: a disk that
    matches any capital letters (a Windows share, exFAT) found VOC's IMG_001.JPG as
    IMG_001.jpg, the first extension tried, and the image was converted twice, by that
    name with its boxes and by its own as an image without any. In a scan, a folder whose
    listing holds no such name is not asked (scan_memo.may_hold: a COCO file's images in
    images/ were looked for in the source folder and annotations/ first, two round trips
    an image on a share; a VOC image by its stem with each extension in turn)."""
    stem = os.path.splitext(stem_or_name)[0]
    tried = [(folder, stem_or_name) for folder in folders] + \
        [(folder, stem + ext) for folder in folders for ext in _ALL_EXTS]
    for folder, name in tried:
        p = os.path.join(folder, name)
        # (a folder that cannot be listed, passed through only, is asked in its turn: a
        # name there lost to the same name in a later folder, another picture in a scan)
        if (scan_memo.lists(folder, name) or scan_memo.unlisted(folder)) and \
                os.path.isfile(p):
            return p
    for folder, name in tried:
        p = os.path.join(folder, name)
        if scan_memo.may_hold(folder, name) and not scan_memo.unlisted(folder) and \
                os.path.isfile(p):   # (an unlisted folder's were asked above)
            return scan_memo.spelled_below(folder, p)
    return None


#: The extensions an image is looked for with by its stem, in this order.
_ALL_EXTS = IMAGE_EXTS + tuple(e.upper() for e in IMAGE_EXTS)


#: Folders under an export that hold no pictures of its own (masks beside the images):
#: never searched for an image an annotation file names, so that a mask of the same name
#: is not taken for a missing picture.
_NOT_PICTURES = frozenset({"masks", "mask", "segmentationclass", "segmentationobject",
                           "labels", "annotations", "gt", "ground_truth"})
#: How deep below the export's folder images are looked for (photos/, data/train/...).
SEARCH_DEPTH = 4


class FolderImages:
    """The image files below an export's folders, by name (read once, when the first image
    an annotation file names is in none of the folders exports put it in): a COCO file
    beside a folder of another name (``photos/``, FiftyOne's ``data/``), or names written
    with other capital letters than the files have (a Windows or macOS disk matched them;
    Linux does not), or in another Unicode form (Korean and Japanese names a Mac wrote
    decomposed, unzipped here, and a labelling tool's JSON composed: "현미경_002.jpg" was
    both "image not found" and "no annotation file lists it"). An image is found by its
    whole name, as written first, then in the same case; a name two files have (in two
    folders, or in two cases) finds none: guessing would pair annotations with the wrong
    picture."""

    def __init__(self, roots: list[str]):
        self.roots = list(dict.fromkeys(r for r in roots if os.path.isdir(r)))
        self._names: dict[str, list[str]] | None = None

    def find(self, name: str) -> str | None:
        """The one image file below the roots named as the last part of ``name``, or None."""
        base = name.replace("\\", "/").rsplit("/", 1)[-1]
        if not base:
            return None
        if self._names is None:
            self._names = self._read()
        found = self._names.get(name_key(base), [])
        for same in ([p for p in found if os.path.basename(p) == base],
                     [p for p in found if nfc(os.path.basename(p)) == nfc(base)]):
            if len(same) == 1:
                return same[0]
        return found[0] if len(found) == 1 else None

    def _read(self) -> dict[str, list[str]]:
        names: dict[str, list[str]] = {}
        seen: set[str] = set()
        for root in self.roots:
            top = root.rstrip(os.sep).count(os.sep)
            for here, dirs, files in scan_memo.walk(root):   # (the folders listed once)
                dirs[:] = sorted(d for d in dirs if not d.startswith(".")
                                 and d.lower() not in _NOT_PICTURES
                                 and here.count(os.sep) - top < SEARCH_DEPTH)
                for f in sorted(files):
                    p = os.path.join(here, f)
                    if f.startswith(".") or not f.lower().endswith(IMAGE_EXTS) or p in seen:
                        continue
                    seen.add(p)
                    names.setdefault(name_key(f), []).append(p)
        return names


def nfc(name: str) -> str:
    """``name`` composed (NFC), as Windows, Linux and input methods write it."""
    return unicodedata.normalize("NFC", name)


def name_key(name: str) -> str:
    """What FolderImages finds a file by: its name composed, in lower case."""
    return nfc(name).lower()


def same_name(path: str, below: str = "") -> tuple[str, bool]:
    """(``path``, or the file of that name in another Unicode form when only that one
    exists; whether that is a file): YOLO's labels/현미경_001.txt written on Windows
    (composed) for a picture a Mac wrote (decomposed) left every image a background image,
    its boxes "annotations for an image that does not exist". Each part of the path in its
    own form (names.on_disk): the dataset's folder a Mac named too, the label files copied
    in from Windows. A file that is there is asked about once (its existence was asked
    twice an image, a round trip each on a network share). A FIFO there is a file too
    (regular_files.file_there, one stat as os.path.isfile): its reader refuses it by name
    (open_input), where os.path.isfile made its image one "without annotations". A file
    found is given with its parts below the folder ``below`` as their folders spell them
    (scan_memo.spelled_below): a disk that matches any capital letters found
    labels/img_001.txt for IMG_001.JPG, and YOLO then also listed that file as one no image
    has."""
    if file_there(path):
        return (scan_memo.spelled_below(below, path) if below else path), True
    other = on_disk("", path, absent=True)   # (``path`` itself when no other form is there)
    found = other != path and file_there(other)
    return (scan_memo.spelled_below(below, other) if found and below else other), found
