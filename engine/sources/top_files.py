"""What the files at the top of a class-folder source are, beside the class folders: the
system's litter (never listed), side files (labels.csv, README.md: ignored, named once),
or pictures, which are skipped and named, each with what to do.

A picture there has no class. One named like an image (.jpg, .png) was skipped with "not
inside a class folder", but one whose name did not say so was taken for a side file by
its name alone: a DICOM slice exported without an extension (``scan0001``), a camera's
``IMG_0001`` or a ``photo.jfif`` read "ignored 3 files beside the class folders that are
not images", in a list cut after five names, and `engine scan` said nothing of them. Their
first bytes tell (engine.magic, as the run tells an image from another file): an image is
skipped as the one named .jpg is, and a picture in a format the tool cannot read (DICOM,
JPEG 2000, a camera's RAW: engine.camera_raw) with that format's advice
(engine.codecs.refusals), so that the person who meant it as data learns both that it was
left out and what to do. Only these files are opened (their first bytes; a TIFF's first
directory), and only regular files: a named pipe is never opened.
"""

from __future__ import annotations

from engine.camera_raw import raw_format
from engine.magic import HEAD_BYTES, image_format, sniff
from engine.regular_files import open_input

#: OS litter that is never an input and never worth a line in rejected.csv.
IGNORED_NAMES = {"thumbs.db", "desktop.ini", "ehthumbs.db", "icon\r", "__macosx", ".ds_store"}

#: Extensions of image files: a file so named at the top of a class-folder source is a
#: stray image (rejected: it needs a class) without being opened; another is opened
#: (:func:`stray_picture`). Inside class folders content decides.
IMAGE_EXTENSIONS = frozenset(
    ".jpg .jpeg .jpe .png .bmp .gif .webp .tif .tiff .ppm .pgm .pbm .heic .heif .avif"
    .split())  # = gui.job

#: Why an image at the top of a class-folder source is skipped (file.not_in_class).
NOT_IN_CLASS = "not inside a class folder: move it into one of the class folders"

#: engine.magic's kinds of pictures in formats the tool refuses with advice (export them
#: first): a file of these kinds beside the class folders is a picture meant as data, not
#: a side file. (A drawing, SVG, and an editor's document, PSD, beside a dataset are
#: mostly its documentation: they stay side files.)
REFUSED_PICTURES = frozenset({"dicom", "jpeg2000"})


def is_ignored(name: str) -> bool:
    """Hidden files and the system's litter (.DS_Store, Thumbs.db): never listed."""
    return name.startswith(".") or name.lower() in IGNORED_NAMES


def stray_picture(path: str) -> str | None:
    """Why the file at ``path``, at the top of a class-folder source and not named like an
    image, is skipped, when its first bytes are a picture's: an image's (NOT_IN_CLASS), or
    those of a format the run refuses with advice (DICOM, a camera RAW file: its refusal,
    which says how to export it). None for a side file (text, a table, a document,
    anything else), a file that is not a regular file, or one that cannot be read:
    ignored, as before."""
    try:
        with open_input(path) as f:
            head = f.read(HEAD_BYTES)
            raw = raw_format(head, f)   # (a NEF's IFD0 may lie past its first bytes)
    except OSError:
        return None
    if raw is not None:   # (before image_format: a NEF or a DNG begins as a TIFF)
        from engine.codecs.refusals import camera_raw_file
        return str(camera_raw_file(raw))
    if image_format(head) is not None:
        return NOT_IN_CLASS
    if sniff(head) in REFUSED_PICTURES:
        from engine.codecs.refusals import not_an_image
        return str(not_an_image(head))
    return None
