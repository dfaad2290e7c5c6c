""""How to load this dataset": ready-to-run reading code for tf.data, TFDS, PyTorch (the
`tfrecord` package with our .idx files), NVIDIA DALI and TF Model Garden, filled in from a
dataset's manifest: its real file names, compression and image format.

Standard library only and no file access: the engine puts the result in run_finished's
summary and in `inspect --json`, and the GUI shows it without importing this module.
Every snippet is executed against real outputs by tests/engine/test_loading_*.py (DALI's
and Model Garden's text is checked against the dataset instead: neither installs here).
"""

from __future__ import annotations

import json
import os

from engine import reason_codes
from engine.reason_pair import plural

_GLOB_SUFFIX = {"none": "", "gzip": ".gz", "zlib": ".zlib"}
TF_COMPRESSION = {"none": "", "gzip": "GZIP", "zlib": "ZLIB"}


def literal(value) -> str:
    """A Python literal for a string or list of strings, always in double quotes."""
    return json.dumps(value, ensure_ascii=False)


def image_options(m: dict) -> dict:
    return (m.get("options") or {}).get("image") or {}


def main_split(m: dict) -> str:
    splits = list((m.get("splits") or {}).keys())
    return "train" if "train" in splits or not splits else splits[0]


def fixed_shape(m: dict) -> list[int] | None:
    """[height, width, channels] shared by every image, or None when sizes vary."""
    img = image_options(m)
    if img.get("format") == "original" or img.get("resize") == "none" or not img:
        return None
    return [int(img["height"]), int(img["width"]), int(img["channels"])]


def split_files(m: dict, split: str) -> list[str]:
    """The shard file names of one split, in order (the snippets join them to FOLDER)."""
    shards = ((m.get("splits") or {}).get(split) or {}).get("shards") or []
    return sorted(s["filename"] for s in shards)


def split_glob(m: dict, split: str) -> str:
    """The file-name pattern of one split's shards (in the dataset's folder)."""
    prefix = (m.get("options") or {}).get("prefix", "data")
    suffix = _GLOB_SUFFIX.get(m.get("compression", "none"), "")
    return f"{prefix}-{split}-*-of-*.tfrecord{suffix}"


def folder_line(folder: str) -> str:
    """The snippets' first line after the imports: the dataset's folder, from which every
    path is built (an engineer who copies the dataset edits this line only)."""
    return f"FOLDER = {literal(folder)}\n"


def in_folder(m: dict, split: str) -> str:
    """A split's shard pattern as Python built from FOLDER (needs `import os`)."""
    return f"os.path.join(FOLDER, {literal(split_glob(m, split))})"


def reading_spec(m: dict) -> dict:
    """What a reader needs, in the manifest itself: per split the glob (relative to the
    folder), the tf.data compression type, and how image/encoded decodes."""
    fmt = image_options(m).get("format", "jpeg")
    return {
        "globs": {s: split_glob(m, s) for s in (m.get("splits") or {})},
        "compression_type": TF_COMPRESSION.get(m.get("compression", "none"), ""),
        "image_format": fmt,
        "decode": tf_decode(m, 'ex["image/encoded"]').replace('ex["image/encoded"]',
                                                               "image/encoded"),
        "image_shape": fixed_shape(m),
        "readers_need": _notes(m),
    }


def tf_decode(m: dict, var: str) -> str:
    img = image_options(m)
    fmt, c = img.get("format", "jpeg"), int(img.get("channels", 3))
    if fmt == "jpeg":
        return f"tf.io.decode_jpeg({var}, channels={c})"
    if fmt == "png":
        return f"tf.io.decode_png({var}, channels={c})"
    if fmt == "raw":
        return (f'tf.reshape(tf.io.decode_raw({var}, tf.uint8), tf.stack([ex["image/height"], '
                f'ex["image/width"], ex["image/channels"]]))')
    return f"to_rgb(tf.io.decode_image({var}, expand_animations=False))"


#: Originals decode to 1-4 channels as stored (TF refuses channels=3 for a 32-bit BMP).
TO_RGB = '''

def to_rgb(image):
    """Any decoded original as RGB: alpha dropped (2 and 4 channels), grey repeated."""
    image = tf.cond(tf.shape(image)[-1] % 2 == 0, lambda: image[..., :-1], lambda: image)
    return tf.cond(tf.shape(image)[-1] == 1, lambda: tf.tile(image, [1, 1, 3]), lambda: image)
'''


