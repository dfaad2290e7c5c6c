"""Which decoder path converts images, recorded in the output options so that --resume
never mixes the bytes of two paths in one dataset.

Three paths exist (issue 16; measurements in bench/README.md):

* ``scaled`` (the default): Pillow, whose JPEG decode also uses libjpeg-turbo's 3/8
  scale (engine.codecs.jpeg_scale) where Pillow's own draft stops at 1/2. ~1.15x the ``pillow``
  path per core at a higher PSNR, with the same worker memory (no numpy in the workers).
* ``turbo``: JPEGs decoded by simplejpeg at the smallest M/8 scale and resized by OpenCV
  (engine.codecs.fast_jpeg), the rest by Pillow. ~1.3x per core, but importing numpy and OpenCV
  doubles a worker's peak RSS (53 MB against 24 MB), so it is opt-in:
  TFRS_DECODER=turbo, with the optional dependencies ``tfrecord-studio[turbo]``.
* On both, PNG is decoded by libspng (engine.codecs.png_fast) and still WebP by libwebp's
  simple decoder (engine.codecs.webp_fast): Pillow's very pixels, so the same bytes, in
  ~0.6-0.75x the CPU time.
* ``pillow``: Pillow only, draft 1/2, 1/4, 1/8 (the engine 0.1 path). Selected with
  TFRS_DECODER=pillow (benchmark comparisons; finishing with --resume a run that an
  earlier version started).

Also whether the HEIC/AVIF decoders are available (engine.magic recognises the files).
This module is imported by the parent (engine.config): it must stay free of heavy imports.
"""

from __future__ import annotations

import importlib.util
import os

# defined there, where the window reads them; DECODER_ENV: the environment variable that
# selects the decoder path: auto (= scaled), scaled, turbo, pillow
from engine.config import DECODER_ENV as DECODER_ENV
from engine.config import DECODERS as DECODERS


def fast_path_available() -> bool:
    """simplejpeg and OpenCV (the turbo path) are importable (checked without importing)."""
    return all(importlib.util.find_spec(m) is not None for m in ("simplejpeg", "cv2"))


def default_decoder() -> str:
    """The path this process would use: TFRS_DECODER, else scaled."""
    return resolve(os.environ.get(DECODER_ENV, "auto"), DECODER_ENV + "=")


def resolve(wanted: str, where: str = "--decoder ") -> str:
    """The path for ``wanted`` (auto = scaled), refused with a ConfigError when it is not
    one of DECODERS or its libraries are missing; ``where`` names the setting in the message."""
    wanted = wanted.strip().lower() or "auto"
    if wanted == "auto":
        return "scaled"
    if wanted not in DECODERS:
        from engine.errors import ConfigError
        raise ConfigError(f"{where}{wanted!r}: use auto, scaled, turbo or pillow")
    if wanted == "turbo" and not fast_path_available():
        from engine.errors import ConfigError
        raise ConfigError(f"{where}turbo needs simplejpeg and opencv-python-headless "
                          "(pip install 'tfrecord-studio[turbo]')")
    return wanted


_HEIF_READY: bool | None = None


def heif_ready() -> bool:
    """pillow-heif is installed and its opener registered with Pillow. Registered on
    first use: importing it costs a worker ~0.1 s, so only a run that meets a HEIC pays."""
    global _HEIF_READY
    if _HEIF_READY is None:
        try:
            import pillow_heif
            pillow_heif.register_heif_opener()
            _HEIF_READY = True
        except ImportError:
            _HEIF_READY = False
    return _HEIF_READY


#: The Pillow module that registers each format's opener. HEIF has none in Pillow: pillow-heif
#: registers it (heif_ready).
PILLOW_PLUGINS = {"JPEG": "JpegImagePlugin", "PNG": "PngImagePlugin", "BMP": "BmpImagePlugin",
                  "GIF": "GifImagePlugin", "WEBP": "WebPImagePlugin",
                  "TIFF": "TiffImagePlugin", "AVIF": "AvifImagePlugin", "HEIF": None}


def pillow_formats(names) -> list[str]:
    """The Pillow formats among `names` whose openers are registered. Pillow raises
    KeyError for a listed format it has no opener for (HEIF before pillow-heif is
    registered), instead of its "cannot identify image file", when every other opener
    refuses a file: a PNG with a broken checksum was rejected as "KeyError: 'HEIF'".

    Only the plugins of `names` are imported: Image.init() imports all ~45 of Pillow's,
    ~20 ms of every worker's start-up, for formats Image.open is never asked to try."""
    from PIL import Image
    for name in names:
        if name in Image.OPEN:
            continue
        plugin = PILLOW_PLUGINS.get(name, "")
        if plugin == "":      # a format not in the table: let Pillow load what it has
            Image.init()
        elif plugin is not None:
            try:
                importlib.import_module(f"PIL.{plugin}")
            except ImportError:   # this Pillow has no such plugin (AVIF before 11.2)
                pass
    return [f for f in names if f in Image.OPEN]


def avif_ready() -> bool:
    """This Pillow was built with AVIF support (Pillow 11.3+ wheels are)."""
    from PIL import features
    return bool(features.check("avif"))
