""""How to load this dataset" for annotated outputs (detection, segmentation, multi-label):
the tf.data, PyTorch and Model Garden snippets read the task's own keys
(engine.sources.schemas); engine.records.loading fills in the files, compression and image decode
as for classification. Standard library only, no file access.
"""

from __future__ import annotations

from engine.records.loading import (
    TF_COMPRESSION,
    TF_IMPORTS,
    TO_RGB,
    fixed_shape,
    folder_line,
    image_options,
    in_folder,
    literal,
    main_split,
    tf_data_head,
    tf_decode,
)

_BOXES = ("xmin", "ymin", "xmax", "ymax")


def task_of(m: dict) -> str:
    return str(m.get("task") or "classification")


def has_masks(m: dict) -> bool:
    return "image/object/mask" in (m.get("features") or {})


def tfds_target(m: dict) -> str:
    """The TFDS example's annotations (engine.records.tfds_metadata's features), as code."""
    return {"detection": 'ex["image"]["object"]',
            "segmentation": '\n    ex["image"]["segmentation"]["class"]["encoded"]',
            }.get(task_of(m), 'ex["image"]["class"]["label"]')


def tfds_labels(m: dict) -> str:
    """The line that names the classes from the TFDS features ("" when there are none)."""
    task = task_of(m)
    if task == "detection":
        return ('# object labels are 1-based: names[0] is an unused placeholder\n'
                'LABELS = builder.info.features["image"]["object"]["class"]["label"]'
                '.names[1:]\n')
    if not m.get("labels"):
        return ""
    if task == "segmentation":
        return ('# pixel value i is LABELS[i]\n'
                'LABELS = builder.info.features["image"]["segmentation"]["class"]'
                '["encoded"].names\n')
    if task == "multilabel":
        return 'LABELS = builder.info.features["image"]["class"]["label"].feature.names\n'
    return 'LABELS = builder.info.features["image"]["class"]["label"].names\n'


def _features(m: dict) -> str:
    task = task_of(m)
    lines = ['"image/encoded": tf.io.FixedLenFeature([], tf.string)',
             '"image/height": tf.io.FixedLenFeature([], tf.int64)',
             '"image/width": tf.io.FixedLenFeature([], tf.int64)',
             '"image/channels": tf.io.FixedLenFeature([], tf.int64)']
    if task == "detection":
        lines += [f'"image/object/bbox/{k}": tf.io.VarLenFeature(tf.float32)' for k in _BOXES]
        lines.append('"image/object/class/label": tf.io.VarLenFeature(tf.int64)')
        if has_masks(m):
            lines.append('"image/object/mask": tf.io.VarLenFeature(tf.string)')
    elif task == "segmentation":
        lines.append('"image/segmentation/class/encoded": tf.io.FixedLenFeature([], tf.string)')
    else:
        lines.append('"image/class/label": tf.io.VarLenFeature(tf.int64)')
    return "".join(f"    {line},\n" for line in lines)


def _targets(m: dict) -> str:
    task = task_of(m)
    if task == "detection":
        code = ('    # boxes as TensorFlow\'s image ops take them: normalised [ymin, xmin, ymax, '
                'xmax]\n'
                '    boxes = tf.stack([tf.sparse.to_dense(ex[f"image/object/bbox/{k}"])\n'
                '                      for k in ("ymin", "xmin", "ymax", "xmax")], axis=-1)\n'
                '    labels = tf.sparse.to_dense(ex["image/object/class/label"])  '
                '# 1-based: LABELS[label - 1]\n')
        if has_masks(m):
            code += ('    pngs = tf.sparse.to_dense(ex["image/object/mask"])  # one per object\n'
                     '    masks = tf.cond(  # (objects, height, width) of 0/1\n'
                     '        tf.size(pngs) > 0,\n'
                     '        lambda: tf.map_fn(lambda png: tf.io.decode_png(png, channels=1)'
                     '[..., 0], pngs,\n'
                     '                          fn_output_signature=tf.uint8),\n'
                     '        lambda: tf.zeros(tf.concat([[0], tf.shape(image)[:2]], 0), '
                     'tf.uint8))\n'
                     '    return image, {"boxes": boxes, "labels": labels, "masks": masks}\n')
        else:
            code += '    return image, {"boxes": boxes, "labels": labels}\n'
        return code
    if task == "segmentation":
        return ('    # the class of each pixel (LABELS[value]; 255: ignore)\n'
                '    mask = tf.io.decode_png(ex["image/segmentation/class/encoded"], '
                'channels=1)\n    return image, mask\n')
    n = len(m.get("labels") or [])
    return ('    labels = tf.sparse.to_dense(ex["image/class/label"])\n'
            '    # multi-hot: 1.0 for each of LABELS the image has\n'
            f'    return image, tf.minimum(tf.reduce_sum(tf.one_hot(labels, {n}), axis=0), 1.0)\n')


