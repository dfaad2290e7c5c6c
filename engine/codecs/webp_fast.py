"""WebP decoded by libwebp's simple decoder, for the "scaled" and "turbo" decoder paths
(engine.codecs.decoders, issue 16).

Pillow decodes every WebP through libwebp's animation decoder: the picture into an RGBA
canvas, then copied twice more into the image (~29 ms for a 1600x1200 photo on one core).
``WebPDecode`` writes the same pixels straight into the image's buffer in ~15 ms
(tests/engine/test_codecs_png_webp.py checks they are identical, so the stored bytes do
not change). libwebp can also decode at a smaller size (``use_scaling``, an area average);
measured, that scored below the Pillow path's resize on drawings and small lossy photos
(bench/README.md), so it is not used.

The library is the libwebp Pillow already loaded for its own WebP plugin, called through
ctypes: no new dependency and no memory beyond the image. Where it cannot be found or its
decoder ABI is not the one declared here, ``decode`` returns None and Pillow decodes as
before; it does also for animated files (Pillow composes their first frame) and for any
file libwebp refuses, so damaged files get Pillow's verdict and message.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from functools import cache

from PIL import Image

#: WEBP_DECODER_ABI_VERSION of libwebp 1.x (src/webp/decode.h). libwebp refuses a config
#: initialised with another major version (WebPInitDecoderConfigInternal returns 0).
ABI_VERSION = 0x0209
MODE_RGB, MODE_RGBA = 0, 1
VP8_STATUS_OK = 0

_int = ctypes.c_int


class _Features(ctypes.Structure):      # WebPBitstreamFeatures
    _fields_ = [("width", _int), ("height", _int), ("has_alpha", _int),
                ("has_animation", _int), ("format", _int), ("pad", ctypes.c_uint32 * 5)]


class _RGBABuffer(ctypes.Structure):    # WebPRGBABuffer
    _fields_ = [("rgba", ctypes.c_void_p), ("stride", _int), ("size", ctypes.c_size_t)]


class _YUVABuffer(ctypes.Structure):    # WebPYUVABuffer (only for the union's size)
    _fields_ = [(n, ctypes.c_void_p) for n in ("y", "u", "v", "a")] + \
        [(n, _int) for n in ("y_stride", "u_stride", "v_stride", "a_stride")] + \
        [(n, ctypes.c_size_t) for n in ("y_size", "u_size", "v_size", "a_size")]


class _Buffers(ctypes.Union):
    _fields_ = [("RGBA", _RGBABuffer), ("YUVA", _YUVABuffer)]


class _DecBuffer(ctypes.Structure):     # WebPDecBuffer
    _fields_ = [("colorspace", _int), ("width", _int), ("height", _int),
                ("is_external_memory", _int), ("u", _Buffers), ("pad", ctypes.c_uint32 * 4),
                ("private_memory", ctypes.c_void_p)]


class _Options(ctypes.Structure):       # WebPDecoderOptions
    _fields_ = [(n, _int) for n in (
        "bypass_filtering", "no_fancy_upsampling", "use_cropping", "crop_left", "crop_top",
        "crop_width", "crop_height", "use_scaling", "scaled_width", "scaled_height",
        "use_threads", "dithering_strength", "flip", "alpha_dithering_strength")] + \
        [("pad", ctypes.c_uint32 * 5)]


class _Config(ctypes.Structure):        # WebPDecoderConfig
    _fields_ = [("input", _Features), ("output", _DecBuffer), ("options", _Options)]


def _loaded_path() -> str | None:
    """The file of the libwebp this process loaded with Pillow's WebP plugin."""
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as f:
            for line in f:
                parts = line.split(maxsplit=5)
                if len(parts) < 6:
                    continue
                path = parts[5].strip()
                name = os.path.basename(path)
                if name.startswith("libwebp") and ".so" in name and \
                        not name.startswith(("libwebpdemux", "libwebpmux")):
                    return path
    except OSError:
        pass
    return ctypes.util.find_library("webp")


@cache
def _lib():
    """libwebp through ctypes, or None (then Pillow decodes)."""
    try:
        from PIL import _webp  # noqa: F401 - loads Pillow's libwebp
        path = _loaded_path()
        if path is None:
            return None
        lib = ctypes.CDLL(path)
        lib.WebPInitDecoderConfigInternal.argtypes = [ctypes.POINTER(_Config), _int]
        lib.WebPInitDecoderConfigInternal.restype = _int
        lib.WebPGetFeaturesInternal.argtypes = [ctypes.c_char_p, ctypes.c_size_t,
                                                ctypes.POINTER(_Features), _int]
        lib.WebPGetFeaturesInternal.restype = _int
        lib.WebPDecode.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.POINTER(_Config)]
        lib.WebPDecode.restype = _int
        lib.WebPFreeDecBuffer.argtypes = [ctypes.POINTER(_DecBuffer)]
        lib.WebPFreeDecBuffer.restype = None
        if not lib.WebPInitDecoderConfigInternal(ctypes.byref(_Config()), ABI_VERSION):
            return None
        return lib
    except (ImportError, OSError, AttributeError):
        return None


def available() -> bool:
    return _lib() is not None


def decode(data: bytes, mode: str, size: tuple[int, int]) -> Image.Image | None:
    """The still WebP in `data` as a Pillow image of `size`, which Pillow opened as
    `mode`: "RGBA" as RGBA, "RGB" as "RGBX" (RGB plus a padding band: Pillow stores RGB
    in 4 bytes a pixel anyway, so libwebp writes straight into the image's memory, with
    no zero-filled image to copy into; engine.codecs.imaging resizes it before dropping
    the band, which gives the bytes an RGB image would). None when libwebp is
    unavailable, the file is animated or libwebp refuses it."""
    lib = _lib()
    if lib is None or mode not in ("RGB", "RGBA"):
        return None
    data = bytes(data)      # (a no-op for bytes) ctypes passes bytes without a copy
    cfg = _Config()
    if not lib.WebPInitDecoderConfigInternal(ctypes.byref(cfg), ABI_VERSION):
        return None
    if lib.WebPGetFeaturesInternal(data, len(data), ctypes.byref(cfg.input),
                                   ABI_VERSION) != VP8_STATUS_OK or cfg.input.has_animation:
        return None
    w, h = cfg.input.width, cfg.input.height
    if (w, h) != size:
        return None
    out = bytearray(w * h * 4)
    view = (ctypes.c_char * len(out)).from_buffer(out)
    cfg.output.colorspace = MODE_RGBA      # opaque files get alpha 255: the padding band
    cfg.output.is_external_memory = 1
    cfg.output.u.RGBA.rgba = ctypes.addressof(view)
    cfg.output.u.RGBA.stride = w * 4
    cfg.output.u.RGBA.size = len(out)
    status = lib.WebPDecode(data, len(data), ctypes.byref(cfg))
    lib.WebPFreeDecBuffer(ctypes.byref(cfg.output))
    del view
    if status != VP8_STATUS_OK:
        return None
    mapped = "RGBA" if mode == "RGBA" else "RGBX"
    return Image.frombuffer(mapped, (w, h), out, "raw", mapped, 0, 1)   # shares `out`


def decode_opened(data: bytes, im: Image.Image) -> Image.Image | None:
    """`decode` for the WebP `data` that Pillow opened as `im` (still files only), with
    Pillow's metadata (e.g. the ICC profile, which --format png output keeps)."""
    if getattr(im, "n_frames", 1) != 1:
        return None
    pixels = decode(data, im.mode, im.size)
    if pixels is not None:
        pixels.info = dict(im.info)
    return pixels
