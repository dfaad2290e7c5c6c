"""The hardware limit: the best single-core decode+resize+encode rate on this machine.

For each image of a sample, on one pinned core with one thread, time
read -> decode -> resize to SIZE x SIZE -> encode JPEG at QUALITY with each method:

- ``pillow_draft``: Pillow with ``Image.draft()`` (libjpeg DCT-domain downscale) for JPEGs;
- ``pillow``: Pillow full decode (the only Pillow path for PNG, WebP, TIFF);
- ``tf_ratio``: ``tf.io.decode_jpeg(ratio=r)`` with the largest r in 1/2/4/8 that keeps the
  image at least SIZE on both sides; ``tf.io.decode_image`` for other formats;
- ``turbo``: the engine's opt-in JPEG path without its checks (simplejpeg + OpenCV);
- ``scaled``: the engine's own conversion on its default path, checks included.

Each image is timed ``--passes`` times and its best time kept.  The limit per image is the
fastest method that decoded it; the single-core rate is images / sum of those best times,
and the limit at N workers is N times that (perfect scaling, no start-up, no writing).
Throughputs of each method are reported too. Pillow keeps its freed image memory for the
next image in every method, as in the engine's workers (engine.codecs.imaging.keep_image_memory).

The limit counts a method's time whatever it stored, and the methods do less than the
engine on some files: they drop an alpha channel instead of compositing it on white, clip
16-bit samples, ignore EXIF orientation, and TensorFlow's resize does not antialias. So each
output is also scored (PSNR against the full decode, composited and scaled as the engine
does, resized with Lanczos: bench.decoders.reference), and a second rate, *at equal
output*, counts per image only the methods that score at least the engine's old path
(TFRS_DECODER=pillow) minus 0.1 dB. The targets are still checked against the first.

Usage: python -m bench.limit --json OUT.json [--size 224] [--quality 95] [--passes 3]
       NAME=DIR[:SAMPLE] [NAME=DIR[:SAMPLE] ...]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
import time
from pathlib import Path

from bench.runner_common import JPEG_EXTS, list_images


def _pin_one_core() -> int | None:
    try:
        cpus = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpus[-1]})
        return cpus[-1]
    except (AttributeError, OSError):
        return None


def pillow_fn(size: int, quality: int, draft: bool):
    from PIL import Image

    def run(data: bytes) -> bytes:
        im = Image.open(io.BytesIO(data))
        if draft and im.format == "JPEG":
            im.draft("RGB", (size, size))
        elif draft:
            raise ValueError("draft applies to JPEG only")
        if im.mode != "RGB":
            im = im.convert("RGBA").convert("RGB") if "A" in im.getbands() else im.convert("RGB")
        im = im.resize((size, size), Image.BILINEAR)
        out = io.BytesIO()
        im.save(out, "JPEG", quality=quality)
        return out.getvalue()

    return run


def turbo_fn(size: int, quality: int):
    """The engine's JPEG fast path without its checks (issue 16): simplejpeg's M/8 decode,
    OpenCV bilinear up to 2x / INTER_AREA beyond, Pillow's encoder. JPEG only; raises when not
    installed."""
    import cv2
    import numpy as np
    import simplejpeg
    from PIL import Image
    cv2.setNumThreads(1)

    def run(data: bytes) -> bytes:
        if data[:3] != b"\xff\xd8\xff":
            raise ValueError("JPEG only")
        w, h = Image.open(io.BytesIO(data)).size
        small = 2 * size <= min(w, h)
        arr = simplejpeg.decode_jpeg(data, "RGB", min_width=size if small else w,
                                     min_height=size if small else h)
        area = 2 * size < min(arr.shape[:2])
        out = np.ascontiguousarray(cv2.resize(arr, (size, size), interpolation=cv2.INTER_AREA
                                              if area else cv2.INTER_LINEAR))
        buf = io.BytesIO()
        Image.frombuffer("RGB", (size, size), out, "raw", "RGB", 0, 1).save(
            buf, "JPEG", quality=quality)
        return buf.getvalue()

    return run


def engine_fn(size: int, quality: int):
    """The engine's own conversion on its default path (``scaled``: libjpeg-turbo's 3/8
    JPEG decode, libspng for PNG, libwebp's simple decoder for WebP, Pillow for the rest),
    checks included: a decoder path too, so the limit is at least what the engine's
    conversion alone reaches."""
    from engine.codecs import imaging
    from engine.config import ImageOptions
    opts = ImageOptions(width=size, height=size, quality=quality, decoder="scaled")

    def run(data: bytes) -> bytes:
        return imaging.convert(data, opts).data

    return run


def tf_fn(size: int, quality: int):
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    import tensorflow as tf

    tf.config.threading.set_intra_op_parallelism_threads(1)
    tf.config.threading.set_inter_op_parallelism_threads(1)

    def finish(image):
        resized = tf.image.resize(image, [size, size])
        return tf.io.encode_jpeg(tf.cast(tf.clip_by_value(tf.round(resized), 0, 255),
                                         tf.uint8), quality=quality)

    fns = {}
    for ratio in (1, 2, 4, 8):
        fns[ratio] = tf.function(
            lambda d, r=ratio: finish(tf.io.decode_jpeg(d, channels=3, ratio=r)),
            input_signature=[tf.TensorSpec([], tf.string)])
    other = tf.function(
        lambda d: finish(tf.io.decode_image(d, channels=3, expand_animations=False)),
        input_signature=[tf.TensorSpec([], tf.string)])

    def run(data: bytes) -> bytes:
        if data[:2] == b"\xff\xd8":
            h, w = (int(v) for v in tf.io.extract_jpeg_shape(data)[:2])
            ratio = 1
            for r in (8, 4, 2):
                if h // r >= size and w // r >= size:
                    ratio = r
                    break
            return fns[ratio](data).numpy()
        return other(data).numpy()

    return run


def best_times(paths: list[str], fn, passes: int,
               outputs: list[bytes | None] | None = None) -> list[float | None]:
    """Best wall time per path over passes (None when the method cannot decode it). With
    `outputs` (a list as long as `paths`), each path's output is kept there."""
    best: list[float | None] = [float("inf")] * len(paths)
    for i, p in enumerate(paths):  # warm-up (graph tracing, page cache), untimed
        try:
            fn(Path(p).read_bytes())
        except Exception:  # noqa: BLE001 - a method that can't decode a file is ineligible
            best[i] = None
        if i >= 2:
            break
    for _ in range(passes):
        for i, p in enumerate(paths):
            if best[i] is None:
                continue
            t0 = time.perf_counter()
            try:
                out = fn(Path(p).read_bytes())
            except Exception:  # noqa: BLE001
                best[i] = None
                continue
            dt = time.perf_counter() - t0
            if outputs is not None:
                outputs[i] = out
            if dt < best[i]:
                best[i] = dt
    return best


