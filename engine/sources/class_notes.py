"""What a scan says about a source's classes, in its notices: class names that look like
one another (never merged), and images in folders inside a class folder (given its label).

A table with rows labelled ``dgo`` and ``Bird`` among ``dog`` and ``bird`` made 5 classes
without a word: labels.txt and Inspect's chart had them all, ``bird`` moved from label 0
to 1, and fixing the typo later renumbered every label. Merging them silently would be
as wrong (``Bird`` may be a class of its own), so the scan names them
(engine.reason_catalogue_table's class.look_alike_*): names that differ only in case or in
spaces, and a rare name one edit away from a common one (a letter wrong, missing, added,
or two swapped), which looks like a typo of it. Not a typo: short names ("a" and "b",
"ab" and "ac"), and names that differ in a digit ("cat1" and "cat2", "1" and "7").
Names in Unicode forms that differ only by composition are one class already
(engine.sources.names.class_labels).

An image in alpha/deeper/nested/x/ was labelled alpha with nothing said: a class folder's
images are every file under it, at any depth (engine.sources.discover.scan_folder), and
the notice class.nested_images says so once, with a count of the images among them (not
their side files: a notes.txt, even one named .jpg, is not given a label, the run says it
is no image; each file is told by its first bytes) and an example.

A class folder that is empty, or holds only .DS_Store, Thumbs.db or a notes.txt, became a
class with no images without a word: `scan` said "4 classes" and labels.txt named it. It
stays a class (every sub-folder is one, as Keras's image_dataset_from_directory numbers
them: the other labels do not move), and the notice class.empty names such folders, their
labels and what they hold (:func:`empty_class_notices`, which
engine.sources.discover.scan_folder adds: it knows the folders); class.empty_holding, of
folders that hold files of the user's, says to put the images in, never to remove them.

engine.sources.discover.scan adds these notices for every source (:func:`class_notices`):
class folders and tables with the images of each class (typos too), the class lists of
annotations (YOLO's data.yaml or classes.txt, COCO's categories, ...) by name only (case
and spaces).
"""

from __future__ import annotations

import bisect
import os
from collections import Counter
from typing import TYPE_CHECKING

from engine.magic import HEAD_BYTES, image_format
from engine.reason_codes import as_list, say
from engine.reason_pair import counted, plural
from engine.regular_files import open_input
from engine.sources.names import display
from engine.sources.top_files import IMAGE_EXTENSIONS, is_ignored

if TYPE_CHECKING:
    from engine.sources.discover import Rejected, Sample, ScanResult

#: A name at most this many images (or at most RARE_SHARE of them) ...
RARE_IMAGES = 3
RARE_SHARE = 0.02
#: ... beside one of at least COMMON_IMAGES images, and COMMON_TIMES as many, one edit
#: away, looks like a typo of it.
COMMON_IMAGES = 10
COMMON_TIMES = 10
#: Names shorter than this (case-folded) are never a typo of another: "a" and "b" are
#: one edit apart, as are "ox" and "on".
TYPO_MIN_LENGTH = 3
#: Look-alike pairs named in a notice; the others are counted (class.look_alike_more).
NAMED = 8

#: Class folders without an image named in their notice; the others are counted
#: (class.empty_more). A folder's files named, the others counted (class.empty_only_more).
EMPTY_NAMED = 5
HELD_NAMED = 3

#: The advice that ends the notice, by the kind of source: where a name is fixed.
_ADVICE = {
    "table": "fix the labels in the table if they are the same class",
    "folders": "if they are the same class, move their images into one folder",
    "annotations": "if they are the same class, give them one name in the annotations",
}
#: ScanResult.kind of the tables that give class names in a column
TABLE_KINDS = frozenset({"csv", "box_csv", "multilabel_csv"})


def class_notices(result: ScanResult, where: str) -> list[str]:
    """The notices about ``result``'s classes (``where``: the source's name): images in
    folders inside class folders, and the class names that look alike."""
    counts: dict[str, int] | None = None
    if result.kind in ("folders", "csv"):   # classes of images: typos are judged by them
        counts = dict(Counter(s.label_text for s in result.samples))
    notices = nested_notices(result) if result.kind == "folders" else []
    return notices + look_alike_notices(where, result.kind, list(result.labels), counts)


