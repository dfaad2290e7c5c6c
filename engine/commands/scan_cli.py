"""``python -m engine scan SOURCE``: what convert would read, without writing anything.

Prints the source kind, the task, images, classes (objects per class for detection), the
problems found and, with --json, a few samples with what to draw over them (the window's
source panel uses this for annotated sources) and, with --list, every image after the
document, one JSON line each (the window previews every source this way, so that it follows
the engine's rules instead of a copy of them).
"""

from __future__ import annotations

import argparse
import json
import sys

from engine.commands.cli_options import add_max_pixels
from engine.commands.scan_text import PARALLEL_FROM
from engine.config import BIT_DEPTHS, FORMATS, TASK_CHOICES
from engine.errors import ConfigError, TaskError, WriteError
from engine.option_rules import resolve_workers
from engine.protocol import EXIT_BAD_SOURCE, EXIT_OK, EXIT_USAGE, EXIT_WRITE_ERROR
from engine.split_names import parse_split

#: Problems of each kind named in the text; the others are counted ("... and 12 more").
LISTED = 20


def register(sub) -> None:
    p = sub.add_parser("scan", help="show what a source holds (annotations too), write nothing",
                       description="Read SOURCE as convert would and report the task, "
                                   "images, classes or objects per class, and every problem "
                                   "found. Nothing is written. Each image is checked "
                                   "quickly, as the window checks it: what the file is, "
                                   "whether it is cut short, its header. --thorough also "
                                   "converts each image, as convert does, to find picture "
                                   "data damaged inside a file: several times slower.")
    p.add_argument("source", metavar="SOURCE")
    p.add_argument("--task", choices=TASK_CHOICES, default="auto",
                   help="as for convert (default auto)")
    p.add_argument("--masks", action="store_true",
                   help="as for convert (detection: each object's mask stored too): what "
                        "it sets aside for its masks (a COCO RLE mask of another size than "
                        "its image) is listed")
    p.add_argument("--json", action="store_true",
                   help="one JSON document on stdout (the images' files are not checked "
                        "one by one: the window checks them itself)")
    p.add_argument("--thorough", action="store_true",
                   help="also convert each image as convert does (at 16x16 pixels), to find "
                        "what only decoding shows: picture data damaged inside a file. "
                        "Without it, only the quick checks: what the file is, whether it is "
                        "cut short, its header")
    p.add_argument("--workers", default="auto", metavar="N|auto",
                   help=f"processes that check the files, for {PARALLEL_FROM:,} files or "
                        "more; auto = one per CPU core (default auto)")
    p.add_argument("--all", action="store_true",
                   help=f"name every problem (default: the first {LISTED} of each kind, "
                        "and how many more)")
    p.add_argument("--samples", type=int, default=12, metavar="N",
                   help="samples (with their boxes or masks) listed with --json (default 12)")
    p.add_argument("--split", default="", metavar="NAME=FRACTION,...",
                   help="as for convert: the split names it gives are accepted in a CSV's "
                        "split column too")
    p.add_argument("--progress", action="store_true",
                   help="write {\"found\": N} lines on stderr while scanning, and "
                        "{\"found\": N, \"masks\": n} while --list reads the masks (the "
                        "window shows them)")
    p.add_argument("--list", action="store_true",
                   help="with --json, list every image convert would read, after the "
                        "document: one JSON line [path, label, split, bytes] each, then for "
                        "an annotated source its objects per class and whether it has no "
                        "annotation, for another its class number (the window previews "
                        "sources by the engine's own rules)")
    p.add_argument("--bit-depth", type=int, choices=BIT_DEPTHS, default=16, metavar="N",
                   help="as for convert: below 16, the 16-bit images convert refuses at "
                        "that depth (grey with alpha, CMYK, premultiplied alpha) are "
                        "listed as problems (their headers are read)")
    p.add_argument("--format", choices=FORMATS, default="jpeg",
                   help="as for convert: with original, the files it cannot keep as they "
                        "are (HEIC, AVIF, animated WebP: TensorFlow cannot read them) are "
                        "listed as problems, and --bit-depth refuses nothing (the files "
                        "are not decoded)")
    add_max_pixels(p)   # convert's own: masks are read by the run's limit
    p.set_defaults(func=run)