def tf_data(folder: str, m: dict) -> str:
    """tf.data: parse the task's keys; (image, annotations) pairs."""
    split, comp = main_split(m), TF_COMPRESSION.get(m.get("compression", "none"), "")
    fmt = image_options(m).get("format", "jpeg")
    comp_arg = f"compression_type={literal(comp)}, " if comp else ""
    if task_of(m) == "detection":
        batch = ("# a different number of objects per image: batch with padded_batch, or "
                 "ragged\n")
    elif fixed_shape(m) and fmt != "original":
        batch = "dataset = dataset.batch(64).prefetch(tf.data.AUTOTUNE)\n"
    else:
        batch = "# images keep their own sizes: resize them before .batch()\n"
    return tf_data_head(folder, m, split) + f'''FEATURES = {{
{_features(m)}}}
{TO_RGB if fmt == "original" else ""}

def parse(record):
    ex = tf.io.parse_single_example(record, FEATURES)
    image = {tf_decode(m, 'ex["image/encoded"]')}
{_targets(m)}

dataset = tf.data.TFRecordDataset(FILES, {comp_arg}num_parallel_reads=tf.data.AUTOTUNE).map(
    parse, num_parallel_calls=tf.data.AUTOTUNE)
{batch}'''


def pytorch_description(m: dict) -> tuple[str, str]:
    """(the tfrecord package's description entries, the code that builds `target`)."""
    task = task_of(m)
    if task == "detection":
        desc = "".join(f', "image/object/bbox/{k}": "float"' for k in _BOXES) + \
            ', "image/object/class/label": "int"'
        target = ('    target = {"boxes": np.stack([features[f"image/object/bbox/{k}"] for k in\n'
                  '                                 ("xmin", "ymin", "xmax", "ymax")], '
                  'axis=-1).reshape(-1, 4),\n'
                  '              "labels": features["image/object/class/label"]}  '
                  '# 1-based: LABELS[label - 1]\n')
        return desc, target
    if task == "segmentation":
        return (', "image/segmentation/class/encoded": "byte"',
                '    target = np.asarray(Image.open(io.BytesIO(\n'
                '        features["image/segmentation/class/encoded"])))  # class per pixel\n')
    return (', "image/class/label": "int"',
            '    target = features["image/class/label"]  # indices into LABELS\n')


def dali_targets(m: dict) -> tuple[str, str, str]:
    """DALI's reader features for the task's keys (after image/encoded), the pipeline's
    return line(s), and the names its outputs are unpacked into. DALI's TFRecord reader
    cannot read lists of strings ("Tensors of strings are not supported"), so a detection
    record's object masks are left out (annotated_notes says so)."""
    task = task_of(m)
    if task == "detection":
        features = ",\n                  ".join(
            [f'"image/object/bbox/{k}": tfrec.VarLenFeature(tfrec.float32, 0.0)'
             for k in _BOXES] +
            ['"image/object/class/label": tfrec.VarLenFeature(tfrec.int64, 0)'])
        returns = ("    # normalised [xmin, ymin, xmax, ymax] per object, as DALI's box "
                   "operators take them\n"
                   "    boxes = fn.stack(*[ex[f\"image/object/bbox/{k}\"]\n"
                   "                       for k in (\"xmin\", \"ymin\", \"xmax\", "
                   "\"ymax\")], axis=1)\n"
                   "    # class numbers from 1: number i is line i of labels.txt\n"
                   "    return images, boxes, ex[\"image/object/class/label\"]\n")
        return features, returns, "images, boxes, labels"
    if task == "segmentation":
        return ('"image/segmentation/class/encoded": tfrec.FixedLenFeature((), tfrec.string, '
                '"")',
                "    # the class of each pixel: value v is line v + 1 of labels.txt (255: ignore)\n"
                "    masks = fn.decoders.image(ex[\"image/segmentation/class/encoded\"], "
                "device=\"cpu\",\n"
                "                              output_type=types.GRAY)\n"
                "    return images, masks\n", "images, masks")
    return ('"image/class/label": tfrec.VarLenFeature(tfrec.int64, -1)',
            "    # class numbers from 0: number i is line i + 1 of labels.txt\n"
            "    return images, ex[\"image/class/label\"]\n", "images, labels")


