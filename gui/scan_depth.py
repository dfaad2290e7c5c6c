"""A scan's result as the run will find it at the job's bit depth (--bit-depth, the "16-bit
images" option) and format (--format, "Write as"), which refuse images by what the scan
read in their headers anyway: another depth or format gives another view of the same scan,
so the source is not read again.

Below 16 bits the run refuses 16-bit images whose low bits Pillow cannot give (grey with
alpha, CMYK, premultiplied alpha: engine.codecs.bit_depth.deep_layout, reason
file.deep_layout), noted by the scan in ScanResult.deep_layouts: the window said "7 images
will be converted" and the run at 12 bits skipped 3. Storing the original files, the run
decodes none (their layout refuses nothing), and does not keep the files TensorFlow cannot
read back (HEIC, AVIF, an animated WebP: engine.codecs.refusals.not_kept), noted in
ScanResult.unkept: the window said "9 images will be converted" of a run that wrote 6.
:func:`for_run` lists them as problems in the run's words, skipped as the run skips them.

Pure data, the standard library, engine.codecs.bit_depth (light at import) and the
engine's catalogue of codes."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from engine.codecs.bit_depth import refusal
from engine.reason_codes import describe
from gui.scan_result import SHAPE_STEPS, ScanResult, keep_code, uncount


@dataclass(frozen=True)
class Refused:
    """An image the run refuses at some option (ScanResult.deep_layouts below 16 bits,
    ScanResult.unkept storing the originals), and what it adds to the scan's counts,
    which the run does not write then."""

    kind: str                    # its format, as the run names it ("PNG", "TIFF")
    label: str = ""              # its class (a folder's, a table's): ScanResult.convertible
    objects: dict | None = None  # an annotated image's {class: objects} (scan --list)
    outlines: dict | None = None  # and its objects with shapes ({"polygon": n, "rle": m})
    aspect: float = 0.0          # width / height, counted in ScanResult.shapes (0: not)
    transparent: bool = False    # counted in ScanResult.transparent
    deep: bool = True            # counted in ScanResult.deep (a 16-bit image)
    why: str = ""                # the run's reason, when no option changes it (unkept)
    split: str = ""              # its split ("": given none): ScanResult.split_skipped
    unannotated: bool = False    # without annotations: split_skipped_unannotated


def for_run(res: ScanResult, bits: int, stored: str = "jpeg") -> ScanResult:
    """``res`` as the run at --bit-depth ``bits`` and --format ``stored`` will find it: the
    images it refuses then listed last among the problems (after the engine's and the
    broken files found here), with the run's reason and its code (the window's words), and
    taken out of the counts of what is converted: of the 16-bit images too, whose note
    (gui.widgets.bit_depth_note) said "6 images are 16-bit … converted as 12-bit data" of 3
    converted and 3 skipped. A file found broken that the run does not keep as the
    original is said in the run's words then (it refuses it so before it looks further).
    ``res`` itself is not changed; where nothing is refused it is returned as it is."""
    if res.error:
        return res
    if stored == "original":
        refused = dict(res.unkept)
    else:
        refused = {p: replace(r, why=refusal(r.kind, bits)) for p, r in
                   res.deep_layouts.items() if p not in res.broken} if bits < 16 else {}
    if not refused:
        return res
    out = replace(res, problems=list(res.problems), broken=dict(res.broken),
                  convertible=dict(res.convertible), classes=dict(res.classes),
                  annotations=dict(res.annotations), shapes=dict(res.shapes),
                  outlines=dict(res.outlines),
                  coded=dict(res.coded), split_skipped=dict(res.split_skipped),
                  split_skipped_unannotated=dict(res.split_skipped_unannotated))
    said = {p: r.why for p, r in refused.items() if p in res.broken}
    if said:   # (only the entry that says it broken: a note about its objects stays)
        out.problems = [(p, said[p]) if p in said and w == res.broken[p] else (p, w)
                        for p, w in res.problems]
    for path, r in refused.items():
        code = list(describe(r.why)) if stored == "original" else \
            ["file.deep_layout", {"format": r.kind, "bits": str(bits)}]
        keep_code(out, r.why, code)
        if path in res.broken:   # skipped already: counted so
            out.broken[path] = r.why
            continue
        out.problems.append((path, r.why))
        out.broken[path] = r.why
        _uncount(out, r)
    # the thumbnails of the images it skips first, marked, as a broken file's (their
    # samples are chosen at any depth: gui.scan._lead)
    out.samples = [p for p in res.samples if p in out.broken] + \
        [p for p in res.samples if p not in out.broken]
    return out


def _uncount(out: ScanResult, r: Refused) -> None:
    """Take the image ``r`` the run skips out of ``out``'s counts of what it converts."""
    if r.objects is not None:   # annotated: its objects are not written
        uncount(out, r.objects, r.outlines)
    elif out.convertible.get(r.label):
        out.convertible[r.label] -= 1
    if r.aspect > 0:   # (the run skips it: squashed nowhere)
        step = round(math.log2(r.aspect) * SHAPE_STEPS)
        out.shapes[step] = out.shapes.get(step, 0) - 1
        if out.shapes[step] <= 0:
            del out.shapes[step]
    out.transparent -= r.transparent
    out.deep = max(0, out.deep - r.deep)
    out.split_skipped[r.split] = out.split_skipped.get(r.split, 0) + 1
    if r.unannotated:
        out.split_skipped_unannotated[r.split] = \
            out.split_skipped_unannotated.get(r.split, 0) + 1
