"""The words for what a source's scan set aside (table rows, annotations, files or folders
that are not among the files counted), said apart from the files skipped, in one form for
the scan's sentence, the progress line, the Summary and the Failures tab.

A walk read "145 files · 142 written · 5 skipped (of them 2 before converting)": the two
table rows were not among the 145, and 142 + 5 is not 145. The files counted are written
or skipped; what was set aside is counted in its own words ("2 table rows not used"),
by the kind its reason's code names (a CSV's missing file is its row, not a file).
An image set aside for its annotations (gui.scan_result.UNUSABLE) is not one of them: it is
counted with the images, and skipped (:func:`unusable`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QCoreApplication

from gui.i18n import number, plural
from gui.scan_result import UNUSABLE

#: The codes of an entry set aside whose image is converted all the same, from another
#: entry: an image listed twice (a COCO export's two entries, a table's repeated or
#: conflicting row) is read from its first. Its image did not fail: a COCO file listing
#: img_000.jpg twice said "the image is skipped" of an image the run wrote.
REPEATED = frozenset({"ann.listed_twice", "ann.listed_twice_objects", "csv.duplicate_same",
                      "csv.duplicate_other"})

# The kind of an entry set aside, by the start of its reason's code, first match: a table's
# rows (a class table's "file not found (CSV line 147)" too, a box CSV's), annotation files
# that cannot be read (a VOC XML cut short), other annotations or the images they name,
# and a folder's files or folders.
# Of the annotations, which they are: "1 image or annotation (img_010.jpg)" did not say
# whether img_010.jpg was an image or an annotation (it was an image the JSON lists and
# the folder does not hold).
_KINDS = (("rows", ("csv.", "ann.csv_", "file.csv_")),
          ("annotation_files", ("ann.xml_", "ann.file_empty", "ann.json_", "cvat.malformed")),
          ("missing_images", ("ann.coco_image_missing", "ann.voc_image_missing",
                              "ann.image_missing")),
          # a segmentation source's masks in their own word: "1 annotation file without an
          # image" beside a Failures row "mask without an image" made two things of one
          ("mask_orphans", ("ann.mask_without_image",)),
          ("no_mask", ("ann.no_mask",)),
          ("orphans", ("ann.label_without_image", "ann.label_other_case",
                       "ann.voc_xml_without_image")),
          ("no_annotation", ("ann.unannotated",)),
          ("unlisted", ("ann.unlisted_image",)),
          ("annotations", ("ann.", "cvat.")),
          ("files", ("file.", "folder.", "source.")))
_ORDER = ("rows", "repeated_rows", "annotation_files", "missing_images", "no_annotation",
          "no_mask", "unlisted", "annotations", "orphans", "mask_orphans", "repeated", "files",
          "")


def _tr(text: str) -> str:
    return QCoreApplication.translate("SetAside", text)


def kind_of(code: str) -> str:
    """The kind of an entry set aside with reason ``code`` ("": not known)."""
    kind = next((k for k, prefixes in _KINDS if code.startswith(prefixes)), "")
    if code in REPEATED:
        return "repeated_rows" if kind == "rows" else "repeated"
    return kind


def kind_rank(code: str) -> int:
    """Where the kind of an entry set aside with reason ``code`` comes in the words of
    :func:`aside_words`, so that the entries named after them come in the same order."""
    return _ORDER.index(kind_of(code))


def counts_of(codes: Iterable[str]) -> dict[str, int]:
    """{code: how many} of the entries set aside with these reason ``codes``."""
    counts: dict[str, int] = {}
    for code in codes:
        counts[str(code or "")] = counts.get(str(code or ""), 0) + 1
    return counts


def unusable(counts: Mapping[str, int]) -> int:
    """Of the entries set aside, ``counts`` {reason code: how many}, the images set aside
    for their annotations (UNUSABLE): counted with the images the run skips, the others
    are not used."""
    return sum(n for code, n in counts.items() if code in UNUSABLE and n > 0)


def aside_words(counts: Mapping[str, int]) -> str:
    """"2 table rows", "3 annotation files without an image", "1 table row, 1 file or
    folder": the entries set aside, ``counts`` {reason code: how many}, by kind, without
    the images set aside for their annotations, which are skipped (:func:`unusable`; "" :
    none)."""
    kinds: dict[str, int] = {}
    for code, n in counts.items():
        if n > 0 and code not in UNUSABLE:
            kinds[kind_of(code)] = kinds.get(kind_of(code), 0) + n
    words = {
        "rows": (_tr("{n} table row"), _tr("{n} table rows")),
        "repeated_rows": (_tr("{n} repeated table row"), _tr("{n} repeated table rows")),
        # (the file: an image whose annotation file cannot be used is UNUSABLE, skipped;
        # one whose file cannot be read at all is converted without annotations)
        "annotation_files": (_tr("{n} unreadable annotation file"),
                             _tr("{n} unreadable annotation files")),
        # an entry that names an image (a COCO "images" entry, a box CSV's line, a VOC
        # file) whose file is not found: "1 annotation entry" read as one annotation of a
        # COCO image that carried 4 (Korean walk)
        "missing_images": (_tr("{n} image entry whose file is missing"),
                           _tr("{n} image entries whose files are missing")),
        "orphans": (_tr("{n} annotation file without an image"),
                    _tr("{n} annotation files without an image")),
        "no_annotation": (_tr("{n} image without annotations"),
                          _tr("{n} images without annotations")),
        "no_mask": (_tr("{n} image without a mask"), _tr("{n} images without a mask")),
        "mask_orphans": (_tr("{n} mask without an image"), _tr("{n} masks without an image")),
        # an image file no annotation file lists (added to the folder after the export)
        "unlisted": (_tr("{n} image no annotation file lists"),
                     _tr("{n} images no annotation file lists")),
        "annotations": (_tr("{n} image with unusable annotations"),
                        _tr("{n} images with unusable annotations")),
        "repeated": (_tr("{n} repeated entry"), _tr("{n} repeated entries")),
        "files": (_tr("{n} file or folder"), _tr("{n} files or folders")),
        "": (_tr("{n} entry"), _tr("{n} entries")),
    }
    return _tr(", ").join(plural(kinds[k], *words[k]).format(n=number(kinds[k]))
                          for k in _ORDER if k in kinds)


def not_used_words(counts: Mapping[str, int]) -> str:
    """"2 table rows not used" ("" : nothing was set aside): the progress line's and the
    Summary's words for what the scan set aside, apart from the files skipped."""
    what = aside_words(counts)
    if not what:
        return ""
    return _tr("{what} not used").format(what=what) + aside_note(counts)


def aside_note(counts: Mapping[str, int]) -> str:
    """"; a repeated entry's image is converted from its first entry" when some of the
    entries set aside repeat an image ("" otherwise): a repeated entry is not a failed
    image, its image is converted, from the first."""
    kinds = {kind_of(code) for code, n in counts.items() if n > 0}
    if "repeated_rows" in kinds:
        return _tr("; a repeated row's image is converted from its first row")
    if "repeated" in kinds:
        return _tr("; a repeated entry's image is converted from its first entry")
    return ""