def model_garden(folder: str, m: dict) -> str:
    """Model Garden's own decoders for the task (the same keys), or "" (see the note)."""
    fmt, compression = image_options(m).get("format", "jpeg"), m.get("compression", "none")
    if fmt == "raw" or compression == "zlib":
        return ""
    split, task = main_split(m), task_of(m)
    glob = in_folder(m, split)
    comp = literal(TF_COMPRESSION[compression]) if compression != "none" else '""'
    if task == "multilabel":
        n = len(m.get("labels") or [])
        file_type = "tfrecord_compressed" if compression == "gzip" else "tfrecord"
        jpeg_only = "" if fmt == "jpeg" else "    decode_jpeg_only=False,  # not JPEG\n"
        return f'''import os

from official.vision.configs import image_classification as cls_cfg

{folder_line(folder)}data = cls_cfg.DataConfig(
    input_path={glob},
    file_type={literal(file_type)},
    is_multilabel=True,   # image/class/label holds several labels
{jpeg_only}    is_training=True, global_batch_size=64)
model = cls_cfg.ImageClassificationModel(num_classes={n})
'''
    if task == "detection":
        decoder = ("from official.vision.dataloaders import tf_example_decoder\n\n"
                   f"decoder = tf_example_decoder.TfExampleDecoder("
                   f"include_mask={has_masks(m)})\n"
                   f"# label_map.pbtxt beside the shards names the 1-based class labels: "
                   f"num_classes = {len(m.get('labels') or []) + 1} (with background)\n")
    else:
        decoder = ("from official.vision.dataloaders import segmentation_input\n\n"
                   "decoder = segmentation_input.Decoder()\n")
    return f'''{TF_IMPORTS}{decoder}
{folder_line(folder)}FILES = sorted(tf.io.gfile.glob({glob}))
dataset = tf.data.TFRecordDataset(FILES, compression_type={comp}).map(decoder.decode)
'''


def model_garden_note(m: dict) -> str:
    fmt, task = image_options(m).get("format", "jpeg"), task_of(m)
    if fmt == "raw":
        return ("TF Model Garden's decoders decode encoded images only: convert with "
                "--format jpeg or png for Model Garden.")
    if m.get("compression", "none") == "zlib":
        return "Model Garden reads uncompressed or gzip shards only."
    if task == "multilabel":
        return "Model Garden's classification input reads these lists with is_multilabel=True."
    return ("Model Garden's own decoder for this task reads these keys unchanged; use it as "
            "the decoder of its detection or segmentation input.")


_DALI_NOTES = {
    "detection": "Each image comes with its boxes (objects x 4) and their class numbers.",
    "segmentation": "Each image comes with its mask, decoded as one grey channel: the class "
                    "of each pixel.",
    "multilabel": "Each image comes with the list of its class numbers.",
}


def annotated_notes(entries: list[tuple[str, str, str, str]], m: dict
                    ) -> list[tuple[str, str, str, str]]:
    """how_to_load's (id, title, code, note) entries with the notes an annotated dataset
    needs."""
    task = task_of(m)
    out = []
    for i, title, code, note in entries:
        if i == "pytorch" and code and task == "detection" and has_masks(m):
            note += (" The tfrecord package reads only the first value of a list of bytes, "
                     "so the object masks are not read: use tf.data or TFDS for them.")
        elif i == "dali" and code:
            note += " " + _DALI_NOTES[task]
            if task == "detection" and has_masks(m):
                note += (" DALI's TFRecord reader cannot read lists of strings, so the object "
                         "masks are not read: use tf.data or TFDS for them.")
        elif i == "model_garden":
            note = model_garden_note(m)
        out.append((i, title, code, note))
    return out
