"""Per-format decoder table (issue 16): single-core rate and quality of each decode +
resize + encode path, on images generated like the benchmark's datasets.

    .venv/bin/python -m bench.decoders [--quick] [--core 1] [--passes 3]

Every path turns one file's bytes into a 224x224 JPEG q95 (stretch). Rates are best of
`--passes` passes per image on one pinned core, in one process, the paths interleaved
image by image (so machine load hits them alike: compare ratios within one run), timed
in CPU time (process_time: on the shared 2-core machine a pinned process also waits for
its core, and wall time counted that waiting).
PSNR is of the decoded output against the file decoded at full resolution by Pillow and
resized with Lanczos (the reference a careful user would compute).

Paths: `engine pillow` / `engine scaled` / `engine turbo` are engine.codecs.imaging.convert with
each decoder (what the workers run, checks included: scaled = Pillow with libjpeg-turbo's
3/8 decode, the default; turbo = simplejpeg M/8 decode + OpenCV resize + Pillow's encoder
for JPEG, Pillow otherwise); `sj+RESIZER+ENCODER` are variants of the
fast path without the engine's checks (area/linear = OpenCV, bilinear = Pillow; sj =
simplejpeg's encoder, pil = Pillow's); `cv2` is OpenCV's imdecode (IMREAD_REDUCED_COLOR_2/4/8
for JPEG) + INTER_AREA + imencode. A path that cannot read a format shows "-".
"""

from __future__ import annotations

import argparse
import io
import math
import os
import sys
import time
from dataclasses import replace

import numpy as np
from PIL import Image

from bench import datasets, single_core
from engine.config import ImageOptions

SIZE = 224
QUALITY = 95


def samples(quick: bool) -> dict[str, list[bytes]]:
    """Name -> list of file bytes, a few of each family of the benchmark's datasets."""
    n = 8 if quick else 24
    out: dict[str, list[bytes]] = {"a: JPEG 696x613": [datasets.item_a(i)[1] for i in range(n)]}
    out["b: JPEG 8-16 MP"] = [datasets.item_b(i)[1] for i in range(2 if quick else 4)]
    kinds = {0: "c: PNG+alpha 1024x768", 1: "c: WebP 1600x1200", 2: "c: TIFF 16-bit grey",
             3: "c: TIFF 16-bit RGB", 4: "c: CMYK JPEG 1200x900"}
    for k, name in kinds.items():
        out[name] = [datasets.item_c(k + 5 * j)[1] for j in range(2 if quick else 4)]
    photos = [datasets.photo(4_000_000 + j, 1600, 1200, grain=5.0)
              for j in range(2 if quick else 4)]
    try:
        import pillow_heif
        pillow_heif.register_heif_opener()
        out["HEIC 1600x1200"] = [_save(p, "HEIF", quality=85) for p in photos]
    except ImportError:
        pass
    try:
        out["AVIF 1600x1200"] = [_save(p, "AVIF", quality=70) for p in photos]
    except (KeyError, OSError):
        pass
    return out


def _save(im: Image.Image, fmt: str, **kw) -> bytes:
    buf = io.BytesIO()
    im.save(buf, fmt, **kw)
    return buf.getvalue()


def _engine(decoder: str):
    from engine.codecs import imaging
    opts = replace(ImageOptions(SIZE, SIZE, "stretch", "jpeg", QUALITY), decoder=decoder)
    return lambda data: imaging.convert(data, opts).data


def _sj(resizer: str, encoder: str):
    """simplejpeg's M/8 decode (full size when the target is over half the source, as
    the engine does), then `resizer` (area/linear: OpenCV, bilinear: Pillow), then
    `encoder` (sj: simplejpeg 4:2:0, pil: Pillow, the engine's)."""
    import cv2
    import simplejpeg
    cv2.setNumThreads(1)

    def run(data: bytes) -> bytes:
        if data[:3] != b"\xff\xd8\xff":
            raise ValueError("JPEG only")
        w, h = Image.open(io.BytesIO(data)).size
        small = 2 * SIZE <= min(w, h)
        arr = simplejpeg.decode_jpeg(data, "RGB", min_width=SIZE if small else w,
                                     min_height=SIZE if small else h)
        if resizer == "bilinear":
            im = Image.frombuffer("RGB", (arr.shape[1], arr.shape[0]), arr, "raw", "RGB", 0, 1)
            out = np.asarray(im.resize((SIZE, SIZE), Image.Resampling.BILINEAR))
        else:
            out = cv2.resize(arr, (SIZE, SIZE), interpolation=cv2.INTER_AREA
                             if resizer == "area" else cv2.INTER_LINEAR)
        if encoder == "sj":
            return simplejpeg.encode_jpeg(np.ascontiguousarray(out), QUALITY, "RGB", "420")
        buf = io.BytesIO()
        Image.fromarray(out).save(buf, "JPEG", quality=QUALITY)
        return buf.getvalue()

    return run


