"""Deterministic, photo-like benchmark datasets, generated once and cached.

Flat colours decode unrealistically fast, so every image is built like a photo: a smooth
colour gradient, several octaves of value noise (natural images have a roughly 1/f
spectrum), soft-edged shapes, and per-pixel sensor grain, which is what sets the JPEG
bitrate.  The same dataset name, size and VERSION always give the same files.

Datasets (folder-per-class layout, two classes, ``root/<class>/<file>``):

- ``a``  the seed experiment: 696x613 JPEGs of about 110-130 KB (the seed's panda photo was
         696x613 and 113 KB).
- ``b``  large photos: 8-16 MP camera-like JPEGs with an EXIF block, every third progressive.
- ``c``  mixed formats: PNG with alpha, lossy WebP, 16-bit TIFF (grey and RGB), CMYK JPEG.
- ``d``  dataset ``a`` again; the runners are asked for ``--format original`` (pure I/O).

Generated data lives in ``<out>/data/<name>-<count>-v<VERSION>/`` with a ``.complete.json``
marker written last, so an interrupted generation is redone and a finished one is reused.
"""

from __future__ import annotations

import io
import json
import multiprocessing as mp
import os
import shutil
import struct
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter

#: Bump when the generators change: old caches are then ignored (and may be deleted).
VERSION = "1"

CLASSES = ("bamboo", "panda")

#: Image counts per mode.  "tiny" is for the CI smoke test, "quick" for `--quick`.
COUNTS = {
    "a": {"full": 1000, "quick": 200, "tiny": 6},
    "b": {"full": 120, "quick": 10, "tiny": 2},
    "c": {"full": 200, "quick": 40, "tiny": 5},
}

DESCRIPTIONS = {
    "a": "seed experiment: JPEG 696x613, 110-130 KB",
    "b": "large photos: JPEG 8-16 MP, 1/3 progressive",
    "c": "mixed: PNG+alpha, WebP, 16-bit TIFF, CMYK JPEG",
    "d": "seed experiment, --format original",
}

# (a): the seed's size and bitrate.
A_SIZE = (696, 613)
A_BYTES = (110_000, 130_000)

# (b): common camera sensor sizes, landscape and portrait.
B_SIZES = [(3264, 2448), (4000, 3000), (4608, 3456), (3000, 4000), (3456, 4608), (2448, 3264)]


@dataclass(frozen=True)
class Dataset:
    """A generated dataset on disk."""

    name: str
    path: Path
    count: int
    total_bytes: int
    original: bool  # runners convert with --format original

    @property
    def description(self) -> str:
        return DESCRIPTIONS[self.name]


# --- pixel content ---------------------------------------------------------------------


def _value_noise(rng: np.random.Generator, w: int, h: int, cells: tuple[int, int], ch: int):
    """Random values on a coarse grid, bicubically upsampled: smooth blobs of one scale."""
    small = rng.random((cells[1], cells[0], ch), dtype=np.float32)
    out = np.empty((h, w, ch), np.float32)
    for c in range(ch):
        out[..., c] = np.asarray(
            Image.fromarray(small[..., c], "F").resize((w, h), Image.BICUBIC)
        )
    return out


def _scene(rng: np.random.Generator, w: int, h: int) -> Image.Image:
    """Gradient + multi-octave noise + soft shapes, no grain (RGB, uint8)."""
    img = _value_noise(rng, w, h, (3, 3), 3) * 160 + 40
    longest = max(w, h)
    for cells, amp in ((8, 50), (24, 30), (64, 22), (160, 14)):
        cw = max(2, w * cells // longest)
        ch = max(2, h * cells // longest)
        img += (_value_noise(rng, w, h, (cw, ch), 1) - 0.5) * amp
    layer = Image.new("RGB", (w, h))
    mask = Image.new("L", (w, h))
    draw, draw_mask = ImageDraw.Draw(layer), ImageDraw.Draw(mask)
    for _ in range(int(rng.integers(6, 14))):
        x0, y0 = rng.random(2) * [w, h]
        rw, rh = (rng.random(2) * 0.3 + 0.05) * [w, h]
        box = [float(x0), float(y0), float(x0 + rw), float(y0 + rh)]
        colour = tuple(int(c) for c in rng.integers(0, 256, 3))
        opacity = int(rng.integers(120, 256))
        shape = draw.ellipse if rng.random() < 0.5 else draw.rectangle
        shape(box, fill=colour)
        (draw_mask.ellipse if shape == draw.ellipse else draw_mask.rectangle)(box, fill=opacity)
    mask = mask.filter(ImageFilter.GaussianBlur(max(1.0, longest / 500)))
    m = np.asarray(mask, np.float32)[..., None] / 255.0
    # Shapes keep some of the texture underneath, like lit surfaces do.
    texture = img - img.mean(axis=(0, 1), keepdims=True)
    img = img * (1 - m) + (np.asarray(layer, np.float32) + 0.4 * texture) * m
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8), "RGB")


