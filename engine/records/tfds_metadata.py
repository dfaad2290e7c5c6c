"""TensorFlow Datasets' own metadata beside our shards, so that
``tfds.builder_from_directory(out)`` opens a dataset of ours unchanged.

TFDS needs three things (what ``tfds.folder_dataset.write_metadata`` writes, written here
without importing TFDS or TensorFlow): ``dataset_info.json`` (per split: shard lengths,
byte count and a ``filepathTemplate`` matching our file names), ``features.json`` (how to
decode each key) and the ClassLabel names files. Our keys are flat ("image/class/label");
TFDS flattens nested FeaturesDicts with "/" too, so nesting them gives exactly our keys.

Annotated tasks (engine.sources.schemas) are described as their records really are:
detection objects are a ``Sequence`` under image/object whose box coordinates are four
float sequences (the Object Detection API's keys; TFDS's BBoxFeature would need one
[ymin, xmin, ymax, xmax] key, which Model Garden does not read), with the 1-based class
labels as a ClassLabel whose name 0 is a background placeholder (so ``int2str`` of a
stored label is its class) and instance masks as a Sequence of 1-channel PNG images;
segmentation masks are a LabeledImage (the class names, pixel value = class index);
multi-label labels and texts are Sequences of ClassLabel and Text.

What TFDS's features cannot describe truthfully is declared as bytes, never guessed:
``--format original`` (formats, channel counts and animations vary; TFDS's Image decoder
fixes the channels and does not pass ``expand_animations=False``) and ``raw`` images of
varying size. Compressed shards: TFDS's reader opens TFRecord files without a compression
type, so ``as_dataset`` cannot read gzip/zlib shards; the builder still opens (features,
label names, split sizes) and ``info.features.deserialize_example`` decodes records read
with ``tf.data.TFRecordDataset(..., compression_type=...)`` (engine.records.loading shows how).
"""

from __future__ import annotations

import json
import os
import re

from engine.run.writer import write_atomic

INFO = "dataset_info.json"
FEATURES = "features.json"
LABEL_NAMES = "image-class-label.labels.txt"   # TFDS: the feature path with "/" -> "-"
OBJECT_LABEL_NAMES = "image-object-class-label.labels.txt"
SEGMENTATION_LABEL_NAMES = "image-segmentation-class-encoded.labels.txt"
#: Name of the unused class 0 before detection's 1-based labels (a ClassLabel counts from 0).
BACKGROUND = "__background__"
VERSION = "1.0.0"

_TENSOR = "tensorflow_datasets.core.features.tensor_feature.Tensor"
_TEXT = "tensorflow_datasets.core.features.text_feature.Text"
_IMAGE = "tensorflow_datasets.core.features.image_feature.Image"
_CLASS_LABEL = "tensorflow_datasets.core.features.class_label_feature.ClassLabel"
_DICT = "tensorflow_datasets.core.features.features_dict.FeaturesDict"
_SEQUENCE = "tensorflow_datasets.core.features.sequence_feature.Sequence"
_LABELED_IMAGE = "tensorflow_datasets.core.features.labeled_image.LabeledImage"


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


def _sequence(feature: dict) -> dict:
    return {"pythonClassName": _SEQUENCE, "sequence": {"feature": feature, "length": "-1"}}


def _class_label(n: int) -> dict:
    return {"pythonClassName": _CLASS_LABEL, "classLabel": {"numClasses": str(n)}}


def _mask_image(manifest: dict, classes: int = 0) -> dict:
    """A 1-channel PNG mask of the stored image's size (a LabeledImage with `classes`)."""
    shape = image_shape(manifest)
    dims = [shape[0], shape[1], 1] if shape else [-1, -1, 1]
    image: dict[str, object] = {"dtype": "uint8", "encodingFormat": "png",
                                "shape": {"dimensions": [str(d) for d in dims]}}
    if not classes:
        return {"pythonClassName": _IMAGE, "image": image}
    image.update(label={"numClasses": str(classes)}, useColormap=False)
    return {"pythonClassName": _LABELED_IMAGE, "image": image}


def task_of(manifest: dict) -> str:
    return str(manifest.get("task") or "classification")


