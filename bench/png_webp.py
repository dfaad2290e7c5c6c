"""PNG and WebP decoders (issue 16): which library decodes the mixed dataset's PNG and
WebP files fastest, and what the engine's paths cost per family against the limit.

    .venv/bin/python -m bench.png_webp [--n 6] [--passes 3] [--core 1]

Two tables, CPU time (process_time) per image, best of `--passes`, on one pinned core,
the candidates interleaved image by image (so the machine's load hits them alike;
compare within one run):

1. decode only, every library installed here: Pillow, pyspng (libspng), the engine's
   libwebp call (engine.codecs.webp_fast), and if installed imagecodecs, OpenCV, pyvips;
   plus libwebp's own scaled decode straight to 224x224 with its PSNR against a full
   decode resized with Lanczos, next to the engine's (Pillow's bilinear resize).
2. per family of dataset c (bench.datasets.item_c): the engine's Pillow-only path
   (TFRS_DECODER=pillow) and its default path, each alone in a fresh process on the same
   core, as a worker runs one path (best of `--passes` per image, as the limit; paths
   alternated over `--rounds`, median kept: interleaving them in one process mixed their
   allocators' state and understated WebP's gain), and the limit's methods (bench.limit,
   in this process), the limit per image being the fastest; and the mix's share of it.
"""

from __future__ import annotations

import io
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
from PIL import Image

from bench import datasets, single_core
from bench.decoders import psnr, reference
from engine.codecs import imaging, webp_fast
from engine.config import ImageOptions

FAMILIES = {0: "PNG+alpha 1024x768", 1: "WebP 1600x1200", 2: "TIFF 16-bit grey",
            3: "TIFF 16-bit RGB", 4: "CMYK JPEG 1200x900"}


def _best(files: list[bytes], paths: dict[str, Callable], passes: int) -> dict[str, list]:
    """Best CPU seconds per file and path (inf where a path fails), interleaved."""
    best = {k: [math.inf] * len(files) for k in paths}
    for r in range(passes + 1):              # the first pass warms up, untimed
        for i, data in enumerate(files):
            order = list(paths.items())
            for name, fn in order if (i + r) % 2 else order[::-1]:
                t = time.process_time()
                try:
                    fn(data)
                except Exception:  # noqa: BLE001 - a library that cannot read it: "-"
                    continue
                if r:
                    best[name][i] = min(best[name][i], time.process_time() - t)
    return best


def _ms(times: list[float]) -> float:
    return 1000 * sum(times) / len(times)


def _pillow_load(data: bytes):
    im = Image.open(io.BytesIO(data))
    im.load()
    return im


def decoders(kind: str) -> dict[str, Callable]:
    out: dict[str, Callable] = {"Pillow": _pillow_load}
    if kind == "png":
        try:
            import pyspng
            out["pyspng (libspng)"] = pyspng.load
        except ImportError:
            pass
    else:
        out["libwebp via ctypes (engine)"] = lambda d: webp_fast.decode(
            d, Image.open(io.BytesIO(d)).mode, Image.open(io.BytesIO(d)).size)
    try:
        import imagecodecs
        out["imagecodecs"] = imagecodecs.spng_decode if kind == "png" else \
            imagecodecs.webp_decode
    except ImportError:
        pass
    try:
        import cv2
        cv2.setNumThreads(1)
        out["OpenCV"] = lambda d: cv2.imdecode(np.frombuffer(d, np.uint8),
                                               cv2.IMREAD_UNCHANGED)
    except ImportError:
        pass
    try:
        import pyvips
        out["pyvips"] = lambda d: pyvips.Image.new_from_buffer(
            d, "", access="sequential").write_to_memory()
    except (ImportError, OSError):
        pass
    return out


def _webp_scaled(data: bytes) -> bytes:
    """libwebp's scaled decode (an area average) straight to 224x224, encoded as the
    engine encodes: the variant measured and not taken (engine.codecs.webp_fast)."""
    import ctypes
    lib = webp_fast._lib()
    cfg = webp_fast._Config()
    lib.WebPInitDecoderConfigInternal(ctypes.byref(cfg), webp_fast.ABI_VERSION)
    cfg.options.use_scaling, cfg.options.scaled_width, cfg.options.scaled_height = 1, 224, 224
    out = bytearray(224 * 224 * 3)
    view = (ctypes.c_char * len(out)).from_buffer(out)
    cfg.output.colorspace, cfg.output.is_external_memory = webp_fast.MODE_RGB, 1
    cfg.output.u.RGBA.rgba, cfg.output.u.RGBA.stride = ctypes.addressof(view), 224 * 3
    cfg.output.u.RGBA.size = len(out)
    if lib.WebPDecode(data, len(data), ctypes.byref(cfg)) != 0:
        raise ValueError("libwebp refused it")
    del view
    buf = io.BytesIO()
    Image.frombytes("RGB", (224, 224), bytes(out)).save(buf, "JPEG", quality=95)
    return buf.getvalue()


