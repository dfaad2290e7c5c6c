"""A dataset folder as TensorFlow Datasets prepares it (tensorflow_datasets 4.9, written
by hand as TFDS writes it: its shards, dataset_info.json, features.json and a
"<feature>.labels.txt" for each ClassLabel, nested ones joined by "-"), with nested
features: FeaturesDict({"image": Image, "image/filename": Text, "label": ClassLabel,
"objects": Sequence({"bbox": BBoxFeature, "label": ClassLabel}), "meta":
FeaturesDict({"weather": ClassLabel, "description": Text})})."""

from __future__ import annotations

import io
import json
from pathlib import Path

from PIL import Image

from engine.records.example import encode_example
from engine.records.tfrecord import frame

LABELS = ["sunny_meadow_morning", "rainy_city_street_evening", "snowy_mountain"]
OBJECTS = ["person", "bicycle", "traffic light"]
WEATHER = ["clear", "fog"]
SHARD = "nested_demo-train.tfrecord-00000-of-00001"
_DICT = "tensorflow_datasets.core.features.features_dict.FeaturesDict"


def _class_label(n: int) -> dict:
    return {"classLabel": {"numClasses": str(n)}, "pythonClassName":
            "tensorflow_datasets.core.features.class_label_feature.ClassLabel"}


def _features_json() -> dict:
    text = {"pythonClassName": "tensorflow_datasets.core.features.text_feature.Text",
            "text": {}}
    return {"featuresDict": {"features": {
        "image": {"image": {"dtype": "uint8", "shape": {"dimensions": ["48", "64", "3"]}},
                  "pythonClassName": "tensorflow_datasets.core.features.image_feature.Image"},
        "image/filename": text,
        "label": _class_label(len(LABELS)),
        "meta": {"featuresDict": {"features": {"description": text,
                                               "weather": _class_label(len(WEATHER))}},
                 "pythonClassName": _DICT},
        "objects": {"pythonClassName":
                    "tensorflow_datasets.core.features.sequence_feature.Sequence",
                    "sequence": {"feature": {"featuresDict": {"features": {
                        "bbox": {"boundingBox": {"bboxFormat": "REL_YXYX", "dtype": "float32",
                                                 "shape": {"dimensions": ["4"]}},
                                 "pythonClassName": "tensorflow_datasets.core.features."
                                                    "bounding_boxes.BBoxFeature"},
                        "label": _class_label(len(OBJECTS))}},
                        "pythonClassName": _DICT}, "length": "-1"}}}},
        "pythonClassName": _DICT}


def _png(i: int) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (64, 48), (40 * i, 90, 160)).save(out, "PNG")
    return out.getvalue()


def make_tfds_nested(root: Path, records: int = 6) -> Path:
    """The version folder (ROOT/nested_demo/1.0.0) of a TFDS-prepared dataset of
    ``records`` records: record i has label i % 3, i % 3 + 1 objects labelled 0, 1, 2…
    and the weather i % 2."""
    folder = root / "nested_demo" / "1.0.0"
    folder.mkdir(parents=True)
    data = []
    for i in range(records):
        k = i % 3 + 1
        data.append(frame(encode_example({
            "image": _png(i), "image/filename": f"photos/2019 trip/IMG_{1000 + i}.JPG".encode(),
            "label": i % 3, "meta/weather": i % 2,
            "meta/description": (f"A long description of the scene that says quite a lot "
                                 f"of words about it, number {i}").encode(),
            "objects/bbox": [0.1, 0.1, 0.5, 0.6] * k,
            "objects/label": [j % 3 for j in range(k)]})))
    (folder / SHARD).write_bytes(b"".join(data))
    (folder / "features.json").write_text(json.dumps(_features_json(), indent=4))
    (folder / "dataset_info.json").write_text(json.dumps({
        "name": "nested_demo", "version": "1.0.0", "fileFormat": "tfrecord",
        "splits": [{"name": "train", "numBytes": str(sum(map(len, data))),
                    "shardLengths": [str(records)], "filepathTemplate":
                    "{DATASET}-{SPLIT}.{FILEFORMAT}-{SHARD_X_OF_Y}"}]}, indent=2))
    for name, names in (("label", LABELS), ("objects-label", OBJECTS),
                        ("meta-weather", WEATHER)):
        (folder / f"{name}.labels.txt").write_text("\n".join(names) + "\n")
    return folder
