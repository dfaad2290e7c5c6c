"""How to load a dataset with NVIDIA DALI (engine.records.loading's DALI entry): its
TFRecord reader with our .idx files, on the CPU as written, for every task (the task's
keys come from engine.records.loading_tasks). Standard library only, no file access.
Every snippet is run with DALI itself by the tests (tests/engine/snippet_run.py).
"""

from __future__ import annotations

from engine.reason_pair import plural
from engine.records.loading import (
    annotated,
    fixed_shape,
    folder_line,
    image_options,
    literal,
    main_split,
    split_files,
    stored_count,
    stored_formats,
)
from engine.records.loading_tasks import dali_targets

#: DALI's reader for the classification label, and what the pipeline returns.
_DALI_LABEL = ('"image/class/label": tfrec.FixedLenFeature([1], tfrec.int64, -1)',
               "    return images, ex[\"image/class/label\"]\n", "images, labels")


def snippet(folder: str, m: dict) -> str:
    """DALI's pipeline for the main split, or "" where it cannot read it (note() says why)."""
    if m.get("compression", "none") != "none" or gif_records(m):
        return ""
    fmt, split = image_options(m).get("format", "jpeg"), main_split(m)
    shape = fixed_shape(m)
    if fmt == "raw" and not shape:
        return ""
    names = literal(split_files(m, split))
    if fmt == "raw":
        images = f'fn.reshape(ex["image/encoded"], shape={shape}, layout="HWC")'
    else:
        grey = int(image_options(m).get("channels", 3)) == 1 and fmt != "original"
        kind = "GRAY" if grey else "RGB"
        images = f'fn.decoders.image(ex["image/encoded"], device="cpu", output_type=types.{kind})'
    batch = 64 if shape else 1
    features, returns, outputs = dali_targets(m) if annotated(m) else _DALI_LABEL
    return f'''import os

from nvidia.dali import fn, pipeline_def, types
import nvidia.dali.tfrecord as tfrec

{folder_line(folder)}FILES = [os.path.join(FOLDER, name) for name in {names}]


# device_id=None runs on the CPU; with a GPU use device_id=0 and device="mixed" below.
@pipeline_def(batch_size={batch}, num_threads=2, device_id=None)
def pipe():
    ex = fn.readers.tfrecord(
        path=FILES, index_path=[f + ".idx" for f in FILES],
        features={{"image/encoded": tfrec.FixedLenFeature((), tfrec.string, ""),
                  {features}}})
    images = {images}
{returns}

pipeline = pipe()
pipeline.build()
{outputs} = pipeline.run()
'''


def gif_records(m: dict) -> int:
    """GIF originals in the main split: DALI decodes no GIF, and its pipeline stops at the
    first one (tested), so no snippet is offered for them."""
    return (stored_count(m, "gif") or 0) if image_options(m).get("format") == "original" else 0


def note(m: dict, code: str) -> str:
    """What the DALI entry says beside its `code` (snippet()): how it runs, or why there
    is no snippet."""
    if m.get("compression", "none") != "none":
        return ("DALI reads uncompressed shards only (with their .idx files): convert with "
                "--compression none.")
    if gifs := gif_records(m):
        return (f"DALI does not decode GIF, and this dataset holds {gifs} GIF "
                f"{plural(gifs, 'file')}: convert with --format jpeg or png for "
                "DALI.")
    if not code:
        return "DALI cannot reshape raw images of different sizes: convert with --resize."
    unknown = image_options(m).get("format") == "original" and stored_formats(m) is None
    return "Runs on the CPU as written." + (" DALI does not decode GIF." if unknown else "")
