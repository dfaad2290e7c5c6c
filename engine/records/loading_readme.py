"""HOW_TO_LOAD.md, the Markdown file beside a complete dataset for whoever receives the
folder without TFRecord Studio: what the dataset is (task, splits and record counts, image
size and format, label names, compression, the other files), then the reading code of
every entry engine.records.loading.how_to_load gives for it (tf.data, TFDS, PyTorch, DALI,
Model Garden), with the note beside each.

Made from the manifest alone and deterministic: no date, host, absolute path, worker
count or timing, so a cluster run's file is byte for byte a local run's, and a --resume
writes what an uninterrupted run writes. Every snippet builds its paths from FOLDER; here
FOLDER is "." (this folder, when run from inside it), and the text says to set it to the
folder the file sits in. Standard library only, no file access (engine.run.side_files
writes it).
"""

from __future__ import annotations

import os

from engine.output_state import (
    HOW_TO_LOAD,
    LABEL_MAP,
    LABELS,
    MANIFEST,
    OBJECTS,
    REJECTED,
    RUN_LOG,
)
from engine.reason_pair import counted, plural
from engine.records import loading

#: Every snippet's FOLDER line here, in place of the folder the engine converted into.
FOLDER_LINE = 'FOLDER = "."  # set FOLDER to this folder: the one that holds HOW_TO_LOAD.md\n'

#: The folder the snippets are made for, then replaced by FOLDER_LINE (never written).
_PLACEHOLDER = os.path.abspath(os.path.join(os.sep, "tfrecord-studio-dataset-folder"))

_TASKS = {
    "classification": "image classification: one label per image, `image/class/label` "
                      "(0-based: label i is line i + 1 of `labels.txt`)",
    "multilabel": "multi-label classification: several labels per image, "
                  "`image/class/label` (0-based: label i is line i + 1 of `labels.txt`)",
    "detection": "object detection: boxes with the TF Object Detection API / Model Garden "
                 "keys, `image/object/bbox/{xmin,ymin,xmax,ymax}` normalised to 0..1, "
                 "`image/object/class/label` 1-based as in `label_map.pbtxt`",
    "segmentation": "semantic segmentation: a class-index PNG mask per image, "
                    "`image/segmentation/class/encoded` (pixel value i is line i + 1 of "
                    "`labels.txt`; 255: ignore)",
}

_RESIZE = {
    "stretch": "stretched to {w} × {h} pixels",
    "fit": "scaled to fit inside {w} × {h} pixels, keeping their shape, and padded",
    "crop": "scaled to cover {w} × {h} pixels, keeping their shape, and cut at the edges",
}

_FORMATS = {
    "jpeg": "JPEG (quality {q})",
    "png": "PNG",
    "raw": "raw uint8 pixels (height × width × channels, row by row)",
}

_COMPRESSION = {
    "none": "none (plain `.tfrecord` files)",
    "gzip": 'GZIP (`.tfrecord.gz` files): tf.data needs `compression_type="GZIP"`',
    "zlib": 'ZLIB (`.tfrecord.zlib` files): tf.data needs `compression_type="ZLIB"`',
}


def markdown(m: dict) -> str:
    """HOW_TO_LOAD.md's text for the complete dataset our manifest ``m`` describes."""
    return ("# How to load this dataset\n\nTFRecord Studio converted images into this "
            "folder: TFRecord files of `tf.train.Example` records (shards), and the files "
            "that describe them. Below: what it holds, then Python that reads it with "
            "tf.data, TensorFlow Datasets, PyTorch, NVIDIA DALI or TF Model Garden, and what "
            "each of them needs for this dataset.\n\n" + _what(m) + _files(m) + _loading(m))


def _what(m: dict) -> str:
    task = str(m.get("task") or "classification")
    kind = _TASKS.get(task, task)
    if task == "classification" and not m.get("labels"):
        kind = "images without labels (every `image/class/label` is -1)"
    total = int(m.get("total_records") or 0)
    lines = [f"- **Task**: {kind}.",
             f"- **Records**: {total:,} in total; {_splits(m)}",
             f"- **Images**: {_images(m)}.",
             f"- **Labels**: {_labels(m, task)}.",
             f"- **Compression**: {_COMPRESSION.get(m.get('compression', 'none'), '?')}."]
    return "## What it holds\n\n" + "\n".join(lines) + "\n\n" + _split_table(m) + "\n"


def _splits(m: dict) -> str:
    splits = list(m.get("splits") or {})
    names = ", ".join(f"`{s}`" for s in splits)
    main = loading.main_split(m)
    if len(splits) < 2:
        return f"{counted(len(splits), 'split')} ({names})."
    return (f"{counted(len(splits), 'split')} ({names}); the code below reads `{main}`: "
            "change the split's name in it for another.")


def _split_table(m: dict) -> str:
    rows = ["| split | records | shards | files |", "| --- | ---: | ---: | --- |"]
    for name, sp in (m.get("splits") or {}).items():
        glob = loading.split_glob(m, name)   # (the snippets' glob)
        rows.append(f"| `{name}` | {int(sp.get('records') or 0):,} | "
                    f"{len(sp.get('shards') or [])} | `{glob}` |")
    return "\n".join(rows) + "\n"