def nested_notices(result: ScanResult) -> list[str]:
    """Of a class-folder source: how many images are in folders inside a class folder,
    each given the class folder's label (class.nested_images), with the first of them.
    Images as the window counts them: a side file (notes.txt, a labelling tool's .json)
    is among the class folder's files (the run says it is no image), not its images."""
    deeper = [s for s in result.samples if s.name.count("/") > 1 and _is_image(s.path)]
    if not deeper:
        return []
    n, first = len(deeper), deeper[0]
    return [plural(n, f"{n:,} image in a folder inside a class folder is given that class "
                      f"folder's label ({first.name} is labelled {first.label_text}); to "
                      "make the folder a class of its own, move it beside the class folders",
                   f"{n:,} images in folders inside class folders are given the label of "
                   f"the class folder they are in ({first.name} is labelled "
                   f"{first.label_text}); to make such a folder a class of its own, move it "
                   "beside the class folders")]


def empty_class_notices(where: str, folders: list[tuple[str, str, int]],
                        samples: list[Sample], rejected: list[Rejected]) -> list[str]:
    """The notices naming the class folders among ``folders`` ((name as shown, absolute
    path, label) each) that have no image, with what each holds: none of the files given
    their label is named as an image is (.jpg, .png) nor begins as one (a camera's
    IMG_0001). Those that hold nothing but the system's litter (.DS_Store) may be removed
    (class.empty); those that hold files of the user's (a notes.txt) are never told to be
    (class.empty_holding). A .jpg that is no image is not said here: the run lists it, with
    its reason, as it lists a folder the scan could not list or reached by a link to
    another (``rejected``: such a folder is left out). A folder inside a class folder is
    no class: an empty one is not said."""
    of_label: dict[int, list[Sample]] = {}
    for s in samples:
        of_label.setdefault(s.label, []).append(s)
    told = {r.path for r in rejected}
    bare: list[tuple[str, dict]] = []
    holding: list[tuple[str, dict]] = []
    for name, path, label in sorted(folders, key=lambda f: f[2]):
        if any(os.path.splitext(s.path)[1].lower() in IMAGE_EXTENSIONS or _is_image(s.path)
               for s in of_label.get(label, ())):
            continue   # (a class's first file is mostly named as an image: nothing read)
        if any(p == path or p.startswith(path + os.sep) for p in told):
            continue
        held, count, mine = held_files(path)
        part = {"name": name, "label": label, "files": ", ".join(held)}
        if count > HELD_NAMED:
            part["more"] = f"{count - HELD_NAMED:,}"
        (holding if mine else bare).append(
            ("class.empty_only_more" if "more" in part else "class.empty_only", part) if count
            else ("class.empty_nothing", {"name": name, "label": label}))
    return [_empty_notice(code, where, parts)
            for code, parts in (("class.empty", bare), ("class.empty_holding", holding))
            if parts]


def _empty_notice(code: str, where: str, parts: list[tuple[str, dict]]) -> str:
    """The notice ``code`` of these folders' sentences, the first EMPTY_NAMED of them."""
    n, extra = len(parts), len(parts) - EMPTY_NAMED
    if extra > 0:
        parts = parts[:EMPTY_NAMED] + [("class.empty_more", {"more": f"{extra:,}"})]
    return say(code, where=where, n=f"{n:,}", changes=as_list(parts))


def held_files(folder: str) -> tuple[list[str], int, bool]:
    """What the class folder holds: the first HELD_NAMED of the files under ``folder`` in
    sorted order, as shown, relative to it ("/" between folders), hidden files and the
    system's litter (.DS_Store, Thumbs.db) too; how many files there are; and whether any
    is the user's (not litter). Only those few names are kept: it kept every name, and a
    folder of a million non-image files cost their memory to name three. Each folder is
    listed once (a link back is not followed again); one that cannot be listed adds
    nothing more."""
    first: list[str] = []   # (sorted, at most HELD_NAMED)
    count, mine = 0, False
    seen: set[str] = set()
    stack = [(folder, "")]
    while stack:
        path, rel = stack.pop()
        real = os.path.realpath(path)
        if real in seen:
            continue
        seen.add(real)
        try:
            with os.scandir(path) as entries:
                for e in entries:
                    try:
                        is_dir = e.is_dir(follow_symlinks=True)
                    except OSError:
                        is_dir = False
                    if is_dir:
                        stack.append((e.path, f"{rel}{e.name}/"))
                        continue
                    count += 1
                    shown = display(rel + e.name)
                    mine = mine or not is_ignored(shown.rsplit("/", 1)[-1])
                    if len(first) < HELD_NAMED or shown < first[-1]:
                        bisect.insort(first, shown)
                        del first[HELD_NAMED:]
        except OSError:
            continue
    return first, count, mine


def _is_image(path: str) -> bool:
    """Whether a file inside a class folder is an image, by its first bytes (the sniffer,
    engine.magic, as the rest of the scan and the run tell an image): a camera's file
    without an extension and a .jfif are images, a notes.txt named .jpg, or a web page
    saved as one, is not (the run says it is no image). Only the files in folders inside
    class folders are read, 512 bytes each."""
    try:
        with open_input(path) as f:
            return image_format(f.read(HEAD_BYTES)) is not None
    except OSError:
        return False


