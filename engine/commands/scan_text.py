"""`python -m engine scan SOURCE`'s text for people (without --json): the images it counts
as the window's scan counts them, the problems it found by name, and what the run does
about each.

A walk (session 29) found it said "804 images" of a folder with three broken files the
window named, and "1,499 images" of a YOLO export where the window said 1,500: the window
counts an image set aside for its annotations with the images (skipped), and checks each
file. Here each image is checked by the window's own cheap checks
(engine.codecs.scan_checks: what the file is, whether it is cut short, its header; their
refusals are the run's, in its words and codes), and the images set aside for their
annotations are counted by the engine's one set of their codes
(engine.reason_codes.UNUSABLE_IMAGE), which the window's count uses too. --thorough also
converts each image the cheap checks pass, as the run does at a tiny size
(engine.codecs.imaging): it finds picture data damaged inside a file, which only decoding
shows, at the cost of decoding every image (about 1 s per 400 photos, against 1 s per
several thousand for the cheap checks: bench/scan_speed.py).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Sequence

from engine.reason_pair import counted

#: Below this many files they are checked in this process: starting the checking processes
#: (each imports Pillow: ~0.12 s of CPU, the checks of some 400 files) and handing them the
#: files costs more than they save. Each process checks at least half this many.
PARALLEL_FROM = 2000


def file_problems(samples: Sequence, max_pixels: int, bit_depth: int, seen: set[str],
                  progress: Callable[[int, int], None] | None = None,
                  thorough: bool = False, workers: int = 1,
                  fmt: str = "jpeg", turned: list[list[str]] | None = None) -> list[list[str]]:
    """[path, reason] of each of ``samples`` (not in ``seen``: already a problem) that the
    run would skip, found by the window's cheap checks (engine.codecs.scan_checks, by the
    run's --max-pixels; a 16-bit layout refused below --bit-depth 16 is listed by the scan
    already), in the run's words; with --format ``fmt`` original, the files it does not
    keep too (HEIC, AVIF, an animated WebP: FileCheck.unkept), which the other formats
    convert. ``thorough``: each file those checks pass is also converted as the run
    converts it (:func:`_converter`). ``workers``: processes that check the files when
    there are PARALLEL_FROM or more (the order kept). ``turned``: the files the run keeps
    whose EXIF orientation says to turn them (FileCheck.turned) are added to it, [path,
    "EXIF orientation N"] each."""
    from engine.sources.names import display
    paths = [s.path for s in samples if display(s.path) not in seen]
    found = []
    reasons = _reasons(paths, (max_pixels, bit_depth, thorough, fmt), workers)
    for i, (path, (why, turns)) in enumerate(zip(paths, reasons, strict=True)):
        if progress is not None:
            progress(i, len(paths))
        if why:
            found.append([display(path), display(why)])
        elif turns and turned is not None:
            turned.append([display(path), f"EXIF orientation {turns}"])
    return found


#: This process's checks (:func:`_setup`): the run's --max-pixels, the conversion of
#: --thorough (None without it), and whether the run keeps the original files.
_HOW: tuple[int, Callable[[str], str] | None, bool] = (0, None, False)


def _setup(max_pixels: int, bit_depth: int, thorough: bool, fmt: str = "jpeg",
           child: bool = False) -> None:
    global _HOW
    from engine.codecs import libtiff_quiet
    libtiff_quiet.silence()   # (libtiff's own lines broke the list, naming no file)
    if child:   # Ctrl+C is the engine's to answer: it ends the checking processes
        import signal
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    _HOW = (max_pixels, _converter(max_pixels, bit_depth, fmt) if thorough else None,
            fmt == "original")


def _reason(path: str) -> tuple[str, int]:
    """Why the run would skip the file at ``path`` ("" when it would not), and whether its
    EXIF orientation says to turn it (FileCheck.turned: 2..8, else 0)."""
    from engine.codecs.scan_checks import check_file
    max_pixels, convert, original = _HOW
    c = check_file(path, max_pixels=max_pixels)
    # (the run refuses a file it does not keep as such before it decodes a picture)
    why = c.unkept if original and c.unkept else c.problem
    return (why if why or convert is None else convert(path)), c.turned


def _reasons(paths: list[str], how: tuple[int, int, bool, str],
             workers: int) -> Iterator[tuple[str, int]]:
    """:func:`_reason` of each of ``paths``, in their order: in ``workers`` spawned
    processes (as convert's workers are spawned) when there are enough files."""
    n = min(workers, len(paths) // (PARALLEL_FROM // 2))
    if n < 2:
        _setup(*how)
        yield from map(_reason, paths)
        return
    import multiprocessing
    with multiprocessing.get_context("spawn").Pool(n, _setup, (*how, True)) as pool:
        yield from pool.imap(_reason, paths, chunksize=64)


def _converter(max_pixels: int, bit_depth: int, fmt: str = "jpeg") -> Callable[[str], str]:
    """A file's conversion as the run's workers convert it (engine.run.worker: read, its
    memory estimated from its header, converted), to 16x16: "" when it converts, else the
    run's reason (the estimate's own words too: a JPEG whose start is damaged read "cut
    short" here while the run said "the start of the file is damaged")."""
    from engine import errors
    from engine.codecs import imaging
    from engine.config import ImageOptions
    from engine.run.worker import READ_FIRST_MAX
    from engine.sources import reading
    # (the original files are stored as they are, after the checks the run makes: the
    # picture decoded into nothing only where it decodes them)
    opts = ImageOptions(width=16, height=16, resize="stretch",
                        format="original" if fmt == "original" else "raw",
                        max_pixels=max_pixels, bit_depth=bit_depth)

    def convert(path: str) -> str:
        try:
            opened = None
            if reading.file_size(path) <= READ_FIRST_MAX:
                data = reading.read_file(path)
                _need, opened = reading.memory_needed_of(data, opts)
            else:
                reading.memory_needed(path, opts)
                data = reading.read_file(path)
            imaging.convert(data, opts, opened)
        except errors.ImageError as e:
            return str(e)
        except Exception as e:  # noqa: BLE001 - as the worker: a decoder's bug, one file
            return errors.failure_reason(e)
        return ""
    return convert


def checking_line(done: int, total: int) -> None:
    """On a terminal, how far the check of the files is (it reads each one)."""
    if sys.stderr.isatty() and (done % 50 == 0 or done == total - 1):
        sys.stderr.write(f"\rchecking the files: {done + 1:,} of {total:,}")
        if done == total - 1:
            sys.stderr.write("\r" + " " * 60 + "\r")
        sys.stderr.flush()


def lines(source: str, r, problems: list[list[str]], set_aside: int, skipped: int,
          info: dict, shapes: dict[str, int] | None = None, listed: int = 0,
          turned: Sequence[list[str]] = ()) -> list[str]:
    """The text: what the source holds, counted as the window counts it, then its
    problems: the images the run skips, the entries not used, the notes about objects
    (``problems``: first the ``set_aside`` entries the scan set aside, then up to
    ``skipped`` the images counted that the run skips, then the notes about objects;
    ``shapes``: the objects with shapes --task segmentation would draw, as counted;
    ``listed``: how many of each kind are named, the others counted; 0: all of them;
    ``turned``: the photos --format original stores turned, named last)."""
    from engine.reason_codes import UNUSABLE_IMAGE, describe
    from engine.sources.names import display
    aside = problems[:set_aside]
    unusable = [p for p in aside if describe(p[1])[0] in UNUSABLE_IMAGE]
    not_used = [p for p in aside if p not in unusable]
    skipped_images = unusable + problems[set_aside:skipped]
    objects = problems[skipped:]
    annotated = r.task != "classification"
    # A folder's or a table's entries are files (a text file among them is skipped); an
    # annotated source's are the images its annotations name
    unit = "image" if annotated else "file"
    n = len(r.samples) + len(unusable)
    head = f"{display(source)}: {r.kind}, {counted(n, unit)}"
    if skipped_images:
        head += f", {len(skipped_images):,} of them skipped"
    head += f", {counted(len(r.labels), 'class', 'classes')}"
    out = [head]
    if annotated:
        from engine.sources.report import plan_lines
        out += plan_lines(r.task, info, shapes)
    left = n - len(skipped_images)
    out.append(f"{counted(left, 'image')} will be converted")
    k = len(skipped_images)
    out += _listed(f"{counted(k, unit)} will be skipped", skipped_images, source, listed)
    k = len(not_used)
    out += _listed(f"{counted(k, 'entry', 'entries')} not used (not among the "
                   f"{counted(n, unit)} counted)", not_used, source, listed)
    # an annotation of no image of its file (COCO's image_id 9999): no image is converted
    # for it (it was listed among the notes whose images are converted)
    orphans = [p for p in objects if _inner_code(describe(p[1])) in NO_IMAGE]
    objects = [p for p in objects if p not in orphans]
    out += _listed(f"{counted(len(orphans), 'annotation')} naming no image of the file "
                   "(not used)", orphans, source, listed)
    k = max(len(objects), (sum(r.problems.counts.values()) if r.problems is not None
                           else 0) - len(orphans))
    out += _listed(f"{counted(k, 'note')} about objects (their images are converted)",
                   objects, source, listed, k)
    one, many = TURNED
    out += _listed(one if len(turned) == 1 else many.format(n=f"{len(turned):,}"),
                   list(turned), source, listed)
    return out


#: `scan --format original`'s heading of the photos it stores turned, one and many (the
#: window says it in its language: gui.widgets.option_fields.turned_note).
TURNED = ("1 photo is stored as its file is, not turned upright (its EXIF says to turn it; "
          "TensorFlow does not): it reaches the model sideways or upside down. Use --format "
          "jpeg or png to store it upright, or keep it as it is if your model expects that",
          "{n} photos are stored as their files are, not turned upright (their EXIF says to "
          "turn them; TensorFlow does not): they reach the model sideways or upside down. "
          "Use --format jpeg or png to store them upright, or keep them as they are if your "
          "model expects that")


#: The codes of a note about an object that is an annotation of no image (COCO's image_id
#: not among the file's images, or none): no image is converted for it.
NO_IMAGE = ("ann.coco_unknown_image", "ann.coco_no_image_id")


def _inner_code(described: tuple) -> str:
    """The code of a sentence about an object ("a.json annotation 3: refers to image id
    9", engine.reason_codes.describe's), the inner one's when it has one."""
    code, params = described
    inner = params.get("sentence") if isinstance(params, dict) else None
    return str(inner.get("code", "")) if isinstance(inner, dict) else code


def _listed(title: str, items: list[list[str]], source: str, listed: int,
            total: int = 0) -> list[str]:
    """``title``, then the first ``listed`` of ``items`` ("path: reason"; 0: all), then how
    many more ("... and 12 more"); nothing when there are none."""
    total = max(total, len(items))
    if not total:
        return []
    shown = items[:listed] if listed else items
    out = [f"{title}:"]
    out += [f"  {_shown(path, source)}: {why}" for path, why in shown]
    if total > len(shown):   # (--all names every one the scan kept: a note's examples)
        hint = " (all of them: --all)" if len(shown) < len(items) else ""
        out.append(f"  ... and {total - len(shown):,} more{hint}")
    return out


def _shown(path: str, source: str) -> str:
    """``path`` as the user knows it: relative to the source's folder, as the window lists
    it ("beta/zero.jpg": engine.shown_paths), else as it is."""
    from engine.shown_paths import shown_path
    return shown_path(path, source) or path
