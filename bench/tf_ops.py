"""TensorFlow image ops and Example building shared by the seed baselines (A1, A2).

Both seeds do all image work with TensorFlow ops: read_file, decode, resize (bilinear, as
the seed's resize_images), encode_jpeg.  Importing this module imports TensorFlow.
"""

from __future__ import annotations

import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import tensorflow as tf  # noqa: E402


def limit_threads(n: int) -> None:
    """Cap TensorFlow's intra- and inter-op pools (must run before the first op)."""
    tf.config.threading.set_intra_op_parallelism_threads(n)
    tf.config.threading.set_inter_op_parallelism_threads(n)


def decode(data: tf.Tensor, is_jpeg: bool) -> tf.Tensor:
    """JPEGs through decode_jpeg (the seed's op); other formats through decode_image."""
    if is_jpeg:
        return tf.io.decode_jpeg(data, channels=3)
    return tf.io.decode_image(data, channels=3, expand_animations=False, dtype=tf.uint8)


def resize_encode(image: tf.Tensor, size: int, quality: int) -> tf.Tensor:
    resized = tf.image.resize(image, [size, size])  # float32, bilinear
    pixels = tf.cast(tf.clip_by_value(tf.round(resized), 0, 255), tf.uint8)
    return tf.io.encode_jpeg(pixels, quality=quality)


def make_graph_fns(size: int, quality: int):
    """Compiled (graph) functions, one per decoder: the TF2 form of the seed's sess.run."""

    @tf.function(input_signature=[tf.TensorSpec([], tf.string)])
    def jpeg_path(path):
        return resize_encode(decode(tf.io.read_file(path), True), size, quality)

    @tf.function(input_signature=[tf.TensorSpec([], tf.string)])
    def other_path(path):
        return resize_encode(decode(tf.io.read_file(path), False), size, quality)

    @tf.function(input_signature=[tf.TensorSpec([], tf.string)])
    def original_path(path):
        data = tf.io.read_file(path)
        return data

    return jpeg_path, other_path, original_path


def jpeg_shape(data: bytes) -> tuple[int, int]:
    """(height, width) from a JPEG header without decoding it."""
    hw = tf.io.extract_jpeg_shape(data)
    return int(hw[0]), int(hw[1])


def _bytes(v: bytes) -> tf.train.Feature:
    return tf.train.Feature(bytes_list=tf.train.BytesList(value=[v]))


def _int(v: int) -> tf.train.Feature:
    return tf.train.Feature(int64_list=tf.train.Int64List(value=[v]))


def make_example(encoded: bytes, fmt: str, height: int, width: int, channels: int,
                 filename: str, label: int, text: str) -> tf.train.Example:
    """The same classification keys the engine writes (DESIGN.md section 5)."""
    return tf.train.Example(features=tf.train.Features(feature={
        "image/encoded": _bytes(encoded),
        "image/format": _bytes(fmt.encode()),
        "image/height": _int(height),
        "image/width": _int(width),
        "image/channels": _int(channels),
        "image/colorspace": _bytes(b"RGB"),
        "image/filename": _bytes(os.path.basename(filename).encode()),
        "image/class/label": _int(label),
        "image/class/text": _bytes(text.encode()),
    }))
