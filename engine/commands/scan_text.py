"""`python -m engine scan SOURCE`'s text for people (without --json): the images it counts
as the window's scan counts them, the problems it found by name, and what the run does
about each.

A walk (session 29) found it said "804 images" of a folder with three broken files the
window named, and "1,499 images" of a YOLO export where the window said 1,500: the window
counts an image set aside for its annotations with the images (skipped), and checks each
file. Here each image is checked by the run's own conversion (engine.codecs.imaging, at a
tiny size: its refusals are the run's, in its words), and the images set aside for their
annotations are counted by the engine's one set of their codes
(engine.reason_codes.UNUSABLE_IMAGE), which the window's count uses too.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from engine.reason_pair import counted

#: Problems of each kind listed by name; the others are counted ("... and 12 more").
LISTED = 20


def file_problems(samples: Sequence, max_pixels: int, bit_depth: int, seen: set[str],
                  progress: Callable[[int, int], None] | None = None) -> list[list[str]]:
    """[path, reason] of each of ``samples`` (not in ``seen``: already a problem) that the
    run would skip: converted as the run converts it, to 16x16 pixels (a JPEG decoded at a
    reduced size, as the run's default decoder does), its reason the run's."""
    from engine.codecs import imaging
    from engine.config import ImageOptions
    from engine.errors import ImageError
    from engine.sources import reading
    from engine.sources.names import display
    opts = ImageOptions(width=16, height=16, resize="stretch", format="raw",
                        max_pixels=max_pixels, bit_depth=bit_depth)
    found = []
    for i, s in enumerate(samples):
        if progress is not None:
            progress(i, len(samples))
        if display(s.path) in seen:
            continue
        try:
            imaging.convert(reading.read_file(s.path), opts)
        except ImageError as e:
            found.append([display(s.path), display(str(e))])
    return found


def checking_line(done: int, total: int) -> None:
    """On a terminal, how far the check of the files is (it reads each one)."""
    if sys.stderr.isatty() and (done % 50 == 0 or done == total - 1):
        sys.stderr.write(f"\rchecking the files: {done + 1:,} of {total:,}")
        if done == total - 1:
            sys.stderr.write("\r" + " " * 60 + "\r")
        sys.stderr.flush()


def lines(source: str, r, problems: list[list[str]], set_aside: int, skipped: int,
          info: dict, shapes: dict[str, int] | None = None) -> list[str]:
    """The text: what the source holds, counted as the window counts it, then its
    problems: the images the run skips, the entries not used, the notes about objects
    (``problems``: first the ``set_aside`` entries the scan set aside, then up to
    ``skipped`` the images counted that the run skips, then the notes about objects;
    ``shapes``: the objects with shapes --task segmentation would draw, as counted)."""
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
    out += _listed(f"{counted(k, unit)} will be skipped", skipped_images, source)
    k = len(not_used)
    out += _listed(f"{counted(k, 'entry', 'entries')} not used (not among the "
                   f"{counted(n, unit)} counted)", not_used, source)
    k = max(len(objects), sum(r.problems.counts.values()) if r.problems is not None else 0)
    out += _listed(f"{counted(k, 'note')} about objects (their images are converted)",
                   objects, source, k)
    return out


def _listed(title: str, items: list[list[str]], source: str, total: int = 0) -> list[str]:
    """``title``, then the first LISTED of ``items`` ("path: reason"), then how many more
    ("... and 12 more"); nothing when there are none."""
    total = max(total, len(items))
    if not total:
        return []
    out = [f"{title}:"]
    out += [f"  {_shown(path, source)}: {why}" for path, why in items[:LISTED]]
    if total > LISTED:
        out.append(f"  ... and {total - LISTED:,} more (all of them: --json)")
    return out


def _shown(path: str, source: str) -> str:
    """``path`` as the user knows it: relative to the source's folder, as the window lists
    it ("beta/zero.jpg"), else as it is."""
    import os
    base = source if os.path.isdir(source) else os.path.dirname(source)
    try:
        rel = os.path.relpath(path, base) if base else ""
    except ValueError:   # another drive on Windows
        rel = ""
    return path if not rel or rel.startswith("..") else rel.replace(os.sep, "/")