def look_alike_notices(where: str, kind: str, labels: list[str],
                       counts: dict[str, int] | None) -> list[str]:
    """The notice naming the look-alike class names of a source (none, or one). ``kind``:
    the ScanResult's ("csv", "folders", an annotated kind); ``labels``: its class names;
    ``counts``: images per name (class folders, a class table), which typos are judged by,
    or None (annotations' class lists: case and spaces only)."""
    if kind == "unlabeled" or len(labels) < 2:
        return []
    parts = _parts(labels, counts)
    if not parts:
        return []
    advice = _ADVICE["table" if kind in TABLE_KINDS else
                     "folders" if kind == "folders" else "annotations"]
    more = len(parts) - NAMED
    if more > 0:
        parts = parts[:NAMED] + [plural(more, f"{more:,} more pair of names like these",
                                        f"{more:,} more pairs of names like these")]
    return [f"{where}: {'; '.join(parts)}. Each is a class of its own: {advice}"]


def _parts(labels: list[str], counts: dict[str, int] | None) -> list[str]:
    """One sentence for each name that looks like another: the case and spacing variants
    of a name beside its most used form (or its first), then the typos."""
    count = Counter(counts or {})
    order = {name: i for i, name in enumerate(labels)}

    def rank(name: str) -> tuple[int, bool, int]:
        # the most used first, then one spaced as typed (single spaces), then as listed
        return (-count[name], " ".join(name.split()) != name, order[name])

    groups: dict[str, list[str]] = {}
    for name in labels:
        groups.setdefault(_folded(name), []).append(name)
    parts: list[str] = []
    for names in groups.values():
        first, *others = sorted(names, key=rank)
        for other in others:
            parts.append(f'"{other}" and "{first}" differ only in {_how(other, first)}')
    if counts:
        parts += _typos(labels, count, groups)
    return parts


def _folded(name: str) -> str:
    """What is left of a name without case and spaces."""
    return "".join(name.split()).casefold()


def _how(a: str, b: str) -> str:
    """How two names of one _folded form differ: "case", "spaces" or "case and spaces"."""
    case = "".join(a.split()) != "".join(b.split())
    spaces = a.casefold() != b.casefold()
    return "case and spaces" if case and spaces else "case" if case else "spaces"


def _typos(labels: list[str], count: Counter, groups: dict[str, list[str]]) -> list[str]:
    """The rare names one edit away from a common one, each beside the most used of them."""
    total = sum(count[name] for name in labels)
    rare_cap = max(RARE_IMAGES, RARE_SHARE * total)
    # each common name's forms with one character deleted (and itself): a name one edit
    # away shares one of them with its own forms (a transposition, "dgo" and "dog", too)
    common: dict[str, list[str]] = {}
    for name in labels:
        if count[name] >= COMMON_IMAGES and len(_key(name)) >= TYPO_MIN_LENGTH:
            for form in _deletes(_key(name)):
                common.setdefault(form, []).append(name)
    out = []
    for name in labels:
        n, key = count[name], _key(name)
        if not 0 < n <= rare_cap or len(key) < TYPO_MIN_LENGTH:
            continue
        near = {other for form in _deletes(key) for other in common.get(form, ())
                if count[other] >= COMMON_TIMES * n and _folded(other) != _folded(name)
                and _one_edit(key, _key(other))}
        if near:
            best = min(near, key=lambda o: (-count[o], labels.index(o)))
            out.append(f'"{name}" ({counted(n, "image")}) looks like a typo of "{best}" '
                       f'({counted(count[best], "image")})')
    return out


def _key(name: str) -> str:
    """A name as typos are judged: case-folded, its spaces single."""
    return " ".join(name.split()).casefold()


def _deletes(word: str) -> set[str]:
    return {word} | {word[:i] + word[i + 1:] for i in range(len(word))}


def _one_edit(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` are one edit apart (a character changed, added or left out,
    or two beside each other swapped) and that edit involves no digit: "cat1" and "cat2",
    "class 7" and "class 17" are numbered classes, not typos."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        if a[i + 1:] == b[i + 1:]:   # one character changed
            changed = a[i] + b[i]
        elif a[i + 2:] == b[i + 2:] and a[i:i + 2] == b[i:i + 2][::-1]:   # two swapped
            changed = a[i:i + 2]
        else:
            return False
    else:
        longer, shorter = (a, b) if len(a) > len(b) else (b, a)
        if longer[i + 1:] != shorter[i:]:
            return False
        changed = longer[i]
    return not any(ch.isdigit() for ch in changed)
