"""A scan's result as it holds at a bit depth (--bit-depth, the "16-bit images" option).

Below 16 the run refuses 16-bit images whose low bits Pillow cannot give (grey with alpha,
CMYK, premultiplied alpha: engine.codecs.bit_depth.deep_layout, reason file.deep_layout).
The scan notes them from the headers it reads anyway (ScanResult.deep_layouts), and
:func:`at_bit_depth` lists them as problems in the run's words, skipped as the run skips
them: the window said "7 images will be converted" and the run at 12 bits skipped 3. Another
bit depth gives another view of the same scan, so the source is not read again.

Pure data, the standard library and engine.codecs.bit_depth (light at import)."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from engine.codecs.bit_depth import refusal
from gui.scan_result import SHAPE_STEPS, ScanResult, keep_code, uncount


@dataclass(frozen=True)
class Refused:
    """An image the run refuses below 16 bits (ScanResult.deep_layouts), and what it adds
    to the scan's counts, which the run does not write then."""

    kind: str                    # its format, as the run names it ("PNG", "TIFF")
    label: str = ""              # its class (a folder's, a table's): ScanResult.convertible
    objects: dict | None = None  # an annotated image's {class: objects} (scan --list)
    aspect: float = 0.0          # width / height, counted in ScanResult.shapes (0: not)
    transparent: bool = False    # counted in ScanResult.transparent


def at_bit_depth(res: ScanResult, bits: int) -> ScanResult:
    """``res`` as the run at --bit-depth ``bits`` will find it: below 16, its deep layouts
    listed last among the problems (after the engine's and the broken files found here),
    with the run's reason and its code (the window's words), and taken out of the counts
    of what is converted: of the 16-bit images too, whose note (gui.widgets.bit_depth_note)
    said "6 images are 16-bit … converted as 12-bit data" of 3 converted and 3 skipped, and
    "(The values of 3 of them were read.)" of those it could not read whole. ``res`` itself
    is not changed; at 16 it is returned as it is."""
    refused = {p: r for p, r in res.deep_layouts.items() if p not in res.broken}
    if bits >= 16 or not refused or res.error:
        return res
    out = replace(res, problems=list(res.problems), broken=dict(res.broken),
                  convertible=dict(res.convertible), classes=dict(res.classes),
                  annotations=dict(res.annotations), shapes=dict(res.shapes),
                  coded=dict(res.coded), deep=max(0, res.deep - len(refused)))
    for path, r in refused.items():
        why = refusal(r.kind, bits)
        out.problems.append((path, why))
        out.broken[path] = why
        keep_code(out, why, ["file.deep_layout", {"format": r.kind, "bits": str(bits)}])
        if r.objects is not None:   # annotated: its objects are not written
            uncount(out, r.objects)
        elif out.convertible.get(r.label):
            out.convertible[r.label] -= 1
        if r.aspect > 0:   # (the run skips it: squashed nowhere)
            step = round(math.log2(r.aspect) * SHAPE_STEPS)
            out.shapes[step] = out.shapes.get(step, 0) - 1
            if out.shapes[step] <= 0:
                del out.shapes[step]
        out.transparent -= r.transparent
    # the thumbnails of the images it skips first, marked, as a broken file's (their
    # samples are chosen at any depth: gui.scan._lead)
    out.samples = [p for p in res.samples if p in out.broken] + \
        [p for p in res.samples if p not in out.broken]
    return out
