"""A1: the design of seed article 000, rebuilt for TF2.

N producer processes each run TensorFlow ops (read_file, decode_jpeg, resize, encode_jpeg)
per image and build a tf.train.Example, which they put on ONE multiprocessing.Queue; the
parent takes Examples off the queue and writes them with ONE tf.io.TFRecordWriter, printing
"Mean writing time" every 100 images as the seed did.

Kept from the seed: TensorFlow imported at module top (so every spawned producer imports it
too), the input split into N contiguous chunks, Example objects (not bytes) on the queue,
SerializeToString in the parent, one output file.

Changed, each in the baseline's favour or to keep the benchmark from hanging:
- `spawn` start method (fork after TF is unsafe, TF #8220);
- a blocking ``q.get(timeout=...)`` instead of the seed's ``q.empty()`` + ``sleep(0.1)`` poll;
- each producer caps TF's thread pools at 1, so N producers use N cores like N workers do;
- an image that fails to decode is reported and skipped instead of hanging the parent.

Usage: python -m bench.seed_a1 SOURCE --out DIR --workers N [--size 224] [--format jpeg]
"""

from __future__ import annotations

import multiprocessing as mp
import os
import queue
import sys
import time

from bench import tf_ops  # noqa: F401  (imports TensorFlow, as the seed did at top level)
from bench.runner_common import (
    FORMAT_BY_EXT,
    JPEG_EXTS,
    OUTPUT_NAME,
    T_START,
    list_images,
    parser,
    write_result,
)
from bench.tf_ops import tf

_DONE = "__done__"


def make_chunks(items: list, n: int) -> list[list]:
    """Split into n contiguous chunks of near-equal length (the seed's make_chunks)."""
    size, extra = divmod(len(items), n)
    chunks, start = [], 0
    for i in range(n):
        end = start + size + (1 if i < extra else 0)
        chunks.append(items[start:end])
        start = end
    return chunks


def image_reader(items, size: int, quality: int, fmt: str, q) -> None:
    """Producer: decode, resize, encode each image with TF ops; put Examples on the queue."""
    tf_ops.limit_threads(1)
    jpeg_fn, other_fn, _ = tf_ops.make_graph_fns(size, quality)
    for path, label, cls in items:
        try:
            ext = os.path.splitext(path)[1].lower()
            if fmt == "original":
                data = tf.io.read_file(path).numpy()
                h, w = tf_ops.jpeg_shape(data) if ext in JPEG_EXTS else (0, 0)
                example = tf_ops.make_example(data, FORMAT_BY_EXT.get(ext, "unknown"), h, w,
                                              3, path, label, cls)
            else:
                fn = jpeg_fn if ext in JPEG_EXTS else other_fn
                encoded = fn(tf.constant(path)).numpy()
                example = tf_ops.make_example(encoded, "jpeg", size, size, 3, path, label, cls)
            q.put(example)
        except Exception as exc:  # noqa: BLE001 - report and go on (the seed would hang)
            q.put(("failed", path, f"{type(exc).__name__}: {exc}"[:300]))
    q.put(_DONE)
    print(f"Done producing image protos @ {os.getpid()}", file=sys.stderr, flush=True)


def write_to_tfrecord(items, out_path: str, size: int, quality: int, fmt: str,
                      n_prod_process: int) -> dict:
    ctx = mp.get_context("spawn")
    q = ctx.Queue()
    chunks = make_chunks(items, n_prod_process)
    procs = [ctx.Process(target=image_reader, args=(chunk, size, quality, fmt, q), daemon=True)
             for chunk in chunks]
    for p in procs:
        p.start()

    data_len = len(items)
    written = failed = done_producers = 0
    failures = []
    span = 100
    write_seconds = 0.0
    t_first = None
    s = time.time()
    with tf.io.TFRecordWriter(out_path) as writer:
        while done_producers < len(procs):
            try:
                got = q.get(timeout=5.0)
            except queue.Empty:
                if not any(p.is_alive() for p in procs):
                    print("all producers exited early", file=sys.stderr)
                    break
                continue
            if isinstance(got, str) and got == _DONE:
                done_producers += 1
                continue
            if isinstance(got, tuple):
                failed += 1
                failures.append(got[1:])
                continue
            if t_first is None:
                t_first = time.time()
            tw = time.perf_counter()
            writer.write(got.SerializeToString())
            write_seconds += time.perf_counter() - tw
            written += 1
            if written % span == 0:
                e = time.time()
                print(f"Done {written:,} images. Mean writing time: {(e - s) / span:.04f} s.",
                      file=sys.stderr, flush=True)
                s = e
    for p in procs:
        p.join(timeout=10)
    print(f"Done writing all ({written:,} of {data_len:,}) images.", file=sys.stderr)
    return {"records": written, "failed": failed, "failures": failures[:20],
            "write_seconds": write_seconds, "t_first_record": t_first}


def main(argv=None) -> int:
    args = parser(__doc__.splitlines()[0]).parse_args(argv)
    t_imported = time.time()
    os.makedirs(args.out, exist_ok=True)
    items = list_images(args.source)
    stats = write_to_tfrecord(items, os.path.join(args.out, OUTPUT_NAME), args.size,
                              args.quality, args.format, max(1, args.workers))
    write_result(args.out, runner="A1", inputs=len(items), t_start=T_START,
                 t_imported=t_imported, **stats)
    return 0 if stats["records"] + stats["failed"] == len(items) else 1


if __name__ == "__main__":
    sys.exit(main())
