"""Turn a SOURCE (class folders, a flat folder, or a CSV/TSV) into a deterministic list of
samples and a label map.

Files are listed here without being opened; whether a file is an image is decided by its
content in the workers (engine.magic), so a photo called ``IMG_1.jpeg.bak`` is converted
and a text file called ``cat.jpg`` is rejected with a reason.

Folders are walked here; a CSV/TSV class table is read by engine.sources.csv_table and an
annotated source (recognised by content first) by engine.sources.annotations.
"""

from __future__ import annotations

import dataclasses
import errno
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.codecs.refusals import link_loop
from engine.errors import SourceError
from engine.magic import HEAD_BYTES, image_format
from engine.program import program_name
from engine.regular_files import not_regular_words, open_input, special_file_kind
from engine.sources import scan_memo
from engine.sources.class_notes import class_notices, empty_class_notices
from engine.sources.names import class_labels, display, label_problem
from engine.sources.top_files import IMAGE_EXTENSIONS, NOT_IN_CLASS, is_ignored, stray_picture
from engine.split_sizes import sample_notices

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Sample:
    """One input file. ``label`` is -1 for unlabeled datasets."""

    path: str          # absolute path
    name: str          # path relative to the source, '/' separated: image/filename
    label: int
    label_text: str
    split: str | None  # from the CSV's split column, else None (planner decides)
    size: int          # bytes at scan time
    ann: Any = None    # engine.sources.model.Annotation for annotated sources
    mtime_ns: int = 0  # modification time at scan time (engine.run.resume.stamped); 0: unknown


@dataclass(frozen=True)
class Rejected:
    path: str
    reason: str
    stage: str = "scan"


@dataclass
class ScanResult:
    samples: list[Sample]
    labels: list[str]          # label index -> name; empty when unlabeled
    rejected: list[Rejected]
    kind: str                  # "folders", "unlabeled", "csv", or an annotated kind
    #: Side files at the top of a class-folder source (labels.csv, README.md): not images,
    #: so neither converted nor rejected; relative names, reported once.
    ignored: list[str] = field(default_factory=list)
    task: str = "classification"   # or detection, segmentation, multilabel (engine.sources)
    annotations: dict = field(default_factory=dict)  # objects per class, problems found
    problems: Any = None           # engine.sources.model.Problems (dropped objects)
    #: Annotated sources: the annotation files the scan read (engine.sources.fingerprint).
    annotation_files: list[str] = field(default_factory=list)
    #: What the scan read otherwise than a user may expect, though nothing is skipped (a
    #: table's columns it does not read, YOLO classes without names, a split of --split
    #: that gets no image): sentences of engine.reason_catalogue, said by `scan` and
    #: logged by `convert`.
    notices: list[str] = field(default_factory=list)
    #: Class names labelled in composed Unicode though the source writes them (also)
    #: decomposed (engine.sources.names.class_labels). --resume's fingerprint holds them:
    #: older engines labelled them as written, and their runs are not finished with these.
    composed: list[str] = field(default_factory=list)
    #: Segmentation: [image path, why] of each image whose mask the run would refuse
    #: (engine.sources.masks.read_masks), when the scan read every mask (to number the
    #: classes); None when it did not (`engine scan --list` then reads them).
    mask_problems: list[tuple[str, str]] | None = None
    #: Segmentation: {image path: the class values its mask holds} of the images whose
    #: masks were read and taken (engine.sources.masks.read_masks); None when not read.
    mask_classes: dict[str, frozenset[int]] | None = None
    #: YOLO and COCO: {class: the number the source itself gives it} (a YOLO class id, a
    #: COCO category id), which is not always the label its records carry (from 1 for
    #: detection, from 0 otherwise): the window says so beside its labels.
    source_ids: dict[str, int] | None = None


ProgressFn = Callable[[int, int], None]  # (found, rejected)


