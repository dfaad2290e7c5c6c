"""TensorFlow Datasets' class names of the ClassLabel features of a folder TFDS prepared,
nested ones too (a FeaturesDict's "objects": {"label": ClassLabel}, stored in the records
as "objects/label"), for `inspect`'s first values and a record's values: Inspect showed
0, 1, 2 where TFDS itself says person, bicycle, traffic light.

TFDS writes each ClassLabel's names one a line to "<name>.labels.txt" beside the shards
(tensorflow_datasets.core.features.feature.convert_feature_name_to_filename): the parts of
a nested name joined by "-", a "/" inside one feature's own name made ".". The records'
keys join both with "/", so each way of reading a key's "/" is tried."""

from __future__ import annotations

import itertools
import os
import re

#: A key of more parts than this is looked up as nested only (2**(n-1) names to try).
_MAX_PARTS = 6
#: inspect_payload.preview's words of an int64 feature's first values: "0, 1, 2" and
#: ", ... (12 values)" after the fifth.
_NUMBERS = re.compile(r"(-?\d+(?:, -?\d+)*)((?:, \.\.\. \(\d+ values\))?)")


def names_files(key: str) -> list[str]:
    """The file names TFDS may have written the class names of feature ``key`` to, nested
    first ("objects/label": objects-label.labels.txt, then objects.label.labels.txt)."""
    parts = key.split("/")
    if len(parts) > _MAX_PARTS:
        return ["-".join(parts) + ".labels.txt"]
    out = []
    for joins in itertools.product("-.", repeat=len(parts) - 1):
        out.append("".join(p + j for p, j in zip(parts, (*joins, ""), strict=True))
                   + ".labels.txt")
    return out


def class_names(folder: str, key: str) -> list[str]:
    """The class names of feature ``key`` in label order ([] when TFDS wrote none in
    ``folder``). Blank lines are not names (TFDS skips them too)."""
    for name in names_files(key):
        try:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                lines = f.read(1 << 20).splitlines()
        except (OSError, UnicodeDecodeError):
            continue
        return [n.strip() for n in lines if n.strip()]
    return []


def named(value: object, names: list[str]) -> str | None:
    """The name of label ``value`` (an int of range), else None."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(names):
        return names[value]
    return None


def name_example(example: str, names: list[str]) -> str:
    """An int64 feature's first values as inspect's summary says them ("0, 1, 2, ... (12
    values)") with their names: "person (0), bicycle (1), traffic light (2), ... (12
    values)"; unchanged when a value has no name."""
    m = _NUMBERS.fullmatch(example)
    if not names or m is None:
        return example
    values = [int(v) for v in m.group(1).split(", ")]
    shown = [named(v, names) for v in values]
    if any(n is None for n in shown):
        return example
    return ", ".join(f"{n} ({v})" for n, v in zip(shown, values, strict=True)) + m.group(2)


def name_schema(files: list, paths: list[str]) -> None:
    """Each int64 feature of the inspected ``files`` (inspect_report.FileReport) that has
    TFDS class names beside its file: its first values named (FeatureInfo.example)."""
    for f in files:
        folder = os.path.dirname(os.path.abspath(f.path))
        for s in f.schema:
            if s.kind == "int64":
                s.example = name_example(s.example, class_names(folder, s.key))


def name_features(page: dict, path: str) -> None:
    """A records page's int64 features (engine.commands.inspect_records.records_page)
    with TFDS class names beside ``path`` get "names": the name of each value shown (None
    for a value without one)."""
    folder = os.path.dirname(os.path.abspath(path))
    found: dict[str, list[str]] = {}
    for r in page["records"]:
        for f in r.get("features") or []:
            if f["kind"] != "int64":
                continue
            if f["key"] not in found:
                found[f["key"]] = class_names(folder, f["key"])
            names = found[f["key"]]
            if names:
                f["names"] = [named(v, names) for v in f["values"]]