def _cv2(data: bytes) -> bytes:
    import cv2
    buf = np.frombuffer(data, np.uint8)
    flag = cv2.IMREAD_COLOR
    if data[:3] == b"\xff\xd8\xff":
        w, h = Image.open(io.BytesIO(data)).size
        r = min(w, h) // SIZE
        flag = {2: cv2.IMREAD_REDUCED_COLOR_2, 3: cv2.IMREAD_REDUCED_COLOR_2,
                4: cv2.IMREAD_REDUCED_COLOR_4}.get(r, cv2.IMREAD_REDUCED_COLOR_8 if r >= 8
                                                   else cv2.IMREAD_REDUCED_COLOR_4
                                                   if r >= 4 else cv2.IMREAD_COLOR)
    img = cv2.imdecode(buf, flag)
    if img is None:
        raise ValueError("cv2 cannot read it")
    if img.dtype != np.uint8:
        img = (img >> 8).astype(np.uint8)
    small = cv2.resize(img, (SIZE, SIZE), interpolation=cv2.INTER_AREA)
    ok, enc = cv2.imencode(".jpg", small, [cv2.IMWRITE_JPEG_QUALITY, QUALITY])
    return enc.tobytes()


PATHS = {"engine pillow": _engine("pillow"), "engine scaled": _engine("scaled"),
         "engine turbo": _engine("turbo"),
         "sj+area+sj": _sj("area", "sj"), "sj+linear+pil": _sj("linear", "pil"),
         "sj+linear+sj": _sj("linear", "sj"), "sj+bilinear+pil": _sj("bilinear", "pil"),
         "cv2": _cv2}


def reference(data: bytes) -> np.ndarray:
    from engine.codecs import imaging
    im = Image.open(io.BytesIO(data))
    im.load()
    im = imaging.to_mode(im, 3)
    return np.asarray(im.resize((SIZE, SIZE), Image.Resampling.LANCZOS), np.float64)


def psnr(out: bytes, ref: np.ndarray) -> float:
    got = np.asarray(Image.open(io.BytesIO(out)).convert("RGB"), np.float64)
    mse = float(np.mean((got - ref) ** 2))
    return 99.0 if mse == 0 else 10 * math.log10(255 ** 2 / mse)


def measure(sets: dict[str, list[bytes]], passes: int) -> dict[str, dict[str, tuple]]:
    """{family: {path: (images/s, mean PSNR) or None}}; paths interleaved per image."""
    table: dict[str, dict[str, tuple | None]] = {}
    for family, files in sets.items():
        best = {p: [math.inf] * len(files) for p in PATHS}
        quality: dict[str, list[float]] = {p: [] for p in PATHS}
        failed: set[str] = set()
        for i, data in enumerate(files):
            ref = reference(data)
            for _ in range(passes):
                for name, fn in PATHS.items():
                    if name in failed:
                        continue
                    try:
                        t0 = time.process_time()
                        out = fn(data)
                        best[name][i] = min(best[name][i], time.process_time() - t0)
                    except Exception:  # noqa: BLE001 - any failure drops the candidate
                        failed.add(name)
                        continue
                    if len(quality[name]) <= i:
                        quality[name].append(psnr(out, ref))
        table[family] = {p: None if p in failed else
                         (len(files) / sum(best[p]), sum(quality[p]) / len(quality[p]))
                         for p in PATHS}
    return table


def render(table, note: str) -> str:
    head = "| input | " + " | ".join(PATHS) + " |"
    lines = [note, "", head, "|---|" + "---:|" * len(PATHS)]
    for family, row in table.items():
        base = row["engine pillow"][0] if row.get("engine pillow") else None
        cells = []
        for p in PATHS:
            v = row[p]
            if v is None:
                cells.append("-")
            else:
                ratio = f" ({v[0] / base:.2f}x)" if base else ""
                cells.append(f"{v[0]:.0f}/s{ratio}, {v[1]:.1f} dB")
        lines.append(f"| {family} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.decoders",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer images (~1 min)")
    ap.add_argument("--core", type=int, default=1, help="CPU to pin to (default 1)")
    ap.add_argument("--passes", type=int, default=3)
    args = ap.parse_args(argv)
    pinned = single_core.pin(args.core)
    sets = samples(args.quick)
    load0 = os.getloadavg()[0]
    table = measure(sets, args.passes)
    note = (f"Single-core rate (images/s, best of {args.passes} passes, {pinned}; ratio to "
            f"engine pillow in the same run) and mean PSNR against full decode + Lanczos; "
            f"load average {load0:.2f} -> {os.getloadavg()[0]:.2f} on a shared machine.")
    print(render(table, note))
    return 0


if __name__ == "__main__":
    sys.exit(main())