def scan(source: str, *, split: tuple[tuple[str, float], ...] = (),
         progress: ProgressFn | None = None, skip: tuple[str, ...] = (),
         keep_absolute: bool = False, annotations: dict | None = None) -> ScanResult:
    """Scan SOURCE. Raises SourceError when nothing usable is there. `split`, --split's
    (name, fraction) pairs, names the splits a table's or an annotated source's split
    column may use besides the known ones, and adds a notice for each split it leaves
    without an image (engine.split_sizes): `scan` and `convert` say the same thing from
    this one count. Folders in `skip` (the output folder) are never entered, however they
    are reached: by a symlink, a bind mount or another path to the same folder (compared
    by device and inode). Sample names (image/filename) are relative (see relative_names)
    unless `keep_absolute`. `annotations` (task, skip_unannotated, masks) applies to
    annotated sources (engine.sources), recognised by content before the plain layouts."""
    if not os.path.exists(source):
        raise SourceError(f"{display(source)}: no such file or folder. Check the path.")
    # each folder listed once, for the look for a dataset, class folders and walk alike
    listed: dict[str, list[os.DirEntry]] = {}
    skip_ids = {_dir_id(p) for p in skip} - {None}
    from engine.sources.annotations import annotations_above, scan_annotated
    from engine.sources.csv_table import one_reading, scan_table  # (they import this module)
    # a table is read once, a folder listed once: recognised by the readers, then scanned
    with one_reading(), scan_memo.within():
        # (its listing the readers' too: _listing gives it to scan_memo)
        if os.path.isdir(source) and is_our_dataset(source, _listing(source, listed)):
            raise SourceError(f"{display(source)}: this folder is a TFRecord dataset (what "
                              "a conversion wrote), not images. Look at it with: "
                              f"{program_name()} inspect {display(source)} (add "
                              "--how-to-load for its reading code); or choose the folder "
                              "that holds your images.")
        # a split column's names: the known ones and --split's (multi-label tables too)
        split_names = tuple(n for n, _ in split)
        result = scan_annotated(source, dict(annotations or {}, split_names=split_names),
                                progress, skip_ids)
        if result is None and not os.path.isdir(source):
            result = scan_table(os.path.abspath(source), split_names, progress)
    if result is None:
        result = scan_folder(os.path.abspath(source), progress, skip_ids, listed)
        result.notices += annotations_above(source)   # (an export's images/ chosen)
    elif not os.path.isdir(source):  # a table or JSON may name images anywhere
        result.samples = relative_names(result.samples, os.path.dirname(os.path.abspath(source)))
    # look-alike class names, images deeper than their class folder (a note each)
    result.notices += class_notices(result, display(os.path.basename(os.path.abspath(source))))
    if keep_absolute:
        result.samples = [dataclasses.replace(s, name=display(s.path.replace(os.sep, "/")))
                          for s in result.samples]
    result.notices += sample_notices(result.samples, split)   # a split that gets no image
    from engine.sources.class_masks import is_crowd_notice
    for notice in result.notices:   # nothing skipped, but not read as one may expect
        if not is_crowd_notice(notice):   # (said when the images skipped are known)
            log.info("%s", notice)
    return result


def is_our_dataset(folder: str, entries: list[os.DirEntry] | None = None) -> bool:
    """Whether `folder` is a TFRecord dataset and not images: no sub-folder and no image
    (by content: .jfif or unnamed JPEGs are images) among its first files, and our
    manifest, the journal of a run of ours not finished, or TFRecord files another tool
    wrote (by name and content). Read as a folder of images it was "1 class, 11 images",
    all 11 rejected, and a run of it wrote empty shards (another tool's: every file "not
    an image", then "nothing converted"). A stray manifest beside class folders or images
    changes nothing. ``entries``: the folder's listing when the caller has it (None:
    listed here)."""
    from engine.commands.inspect_files import is_tfrecord_file, looks_like_tfrecord_name
    from engine.output_state import JOURNAL, manifest_path, read_journal, read_our_manifest
    journal = os.path.join(folder, JOURNAL)
    try:
        if entries is None:
            with os.scandir(folder) as it:
                entries = list(it)
        entries = [e for e in entries if not is_ignored(e.name)]
        if any(e.is_dir() for e in entries):
            return False
        named = [e.path for e in entries if e.is_file() and looks_like_tfrecord_name(e.name)]
        # (names first: a class folder of images costs its listing, no file opened)
        if not named and not os.path.lexists(manifest_path(folder)) and \
                not os.path.lexists(journal):
            return False
        files = sorted(e.path for e in entries if e.is_file())[:DATASET_LOOK]
    except OSError:
        return False
    if any(_is_image(path) for path in files):
        return False
    return read_our_manifest(manifest_path(folder)) is not None or \
        read_journal(journal)[0] is not None or \
        any(is_tfrecord_file(path) for path in named[:DATASET_LOOK])


