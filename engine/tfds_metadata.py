"""TensorFlow Datasets' own metadata beside our shards, so that
``tfds.builder_from_directory(out)`` opens a dataset of ours unchanged.

TFDS needs three things (what ``tfds.folder_dataset.write_metadata`` writes, written here
without importing TFDS or TensorFlow): ``dataset_info.json`` (per split: shard lengths,
byte count and a ``filepathTemplate`` matching our file names), ``features.json`` (how to
decode each key) and the ClassLabel names file. Our keys are flat ("image/class/label");
TFDS flattens nested FeaturesDicts with "/" too, so nesting them gives exactly our keys.

What TFDS's features cannot describe truthfully is declared as bytes, never guessed:
``--format original`` (formats, channel counts and animations vary; TFDS's Image decoder
fixes the channels and does not pass ``expand_animations=False``) and ``raw`` images of
varying size. Compressed shards: TFDS's reader opens TFRecord files without a compression
type, so ``as_dataset`` cannot read gzip/zlib shards; the builder still opens (features,
label names, split sizes) and ``info.features.deserialize_example`` decodes records read
with ``tf.data.TFRecordDataset(..., compression_type=...)`` (engine.loading shows how).
"""

from __future__ import annotations

import json
import os
import re

from engine.writer import write_atomic

INFO = "dataset_info.json"
FEATURES = "features.json"
LABEL_NAMES = "image-class-label.labels.txt"   # TFDS: the feature path with "/" -> "-"
VERSION = "1.0.0"

_TENSOR = "tensorflow_datasets.core.features.tensor_feature.Tensor"
_TEXT = "tensorflow_datasets.core.features.text_feature.Text"
_IMAGE = "tensorflow_datasets.core.features.image_feature.Image"
_CLASS_LABEL = "tensorflow_datasets.core.features.class_label_feature.ClassLabel"
_DICT = "tensorflow_datasets.core.features.features_dict.FeaturesDict"


def _tensor(dtype: str, dims: list[int] | None = None, encoding: str = "none") -> dict:
    shape = {"dimensions": [str(d) for d in dims]} if dims else {}
    return {"pythonClassName": _TENSOR,
            "tensor": {"dtype": dtype, "encoding": encoding, "shape": shape}}


def _text() -> dict:
    return {"pythonClassName": _TEXT, "text": {}}


def _dict(features: dict) -> dict:
    return {"pythonClassName": _DICT, "featuresDict": {"features": features}}


def image_shape(manifest: dict) -> list[int] | None:
    """[height, width, channels] when every image has that shape, else None."""
    img = (manifest.get("options") or {}).get("image") or {}
    if img.get("format") == "original" or img.get("resize") == "none":
        return None
    return [int(img["height"]), int(img["width"]), int(img["channels"])]


def encoded_feature(manifest: dict) -> dict:
    """How TFDS decodes image/encoded for this dataset's --format."""
    img = (manifest.get("options") or {}).get("image") or {}
    fmt = img.get("format", "jpeg")
    shape = image_shape(manifest)
    channels = int(img.get("channels", 3))
    if fmt in ("jpeg", "png"):
        dims = shape or [-1, -1, channels]
        return {"pythonClassName": _IMAGE,
                "image": {"dtype": "uint8", "encodingFormat": fmt,
                          "shape": {"dimensions": [str(d) for d in dims]}}}
    if fmt == "raw" and shape:
        return _tensor("uint8", shape, encoding="bytes")
    return _tensor("string")   # original, or raw pixels of varying size: the bytes as stored


def features_json(manifest: dict) -> dict:
    labelled = bool(manifest.get("labels"))
    label = ({"pythonClassName": _CLASS_LABEL,
              "classLabel": {"numClasses": str(len(manifest["labels"]))}}
             if labelled else _tensor("int64"))   # unlabeled: -1, not a class
    image = {
        "encoded": encoded_feature(manifest),
        "format": _text(), "colorspace": _text(), "filename": _text(),
        "height": _tensor("int64"), "width": _tensor("int64"), "channels": _tensor("int64"),
        "class": _dict({"label": label, "text": _text()}),
    }
    return _dict({"image": _dict(image)})