#: A method's image counts for the limit at equal output when it scores at least the
#: engine's old path minus this (JPEG re-encoding alone moves PSNR by a few hundredths).
EQUAL_OUTPUT_DB = 0.1


def _scores(paths: list[str], outputs: dict[str, list[bytes | None]], size: int,
            quality: int) -> tuple[dict[str, list[float | None]], list[float | None]]:
    """PSNR of each method's output per path, and of the engine's old path (the bar)."""
    from bench.decoders import psnr, reference
    from engine.codecs import imaging
    from engine.config import ImageOptions
    old = ImageOptions(width=size, height=size, quality=quality, decoder="pillow")
    scores: dict[str, list[float | None]] = {m: [] for m in outputs}
    bar: list[float | None] = []
    for i, p in enumerate(paths):
        data = Path(p).read_bytes()
        try:
            ref = reference(data)
            bar.append(psnr(imaging.convert(data, old).data, ref))
        except Exception:  # noqa: BLE001 - the engine rejects it: no bar, no method counts
            ref = None
            bar.append(None)
        for m, outs in outputs.items():
            out = outs[i]
            scores[m].append(psnr(out, ref) if out is not None and ref is not None else None)
    return scores, bar


def sample(paths: list[str], n: int) -> list[str]:
    if len(paths) <= n:
        return paths
    step = len(paths) / n
    return [paths[int(i * step)] for i in range(n)]


