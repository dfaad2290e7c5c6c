"""libtiff's own messages silenced in this process.

libtiff writes what it finds to the process's stderr itself ("ZIPDecode: Decoding error at
scanline 0", "tempfile.tif: Using code not yet in table.", "_TIFFVSetField: ... Bad value",
"TIFFFetchNormalTag: ..."): from a worker they reached the window's log as they were, in
English in every language, naming no file (Pillow gives libtiff the name "tempfile.tif").
Each such file's own reason already says what happened, in the window's language ("TIFF
is damaged inside: ..."); a message about a file that converts tells the user nothing to
do. Pillow offers no setting for them, so libtiff's error and warning handlers are set to
none (TIFFSetErrorHandler, TIFFSetWarningHandler and their Ext forms, through ctypes, in
the libtiff Pillow's _imaging module is linked to).

Where that libtiff's functions cannot be reached (a Pillow built with libtiff linked in
and not exported, as Windows wheels are), nothing changes: the messages stay, as before.
"""

from __future__ import annotations

import ctypes

#: libtiff's functions that set the process's handlers (each takes the new handler, a
#: function pointer, and returns the old one).
_SETTERS = ("TIFFSetErrorHandler", "TIFFSetErrorHandlerExt", "TIFFSetWarningHandler",
            "TIFFSetWarningHandlerExt")

_done = False


def silence() -> bool:
    """Set libtiff's handlers to none (once a process); whether they were (False where
    libtiff's functions cannot be reached)."""
    global _done
    if _done:
        return True
    try:
        from PIL import _imaging
        lib = ctypes.CDLL(_imaging.__file__)   # (its libtiff's symbols found through it)
        setters = [getattr(lib, name) for name in _SETTERS]
    except (ImportError, OSError, AttributeError):
        return False
    for setter in setters:
        setter.restype = ctypes.c_void_p
        setter.argtypes = [ctypes.c_void_p]
        setter(None)
    _done = True
    return True