def _notes(m: dict) -> list[str]:
    """Settings other readers need for this dataset (empty for JPEG, uncompressed)."""
    fmt = image_options(m).get("format", "jpeg")
    notes = []
    if fmt == "original":
        notes.append("The images are the original files (JPEG, PNG, GIF, BMP, WebP or TIFF "
                     "as they came): decode with tf.io.decode_image(..., "
                     "expand_animations=False), or a GIF or WebP decodes as a 4-D animation "
                     "tensor. image/channels says what each decodes to (RGBA PNG: 4, grey+"
                     "alpha: 2); TensorFlow cannot decode TIFF. No EXIF orientation is "
                     "applied, by the run or by TensorFlow: a photo whose EXIF says to turn "
                     "it decodes as its file is stored, sideways or upside down (the other "
                     "formats store it upright).")
    if fmt != "jpeg" and not annotated(m):
        notes.append(_model_garden_note(m))
    elif fmt == "raw":   # annotated: Model Garden's detection/segmentation decoders
        from engine.records import loading_tasks
        notes.append(loading_tasks.model_garden_note(m))
    if m.get("compression", "none") != "none":
        notes.append("Compressed shards: DALI cannot read them; TFDS's as_dataset cannot "
                     "either (use the TFDS snippet, which reads through tf.data)" +
                     ("; the tfrecord package reads gzip only." if m.get("compression") ==
                      "zlib" else "."))
    return notes


def stored_formats(m: dict) -> dict[str, int] | None:
    """--format original: the main split's records by "FORMAT/CHANNELS" ({"gif/3": 2}),
    or None when the manifest does not say (a shard written before it was recorded)."""
    counts: dict[str, int] = {}
    for shard in m.get("splits", {}).get(main_split(m), {}).get("shards", []):
        if "formats" not in shard and shard.get("records"):
            return None
        for kind, n in (shard.get("formats") or {}).items():
            counts[kind] = counts.get(kind, 0) + int(n)
    return counts


def stored_count(m: dict, *kinds: str) -> int | None:
    """How many of the main split's originals are of these FORMAT or FORMAT/CHANNELS
    kinds (None: not recorded)."""
    counts = stored_formats(m)
    if counts is None:
        return None
    return sum(n for k, n in counts.items() if k in kinds or k.split("/")[0] in kinds)


def _model_garden_note(m: dict) -> str:
    fmt = image_options(m).get("format", "jpeg")
    if fmt == "raw":
        return ("TF Model Garden's classification input decodes encoded images only: it "
                "cannot read raw pixels. Convert with --format jpeg or png for Model Garden.")
    # Model Garden decodes with channels=3 and animations expanded: GIF, WebP and 32-bit
    # BMP fail there (tested); say so unless the manifest shows there are none
    fails = fmt == "original" and stored_count(m, "gif", "webp", "bmp/4") != 0
    extra = (" GIF, WebP and 32-bit BMP originals still fail there (it decodes with "
             "tf.io.decode_image(channels=3) and animations expanded), so convert those with "
             "--format jpeg or png." if fails else "")
    return ("TF Model Garden's classification input decodes only JPEG by default: set "
            "decode_jpeg_only=False in its DataConfig." + extra + tiff_note(m))


def tiff_note(m: dict) -> str:
    """" TensorFlow cannot decode TIFF, ..." when the originals include TIFF files (its
    decode_image refuses them: tested), else "". Older manifests do not say; their
    reading block's note names TIFF."""
    n = stored_count(m, "tiff") if image_options(m).get("format") == "original" else 0
    if not n:
        return ""
    return (f" TensorFlow cannot decode TIFF, and this dataset holds {n} TIFF "
            f"{plural(n, 'file')}: convert with --format png to read {plural(n, 'it', 'them')} "
            "with TensorFlow.")


# --- the snippets ----------------------------------------------------------------------


def annotated(m: dict) -> bool:
    return str(m.get("task") or "classification") != "classification"


#: The tf.data snippet's imports: text for the user's program. (Written as one string, not
#: as lines of a snippet that begin with "import tensorflow", which read like an import of
#: this module; importing engine.records.loading must not load TensorFlow, and does not.)
TF_IMPORTS = "import os\nimport tensorflow as tf\n"


