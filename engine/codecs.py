"""Which decoder path converts images, recorded in the output options so that --resume
never mixes the bytes of two paths in one dataset.

Two paths exist (issue 16):

* ``turbo``: JPEGs are decoded by libjpeg-turbo through simplejpeg at the smallest M/8
  scale that still covers the target (Pillow's draft can only do 1/2, 1/4, 1/8), resized
  with OpenCV's INTER_AREA and encoded by simplejpeg. Everything else (PNG, WebP, TIFF,
  CMYK JPEG, --exact, ...) goes through Pillow as before. Chosen when both libraries are
  installed.
* ``pillow``: today's path, Pillow only. Selected with the environment variable
  TFRS_DECODER=pillow (for benchmark comparisons, and to finish with --resume a run that
  an earlier version started), or when simplejpeg/OpenCV are missing.

Also whether the HEIC/AVIF decoders are available (engine.magic recognises the files).
This module is imported by the parent (engine.config): it must stay free of heavy imports.
"""

from __future__ import annotations

import importlib.util
import os

#: Environment variable that selects the decoder path: "auto" (default) or "pillow".
DECODER_ENV = "TFRS_DECODER"


def fast_path_available() -> bool:
    """simplejpeg and OpenCV are importable (checked without importing them)."""
    return all(importlib.util.find_spec(m) is not None for m in ("simplejpeg", "cv2"))


def default_decoder() -> str:
    """The path this process would use: TFRS_DECODER, else turbo when installed."""
    wanted = os.environ.get(DECODER_ENV, "auto").strip().lower() or "auto"
    if wanted == "pillow":
        return "pillow"
    if wanted not in ("auto", "turbo"):
        from engine.errors import ConfigError
        raise ConfigError(f"{DECODER_ENV}={wanted!r}: use auto, turbo or pillow")
    return "turbo" if fast_path_available() else "pillow"


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


def avif_ready() -> bool:
    """This Pillow was built with AVIF support (Pillow 11.3+ wheels are)."""
    from PIL import features
    return bool(features.check("avif"))