def _spread(samples: list, n: int) -> list:
    if len(samples) <= n:
        return list(samples)
    return [samples[i * len(samples) // n] for i in range(n)]


def _progress(found: int, _rejected: int) -> None:
    sys.stderr.write(json.dumps({"found": found}) + "\n")
    sys.stderr.flush()


def _masks_progress(found: int, read: int) -> None:
    """{"found": N, "masks": n}: n of the N images' masks read (the window says "checking
    the images… n of N"; without it a scan of thousands of masks said nothing for minutes)."""
    sys.stderr.write(json.dumps({"found": found, "masks": read}) + "\n")
    sys.stderr.flush()


def _mask_problems(r, max_pixels: int, info: dict, progress: bool) -> list[list[str]]:
    """[path, reason] of each image whose mask the run would refuse (a size that does not
    fit, a colour mask, a mask it cannot open, a value or a colour that is no class):
    found before Start, not at decode. These images are among those counted: the run
    tries them and skips them. The scan's own, when it read every mask (to number the
    classes); else read here, each mask once, which also counts the images per class
    (``info``'s objects_per_class; a mask the run refuses counts for none): the window's
    class table said "not counted" of every class of a mask source. The counts cost
    nothing more: each mask's values are what its check decodes (engine.sources.masks)."""
    from engine.sources.mask_classes import images_per_class
    from engine.sources.masks import read_masks
    from engine.sources.names import display
    if r.mask_problems is None or r.mask_classes is None:
        listed = [s for s in r.samples if getattr(s.ann, "mask_path", None)]
        r.mask_problems, r.mask_classes = read_masks(
            listed, max_pixels, (lambda i: _masks_progress(len(listed), i)) if progress
            else None)
    info["objects_per_class"] = images_per_class(r.labels, r.mask_classes)
    return [[display(path), display(why)] for path, why in r.mask_problems]


def _refused_masks(r) -> list[list[str]]:
    """[image, its mask, why the mask cannot be opened ("" when it can)] of each image
    whose mask the run refuses (_mask_problems'): the window's look at an older engine's
    interrupted run asks with them whether --resume, which reads the kept masks by the
    same function, finds one it converted (engine.verdicts.mask_rule)."""
    from engine.sources.names import display
    from engine.verdicts import unopened_mask
    mask_of = {s.path: s.ann.mask_path for s in r.samples if getattr(s.ann, "mask_path", None)}
    return [[display(path), display(mask_of.get(path, "")), unopened_mask(why)]
            for path, why in r.mask_problems or ()]


def _layout_problems(samples: list, bits: int) -> list[list[str]]:
    """[path, reason] of each PNG or TIFF image whose header says it is 16-bit in a layout
    the run refuses at --bit-depth ``bits`` (engine.codecs.bit_depth.deep_layout): counted
    among the images, and skipped by the run, as the window's scan lists them."""
    from engine import magic
    from engine.codecs import bit_depth
    from engine.errors import ImageError
    from engine.sources.names import display
    from engine.sources.reading import open_regular
    found = []
    for s in samples:
        try:
            f, _size = open_regular(s.path)   # (never a FIFO: it would block)
        except ImageError:
            continue   # the run says why
        with f:
            if magic.sniff(f.read(16)) not in ("png", "tiff"):
                continue
            f.seek(0)
            kind = bit_depth.layout_of(f)
        if kind:
            found.append([display(s.path), bit_depth.refusal(kind, bits)])
    return found


def _classes_of(sample, r) -> dict[str, int]:
    """{class: n} of one annotated image's objects (of a class mask: 1 for each class it
    holds), as the scan's objects_per_class counts them: the window takes an image it
    finds broken (the run skips it) out of its class table, which then counts what the
    run writes."""
    from engine.sources.annotation_builder import object_counts
    from engine.sources.mask_classes import classes_held
    if sample.ann is None:
        return {}
    if r.mask_classes is not None and sample.ann.mask_path:
        return classes_held(r.labels, r.mask_classes.get(sample.path, ()))
    if r.task == "segmentation":   # drawn from its objects' shapes
        from engine.sources.class_masks import classes_drawn
        return classes_drawn(r.labels, sample.ann)
    return object_counts(sample.ann)


def _take_out_skipped(r, info: dict, shapes: dict[str, int],
                      skipped: list[list[str]]) -> None:
    """Take the objects of each image of ``skipped`` ([path as shown, why]: images counted
    that the run skips) out of ``info``'s objects per class and objects total, and out of
    ``shapes`` (the objects with shapes, in place), by the rule the window's scan takes
    them out by (engine.skipped_objects): the text said "dog 186" of a source with a
    cut-short JPEG where the window, and the run, said 184."""
    from engine.skipped_objects import take_out, take_out_shapes
    from engine.sources.names import display
    if not skipped or not isinstance(info.get("objects_per_class"), dict):
        return
    paths = {path for path, _why in skipped}
    per_class = info["objects_per_class"] = dict(info["objects_per_class"])   # (the scan's own)
    for s in r.samples:
        if display(s.path) in paths:
            take_out(per_class, info, r.task, _classes_of(s, r))
            take_out_shapes(shapes, _shapes_of(s, r))   # (its crowds: _say_crowds)


def _shapes_of(sample, r) -> dict[str, int]:
    """{"polygon": n, "rle": m} of one image's objects with shapes (of a detection scan),
    which the window and the text take out of the scan's ``shapes`` when the run skips
    the image, as they take its objects out of the objects per class; of class masks
    drawn from shapes, {"crowd": n}: its crowd regions, which the window takes out of the
    notice that counts them (engine.skipped_objects.take_out_crowds). Else {}."""
    if sample.ann is None:
        return {}
    if r.task == "segmentation":
        from engine.sources.class_masks import crowds_of
        crowds = crowds_of(sample)
        return {"crowd": crowds} if crowds else {}
    if r.task != "detection":
        return {}
    from engine.sources.class_masks import shape_counts
    return shape_counts([sample])


def _say_crowds(r, skipped: list[list[str]]) -> None:
    """Log the notice counting the crowd regions, which the scan did not
    (engine.sources.class_masks.is_crowd_notice), of the images but those of ``skipped``
    ([path as shown, why]: images counted that the run skips): by the run's own route
    (engine.sources.class_masks.say_crowds), so that both say the regions the records hold."""
    from engine.sources.class_masks import say_crowds
    say_crowds(r.notices, r.samples, {path for path, _why in skipped})


def _shapes(r) -> dict[str, int]:
    """{"polygon": n, "rle": m} of a detection scan whose objects have shapes (which
    --task segmentation draws as class masks), else {}."""
    if r.task != "detection":
        return {}
    from engine.sources.class_masks import shape_counts
    counts = shape_counts(r.samples)
    return counts if any(counts.values()) else {}


def _class_masks(r, source: str) -> int:
    """The class masks in a Pascal VOC detection source's SegmentationClass/, which
    --task segmentation reads (engine.sources.mask_lists), else 0."""
    if r.task != "detection" or r.kind != "voc":
        return 0
    from engine.sources.mask_lists import mask_count, voc_layout
    layout = voc_layout(source)
    return mask_count(layout[2]) if layout else 0


def run(args: argparse.Namespace) -> int:
    from engine.reason_codes import code_pair
    from engine.sources import discover
    from engine.sources.annotation_builder import unannotated
    from engine.sources.names import display
    from engine.sources.overlay import from_sample

    try:
        split = parse_split(args.split) if args.split else ()
        if args.max_pixels < 1:   # (as convert's ImageOptions says it)
            raise ConfigError("--max-pixels must be positive")
        workers = resolve_workers(args.workers)
        # `split` also adds a notice for each split it leaves without an image
        r = discover.scan(args.source, progress=_progress if args.progress else None,
                          annotations={"task": args.task, "masks": args.masks,
                                       "max_pixels": args.max_pixels},
                          split=split)
    except (ConfigError, WriteError) as e:   # (WriteError: the temporary folder is full)
        if args.json:
            json.dump({"error": str(e), "error_code": code_pair(str(e))}, sys.stdout,
                      ensure_ascii=False)
            sys.stdout.write("\n")
        else:
            print(f"scan: {e}", file=sys.stderr)
        return EXIT_USAGE if isinstance(e, TaskError) else \
            EXIT_BAD_SOURCE if isinstance(e, ConfigError) else EXIT_WRITE_ERROR
    info = dict(r.annotations or {})
    problems = [[display(x.path), display(x.reason)] for x in r.rejected]
    refused_masks: list[list[str]] | None = None
    set_aside = len(problems)   # entries not among the images counted: not converted
    if (args.list or not args.json) and r.task == "segmentation" and r.kind == "masks":
        # what the run would refuse at decode (a mask drawn from shapes has no file)
        problems += _mask_problems(r, args.max_pixels, info, args.progress)
        refused_masks = _refused_masks(r)
    # what the run would refuse at decode (it decodes no original file)
    if args.bit_depth < 16 and args.format != "original":
        problems += _layout_problems(r.samples, args.bit_depth)
    turned: list[list[str]] = []   # (--format original: the photos it stores turned)
    if not args.json:   # for people: each image checked as the window checks it (a
        # folder with 3 broken ones was said "804 images"), or converted (--thorough)
        from engine.commands import scan_text
        problems += scan_text.file_problems(r.samples, args.max_pixels, args.bit_depth,
                                            {p for p, _why in problems},
                                            scan_text.checking_line, args.thorough,
                                            workers, args.format, turned)
    skipped = len(problems)
    shapes = _shapes(r)
    if not args.json and r.task != "classification":   # (--list: the window takes them out)
        _take_out_skipped(r, info, shapes, problems[set_aside:])
    if r.problems is not None:
        problems += [[display(p), display(why)] for p, why in r.problems.examples]
    total = len(problems)
    if args.json:
        # --list: every problem too, so that the window's counts are the run's
        problems = problems if args.list else problems[:2000]
        doc = {"source": args.source, "kind": r.kind, "task": r.task, "images": len(r.samples),
               "bytes": sum(s.size for s in r.samples), "labels": r.labels,
               "annotations": info, "problems": problems,
               # [code, params] of each problem's sentence (engine.reason_codes), so that
               # the window shows it in its language
               "problem_codes": [code_pair(why) for _path, why in problems],
               "problems_total": total,
               # the first `skipped` problems are images convert skips; the others are
               # about objects (a box clipped or left out), whose images are converted
               "skipped": skipped,
               # of those, the first `set_aside` are entries set aside before converting
               # (a row, an image without its mask, a mask without its image), not among
               # the `images` counted (the run's "+N before converting"); the rest are
               # images counted that convert will skip (a mask that does not fit). The
               # window said "9 images … 4 entries were set aside and are not counted"
               # over a run that converted 9 and skipped 2 of them for their masks.
               "set_aside": set_aside,
               "samples": [{"path": s.path, "overlay": from_sample(s)}
                           for s in _spread(r.samples, max(0, args.samples))]}
        # what was read otherwise than one may expect (also logged: "note: ..." on stderr)
        doc["notices"] = r.notices
        doc["notice_codes"] = [code_pair(n) for n in r.notices]
        if shapes:   # objects with polygons or masks: "Write as" offers segmentation too
            doc["shapes"] = shapes
        masks = _class_masks(r, args.source)
        if masks:   # a Pascal VOC folder's SegmentationClass/: so does a VOC folder with it
            doc["class_masks"] = masks
        if r.source_ids:   # a YOLO class id, a COCO category id: the window says those
            doc["source_ids"] = r.source_ids   # that are not the labels the records carry
        if r.annotation_files:   # so the window knows a Resume the engine would refuse
            from engine.sources.fingerprint import digests
            doc["annotation_files"] = digests(r.annotation_files, args.source)
        if refused_masks is not None and args.list:   # whether Resume would be refused
            doc["refused_masks"] = refused_masks
        if args.list:
            doc["listed"] = len(r.samples)   # the lines that follow the document
            doc["ignored"] = r.ignored   # side files beside class folders: not images
        json.dump(doc, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
        if args.list:   # one line per image, so a reader need not hold them all at once
            annotated = r.task != "classification"
            for s in r.samples:
                item: list = [s.path, s.label_text, s.split, s.size]
                if annotated:   # what its objects add to objects_per_class; whether
                    # --skip-unannotated leaves it out (the window counts what the run will)
                    # and its objects with shapes, which the window takes out of
                    # "shapes" with its objects when the run skips it
                    item += [_classes_of(s, r), s.ann is not None and unannotated(s.ann),
                             _shapes_of(s, r)]
                else:   # its class number (the window tells a renumbered class: Resume)
                    item.append(s.label)
                sys.stdout.write(json.dumps(item, ensure_ascii=False) + "\n")
        return EXIT_OK
    from engine.commands import scan_text
    _say_crowds(r, problems[set_aside:skipped])
    for line in scan_text.lines(args.source, r, problems, set_aside, skipped, info,
                                shapes, listed=0 if args.all else LISTED,
                                turned=turned if args.format == "original" else ()):
        print(line)
    return EXIT_OK
