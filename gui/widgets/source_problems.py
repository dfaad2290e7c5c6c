"""The source panel's words about a scan's problems (context "SourcePanel"): how many were
found and what the run does about them, in short sentences whose numbers add up to the
images counted ("4 of the 212 files will be skipped: 2 are not images, 2 cannot be
converted. 208 images will be converted."), each listed problem's consequence by its
reason's code. (The folders inside class folders, merged into their class, are the engine's
notice class.nested_images: engine.sources.class_notes.)"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.reason_codes import SAID_SKIPPED
from gui.i18n import number, plural, sentences
from gui.name_list import with_names
from gui.scan_result import ScanResult, counted
from gui.widgets.set_aside import REPEATED, aside_words, counts_of, kind_rank

#: The codes of an entry set aside whose reason says what becomes of its image: an
#: annotation file that cannot be read, whose image is converted without annotations (the
#: list said "→ the image is skipped" of an image the run wrote).
SAYS_ITS_IMAGE = frozenset({"ann.xml_unreadable"})
#: The problems the source panel's list shows at first, and adds at a time (its last line,
#: "… and N more", lists the next ones: gui.widgets.scan_preview).
LISTED = 500
#: The names a sentence of the source panel says of many ("a, b, c, d, e, …").
SHOWN = 5


def _tr(text: str) -> str:
    return QCoreApplication.translate("SourcePanel", text)


def problems_text(res: ScanResult, leave_out: bool = False) -> str:
    """"N problems found; they are listed below.", then what they are, so that the numbers
    agree with the images counted before and with the run's: the files counted that the
    run will skip (not images, or images it cannot convert) and how many it converts,
    entries the scan set aside and did not count (a missing image, a label file without
    one), and notes about objects (a box clipped), whose images are converted. ("9 images
    ... (3 images will be skipped)" over a run that wrote 8: 2 of the 3 were not among the
    9.) The files skipped are the run's "N skipped", the entries set aside its "2 table rows
    not used" (gui.widgets.set_aside), named here; an image the scan set aside for its
    annotations is counted and skipped (gui.scan_result.UNUSABLE), as one whose mask does
    not fit. ``leave_out``: the images counted are without those left out for having no
    annotations, as the summary counts them."""
    n = len(res.problems)
    parts = [_tr("1 problem found; it is listed below.") if n == 1 else
             _tr("{n} problems found; they are listed below.").format(n=number(n))
             if n <= LISTED else
             _tr("{n} problems found; they are listed below, {k} at a time (click the "
                 "list's last line to list more).").format(n=number(n), k=number(LISTED))]
    aside, objects = res.set_aside, res.object_notes
    broken = max(0, n - aside - objects)
    total = counted(res) - (sum(res.unannotated.values()) if leave_out else 0)
    files = bool(res.other_files) and not res.task
    if broken:
        parts.append(_skipped(broken, total, res.other_files if files else 0, files))
        left = max(0, total - broken)
        parts.append(plural(left, _tr("{n} image will be converted."),
                            _tr("{n} images will be converted.")).format(n=number(left)))
    if aside:   # alone too: "2 problems" beside "9 images" of which the run converts 9
        parts.append(_aside_sentence(res, total, files))
    # an annotation of no image of its file (COCO's image_id 9999): about an object, but
    # with no image to convert; it was said among those whose images are converted
    orphans = sum(_code_of(res.coded.get(why)) in NO_IMAGE for _path, why in
                  res.problems[res.objects_from:res.objects_from + objects])
    if orphans:
        parts.append(plural(orphans, _tr(
            "{n} of them is an annotation that belongs to no image in its file; it is not "
            "used."), _tr("{n} of them are annotations that belong to no image in their "
                          "file; they are not used.")).format(n=number(orphans))
            if orphans < n else plural(orphans, _tr(
                "It is an annotation that belongs to no image in its file; it is not used."),
                _tr("They are annotations that belong to no image in their file; they are "
                    "not used.")))
        objects -= orphans
    if objects and (broken or aside or orphans):
        parts.append(plural(objects, _tr("The other one is about an object; its image is "
                                         "converted."),
                            _tr("The other {n} are about objects; their images are "
                                "converted.")).format(n=number(objects)))
    elif objects:
        parts.append(plural(objects, _tr("No image will be skipped: it is about an object."),
                            _tr("No image will be skipped: they are about objects.")))
    return sentences(*parts)


#: The codes of an object problem that is an annotation of no image (COCO's image_id
#: not among the file's images, or none): not used, no image converted for it.
NO_IMAGE = ("ann.coco_unknown_image", "ann.coco_no_image_id")


def _aside_sentence(res: ScanResult, total: int, files: bool) -> str:
    """What the scan set aside, by kind and by name, as the run's progress line and
    Summary say it ("2 table rows not used"), and that it is not among the files counted:
    "2 entries were set aside" named neither what they were nor which (a walk's missing
    file and row without a label were among 5 problems listed below)."""
    # (named in the order of their kinds, as aside_words says them)
    aside = sorted(res.problems[:res.set_aside],
                   key=lambda p: kind_rank(res.coded.get(p[1], ("", {}))[0]))
    codes = counts_of(res.coded.get(why, ("", {}))[0] for _path, why in aside)
    # ("not among the 1 images counted": the count said in the plural it names)
    sentence = (plural(total, _tr("Not used: {what} ({names}); not among the {total} file "
                                  "counted."),
                       _tr("Not used: {what} ({names}); not among the {total} files counted."))
                if files else
                plural(total, _tr("Not used: {what} ({names}); not among the {total} image "
                                  "counted."),
                       _tr("Not used: {what} ({names}); not among the {total} images "
                           "counted.")))
    return with_names(sentence, [res.display_name(path) for path, _why in aside], SHOWN,
                      what=aside_words(codes), total=number(total))


def _skipped(broken: int, total: int, others: int, files: bool) -> str:
    """"2 of the 9 images will be skipped."; of files some of which are not images, how
    many are not and how many are images the run cannot convert."""
    if not files:
        return _tr("{k} of the {n} images will be skipped.").format(k=number(broken),
                                                                    n=number(total))
    head = _tr("{k} of the {n} files will be skipped").format(k=number(broken),
                                                              n=number(total))
    unread = max(0, broken - others)
    if not unread:
        why = plural(others, _tr("it is not an image"), _tr("they are not images"))
    else:
        why = _tr("{a}, {b}").format(
            a=plural(others, _tr("{n} is not an image"), _tr("{n} are not images")).format(
                n=number(others)),
            b=_tr("{n} cannot be converted").format(n=number(unread)))
    return _tr("{skipped}: {why}.").format(skipped=head, why=why)


def consequences() -> dict[str, str]:
    """What the run does about a problem set aside, by its reason's code (the inner one of
    a sentence about a line): a row or an entry repeated is that row or entry, not its
    image; a mask without an image is that mask (there is nothing to convert); an image
    without a mask is not converted."""
    entry = _tr("this entry is not used")
    twice = _tr("this entry is not used; the image is converted with its first entry")
    return {
        **{code: entry for code in REPEATED},
        "ann.listed_twice": twice, "ann.listed_twice_objects": twice,
        "ann.mask_without_image": _tr("this mask is not used: there is no image for it"),
        # annotations naming an image that is not there: nothing is skipped, and the
        # sentence above the list counts them as entries set aside, not images skipped
        **dict.fromkeys(("ann.image_missing", "ann.csv_image_missing", "ann.coco_image_missing",
                         "ann.voc_image_missing", "ann.label_without_image",
                         "ann.label_other_case",
                         "ann.voc_xml_without_image"),
                        _tr("these annotations are not used: there is no image for them")),
        # a multi-label table's row naming no file (the class table's reason): that row
        **dict.fromkeys(("file.csv_missing", "file.csv_missing_backslashes"),
                        _tr("this row is not used")),
        "ann.no_mask": _tr("the image is not converted: it has no mask"),
        "ann.unlisted_image": _tr("the image is not converted"),
    }


def problem_line(res: ScanResult, i: int, reason: str) -> str:
    """The scan's problem ``i`` (``reason`` in the window's language) with what the run
    does about it. The list said "unknown class 7" (the image is skipped) and "box outside
    the image" (only that box is left out) alike, and left the user to guess both. A
    table's row set aside is only that row: "conflicting rows … line 3 is used" said "the
    image is skipped" of an image its line 3 converts. An entry set aside says what it is by
    its code (:func:`consequences`): a COCO file listing an image twice said "the first
    entry is used → the image is skipped" of an image the run converts, and a mask without
    an image "the image is skipped" where there is none."""
    path, why = res.problems[i]
    outer = res.coded.get(why, ("", {}))[0]   # (a sentence about a file, with its reason)
    code = outer if outer in consequences() else _code_of(res.coded.get(why))
    if i < res.set_aside and res.kind == "table":   # (the image may have another row)
        what = _tr("this row is not used")
    elif i < res.set_aside and code in consequences():
        what = consequences()[code]
    elif code in SAID_SKIPPED or code in SAYS_ITS_IMAGE:   # (its reason says what becomes
        # of the image: skipped with its boxes, or converted without annotations)
        return _tr("{file} — {reason}").format(file=res.display_name(path), reason=reason)
    elif not res.objects_from <= i < res.objects_from + res.object_notes:
        what = _tr("the file is skipped") if res.other_files and not res.task else \
            _tr("the image is skipped")   # (of files some of which are not images)
    elif code in ("ann.box_clipped", "ann.coco_no_image_id", "ann.coco_short_polygon",
                  "ann.seg_box_only"):   # (its reason says so: not "left out", its box
        # is marked “ignore” in the class mask, a Korean walk saw)
        return _tr("{file} — {reason}").format(file=res.display_name(path), reason=reason)
    elif code == "ann.coco_unknown_image":   # (an annotation of no image: none to convert)
        what = _tr("this annotation is not used")
    else:
        what = _tr("this object is left out; the image is converted")
    return _tr("{file} — {reason} → {what}").format(file=res.display_name(path),
                                                     reason=reason, what=what)


def _code_of(coded: tuple | None) -> str:
    """The code of a sentence the scan sent coded, the inner one of a sentence about an
    object at a line ("labels/c.txt line 1: box extends outside the image: clipped")."""
    code, params = coded or ("", {})
    inner = params.get("sentence") if isinstance(params, dict) else None
    return str(inner.get("code", "")) if isinstance(inner, dict) else code