def _object_features(manifest: dict) -> dict:
    """image/object/...: one Sequence whose elements are the objects."""
    obj = {
        "bbox": _dict({k: _tensor("float32") for k in ("xmin", "ymin", "xmax", "ymax")}),
        "class": _dict({"label": _class_label(len(object_label_names(manifest))),
                        "text": _text()}),
        "area": _tensor("float32"),
        "is_crowd": _tensor("int64"), "difficult": _tensor("int64"),
        "truncated": _tensor("int64"),
    }
    if "image/object/mask" in (manifest.get("features") or {}):
        obj["mask"] = _mask_image(manifest)
    return _sequence(_dict(obj))


def features_json(manifest: dict) -> dict:
    task = task_of(manifest)
    labels = manifest.get("labels") or []
    image = {
        "encoded": encoded_feature(manifest),
        "format": _text(), "colorspace": _text(), "filename": _text(),
        "height": _tensor("int64"), "width": _tensor("int64"), "channels": _tensor("int64"),
    }
    if task != "classification":
        image["source_id"] = _text()
    if task == "classification":
        label = _class_label(len(labels)) if labels else _tensor("int64")  # unlabeled: -1
        image["class"] = _dict({"label": label, "text": _text()})
    elif task == "multilabel":
        label = _class_label(len(labels)) if labels else _tensor("int64")
        image["class"] = _dict({"label": _sequence(label), "text": _sequence(_text())})
    elif task == "detection":
        image["key"] = _dict({"sha256": _text()})
        image["object"] = _object_features(manifest)
    elif task == "segmentation":
        image["segmentation"] = _dict({"class": _dict({
            "encoded": _mask_image(manifest, len(labels)), "format": _text()})})
    return _dict({"image": _dict(image)})


def object_label_names(manifest: dict) -> list[str]:
    """Detection's ClassLabel names: a placeholder for the unused 0, then the classes."""
    labels = [str(n) for n in manifest.get("labels") or []]
    background = BACKGROUND
    while background in labels:
        background = f"_{background}_"
    return [background, *labels]


def label_files(manifest: dict) -> dict[str, list[str]]:
    """{names file: class names} of the ClassLabel / LabeledImage features."""
    labels = [str(n) for n in manifest.get("labels") or []]
    task = task_of(manifest)
    if task == "detection":
        return {OBJECT_LABEL_NAMES: object_label_names(manifest)}
    if not labels:
        return {}
    if task == "segmentation":
        return {SEGMENTATION_LABEL_NAMES: labels}
    return {LABEL_NAMES: labels}


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
    note = ""
    if task_of(manifest) == "detection":
        note = (" Object class labels are 1-based, as in label_map.pbtxt: class name 0 "
                f"({object_label_names(manifest)[0]}) is never stored.")
    note += "" if manifest.get("compression", "none") == "none" else (
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
    for name, labels in label_files(manifest).items():
        files[name] = "".join(f"{n}\n" for n in labels)
    return files


def write_tfds_metadata(folder: str, manifest: dict) -> list[str]:
    """Write TFDS's metadata for a complete dataset; returns the names written."""
    files = tfds_files(manifest)
    for name, text in files.items():
        write_atomic(os.path.join(folder, name), text)
    return sorted(files)


def tfds_problems(folder: str, m: dict | None) -> list[str]:
    """For `verify`: the TFDS metadata our manifest ``m`` (its JSON; None when the
    manifest is not ours) lists must be there and say what the manifest says (shard
    lengths, bytes, features, label names), or TFDS would read the shards wrongly.
    Datasets from before TFDS metadata existed list none: no problems."""
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
        except FileNotFoundError:   # not "[Errno 2] No such file or directory: ..."
            problems.append(f"{path} (TensorFlow Datasets' metadata) is missing")
            continue
        except (OSError, UnicodeDecodeError) as e:
            problems.append(f"{path} (TensorFlow Datasets' metadata) cannot be read: {e}")
            continue
        same = text == expected[name]
        if not same and not name.endswith(".labels.txt"):
            try:   # formatting may differ; the content may not
                same = json.loads(text) == json.loads(expected[name])
            except ValueError:
                pass
        if not same:
            problems.append(f"{path} (TensorFlow Datasets' metadata) does not match the "
                            "manifest; TFDS would read the dataset wrongly")
    return problems