def measure(datasets: dict[str, tuple[str, int]], size: int, quality: int,
            passes: int) -> dict:
    cpu = _pin_one_core()
    # Every method reuses Pillow's image memory as the engine's workers do, so that none
    # is timed with page faults the others are spared.
    from engine.codecs import imaging
    imaging.keep_image_memory()
    methods = {
        "pillow_draft": pillow_fn(size, quality, True),
        "pillow": pillow_fn(size, quality, False),
        "tf_ratio": tf_fn(size, quality),
    }
    try:  # every decoder path available (issue 16), so "% of limit" stays honest
        methods["turbo"] = turbo_fn(size, quality)
    except ImportError:
        pass
    methods["scaled"] = engine_fn(size, quality)
    out = {"size": size, "quality": quality, "pinned_cpu": cpu, "passes": passes,
           "datasets": {}}
    for name, (root, sample_n) in datasets.items():
        items = [p for p, _, _ in list_images(root)]
        chosen = sample(items, sample_n)
        nbytes = sum(os.path.getsize(p) for p in chosen)
        per_method = {}
        times: dict[str, list[float | None]] = {}
        outputs: dict[str, list[bytes | None]] = {}
        for mname, fn in methods.items():
            if mname == "pillow" and all(os.path.splitext(p)[1].lower() in JPEG_EXTS
                                         for p in chosen):
                # Full decode of JPEGs is only informative; skip on large photos (slow).
                if max(os.path.getsize(p) for p in chosen) > 1_000_000:
                    continue
            outputs[mname] = [None] * len(chosen)
            t = best_times(chosen, fn, passes, outputs[mname])
            times[mname] = t
            ok = [x for x in t if x is not None]
            per_method[mname] = {
                "decoded": len(ok), "of": len(chosen),
                "images_per_s": (len(ok) / sum(ok)) if ok and sum(ok) > 0 else None,
            }
        scores, bar = _scores(chosen, outputs, size, quality)
        for mname, sc in scores.items():
            got = [x for x in sc if x is not None]
            per_method[mname]["psnr"] = sum(got) / len(got) if got else None
        ok_bar = [x for x in bar if x is not None]
        equal_output = {m: [b is not None and x is not None and x >= b - EQUAL_OUTPUT_DB
                            for x, b in zip(sc, bar, strict=True)] for m, sc in scores.items()}
        rate, undecodable = _rate(times)
        equal, _ = _rate(times, equal_output)
        out["datasets"][name] = {
            "sample": len(chosen), "sample_bytes": nbytes, "methods": per_method,
            "images_per_s_per_core": rate,
            "mb_per_s_per_core": (rate * nbytes / len(chosen) / 1e6) if rate else None,
            "undecodable": undecodable,
            "old_path_psnr": sum(ok_bar) / len(ok_bar) if ok_bar else None,
            "images_per_s_per_core_equal_output": equal,
        }
    return out


def _rate(times: dict[str, list[float | None]],
          counts: dict[str, list[bool]] | None = None) -> tuple[float | None, int]:
    """(images per second per core from each image's fastest method, counting a method on
    an image only where `counts` says so; images no counted method decoded)."""
    n = len(next(iter(times.values()), []))
    best = []
    for i in range(n):
        cands = [t[i] for m, t in times.items()
                 if t[i] is not None and (counts is None or counts[m][i])]
        best.append(min(cands) if cands else None)
    ok = [x for x in best if x is not None]
    return (len(ok) / sum(ok) if ok else None), len(best) - len(ok)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="best single-core conversion rate")
    ap.add_argument("datasets", nargs="+", help="NAME=DIR[:SAMPLE] (sample default 150)")
    ap.add_argument("--json", required=True)
    ap.add_argument("--size", type=int, default=224)
    ap.add_argument("--quality", type=int, default=95)
    ap.add_argument("--passes", type=int, default=3)
    args = ap.parse_args(argv)
    datasets = {}
    for arg in args.datasets:
        name, rest = arg.split("=", 1)
        root, _, n = rest.rpartition(":") if ":" in rest else (rest, "", "150")
        datasets[name] = (root, int(n))
    result = measure(datasets, args.size, args.quality, args.passes)
    Path(args.json).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