def _grain(rng: np.random.Generator, w: int, h: int, sigma: float, mode: str = "RGB"):
    """Sensor-like noise as an image offset by +64 (tiled from a 512px tile: fast at 16 MP)."""
    bands = len(mode)
    tile_px = 512
    tile = rng.standard_normal((tile_px, tile_px, bands), dtype=np.float32) * sigma + 64
    tile = np.clip(tile, 0, 255).astype(np.uint8)
    tile_img = Image.fromarray(tile[..., 0] if bands == 1 else tile, mode)
    if w <= tile_px and h <= tile_px:
        return tile_img.crop((0, 0, w, h))
    out = Image.new(mode, (w, h))
    for y in range(0, h, tile_px):
        for x in range(0, w, tile_px):
            out.paste(tile_img, (x, y))
    return out


def photo(seed: int, w: int, h: int, grain: float = 6.0, mode: str = "RGB") -> Image.Image:
    """A deterministic photo-like image of size w x h.

    Large images get their scene built at a quarter of the size and upscaled (real photos
    are smooth at the pixel level apart from grain), which keeps 16 MP at ~1 s.
    """
    rng = np.random.default_rng(seed)
    factor = 4 if w * h > 4_000_000 else 1
    scene = _scene(rng, max(16, w // factor), max(16, h // factor))
    if factor != 1:
        scene = scene.resize((w, h), Image.BICUBIC)
    if mode == "L":
        scene = scene.convert("L")
    noise = _grain(rng, w, h, grain, "L" if mode == "L" else "RGB")
    return ImageChops.add(scene, noise, scale=1.0, offset=-64)


# --- encoders --------------------------------------------------------------------------


def _jpeg(img: Image.Image, **kw) -> bytes:
    bio = io.BytesIO()
    img.save(bio, "JPEG", **kw)
    return bio.getvalue()


def _jpeg_in_range(img: Image.Image, lo: int, hi: int) -> bytes:
    """Encode at the quality whose size lands in [lo, hi] (binary search, q 60-98)."""
    q_lo, q_hi = 60, 98
    best = None
    while q_lo <= q_hi:
        q = (q_lo + q_hi) // 2
        data = _jpeg(img, quality=q)
        if lo <= len(data) <= hi:
            return data
        if best is None or abs(len(data) - (lo + hi) / 2) < abs(len(best) - (lo + hi) / 2):
            best = data
        if len(data) < lo:
            q_lo = q + 1
        else:
            q_hi = q - 1
    return best


def _exif_camera() -> bytes:
    exif = Image.Exif()
    exif[0x010F] = "BenchCam"  # Make
    exif[0x0110] = "Model 1"  # Model
    exif[0x0112] = 1  # Orientation: normal (present, as in camera files)
    return exif.tobytes()


def _tiff_rgb16(img: Image.Image, seed: int) -> bytes:
    """An uncompressed 16-bit-per-sample RGB TIFF (Pillow cannot write this mode itself)."""
    w, h = img.size
    rng = np.random.default_rng(seed)
    arr = np.asarray(img, np.uint16) * 256  # scale 8 -> 16 bit; low byte filled below
    arr = arr + rng.integers(0, 256, arr.shape, dtype=np.uint16)  # keep low bits busy
    data = arr.astype("<u2").tobytes()
    entries = [  # (tag, type, count, value-or-offset)
        (256, 4, 1, w), (257, 4, 1, h), (258, 3, 3, None), (259, 3, 1, 1),
        (262, 3, 1, 2), (273, 4, 1, None), (277, 3, 1, 3), (278, 4, 1, h),
        (279, 4, 1, len(data)), (284, 3, 1, 1),
    ]
    ifd_offset = 8
    ifd_size = 2 + 12 * len(entries) + 4
    bps_offset = ifd_offset + ifd_size
    data_offset = bps_offset + 6
    out = bytearray(b"II*\x00" + struct.pack("<I", ifd_offset))
    out += struct.pack("<H", len(entries))
    for tag, typ, count, value in entries:
        if tag == 258:
            value = bps_offset
        elif tag == 273:
            value = data_offset
        if typ == 3 and count == 1:
            out += struct.pack("<HHIHH", tag, typ, count, value, 0)
        else:
            out += struct.pack("<HHII", tag, typ, count, value)
    out += struct.pack("<I", 0)
    out += struct.pack("<HHH", 16, 16, 16)
    out += data
    return bytes(out)


# --- per-dataset item builders (top level so spawn workers can run them) ----------------


def item_a(i: int) -> tuple[str, bytes]:
    """Dataset a's i-th file: (relative path, JPEG bytes) of a typical camera photo."""
    img = photo(1_000_000 + i, *A_SIZE, grain=7.0)
    return f"{CLASSES[i % 2]}/img_{i:05d}.jpg", _jpeg_in_range(img, *A_BYTES)


def item_b(i: int) -> tuple[str, bytes]:
    """Dataset b's i-th file: a large (8-16 MP) JPEG, every third one progressive."""
    w, h = B_SIZES[i % len(B_SIZES)]
    img = photo(2_000_000 + i, w, h, grain=9.0)
    progressive = i % 3 == 2
    data = _jpeg(img, quality=92, progressive=progressive, exif=_exif_camera())
    tag = "p" if progressive else "b"
    return f"{CLASSES[i % 2]}/DSC_{i:05d}{tag}.jpg", data


def item_c(i: int) -> tuple[str, bytes]:
    """Dataset c's i-th file: one of five awkward kinds (alpha PNG, WebP, 16-bit TIFFs,
    CMYK JPEG)."""
    kind = i % 5
    seed = 3_000_000 + i
    cls = CLASSES[(i // 5) % 2]
    if kind == 0:  # PNG with a soft alpha channel (a cut-out)
        img = photo(seed, 1024, 768, grain=2.0).convert("RGBA")
        alpha = _value_noise(np.random.default_rng(seed + 1), 1024, 768, (6, 5), 1)[..., 0]
        img.putalpha(Image.fromarray((np.clip(alpha * 2 - 0.5, 0, 1) * 255).astype(np.uint8)))
        bio = io.BytesIO()
        img.save(bio, "PNG", compress_level=6)
        return f"{cls}/cutout_{i:05d}.png", bio.getvalue()
    if kind == 1:  # lossy WebP
        bio = io.BytesIO()
        photo(seed, 1600, 1200, grain=5.0).save(bio, "WEBP", quality=80, method=4)
        return f"{cls}/web_{i:05d}.webp", bio.getvalue()
    if kind == 2:  # 16-bit greyscale TIFF (scanner / microscope style)
        grey = np.asarray(photo(seed, 1024, 768, grain=4.0, mode="L"), np.uint16) * 257
        bio = io.BytesIO()
        Image.fromarray(grey.astype(np.uint16)).save(bio, "TIFF")
        return f"{cls}/scan_{i:05d}.tif", bio.getvalue()
    if kind == 3:  # 16-bit RGB TIFF
        return f"{cls}/scan_{i:05d}.tiff", _tiff_rgb16(photo(seed, 800, 600, grain=4.0), seed)
    # CMYK JPEG (print workflows)
    img = photo(seed, 1200, 900, grain=6.0).convert("CMYK")
    return f"{cls}/print_{i:05d}.jpg", _jpeg(img, quality=90)


_BUILDERS = {"a": item_a, "b": item_b, "c": item_c}


def _write_item(args: tuple[str, int, str]) -> int:
    name, i, root = args
    rel, data = _BUILDERS[name](i)
    path = Path(root) / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return len(data)


# --- cache -------------------------------------------------------------------------------


def dataset_dir(data_root: Path, name: str, count: int) -> Path:
    return data_root / f"{name}-{count}-v{VERSION}"


def ensure(name: str, mode: str, data_root: Path, processes: int | None = None,
           log=print) -> Dataset:
    """Return dataset ``name`` for ``mode`` (full/quick/tiny), generating it if not cached."""
    original = name == "d"
    base = "a" if original else name
    count = COUNTS[base][mode]
    root = dataset_dir(Path(data_root), base, count)
    marker = root / ".complete.json"
    if marker.exists():
        info = json.loads(marker.read_text())
        return Dataset(name, root, info["count"], info["total_bytes"], original)
    if root.exists():
        shutil.rmtree(root)  # an interrupted generation
    tmp = root.with_name(root.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    t0 = time.perf_counter()
    jobs = [(base, i, str(tmp)) for i in range(count)]
    processes = processes or min(os.cpu_count() or 1, 2)
    log(f"generating dataset {base} ({count} images) in {root} ...")
    if processes > 1 and count > 4:
        with mp.get_context("spawn").Pool(processes) as pool:
            sizes = pool.map(_write_item, jobs, chunksize=max(1, count // (processes * 8)))
    else:
        sizes = [_write_item(j) for j in jobs]
    info = {
        "name": base, "count": count, "total_bytes": int(sum(sizes)), "version": VERSION,
        "pillow": Image.__version__, "seconds": round(time.perf_counter() - t0, 2),
        "min_bytes": int(min(sizes)), "max_bytes": int(max(sizes)),
    }
    (tmp / ".complete.json").write_text(json.dumps(info, indent=1))
    tmp.rename(root)
    log(f"  done in {info['seconds']} s, {info['total_bytes'] / 1e6:.1f} MB")
    return Dataset(name, root, count, info["total_bytes"], original)


def list_images(root: Path) -> list[tuple[Path, int, str]]:
    """(path, label, class name) for a folder-per-class dataset, sorted: what runners convert."""
    classes = sorted(p.name for p in Path(root).iterdir() if p.is_dir())
    out = []
    for label, cls in enumerate(classes):
        for p in sorted((Path(root) / cls).iterdir()):
            if p.is_file() and not p.name.startswith("."):
                out.append((p, label, cls))
    return out

