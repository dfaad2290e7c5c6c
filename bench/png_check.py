"""What checking a PNG's image data costs the libspng path (engine.codecs.png_fast):
libspng never reads the zlib stream's Adler-32, so the engine inflates the data itself
(checking it) and hands libspng the rows stored.

    .venv/bin/python -m bench.png_check [--n 8] [--passes 5] [--core 1]

Decode only, CPU time (process_time) per image of the mixed dataset's PNGs (1024x768
RGBA, bench.datasets.item_c), the variants interleaved image by image on one pinned core,
mean of `--passes` after an untimed one (fresh memory is faulted in as in a run: a best-of
on one file hid the copies' cost), as ratios to libspng unchecked:

- libspng unchecked (the engine before the check);
- the engine's checked path with python-isal's inflate, and with the standard library's;
- the standard library inflating the data (checking it, output dropped) and libspng
  inflating it again;
- Pillow (which reads the checksum when it comes in the same read as the last row).

    .venv/bin/python -m bench.png_check --pillow [--n 6] [--passes 5] [--core 1]

The PNG kinds Pillow decodes (palette, grey+alpha, RGB with a tRNS colour, 16-bit RGB and
grey at --bit-depth 16, and a class mask whose last rows are 0: the mixed set's photos made
so), decode only, as ratios to Pillow's plain load: the engine's load
(engine.codecs.png_check.load: the stream checked only where Pillow stopped reading early,
or where the pixels it holds last are left 0: the mask's, a row of too few rows' mark),
the same files written as libpng does (8 KiB IDAT chunks)
with the checksum alone in the last chunk (where it checks every file), and checking
every stream with isal before Pillow decodes (the alternative not taken).

    .venv/bin/python -m bench.png_check --original [--n 8] [--passes 5] [--core 1]

--format original's check of a PNG (engine.codecs.originals.store, the image data inflated
by isal to find what TensorFlow's decode_png refuses) against the same store without it
(Pillow's verify only: the engine before), on the mixed set's PNG+alpha files.
"""

from __future__ import annotations

import io
import os
import struct
import sys
import time
import zlib
from collections.abc import Callable

from PIL import Image

from bench import datasets, single_core
from engine.codecs import png_check, png_fast


def _checked(inflater) -> Callable[[bytes], object]:
    import pyspng

    def run(data: bytes):
        png_check._INFLATER = inflater
        return png_fast._load(pyspng, data, "RGBA")
    return run


def variants() -> dict[str, Callable[[bytes], object]]:
    import pyspng
    out: dict[str, Callable[[bytes], object]] = {
        "libspng unchecked": lambda d: pyspng.load(d, "RGBA")}
    try:
        from isal import isal_zlib
        out["checked, isal inflate"] = _checked(isal_zlib)
    except ImportError:
        print("(python-isal is not installed: its row is missing)")
    out["checked, zlib inflate"] = _checked(zlib)
    out["zlib check + libspng inflating again"] = lambda d: (
        zlib.decompress(png_check.image_data(d)[1]), pyspng.load(d, "RGBA"))
    out["Pillow"] = lambda d: Image.open(io.BytesIO(d)).load()
    return out


def pillow_kinds(n: int) -> dict[str, list[bytes]]:
    """kind -> `n` PNGs of it made from the mixed set's photos (1024x768)."""
    import numpy as np
    out: dict[str, list[bytes]] = {}
    for j in range(n):
        rgba = Image.open(io.BytesIO(datasets.item_c(5 * j)[1]))
        rgb = rgba.convert("RGB")
        mask = np.asarray(rgb.convert("L")) // 64   # (4 classes in blobs, the last rows 0)
        mask[-64:] = 0
        made = {"palette": (rgb.quantize(256), {}), "grey+alpha": (rgba.convert("LA"), {}),
                "RGB + tRNS": (rgb, {"transparency": (1, 2, 3)}),
                "mask, last rows 0": (Image.fromarray(mask.astype(np.uint8), "L"), {})}
        for kind, (im, kw) in made.items():
            buf = io.BytesIO()
            im.save(buf, "PNG", compress_level=6, **kw)
            out.setdefault(kind, []).append(buf.getvalue())
        deep = np.asarray(rgb, np.uint16) * 257
        out.setdefault("RGB 16-bit", []).append(png16(deep))
        out.setdefault("grey 16-bit", []).append(png16(deep[..., 1]))
    return out


