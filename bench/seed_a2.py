"""A2: the design of seed article 003 applied to conversion.

One process.  A tf.data pipeline: from_tensor_slices(paths, labels)
-> map(read_file + decode + resize + encode_jpeg, num_parallel_calls=AUTOTUNE)
-> prefetch(AUTOTUNE), consumed by a Python loop that builds each tf.train.Example and
writes it with ONE tf.io.TFRecordWriter (prefetch overlaps the producer with this writer).

"N workers" = TensorFlow's intra-op and inter-op pools and tf.data's private thread pool all
capped at N, with one intra-op thread per map call, so the pipeline uses N cores.
Images that fail to decode are dropped by ``ignore_errors()`` and counted as failed.

Usage: python -m bench.seed_a2 SOURCE --out DIR --workers N [--size 224] [--format jpeg]
"""

from __future__ import annotations

import os
import sys
import time

from bench import tf_ops
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


def build_dataset(items, size: int, quality: int, fmt: str, workers: int) -> tf.data.Dataset:
    paths = [p for p, _, _ in items]
    index = list(range(len(items)))
    is_jpeg = [os.path.splitext(p)[1].lower() in JPEG_EXTS for p in paths]
    ds = tf.data.Dataset.from_tensor_slices((paths, index, is_jpeg))

    def load(path, i, jpeg):
        data = tf.io.read_file(path)
        if fmt == "original":
            hw = tf.cond(jpeg, lambda: tf.io.extract_jpeg_shape(data),
                         lambda: tf.zeros([3], tf.int32))
            return data, i, hw[:2]
        # decode_jpeg for JPEGs (as the seed); decode_image handles PNG/GIF/BMP/WebP.
        image = tf.cond(
            jpeg,
            lambda: tf.io.decode_jpeg(data, channels=3),
            lambda: tf.io.decode_image(data, channels=3, expand_animations=False),
        )
        return tf_ops.resize_encode(image, size, quality), i, tf.constant([size, size])

    ds = ds.map(load, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.ignore_errors()
    ds = ds.prefetch(tf.data.AUTOTUNE)
    opts = tf.data.Options()
    opts.threading.private_threadpool_size = workers
    opts.threading.max_intra_op_parallelism = 1
    return ds.with_options(opts)


def convert(items, out_path: str, size: int, quality: int, fmt: str, workers: int) -> dict:
    ds = build_dataset(items, size, quality, fmt, workers)
    written = 0
    write_seconds = 0.0
    t_first = None
    with tf.io.TFRecordWriter(out_path) as writer:
        for encoded, i, (h, w) in ds.as_numpy_iterator():
            path, label, cls = items[i]
            ext = os.path.splitext(path)[1].lower()
            img_format = FORMAT_BY_EXT.get(ext, "unknown") if fmt == "original" else "jpeg"
            example = tf_ops.make_example(encoded, img_format, int(h), int(w), 3, path, label,
                                          cls)
            if t_first is None:
                t_first = time.time()
            tw = time.perf_counter()
            writer.write(example.SerializeToString())
            write_seconds += time.perf_counter() - tw
            written += 1
    return {"records": written, "failed": len(items) - written,
            "write_seconds": write_seconds, "t_first_record": t_first}


def main(argv=None) -> int:
    args = parser(__doc__.splitlines()[0]).parse_args(argv)
    t_imported = time.time()
    workers = max(1, args.workers)
    tf_ops.limit_threads(workers)
    os.makedirs(args.out, exist_ok=True)
    items = list_images(args.source)
    stats = convert(items, os.path.join(args.out, OUTPUT_NAME), args.size, args.quality,
                    args.format, workers)
    write_result(args.out, runner="A2", inputs=len(items), t_start=T_START,
                 t_imported=t_imported, **stats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