def _images(m: dict) -> str:
    img = loading.image_options(m)
    fmt = img.get("format", "jpeg")
    if fmt == "original":
        return ("the original files as they came (JPEG, PNG, GIF, BMP, WebP or TIFF), not "
                "resized or re-encoded; `image/format` names each one's format and "
                "`image/channels` what it decodes to. Their EXIF orientation is not applied "
                "(TensorFlow's decoders do not apply it either): a phone photo whose EXIF "
                "says to turn it decodes sideways or upside down, as its file is stored")
    encoded = _FORMATS.get(fmt, fmt).format(q=img.get("quality", 95))
    channels = int(img.get("channels", 3))
    colour = "RGB" if channels == 3 else "greyscale" if channels == 1 else f"{channels} channels"
    resize = str(img.get("resize", "stretch"))
    if resize in _RESIZE:
        size = _RESIZE[resize].format(w=img.get("width"), h=img.get("height"))
        if resize == "fit" and m.get("task") == "segmentation":   # (engine 0.3.8 on)
            size += (" (in the class masks the padding is 255, ignore: it is no part of "
                     "the picture)")
    else:
        size = "each at its own size (not resized: resize them before batching)"
    bits = img.get("bit_depth", 16)
    deep = "" if bits == 16 else (
        f"; 16-bit source images were read as {bits}-bit data: their values 0 to "
        f"{(1 << bits) - 1:,} were stored as 0 to 255 (higher values as 255)")
    return f"{encoded}, {colour}, {size}{deep}; `image/height`, `image/width` and " \
           "`image/channels` give each one's stored size"


def _labels(m: dict, task: str) -> str:
    n = len(m.get("labels") or [])
    text = (f"{counted(n, 'class', 'classes')}, one name a line in `{LABELS}`"
            if n else f"none (`{LABELS}` is empty)")
    if task == "detection":
        text += (f", and `{LABEL_MAP}` (the TF Object Detection API's label map; its ids "
                 "are 1-based)")
    return text


def _files(m: dict) -> str:
    rows = [f"- `{MANIFEST}`: the manifest. Every shard with its record count, size and "
            "sha256 (TFRecord's own checksums cannot see a file cut short between two "
            "records: compare the sizes or hashes after copying), the features, the options "
            "used, and `reading` (the globs, compression type and decoding for each split)."]
    if m.get("tfds_files"):
        names = ", ".join(f"`{n}`" for n in m["tfds_files"])
        rows.append(f"- {names}: TensorFlow Datasets' metadata, so "
                    "`tfds.builder_from_directory(FOLDER)` opens this folder.")
    if any(s.get("dali_index") for sp in (m.get("splits") or {}).values()
           for s in sp.get("shards") or []):
        rows.append("- `*.tfrecord.idx`: an index of each shard (offset and size of every "
                    "record) for DALI and the PyTorch `tfrecord` package.")
    rejected = int(m.get("rejected") or 0)
    rows.append(f"- `{REJECTED}`: the input files that were not converted, with the reason "
                f"({counted(rejected, 'file')} here)." if rejected else
                f"- `{REJECTED}`: the input files that were not converted (none here).")
    if m.get("duplicates"):
        n = int(m["duplicates"])
        rows.append(f"- `duplicates.csv`: {counted(n, 'image')} whose bytes equal another "
                    f"image's ({plural(n, 'it is', 'they are')} in the shards all the same).")
    problems = (m.get("annotations") or {}).get("object_problems") or {}
    lost = sum(v for v in problems.values() if isinstance(v, int))
    if lost:
        rows.append(f"- `{OBJECTS}`: {counted(lost, 'object')} of the annotations that the "
                    f"records leave out or hold clipped (cut by the crop to the image size, "
                    f"or past the image's edge in the annotations), each with its image, "
                    f"class, place in the annotations and reason.")
    rows.append(f"- `{RUN_LOG}`: the conversion's log (the command and options, the versions "
                "used, every skipped file and warning), for whoever needs to know how the "
                "dataset was made. It holds the folder paths of the computer that converted it: "
                "leave it out when you share the dataset if they are private.")
    rows.append("- Hidden files whose names begin with `.tfrecord-studio`: TFRecord Studio's "
                "own records of the conversion (to finish an interrupted run, find copies, "
                "remember a check). No reader needs them; copy the folder without them if "
                "you like.")
    return "## The other files\n\n" + "\n".join(rows) + "\n\n"


def _loading(m: dict) -> str:
    parts = ["## Loading it\n\n"
             "Every snippet builds its paths from `FOLDER`: set FOLDER to this folder (the "
             f"one that holds {HOW_TO_LOAD}). As written, `FOLDER = \".\"` works when the "
             "code runs from inside this folder.\n"]
    line = loading.folder_line(_PLACEHOLDER)
    for entry in loading.how_to_load(_PLACEHOLDER, m):
        title, note, code = entry["title"], entry["note"], entry["code"]
        if not code:
            parts.append(f"\n### {title}\n\nNot for this dataset. {note}\n")
            continue
        code = code.replace(line, FOLDER_LINE)
        parts.append(f"\n### {title}\n\n{note}\n\n```python\n{code.rstrip()}\n```\n")
    return "".join(parts)