#: How many of a folder's files is_our_dataset reads the first bytes of (a dataset holds
#: its shards and a few side files; a folder of images shows one among its first).
DATASET_LOOK = 1000


def _is_image(path: str) -> bool:
    """A file whose first bytes are an image's."""
    try:
        with open_input(path) as f:
            return image_format(f.read(HEAD_BYTES)) is not None   # (BMP by its header too)
    except OSError:
        return False


def relative_names(samples: list[Sample], table_folder: str) -> list[Sample]:
    """A CSV's paths may be absolute or climb out with '..': image/filename then would
    leak the lab's folder layout into shared data. Names are relative to the CSV's folder
    when every image is inside it, else to the deepest folder holding all of them."""
    if not samples:
        return samples
    folders = [os.path.dirname(s.path) for s in samples]
    try:
        common = os.path.commonpath(folders)
    except ValueError:   # Windows: images on different drives; nothing relative exists
        return samples
    inside = os.path.commonpath([common, table_folder]) == table_folder
    base = table_folder if inside else common
    return [dataclasses.replace(
        s, name=display(os.path.relpath(s.path, base).replace(os.sep, "/"))) for s in samples]


def folder_problem(e: OSError) -> str:
    """The rejected-item reason for a folder the scan cannot open."""
    what = ("permission denied" if isinstance(e, PermissionError)
            else (e.strerror or str(e)))
    return (f"cannot open this folder ({what}): the images inside it are not converted; "
            "check the folder's permissions")


def _dir_id(path: str) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def _listing(folder: str, listed: dict[str, list[os.DirEntry]]) -> list[os.DirEntry] | None:
    """``folder``'s entries sorted by name, kept in ``listed`` for the walk (None, and
    nothing kept, when it cannot be listed: the walk says why)."""
    path = os.path.abspath(folder)
    if path not in listed:
        try:
            found = list(os.scandir(path))
        except OSError:
            return None
        scan_memo.seed(path, found)   # (in a scan, the readers' listing of it: not again)
        listed[path] = sorted(found, key=lambda e: e.name)
    return listed[path]


def _walk_files(root: str, skip_ids: set | frozenset = frozenset(),
                listed: dict[str, list[os.DirEntry]] | None = None):
    """Yield (abs_path, rel_path, problem) of every non-ignored file under root, sorted,
    following folder symlinks once (a loop is not followed twice), never entering a
    folder whose (device, inode) is in skip_ids. A folder that cannot be listed, or that
    was already walked by another path (a link), is yielded too, with the reason as
    `problem` (None for files), so that its images are accounted for rather than silently
    absent (a class folder linked to another's images would be empty without a word).
    ``listed``: folders listed already (_listing), each used once and let go."""
    listed = {} if listed is None else listed
    seen: dict[str, str] = {}   # real path -> where it was first reached (rel, "" = root)

    def walk(folder: str, rel: str):
        entries = listed.pop(folder, None)
        real = os.path.realpath(folder)
        if skip_ids and _dir_id(folder) in skip_ids:
            return
        if real in seen:   # a link to a folder already walked (or a loop): said, not silent
            first = seen[real]
            yield folder, rel, (f"the same folder as {first}/ (reached through a link): its "
                                "images are converted once, from there" if first else
                                "a link back to the source folder: its images are converted "
                                "once, from there")
            return
        seen[real] = rel
        try:
            if entries is None:
                entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as err:
            if folder != root:
                yield folder, rel, folder_problem(err)
            return
        for e in entries:
            if is_ignored(e.name):
                continue
            r = f"{rel}/{e.name}" if rel else e.name
            try:
                is_dir = e.is_dir(follow_symlinks=True)
            except OSError:
                is_dir = False
            if is_dir:
                yield from walk(e.path, r)
            else:
                yield e.path, r, None

    yield from walk(root, "")