def dataset_name(prefix: str) -> str:
    """A TFDS dataset name (snake_case identifier) from our file prefix."""
    name = re.sub(r"[^a-z0-9_]+", "_", prefix.lower()).strip("_") or "dataset"
    return name if name[0].isalpha() else f"d_{name}"


def shard_suffix(compression: str) -> str:
    return {"gzip": ".gz", "zlib": ".zlib"}.get(compression, "")


def info_json(manifest: dict) -> dict:
    prefix = (manifest.get("options") or {}).get("prefix", "data")
    template = f"{prefix}-{{SPLIT}}-{{SHARD_X_OF_Y}}.tfrecord" + \
        shard_suffix(manifest.get("compression", "none"))
    splits = []
    for split, info in manifest.get("splits", {}).items():
        shards = sorted(info.get("shards", []), key=lambda s: s["filename"])
        if not shards:
            continue
        splits.append({"name": split, "filepathTemplate": template,
                       "numBytes": str(sum(s["bytes"] for s in shards)),
                       "shardLengths": [str(s["records"]) for s in shards]})
    note = "" if manifest.get("compression", "none") == "none" else (
        f" Shards are {manifest['compression']}-compressed: read them with "
        "tf.data.TFRecordDataset(files, compression_type="
        f"{manifest.get('tf_compression_type')!r}).map(builder.info.features."
        "deserialize_example); TFDS's as_dataset reads uncompressed shards only.")
    return {
        "name": dataset_name(prefix),
        "version": VERSION,
        "description": "Images converted to TFRecord (tf.train.Example) by TFRecord Studio; "
                       "the full manifest is tfrecord_studio.json." + note,
        "fileFormat": "tfrecord",
        "moduleName": "",
        "splits": splits,
    }


def tfds_files(manifest: dict) -> dict[str, str]:
    """{file name: content} of TFDS's metadata for the dataset our manifest describes."""
    files = {INFO: json.dumps(info_json(manifest), indent=2) + "\n",
             FEATURES: json.dumps(features_json(manifest), indent=2) + "\n"}
    if manifest.get("labels"):
        files[LABEL_NAMES] = "".join(f"{n}\n" for n in manifest["labels"])
    return files


def write_tfds_metadata(folder: str, manifest: dict) -> list[str]:
    """Write TFDS's metadata for a complete dataset; returns the names written."""
    files = tfds_files(manifest)
    for name, text in files.items():
        write_atomic(os.path.join(folder, name), text)
    return sorted(files)


def tfds_problems(folder: str, manifest_path: str) -> list[str]:
    """For `verify`: the TFDS metadata our manifest lists must be there and say what the
    manifest says (shard lengths, bytes, features, label names), or TFDS would read the
    shards wrongly. Datasets from before TFDS metadata existed list none: no problems."""
    from engine.writer import read_our_manifest
    m = read_our_manifest(manifest_path)
    if not m or not m.get("tfds_files"):
        return []
    expected = tfds_files(m)
    problems = []
    for name in m["tfds_files"]:
        path = os.path.join(folder, str(name))
        if name not in expected:
            continue
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read(1 << 24)
        except (OSError, UnicodeDecodeError) as e:
            problems.append(f"{path} (TensorFlow Datasets' metadata) cannot be read: {e}")
            continue
        same = text == expected[name]
        if not same and name != LABEL_NAMES:
            try:   # formatting may differ; the content may not
                same = json.loads(text) == json.loads(expected[name])
            except ValueError:
                pass
        if not same:
            problems.append(f"{path} (TensorFlow Datasets' metadata) does not match the "
                            "manifest; TFDS would read the dataset wrongly")
    return problems
