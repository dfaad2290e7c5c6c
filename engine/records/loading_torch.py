"""The "How to load" snippet for PyTorch (the `tfrecord` package, with the .idx files
beside uncompressed shards), split from engine.records.loading, which imports it."""

from __future__ import annotations

from engine.config import DEFAULT_MAX_PIXELS
from engine.records.loading import (
    annotated,
    fixed_shape,
    folder_line,
    image_options,
    in_folder,
    literal,
    main_split,
)

#: Pillow's own pixel limit as it ships (Image.MAX_IMAGE_PIXELS, ~89 megapixels): Image.open
#: warns above it (DecompressionBombWarning) and raises DecompressionBombError above twice
#: it, in the user's process, where the engine's --max-pixels does not apply.
PILLOW_MAX_IMAGE_PIXELS = 89_478_485


def pillow_limit_line(m: dict) -> str:
    """The line that sets Pillow's limit to the run's --max-pixels, with why, when the run
    let through images above the default limit (itself above Pillow's): the snippet's
    Image.open failed on them with Pillow's DecompressionBombError. "" for any other run,
    whose snippet stays as it was."""
    limit = int(image_options(m).get("max_pixels") or DEFAULT_MAX_PIXELS)
    if limit <= max(DEFAULT_MAX_PIXELS, PILLOW_MAX_IMAGE_PIXELS):
        return ""
    return (f"# Its images are up to {limit / 1e6:g} megapixels (converted with --max-pixels "
            f"{limit}). Pillow\n# refuses an image above ~179 megapixels as a possible "
            "decompression bomb unless told:\n"
            f"Image.MAX_IMAGE_PIXELS = {limit:_}\n\n")


#: Wraps a shard the package reads without an index (gzip, or one record): it splits a file
#: among DataLoader workers by its index only, so with num_workers=N each of them read all
#: of such a shard, and every image of it came N times.
ONE_WORKER = '''

class OneWorker(torch.utils.data.IterableDataset):
    """A shard read without an index: each DataLoader worker would read all of it (every
    image num_workers times), so one worker reads it, the shards taking turns."""

    def __init__(self, shard, number):
        self.shard, self.number = shard, number

    def __iter__(self):
        worker = torch.utils.data.get_worker_info()
        if worker is None or self.number % worker.num_workers == worker.id:
            yield from self.shard
'''


def snippet(folder: str, m: dict) -> str:
    """The PyTorch snippet (the tfrecord package) for the main split, or "" for zlib shards,
    which it cannot read (how_to_load's note says so)."""
    compression = m.get("compression", "none")
    if compression == "zlib":
        return ""
    fmt, split = image_options(m).get("format", "jpeg"), main_split(m)
    if fmt == "raw":
        decode = ('    h, w, c = (int(features[k][0]) for k in ("image/height", '
                  '"image/width", "image/channels"))\n'
                  '    image = np.frombuffer(features["image/encoded"], np.uint8)'
                  '.reshape(h, w, c)\n')
    else:
        mode = "L" if int(image_options(m).get("channels", 3)) == 1 and fmt != "original" else "RGB"
        decode = ('    image = np.asarray(Image.open(io.BytesIO(features["image/encoded"]))'
                  f'.convert({literal(mode)}))\n')
    if compression == "gzip":   # .idx files exist for uncompressed shards only
        helper, read = "", '''

def reader(number, path):
    shard = TFRecordDataset(path, None, DESCRIPTION, transform=decode,
                            compression_type="gzip")   # no .idx: uncompressed shards only
    return OneWorker(shard, number)
'''
    else:
        helper, read = '''

def index_of(path):
    """The shard's .idx file. With it each pass starts at a random record (a cheap
    shuffle) and DataLoader workers split the file; the package cannot load the index of
    a one-record shard (numpy reads one line as a 1-D array), so that one goes without."""
    with open(path + ".idx") as f:
        return path + ".idx" if sum(1 for _ in f) > 1 else None
''', '''

def reader(number, path):
    index = index_of(path)
    shard = TFRecordDataset(path, index, DESCRIPTION, transform=decode)
    return shard if index else OneWorker(shard, number)
'''
    # batch_size=None: images of different sizes (or annotations) are given one at a time.
    batch = "batch_size=64" if fixed_shape(m) and not annotated(m) else "batch_size=None"
    desc, target = ', "image/class/label": "int"', ""
    result = 'int(features["image/class/label"][0])'
    if annotated(m):
        from engine.records import loading_tasks
        desc, target = loading_tasks.pytorch_description(m)
        result = "target"
    uses_pillow = "Image.open" in decode + target
    limit = pillow_limit_line(m) if uses_pillow else ""
    return f'''import glob
import io
import os

import numpy as np
import torch
from PIL import Image
from tfrecord.torch.dataset import TFRecordDataset   # pip install tfrecord torch

{limit}{folder_line(folder)}DESCRIPTION = {{"image/encoded": "byte", "image/height": "int",
               "image/width": "int", "image/channels": "int"{desc}}}


def decode(features):
{decode}{target}    return torch.from_numpy(image.copy()), {result}
{helper}{ONE_WORKER}{read}

SHARDS = sorted(glob.glob({in_folder(m, split)}))
if not SHARDS:   # a moved or copied dataset: FOLDER names where it is now
    raise FileNotFoundError({literal(f"no {split} shards in ")} + FOLDER)
dataset = torch.utils.data.ChainDataset(
    [reader(number, path) for number, path in enumerate(SHARDS)])
loader = torch.utils.data.DataLoader(dataset, {batch})
'''