_ALONE = """
import math, os, sys, time
os.sched_setaffinity(0, {int(sys.argv[1])})
from engine.codecs import imaging
from engine.config import ImageOptions
opts = ImageOptions(224, 224, "stretch", "jpeg", 95, decoder=sys.argv[2])
files = [open(p, "rb").read() for p in sys.argv[4:]]
best = [math.inf] * len(files)
for r in range(int(sys.argv[3]) + 1):
    for i, data in enumerate(files):
        t = time.process_time()
        imaging.convert(data, opts)
        if r:
            best[i] = min(best[i], time.process_time() - t)
print(sum(best) / len(best))
"""


def _engine_ms(decoder: str, paths: list[str], core: int, passes: int) -> float:
    """CPU ms per image of the engine's `decoder` path, alone in a fresh process (best of
    `passes` per image after an untimed one, as the limit is measured)."""
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-c", _ALONE, str(core), decoder, str(passes),
                          *paths],
                         cwd=root, capture_output=True, text=True, check=True)
    return 1000 * float(out.stdout.split()[-1])


def main(argv=None) -> int:
    ap = single_core.parser("python -m bench.png_webp", __doc__, 6, "files per family", 3)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    single_core.pin(args.core)
    load0 = os.getloadavg()[0]
    files = {k: [datasets.item_c(k + 5 * j)[1] for j in range(args.n)] for k in FAMILIES}
    scaled = ImageOptions(224, 224, "stretch", "jpeg", 95, decoder="scaled")

    print("Decode only (CPU ms per image):\n")
    for k, kind in ((0, "png"), (1, "webp")):
        cands = decoders(kind)
        best = _best(files[k], cands, args.passes)
        print(f"- {FAMILIES[k]}: " + ", ".join(
            f"{n} {_ms(t):.1f}" if all(map(math.isfinite, t)) else f"{n} -"
            for n, t in best.items()))
    engine = {"engine": lambda d: imaging.convert(d, scaled).data,
              "libwebp scaled to 224x224": _webp_scaled}
    best = _best(files[1], engine, args.passes)
    q = {n: np.mean([psnr(fn(d), reference(d)) for d in files[1]]) for n, fn in engine.items()}
    print("- WebP decode + resize + encode: " + ", ".join(
        f"{n} {_ms(best[n]):.1f} ms, {q[n]:.2f} dB" for n in engine))

    from bench import limit
    limits: dict[str, Callable] = {"pillow": limit.pillow_fn(224, 95, False),
                                   "pillow_draft": limit.pillow_fn(224, 95, True),
                                   "tf": limit.tf_fn(224, 95)}
    try:
        limits["turbo"] = limit.turbo_fn(224, 95)
    except ImportError:
        pass
    print("\n| input | Pillow path ms | default path ms | default vs Pillow | limit ms "
          "(fastest method) | default % of limit |\n|---|---:|---:|---:|---:|---:|")
    tot = {"old": 0.0, "new": 0.0, "limit": 0.0}
    with tempfile.TemporaryDirectory() as tmp:
        for k, name in FAMILIES.items():
            paths = []
            for j, data in enumerate(files[k]):
                paths.append(os.path.join(tmp, f"{k}-{j}"))
                Path(paths[-1]).write_bytes(data)
            runs: dict[str, list[float]] = {"pillow": [], "scaled": []}
            for r in range(args.rounds):
                for decoder in ("pillow", "scaled") if r % 2 == 0 else ("scaled", "pillow"):
                    runs[decoder].append(_engine_ms(decoder, paths, args.core, args.passes))
            old, new = statistics.median(runs["pillow"]), statistics.median(runs["scaled"])
            best = _best(files[k], limits, args.passes)
            lim = _ms([min(best[m][i] for m in limits) for i in range(len(files[k]))])
            fastest = min(limits, key=lambda m: _ms(best[m]))
            tot["old"] += old
            tot["new"] += new
            tot["limit"] += lim
            print(f"| {name} | {old:.1f} | {new:.1f} | {old / new:.2f}x | {lim:.1f} "
                  f"({fastest}) | {100 * lim / new:.0f}% |")
    print(f"| the mix (one of each) | {tot['old'] / 5:.1f} | {tot['new'] / 5:.1f} | "
          f"{tot['old'] / tot['new']:.2f}x | {tot['limit'] / 5:.1f} | "
          f"{100 * tot['limit'] / tot['new']:.0f}% |")
    print(f"\n{single_core.load_line(load0)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
