"""The source panel's summary of a scan, in the window's language (context "SourcePanel"):
what the source holds (images, classes, the task of an annotated source, a table's split
column) and the notices under it (the problems' words are gui.widgets.source_problems').
Every count is grouped as the progress line's are (gui.i18n.number)."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from gui import engine_text
from gui.i18n import number, plural, sentences
from gui.job_rules import JOB_FILE_SOURCE
from gui.name_list import with_names
from gui.scan_result import ScanResult, counted
from gui.units import format_bytes
from gui.widgets.source_problems import SHOWN
from gui.widgets.source_splits import as_sentence, empty_split_lines, shard_lines, splits_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("SourcePanel", text)


def size_text(n: float) -> str:
    """The source's size, its number and unit kept on one line: at 1024x640 in Japanese the
    summary broke "(39.7 MiB)" into "(39.7" and "MiB)" (a walk)."""
    return format_bytes(n).replace(" ", "\u00a0")


def summary_text(res: ScanResult, task_names: dict[str, str], leave_out: bool = False) -> str:
    """What a scan without an error found. ``task_names``: the Write as row's names;
    ``leave_out``: images without annotations are left out (--skip-unannotated)."""
    if res.task:
        return _task_text(res, task_names, leave_out)
    kinds = {"classes": _tr("class folders"), "unlabeled": _tr("unlabeled images"),
             "table": _tr("table"), "tags": _tr("CVAT tags")}
    text = _tr("{images} in {classes} ({size}, {kind})").format(
        images=_files(res), classes=_classes(len(res.classes)),
        size=size_text(res.bytes), kind=kinds.get(res.kind, res.kind))
    if res.splits:
        text += "<br>" + splits_text(res)
    return text


def _task_text(res: ScanResult, task_names: dict[str, str], leave_out: bool) -> str:
    """The summary of an annotated source: task, images, objects; the images without
    annotations as the option takes them (with it ticked, a walk read "kept as negative
    examples" and saw them left out). With it ticked, the images and the splits' counts
    are those the run converts: it said "4 images", "train 3" over a run of 3 and 2."""
    a = res.annotations
    # (an image set aside for its annotations among them: skipped, as the problems say)
    images = counted(res) - (sum(res.unannotated.values()) if leave_out else 0)
    size = res.bytes - (res.unannotated_bytes if leave_out else 0)
    kinds = {"coco": "COCO", "voc": "Pascal VOC", "yolo": "YOLO", "cvat": "CVAT",
             "box_csv": _tr("a box table"), "multilabel_csv": _tr("a label table"),
             "masks": _tr("mask images")}
    text = _tr("<b>{task}</b> from {kind}: {images}, {classes} ({size})").format(
        task=task_names.get(res.task, res.task), kind=kinds.get(res.kind, res.kind),
        images=_images(images), classes=_classes(len(res.classes)),
        size=size_text(size))
    if a.get("objects") and res.task != "multilabel":
        text += "<br>" + plural(a["objects"], _tr("{n} object; the table shows objects per class"),
                                _tr("{n} objects; the table shows objects per class")).format(
            n=number(a["objects"]))
    elif res.task == "segmentation" and res.classes:   # (masks: no objects to count)
        text += "<br>" + _tr("The table shows in how many images each class appears")
    elif res.task == "multilabel" and res.classes:   # (its table counts images, not boxes)
        text += "<br>" + _tr("The table shows how many images carry each class (an image "
                             "can carry several)")
    if res.task == "detection" and sum(res.outlines.values()):   # (what else it can be)
        n = sum(res.outlines.values())
        text += "<br>" + plural(n, _tr(
            "1 object has a shape (a polygon or an RLE mask), which “Write as” can also draw "
            "as semantic segmentation"), _tr(
            "{n} objects have shapes (polygons or RLE masks), which “Write as” can also draw "
            "as semantic segmentation")).format(n=number(n))
    if res.task == "detection" and res.class_masks:   # (a Pascal VOC folder's)
        text += "<br>" + plural(res.class_masks, _tr(
            "SegmentationClass/ holds 1 class mask, which “Write as” can also write as "
            "semantic segmentation"), _tr(
            "SegmentationClass/ holds {n} class masks, which “Write as” can also write as "
            "semantic segmentation")).format(n=number(res.class_masks))
    if a.get("unannotated_images") and leave_out:
        n = a["unannotated_images"]
        text += "<br>" + (_tr("1 image without annotations will be left out, as chosen")
                          if n == 1 else _tr("{n} images without annotations will be left "
                                             "out, as chosen").format(n=number(n)))
    elif a.get("unannotated_images") and res.task == "multilabel":
        # (a label table's empty cell: "kept as a background image (no objects)" spoke of
        # objects a label table has none of)
        text += "<br>" + plural(a["unannotated_images"], _tr(
            "1 image without labels (kept with none of the classes)"), _tr(
            "{n} images without labels (kept with none of the classes)")).format(
            n=number(a["unannotated_images"]))
    elif a.get("unannotated_images") == 1:
        text += "<br>" + _tr("1 image without annotations (kept as a background image)")
    elif a.get("unannotated_images"):
        text += "<br>" + _tr("{n} images without annotations (kept as background images)"
                             ).format(n=number(a["unannotated_images"]))
    if a.get("emptied_images") and leave_out:
        text += "<br>" + (_tr("{n} image lost every object to the problems listed below; it "
                              "will be left out, as chosen") if a["emptied_images"] == 1 else
                          _tr("{n} images lost every object to the problems listed below; "
                              "they will be left out, as chosen")).format(
            n=number(a["emptied_images"]))
    elif a.get("emptied_images"):   # not "without annotations": theirs were all unusable
        text += "<br>" + sentences((_tr(
            "1 image lost every object to the problems listed below; it is kept with none")
            if a["emptied_images"] == 1 else _tr(
            "{n} images lost every object to the problems listed below; they are kept with "
            "none")).format(n=number(a["emptied_images"])),
            _tr("(“Leave out images without annotations” leaves them out)"))
    if res.splits:
        text += "<br>" + splits_text(res, leave_out)
    return text


def notice_lines(res: ScanResult | None, background: str, folders_over: str = "",
                 split: str = "", leave_out: bool = False, shards: int = 0) -> list[str]:
    """What the source panel notes under a scan: transparent images and the background
    they go on (``background`` "" when the run keeps them as they are), class folders
    (or CVAT labels, or a table's classes) without images, and files beside the class
    folders that are ignored. ``folders_over``: the task of an
    annotated source the user chose to write as classification (its classes are then its
    folders' names). ``split``: the Split option (a split it leaves without an image).
    ``leave_out``: images without annotations are left out (then not "kept as negative
    examples": the summary says they are left out). ``shards``: "Files per split" (a
    split with fewer images gets fewer files)."""
    if res is None:
        return []
    lines = []
    if folders_over and res.classes:
        lines.append(with_names(_tr(
            "Written as classification, each image's class is the name of the folder it is "
            "in: {names}. The annotations are not used; to write them, choose Automatic "
            "under “Write as”."), list(res.classes), SHOWN))
    if res.transparent and background:   # ("": kept as they are, Original bytes)
        colour = {"white": _tr("white"), "black": _tr("black"),
                  "grey": _tr("grey")}.get(background, background)
        lines.append(sentences(
            (_tr("1 image has transparent areas; they will be placed on {c}.")
             if res.transparent == 1 else
             _tr("{n} images have transparent areas; they will be placed on {c}."))
            .format(n=number(res.transparent), c=colour),
            _tr("(Change it under “Transparent areas”.)")))
    if res.empty_classes:
        one = len(res.empty_classes) == 1
        if res.kind == "tags":   # a label of the CVAT task that tags no image
            text = _tr("1 label has no tagged image: {names}. It stays a class (with no "
                       "examples); tag images with it in CVAT, or delete the label there."
                       ) if one else _tr(
                "{n} labels have no tagged image: {names}. They stay classes (with no "
                "examples); tag images with them in CVAT, or delete the labels there.")
        elif res.kind == "table":   # labels of rows whose files are all missing or broken
            text = _tr("1 class of the table has no usable image: {names}. It stays a class "
                       "(with no examples); the problems of its rows are listed below."
                       ) if one else _tr(
                "{n} classes of the table have no usable image: {names}. They stay classes "
                "(with no examples); the problems of their rows are listed below.")
        else:   # class folders: the engine's notice (class.empty, below) names them
            lines += _empty_folder_lines(res, _engine_said_empty(res))
            text = ""
        if text:
            lines.append(with_names(text, res.empty_classes, SHOWN,
                                    n=number(len(res.empty_classes))))
    lines += _unused_class_lines(res)
    if res.ignored:
        lines.append(with_names(_tr(
            "1 file beside the class folders is not an image and will be ignored: {names}")
            if len(res.ignored) == 1 else _tr(
                "{n} files beside the class folders are not images and will be ignored: "
                "{names}"), res.ignored, SHOWN, n=number(len(res.ignored))))
    for notice in res.notices:   # the engine's, in the window's language when it is coded
        code, params = res.coded.get(notice, ("", {}))
        if code.startswith("plan.split_") or (leave_out and code.startswith(
                "ann.unannotated_named")):   # the current Split's, the option's, are said
            continue
        text = engine_text.text(code, params, notice)
        lines.append(as_sentence(text))
    return lines + \
        empty_split_lines(res, split, leave_out) + shard_lines(res, split, shards, leave_out)


def turned_lines(res: ScanResult | None) -> list[str]:
    """For "Write as: original": the photos it stores as they are, whose EXIF orientation
    asks viewers to turn them (ScanResult.turned), by name; the note under Format says what
    it means and what to choose (gui.widgets.option_fields.turned_note)."""
    if res is None or res.error or not res.turned:
        return []
    turned = res.turned
    return [with_names(plural(len(turned), _tr(
        "1 photo will be stored as its file is, not turned upright: {names}. (Its EXIF orientation "
        "asks viewers to turn it; TensorFlow does not.)"), _tr(
        "{n} photos will be stored as their files are, not turned upright: {names}. (Their EXIF "
        "orientation asks viewers to turn them; TensorFlow does not.)")),
        [res.display_name(p) for p in turned[:SHOWN]], SHOWN, count=len(turned),
        n=number(len(turned)))]


#: the engine's notice parameters that hold file, folder or class names (lists: ", ")
_NAMED = frozenset(("file", "files", "name", "names", "folder", "mask", "top", "yaml",
                    "parent", "example", "examples", "cls", "category"))


def _said_names(params: dict) -> list[str]:
    """The names in a notice's parameters (_NAMED), and in the sentences they hold (a
    {changes} list's parts: class.empty's folders and their files)."""
    names = []
    for k, v in params.items():
        if isinstance(v, dict):   # a sentence, or a list of them: {"code", "params"}
            for part in [v, *v.get("params", {}).get("parts", [])]:
                names += _said_names(part.get("params", {}))
        elif k in _NAMED:
            names += str(v).split(", ")
    return names


def notice_names(res: ScanResult | None, source: str = "") -> list[str]:
    """The names :func:`notice_lines` and the summary above them may say (``source``: the
    chosen one), each kept on one line (gui.whole_text)."""
    paths = [source, os.path.basename(source)] if source else []
    if res is None:
        return paths
    said = [n for _c, params in res.coded.values() for n in _said_names(params)]
    turned = [res.display_name(p) for p in res.turned[:SHOWN]]
    return [*paths, *res.classes, *res.empty_classes, *res.ignored, *said, *turned]


def _unused_class_lines(res: ScanResult) -> list[str]:
    """The classes of an annotated source's label map that no annotation uses (a
    data.yaml's "zebra" without a box): the table showed 0 and said nothing of it."""
    used = res.annotations.get("objects_per_class") or {}
    unused = [x for x, n in res.classes.items() if n == 0 and not used.get(x)] \
        if res.task else []
    if not unused:
        return []
    if res.task == "detection":
        text = _tr("1 class has no boxes in the source: {names}. It stays in the label map "
                   "(labels.txt), with no examples.") if len(unused) == 1 else _tr(
            "{n} classes have no boxes in the source: {names}. They stay in the label map "
            "(labels.txt), with no examples.")
    elif res.task == "segmentation" and res.kind != "masks":   # drawn from shapes
        text = _tr("1 class is drawn in no class mask: {names} (the source outlines no object "
                   "of it that is not a crowd region). It stays in the label map (labels.txt), "
                   "with no examples.") if len(unused) == 1 else _tr(
            "{n} classes are drawn in no class mask: {names} (the source outlines no object of "
            "them that is not a crowd region). They stay in the label map (labels.txt), with "
            "no examples.")
    else:
        text = _tr("1 class has no annotations in the source: {names}. It stays in the label "
                   "map (labels.txt), with no examples.") if len(unused) == 1 else _tr(
            "{n} classes have no annotations in the source: {names}. They stay in the label "
            "map (labels.txt), with no examples.")
    return [with_names(text, unused, SHOWN, n=number(len(unused)))]


def _engine_said_empty(res: ScanResult) -> set[str] | None:
    """The class folders the engine's notices class.empty(_holding) name (said among the
    notices), or None when one counts more than it names ("3 more such folders")."""
    said: set[str] = set()
    for notice in res.notices:
        code, params = res.coded.get(notice, ("", {}))
        changes = params.get("changes") if code.startswith("class.empty") else {}
        if not isinstance(changes, dict):   # (a name with "; " in it: said in English)
            return None
        for part in changes.get("params", {}).get("parts", []):
            if part.get("code") == "class.empty_more":
                return None
            said.add(str(part.get("params", {}).get("name")))
    return said


def _empty_folder_lines(res: ScanResult, said: set[str] | None) -> list[str]:
    """The class folders without images the engine's notice does not name (``said``; None:
    it says them all), as one of damaged images (listed below). "Add images or remove it"
    of an empty one, of others "add images": a walk's output was told to delete itself."""
    if said is None:
        return []
    lines: list[str] = []
    left = [x for x in res.empty_classes if x not in said]
    bare = [x for x in left if not res.classes.get(x)]
    holding = [x for x in left if res.classes.get(x)]
    if bare:
        lines.append(with_names(_tr(
            "1 class folder has no images: {names}. It stays a class (with no examples); add "
            "images to it or remove it.") if len(bare) == 1 else _tr(
            "{n} class folders have no images: {names}. They stay classes (with no "
            "examples); add images to them or remove them."), bare, SHOWN, n=number(len(bare))))
    if holding:
        lines.append(with_names(_tr(
            "1 class folder has no images: {names}. It stays a class (with no examples). Its "
            "files are not images (listed below); add images to it.") if len(holding) == 1
            else _tr("{n} class folders have no images: {names}. They stay classes (with no "
                     "examples). Their files are not images (listed below); add images to "
                     "them."), holding, SHOWN, n=number(len(holding))))
    return lines


def scan_error_text(error: str) -> str:
    """A scan error of the window's own (gui.scan) in the window's language."""
    texts = {
        "The source does not exist.": _tr("The source does not exist."),
        "The source must be a folder or a .csv/.tsv file.":
            _tr("The source must be a folder or a .csv/.tsv file."),
        "No images found.": _tr("No images found."),
        "The source could not be read: the conversion engine did not answer.": _tr(
            "The source could not be read: the conversion engine did not answer."),
        "stopped": _tr("Scan stopped."),
        JOB_FILE_SOURCE: QCoreApplication.translate("Job", JOB_FILE_SOURCE),
    }
    return texts.get(error, error)


def unfinished_text(res: ScanResult) -> str:
    """What a folder the engine refused as a dataset is when it holds an interrupted run of
    ours (``res.unfinished``): not a finished dataset, but a conversion the source panel's
    "Finish this run" completes, or cannot when the run's source is gone."""
    params = res.error_params()
    path = params.get("path") if isinstance(params.get("path"), str) else res.source
    if res.unfinished_gone:
        text = _tr("{path}: this folder holds an unfinished conversion, not images. Its "
                   "source, {source}, no longer exists, so the run cannot be finished here; "
                   "“Open in Inspect” shows what it wrote. Or choose the folder that holds "
                   "your images.")
    else:
        text = _tr("{path}: this folder holds an unfinished conversion of {source}, not "
                   "images. “Finish this run” converts the rest into this folder; “Open "
                   "in Inspect” shows what it wrote so far. Or choose the folder that "
                   "holds your images.")
    return text.format(path=path, source=res.unfinished)


def _images(n: int) -> str:
    """"<b>24</b> images", "<b>1</b> image"."""
    return _tr("<b>1</b> image") if n == 1 else _tr("<b>{n}</b> images").format(n=number(n))


def _files(res: ScanResult) -> str:
    """"<b>24</b> images"; "<b>12</b> files (10 images)" when some of the files counted
    (every file the run tries) are not images: "12 images" over 10 read as a miscount."""
    n, other = counted(res), res.other_files
    if not other:
        return _images(n)
    k = n - other
    if k == 0:
        return _tr("<b>1</b> file (not an image)") if n == 1 else _tr(
            "<b>{n}</b> files (none of them an image)").format(n=number(n))
    return (_tr("<b>{n}</b> files (1 image)") if k == 1 else _tr(
        "<b>{n}</b> files ({k} images)")).format(n=number(n), k=number(k))


def count_cell(res: ScanResult, label: str, count: int) -> str:
    """A class's count in the source table: its files (or images), and of them those the
    run converts when some it will not ("12 (10 to convert)", under the heading Files),
    in one way for every class: a walk's table said "49" of a class with a cut-off JPEG
    and "51 (50 images)" of one with a text file. An annotated source's objects as they
    are (the images it skips are taken out: gui.scan_result.uncount)."""
    if res.task:
        return number(count)
    k = res.convertible.get(label, 0)
    if k == count:
        return number(count)
    return (_tr("{n} (none to convert)") if k == 0 else _tr("{n} ({k} to convert)")).format(
        n=number(count), k=number(k))


def _classes(k: int) -> str:
    """"<b>3</b> classes", "<b>1</b> class"."""
    return _tr("<b>1</b> class") if k == 1 else _tr("<b>{k}</b> classes").format(k=number(k))


def progress_text(n: int, of: int) -> str:
    """The scan's progress: ``n`` images found so far, or (``of``: the engine listed them,
    and the quick checks look at each) ``n`` of ``of`` checked."""
    if of:
        return _tr("Checking the images… {n} of {of}").format(n=number(n), of=number(of))
    return plural(n, _tr("Scanning… {n} image so far"),
                  _tr("Scanning… {n} images so far")).format(n=number(n))


def engine_sentence(res: ScanResult | None, text: str) -> str:
    """``text`` translated when the engine's scan that found ``res`` sent its code, else
    ""."""
    coded = res.coded.get(text) if res is not None else None
    return engine_text.text(coded[0], coded[1], text) if coded else ""


def reason_text(res: ScanResult | None, reason: str) -> str:
    """A file's ``reason`` in the scan ``res`` (a problem, a broken sample), in the window's
    language."""
    return engine_sentence(res, reason) or reason   # (the scan's, coded: engine.codecs.scan_checks)


def error_text(res: ScanResult | None, error: str) -> str:
    """A scan error (ScanResult.error; ``res``: the scan shown) in the window's language."""
    if res is not None and res.unfinished and error == res.error:
        return unfinished_text(res)   # not a finished dataset: a run to finish
    return engine_sentence(res, error) or scan_error_text(error)