def file_stat(path: str) -> tuple[int, int, str | None]:
    """(size, modification time in ns, reason) of a source file, where reason says why it
    cannot be used at all (gone, a broken link, a device or FIFO); None when it can. The
    one stat of each file: --resume's stamps take its time from here too."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            return 0, 0, "broken symbolic link: its target does not exist"
        return 0, 0, "file disappeared during the scan"
    except OSError as e:
        if e.errno == errno.ELOOP:   # (said in the window's language, not the system's)
            return 0, 0, str(link_loop())
        return 0, 0, f"cannot read file information: {e.strerror}"
    kind = special_file_kind(st.st_mode)
    if kind:
        link = " (through a symbolic link)" if os.path.islink(path) else ""
        return 0, 0, not_regular_words(kind + link)
    return st.st_size, st.st_mtime_ns, None


def scan_folder(root: str, progress: ProgressFn | None,
                 skip_ids: set | frozenset = frozenset(),
                 listed: dict[str, list[os.DirEntry]] | None = None) -> ScanResult:
    listed = {} if listed is None else listed
    try:
        if root not in listed:
            listed[root] = sorted(os.scandir(root), key=lambda e: e.name)
        top = [e for e in listed[root] if not is_ignored(e.name)]
    except PermissionError:
        raise SourceError(f"{display(root)}: permission denied. Choose a folder you can "
                          "read.") from None
    class_dirs = [e for e in top if e.is_dir(follow_symlinks=True)
                  and not (skip_ids and _dir_id(e.path) in skip_ids)]
    # a conversion's output inside the source is no class (a walk's was "a class of 25
    # images", none of them one): skipped, and said
    inside = [e for e in class_dirs if (entries := _listing(e.path, listed)) is not None
              and is_our_dataset(e.path, entries)]
    if inside:
        skip_ids = set(skip_ids) | {_dir_id(e.path) for e in inside} - {None}
        class_dirs = [e for e in class_dirs if e not in inside]
    labelled = bool(class_dirs)
    # A name that cannot be a label (control characters, not UTF-8) refuses its folder:
    # each of its files is listed with the reason, the other classes are converted.
    refused = {e.name: label_problem(e.name) for e in class_dirs}
    # Folder names that differ only in Unicode form (고양이 from a Mac, decomposed) are
    # one class, its label composed (NFC); sorted by label, so the numbers do not depend
    # on which form a copy made.
    label_text, notices, composed = class_labels(display(os.path.basename(root)) or display(root),
                                       [e.name for e in class_dirs if refused[e.name] is None])
    notices += [f"{display(e.name)}: not read as a class: this folder is a TFRecord dataset "
                "(a conversion's output) inside the source; it is skipped" for e in inside]
    labels = sorted(set(label_text.values()))
    number = {label: i for i, label in enumerate(labels)}
    label_of = {name: number[label] for name, label in label_text.items()}
    samples: list[Sample] = []
    rejected: list[Rejected] = []
    ignored: list[str] = []
    for e in inside:   # (not walked)
        listed.pop(e.path, None)
    for path, rel, problem in _walk_files(root, skip_ids, listed):
        first = rel.split("/", 1)[0]
        if problem is None and labelled and "/" not in rel \
                and os.path.splitext(rel)[1].lower() not in IMAGE_EXTENSIONS:
            # beside the class folders: a side file, or a picture by its first bytes
            if (problem := stray_picture(path)) is None:
                ignored.append(display(rel))
                continue
        # problem: a folder that cannot be listed (its images are missing: say so)
        size, mtime, reason = file_stat(path) if problem is None else (0, 0, problem)
        if reason is None and labelled and "/" not in rel:
            reason = NOT_IN_CLASS
        if reason is None and labelled and refused.get(first):
            reason = refused[first]
        if reason:
            rejected.append(Rejected(path, reason))
        elif labelled:
            samples.append(Sample(path, display(rel), label_of[first], label_text[first],
                                  None, size, mtime_ns=mtime))
        else:
            samples.append(Sample(path, display(rel), -1, "", None, size, mtime_ns=mtime))
        if progress and (len(samples) + len(rejected)) % 500 == 0:
            progress(len(samples), len(rejected))
    # a class folder without an image stays a class (labels do not move), said
    notices += empty_class_notices(display(os.path.basename(root)) or display(root), [
        (display(e.name), e.path, label_of[e.name]) for e in class_dirs if e.name in label_of],
        samples, rejected)
    if not samples and not rejected:
        if ignored:
            raise SourceError(f"{display(root)}: no images, only {', '.join(ignored[:5])}. "
                              "Choose the folder that holds your images (or one sub-folder "
                              "per class).")
        raise SourceError(f"{display(root)}: the folder contains no files. Choose the folder "
                          "that holds your images (or one sub-folder per class).")
    if progress:
        progress(len(samples), len(rejected))
    return ScanResult(samples, labels, rejected, "folders" if labelled else "unlabeled",
                      ignored, notices=notices, composed=composed)
