"""TFRecord files for the inspect tests: written by TensorFlow's own TFRecordWriter."""

from __future__ import annotations

import argparse
import io
import os
from pathlib import Path

import pytest
from PIL import Image

from engine.commands import inspect_cli

ROOT = Path(__file__).resolve().parents[2]
CLASSES = ["cat", "dog", "emu"]
N = 12


def sample_image(i: int) -> tuple[bytes, str, tuple[int, int]]:
    size = (20 + i, 10 + 2 * i)
    fmt = "JPEG" if i % 2 == 0 else "PNG"
    buf = io.BytesIO()
    Image.new("RGB", size, (10 * i, 100, 200)).save(buf, fmt)
    return buf.getvalue(), fmt, size


def sample_features(i: int) -> dict:
    data, fmt, (w, h) = sample_image(i)
    return {
        "image/encoded": data,
        "image/format": fmt.lower(),
        "image/width": w,
        "image/height": h,
        "image/filename": f"img_{i:03d}.{fmt.lower()}",
        "image/class/label": [i % 3],
        "image/class/text": CLASSES[i % 3],
        # 0..2 floats: the value count varies between records
        "image/object/bbox/xmin": [0.25] * (i % 3),
    }


@pytest.fixture(scope="module")
def tf():
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import tensorflow
    return tensorflow


def tf_example(tf, feats: dict) -> bytes:
    def feature(v):
        if isinstance(v, (bytes, str)):
            v = [v]
        v = list(v) if isinstance(v, list) else [v]
        if v and isinstance(v[0], (bytes, str)):
            return tf.train.Feature(bytes_list=tf.train.BytesList(
                value=[x.encode() if isinstance(x, str) else x for x in v]))
        if v and isinstance(v[0], float) or not v:
            return tf.train.Feature(float_list=tf.train.FloatList(value=v))
        return tf.train.Feature(int64_list=tf.train.Int64List(value=v))

    ex = tf.train.Example(features=tf.train.Features(
        feature={k: feature(v) for k, v in feats.items()}))
    return ex.SerializeToString()


def tf_write(tf, path: Path, payloads: list[bytes], compression: str = "") -> Path:
    options = tf.io.TFRecordOptions(compression_type=compression)
    with tf.io.TFRecordWriter(str(path), options=options) as w:
        for p in payloads:
            w.write(p)
    return path


@pytest.fixture(scope="module")
def files(tf, tmp_path_factory):
    """Files written by TensorFlow: plain, GZIP, ZLIB, and one of non-Example payloads."""
    d = tmp_path_factory.mktemp("tf_files")
    payloads = [tf_example(tf, sample_features(i)) for i in range(N)]
    return {
        "payloads": payloads,
        "plain": tf_write(tf, d / "plain.tfrecord", payloads),
        "gzip": tf_write(tf, d / "gz.tfrecord.gz", payloads, "GZIP"),
        "zlib": tf_write(tf, d / "z.tfrecord.zz", payloads, "ZLIB"),
        "raw": tf_write(tf, d / "raw.tfrecord", [b"just some bytes %d" % i for i in range(5)]),
    }


def record_offset(payloads: list[bytes], k: int) -> int:
    """Byte offset of record k in a plain file: 16 bytes of framing per record."""
    return sum(16 + len(p) for p in payloads[:k])


def run_inspect(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="engine")
    inspect_cli.register(parser.add_subparsers())
    args = parser.parse_args(["inspect", *argv])
    return args.func(args)