def tf_data_head(folder: str, m: dict, split: str) -> str:
    """The tf.data snippet's first lines: imports, the split's files, the label names."""
    others = [s for s in (m.get("splits") or {}) if s != split]
    other = f"  # other splits: {', '.join(others)}" if others else ""
    return f'''{TF_IMPORTS}
{folder_line(folder)}FILES = sorted(tf.io.gfile.glob({in_folder(m, split)})){other}
if not FILES:   # a moved or copied dataset: FOLDER names where it is now
    raise FileNotFoundError({literal(f"no {split} shards in ")} + FOLDER)
with open(os.path.join(FOLDER, "labels.txt"), encoding="utf-8") as f:
    LABELS = f.read().splitlines()
'''


def _tf_data(folder: str, m: dict) -> str:
    if annotated(m):
        from engine.records import loading_tasks
        return loading_tasks.tf_data(folder, m)
    split, comp = main_split(m), TF_COMPRESSION.get(m.get("compression", "none"), "")
    shape = fixed_shape(m)
    ensure = f"\n    image = tf.ensure_shape(image, {shape})" if shape and \
        image_options(m).get("format") == "raw" else ""
    batch = ("           .batch(64)\n" if shape else
             "           # images keep their own sizes: resize them before .batch()\n")
    comp_arg = f"compression_type={literal(comp)},\n{' ' * 35}" if comp else ""
    to_rgb = TO_RGB if image_options(m).get("format") == "original" else ""
    return tf_data_head(folder, m, split) + f'''FEATURES = {{
    "image/encoded": tf.io.FixedLenFeature([], tf.string),
    "image/height": tf.io.FixedLenFeature([], tf.int64),
    "image/width": tf.io.FixedLenFeature([], tf.int64),
    "image/channels": tf.io.FixedLenFeature([], tf.int64),
    "image/class/label": tf.io.FixedLenFeature([], tf.int64),
}}
{to_rgb}

def parse(record):
    ex = tf.io.parse_single_example(record, FEATURES)
    image = {tf_decode(m, 'ex["image/encoded"]')}{ensure}
    return image, ex["image/class/label"]   # label i is LABELS[i]


dataset = (tf.data.TFRecordDataset(FILES, {comp_arg}num_parallel_reads=tf.data.AUTOTUNE)
           .map(parse, num_parallel_calls=tf.data.AUTOTUNE)
{batch}           .prefetch(tf.data.AUTOTUNE))
'''


def _tfds(folder: str, m: dict) -> str:
    split, compression = main_split(m), m.get("compression", "none")
    fmt = image_options(m).get("format", "jpeg")
    decoded_by_tfds = fmt in ("jpeg", "png") or (fmt == "raw" and fixed_shape(m))
    from engine.records import loading_tasks
    labels = loading_tasks.tfds_labels(m)
    target = loading_tasks.tfds_target(m)   # the label, or the task's annotations
    if compression == "none":
        read = f'dataset = builder.as_dataset(split={literal(split)})\n'
    else:
        read = (f"# TFDS's as_dataset opens shards without a compression type: read the "
                f"{compression} shards\n# with tf.data and decode them with the dataset's "
                f"TFDS features.\nFILES = sorted(tf.io.gfile.glob("
                f"{in_folder(m, split)}))\n"
                f"dataset = tf.data.TFRecordDataset(FILES, compression_type="
                f"{literal(TF_COMPRESSION[compression])}).map(\n"
                "    builder.info.features.deserialize_example)\n")
    if decoded_by_tfds:
        pairs = ('dataset = dataset.map(lambda ex: (ex["image"]["encoded"], '
                 f'{target}))\n')
    elif fmt == "raw":
        pairs = ('dataset = dataset.map(lambda ex: (tf.reshape(tf.io.decode_raw('
                 'ex["image"]["encoded"], tf.uint8),\n    tf.stack([ex["image"]["height"], '
                 'ex["image"]["width"], ex["image"]["channels"]])), '
                 f'{target}))\n')
    else:
        pairs = (TO_RGB.lstrip("\n") + '\n\n# original files: TFDS gives the bytes; decode '
                 'without expanding animations (GIF, WebP)\ndataset = dataset.map(lambda ex: '
                 '(to_rgb(tf.io.decode_image(\n    ex["image"]["encoded"], expand_animations='
                 f'False)), {target}))\n')
    uses_tf = compression != "none" or not decoded_by_tfds
    return (("import os\n" if compression != "none" else "") +
            ("import tensorflow as tf\n" if uses_tf else "") +
            "import tensorflow_datasets as tfds\n\n" + folder_line(folder) +
            f"builder = tfds.builder_from_directory(FOLDER)\n{labels}{read}{pairs}")


