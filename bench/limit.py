"""The hardware limit: the best single-core decode+resize+encode rate on this machine.

For each image of a sample, on one pinned core with one thread, time
read -> decode -> resize to SIZE x SIZE -> encode JPEG at QUALITY with each method:

- ``pillow_draft``: Pillow with ``Image.draft()`` (libjpeg DCT-domain downscale) for JPEGs;
- ``pillow``: Pillow full decode (the only Pillow path for PNG, WebP, TIFF);
- ``tf_ratio``: ``tf.io.decode_jpeg(ratio=r)`` with the largest r in 1/2/4/8 that keeps the
  image at least SIZE on both sides; ``tf.io.decode_image`` for other formats.

Each image is timed ``--passes`` times and its best time kept.  The limit per image is the
fastest method that decoded it; the single-core rate is images / sum of those best times,
and the limit at N workers is N times that (perfect scaling, no start-up, no writing).
Throughputs of each method are reported too.

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


def best_times(paths: list[str], fn, passes: int) -> list[float | None]:
    """Best wall time per path over passes (None when the method cannot decode it)."""
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
                fn(Path(p).read_bytes())
            except Exception:  # noqa: BLE001
                best[i] = None
                continue
            dt = time.perf_counter() - t0
            if dt < best[i]:
                best[i] = dt
    return best


def sample(paths: list[str], n: int) -> list[str]:
    if len(paths) <= n:
        return paths
    step = len(paths) / n
    return [paths[int(i * step)] for i in range(n)]


def measure(datasets: dict[str, tuple[str, int]], size: int, quality: int,
            passes: int) -> dict:
    cpu = _pin_one_core()
    methods = {
        "pillow_draft": pillow_fn(size, quality, True),
        "pillow": pillow_fn(size, quality, False),
        "tf_ratio": tf_fn(size, quality),
    }
    try:  # every decoder path available (issue 16), so "% of limit" stays honest
        methods["turbo"] = turbo_fn(size, quality)
    except ImportError:
        pass
    out = {"size": size, "quality": quality, "pinned_cpu": cpu, "passes": passes,
           "datasets": {}}
    for name, (root, sample_n) in datasets.items():
        items = [p for p, _, _ in list_images(root)]
        chosen = sample(items, sample_n)
        nbytes = sum(os.path.getsize(p) for p in chosen)
        per_method = {}
        times = {}
        for mname, fn in methods.items():
            if mname == "pillow" and all(os.path.splitext(p)[1].lower() in JPEG_EXTS
                                         for p in chosen):
                # Full decode of JPEGs is only informative; skip on large photos (slow).
                if max(os.path.getsize(p) for p in chosen) > 1_000_000:
                    continue
            t = best_times(chosen, fn, passes)
            times[mname] = t
            ok = [x for x in t if x is not None]
            per_method[mname] = {
                "decoded": len(ok), "of": len(chosen),
                "images_per_s": (len(ok) / sum(ok)) if ok and sum(ok) > 0 else None,
            }
        best = []
        for i in range(len(chosen)):
            cands = [times[m][i] for m in times if times[m][i] is not None]
            best.append(min(cands) if cands else None)
        ok = [x for x in best if x is not None]
        rate = len(ok) / sum(ok) if ok else None
        out["datasets"][name] = {
            "sample": len(chosen), "sample_bytes": nbytes, "methods": per_method,
            "images_per_s_per_core": rate,
            "mb_per_s_per_core": (rate * nbytes / len(chosen) / 1e6) if rate else None,
            "undecodable": len(best) - len(ok),
        }
    return out


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