def png16(arr) -> bytes:
    """A 16-bit PNG (grey HxW, RGB HxWx3) of `arr`, one IDAT chunk, compression level 6."""
    h, w = arr.shape[:2]
    raw = b"".join(b"\0" + arr[y].astype(">u2").tobytes() for y in range(h))
    ihdr = struct.pack(">IIBBBBB", w, h, 16, 0 if arr.ndim == 2 else 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + \
        _chunk(b"IDAT", zlib.compress(raw, 6)) + _chunk(b"IEND", b"")


def _chunk(kind: bytes, body) -> bytes:
    return struct.pack(">I", len(body)) + kind + bytes(body) + \
        struct.pack(">I", zlib.crc32(kind + bytes(body)))


def _chunked(data: bytes, size: int = 8192) -> bytes:
    """`data` with its image data in IDAT chunks of `size` bytes, as libpng writes them,
    the stream's last 4 bytes (its checksum) in a chunk of their own: Pillow stops before
    it, so the engine checks every such file."""
    at, stream = png_check.image_data(data)
    end = data.index(b"IEND") - 4
    cuts = [*range(0, len(stream) - 4, size), len(stream) - 4, len(stream)]
    idats = b"".join(_chunk(b"IDAT", stream[a:b]) for a, b in zip(cuts, cuts[1:], strict=False))
    return data[:at] + idats + data[end:]


def _plain(d: bytes) -> None:
    Image.open(io.BytesIO(d)).load()


def _engine(d: bytes) -> None:
    png_check.load(Image.open(io.BytesIO(d)), d)


def _checked_first(d: bytes) -> None:
    png_check.check_stream(d)
    Image.open(io.BytesIO(d)).load()


def pillow_main(args) -> int:
    kinds = pillow_kinds(args.n)
    cands = {"Pillow load": (_plain, False), "engine (png_check.load)": (_engine, False),
             "engine, checksum in its own chunk": (_engine, True),
             "isal check first, then Pillow": (_checked_first, False)}
    files = {k: [(d, _chunked(d)) for d in v] for k, v in kinds.items()}
    spent = {(k, c): 0.0 for k in files for c in cands}
    for r in range(args.passes + 1):
        for k, pairs in files.items():
            for i, (plain, chunked) in enumerate(pairs):
                order = list(cands.items())
                for name, (fn, apart) in order if (i + r) % 2 else order[::-1]:
                    t = time.process_time()
                    fn(chunked if apart else plain)
                    if r:
                        spent[k, name] += time.process_time() - t
    print("\n| decode only, 1024x768 | Pillow load, ms | " +
          " | ".join(c for c in cands if c != "Pillow load") + " |")
    print("|---|---:|" + "---:|" * (len(cands) - 1))
    for k in files:
        base = spent[k, "Pillow load"]
        ms = 1000 * base / (args.passes * len(files[k]))
        print(f"| {k} | {ms:.1f} | " + " | ".join(
            f"{spent[k, c] / base:.2f}x" for c in cands if c != "Pillow load") + " |")
    return 0


def original_main(args) -> int:
    from engine.codecs import originals
    from engine.config import ImageOptions
    opts = ImageOptions(format="original", resize="none")
    files = [datasets.item_c(5 * j)[1] for j in range(args.n)]
    real = originals._png_data

    def unchecked(d: bytes) -> None:
        originals._png_data = lambda *_: None
        try:
            originals.store(d, opts)
        finally:
            originals._png_data = real
    cands = {"verify only (before)": unchecked,
             "with the image data checked": lambda d: originals.store(d, opts)}
    spent = interleaved(files, cands, args.passes)
    base = spent["verify only (before)"]
    print("\n| --format original, PNG+alpha 1024x768 | ms per image | ratio |\n|---|---:|---:|")
    for name, t in spent.items():
        print(f"| {name} | {1000 * t / (args.passes * len(files)):.2f} | {t / base:.2f}x |")
    return 0


def interleaved(files: list[bytes], cands: dict, passes: int) -> dict[str, float]:
    """CPU seconds each of ``cands`` (name -> function of a file's bytes) spent on every
    file, ``passes`` times, the candidates' order turned at each file and pass (the first
    pass warms up, untimed): a shared machine's drift falls on all of them alike."""
    spent = dict.fromkeys(cands, 0.0)
    for r in range(passes + 1):
        for i, data in enumerate(files):
            order = list(cands.items())
            for name, fn in order if (i + r) % 2 else order[::-1]:
                t = time.process_time()
                fn(data)
                if r:
                    spent[name] += time.process_time() - t
    return spent


def main(argv=None) -> int:
    ap = single_core.parser("python -m bench.png_check", __doc__, 8, "PNG files", 5)
    ap.add_argument("--pillow", action="store_true",
                    help="the PNG kinds Pillow decodes (engine.codecs.png_check.load)")
    ap.add_argument("--original", action="store_true",
                    help="--format original's check of a PNG (engine.codecs.originals)")
    args = ap.parse_args(argv)
    single_core.pin(args.core)
    load0 = os.getloadavg()[0]
    if args.pillow or args.original:
        (pillow_main if args.pillow else original_main)(args)
        print(f"\n{single_core.load_line(load0)}")
        return 0
    files = [datasets.item_c(5 * j)[1] for j in range(args.n)]
    cands = variants()
    spent = interleaved(files, cands, args.passes)
    base = spent["libspng unchecked"]
    print("\n| decode only, PNG+alpha 1024x768 | ms per image | vs unchecked |\n|---|---:|---:|")
    for name, t in spent.items():
        print(f"| {name} | {1000 * t / (args.passes * len(files)):.1f} | {t / base:.2f}x |")
    print(f"\n{single_core.load_line(load0)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