def _model_garden(folder: str, m: dict) -> str:
    if annotated(m):
        from engine.records import loading_tasks
        return loading_tasks.model_garden(folder, m)
    fmt, compression = image_options(m).get("format", "jpeg"), m.get("compression", "none")
    if fmt == "raw" or compression == "zlib" or not m.get("labels"):
        return ""
    split = main_split(m)
    file_type = "tfrecord_compressed" if compression == "gzip" else "tfrecord"
    jpeg_only = "" if fmt == "jpeg" else \
        "    decode_jpeg_only=False,  # not JPEG: its default decodes only JPEG\n"
    n = len(m.get("labels") or [])
    return f'''import os

from official.vision.configs import image_classification as cls_cfg

{folder_line(folder)}data = cls_cfg.DataConfig(
    input_path={in_folder(m, split)},
    file_type={literal(file_type)},
{jpeg_only}    is_training=True, global_batch_size=64)
# Labels are used as given: 0..{max(n - 1, 0)}, so num_classes = len(labels.txt) = {n}.
model = cls_cfg.ImageClassificationModel(num_classes={n})
'''


def how_to_load(folder: str, m: dict) -> list[dict]:
    """[{id, title, code, note}] for the dataset in `folder` described by manifest `m`.
    `code` is "" where a reader cannot read this dataset (the note says why)."""
    from engine.records import loading_dali, loading_torch  # they import this module
    folder = os.path.abspath(folder)
    compression = m.get("compression", "none")
    fmt = image_options(m).get("format", "jpeg")
    orig = ("Original files: decoded with expand_animations=False, so GIF and WebP give "
            "one frame. " if fmt == "original" else "")
    dali = loading_dali.snippet(folder, m)
    entries = [
        ("tf.data", "tf.data", _tf_data(folder, m),
         orig + "Reads every shard of the split with the right compression and decoder." +
         tiff_note(m)),
        ("tfds", "TFDS", _tfds(folder, m),
         "tfds.builder_from_directory reads TFDS's metadata written beside the shards." +
         (" TFDS's own reader cannot open compressed shards, so this reads them through "
          "tf.data." if compression != "none" else "")),
        ("pytorch", "PyTorch", loading_torch.snippet(folder, m),
         "The tfrecord package reads uncompressed and gzip shards, not zlib: convert with "
         "--compression gzip or none." if compression == "zlib" else
         "Uses the .idx index files beside the shards." if compression == "none" else
         "gzip shards are read without index files."),
        ("dali", "DALI", dali, loading_dali.note(m, dali)),
        ("model_garden", "Model Garden", _model_garden(folder, m),
         _model_garden_note(m) if fmt != "jpeg" else
         "Its classification decoder reads this JPEG dataset with its defaults."),
    ]
    if compression == "zlib" and fmt != "raw":
        entries[-1] = (entries[-1][0], entries[-1][1], "",
                       "Model Garden reads uncompressed or gzip shards only: convert with "
                       "--compression gzip or none.")
    if not m.get("tfds_files"):   # unfinished, or written before TFDS's metadata existed
        entries[1] = ("tfds", "TFDS", "", "TFDS's metadata is written with a complete "
                      "dataset only, and this one has none: finish it with --resume, or "
                      "convert it again with --overwrite, to read it with TFDS.")
    if annotated(m):
        from engine.records import loading_tasks
        entries = loading_tasks.annotated_notes(entries, m)
    elif not m.get("labels"):
        entries[-1] = (entries[-1][0], entries[-1][1], "",
                       "This dataset is unlabeled (every label is -1): Model Garden's "
                       "classification training needs class labels.")
    out = []
    for i, t, c, n in entries:   # note_code/note_params: for the window to translate the note
        note_code, note_params = reason_codes.describe(n)
        out.append({"id": i, "title": t, "code": c, "note": n, "note_code": note_code,
                    "note_params": note_params})
    return out
