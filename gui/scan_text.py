"""The pre-run scan's plain sentences (gui.scan_checks, gui.scan) in the window's
language: each English sentence matched to a code, then shown from its translated
template (context "ScanText")."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from gui.i18n import localized

# The pre-run scan's plain sentences (gui.scan_checks, gui.scan), English -> code.
SCAN_SENTENCES: dict[str, str] = {
    'scan.no_permission': 'the file cannot be opened: you do not have permission to read it',
    'scan.unreadable': 'the file cannot be read (it may have been moved or be on a disconnected '
                       'drive)',
    'scan.empty': 'the file is empty (0 bytes)',
    # the run's sentence (file.iso_cut), so one cut-off file reads alike before and after
    'scan.cut_off': '{format} is cut short: the file ends before its picture data does (copy it '
                    'again from the original)',
    'scan.no_pixels': 'the image says it has no pixels (damaged header)',
    'scan.damaged_data': 'the image data is damaged part-way through',
    'scan.damaged_start': 'the start of the file is damaged: it begins like a {format} image but '
                          'cannot be read as one',
    'scan.other_named': 'this is {kind} named {ext}, not an image',
    'scan.other_bare': 'this is {kind} without an extension, not an image',
    'scan.video_named': 'this is a video or other media file named {ext}, not an image',
    'scan.video_bare': 'this is a video or other media file without an extension, not an image',
    'scan.heic_missing': 'HEIC photos need the pillow-heif package, which is not installed; export '
                         'the photo as JPEG first',
    'scan.html_named': 'this is a web page (HTML) named {ext}, not an image',
    'scan.html_bare': 'this is a web page (HTML) without an extension, not an image',
    'scan.svg': 'this is an SVG drawing; export it as PNG first',
    'scan.text_named': 'this is a text file named {ext}, not an image',
    'scan.text_bare': 'this is a text file without an extension, not an image',
    'scan.not_image': 'this file is not an image (its content is not a known picture format)',
    'scan.too_many_pixels': 'the image has {mp} megapixels, above the limit of {limit}: a '
                            'decompression bomb or a huge scan (reduce it first, or raise '
                            '“Largest image” in the options)',
}


def scan_templates() -> dict[str, str]:
    """code -> the scan sentence template in the current language."""
    return {
        'scan.no_permission': QCoreApplication.translate(
            "ScanText", 'the file cannot be opened: you do not have permission to read it'),
        'scan.unreadable': QCoreApplication.translate(
            "ScanText", 'the file cannot be read (it may have been moved or be on a disconnected '
                        'drive)'),
        'scan.empty': QCoreApplication.translate(
            "ScanText", 'the file is empty (0 bytes)'),
        'scan.cut_off': QCoreApplication.translate(   # (the run's: gui.engine_text_items)
            "EngineText", '{format} is cut short: the file ends before its picture data does '
                          '(copy it again from the original)'),
        'scan.no_pixels': QCoreApplication.translate(
            "ScanText", 'the image says it has no pixels (damaged header)'),
        'scan.damaged_data': QCoreApplication.translate(
            "ScanText", 'the image data is damaged part-way through'),
        'scan.damaged_start': QCoreApplication.translate(
            "ScanText", 'the start of the file is damaged: it begins like a {format} image but '
                        'cannot be read as one'),
        'scan.other_named': QCoreApplication.translate(
            "ScanText", 'this is {kind} named {ext}, not an image'),
        'scan.other_bare': QCoreApplication.translate(
            "ScanText", 'this is {kind} without an extension, not an image'),
        'scan.video_named': QCoreApplication.translate(
            "ScanText", 'this is a video or other media file named {ext}, not an image'),
        'scan.video_bare': QCoreApplication.translate(
            "ScanText", 'this is a video or other media file without an extension, not an image'),
        'scan.heic_missing': QCoreApplication.translate(
            "ScanText", 'HEIC photos need the pillow-heif package, which is not installed; export '
                        'the photo as JPEG first'),
        'scan.html_named': QCoreApplication.translate(
            "ScanText", 'this is a web page (HTML) named {ext}, not an image'),
        'scan.html_bare': QCoreApplication.translate(
            "ScanText", 'this is a web page (HTML) without an extension, not an image'),
        'scan.svg': QCoreApplication.translate(
            "ScanText", 'this is an SVG drawing; export it as PNG first'),
        'scan.text_named': QCoreApplication.translate(
            "ScanText", 'this is a text file named {ext}, not an image'),
        'scan.text_bare': QCoreApplication.translate(
            "ScanText", 'this is a text file without an extension, not an image'),
        'scan.not_image': QCoreApplication.translate(
            "ScanText", 'this file is not an image (its content is not a known picture format)'),
        'scan.too_many_pixels': QCoreApplication.translate(
            "ScanText", 'the image has {mp} megapixels, above the limit of {limit}: a '
                        'decompression bomb or a huge scan (reduce it first, or raise “Largest '
                        'image” in the options)'),
    }


def _kinds() -> dict[str, str]:
    return {
        'a PDF document': QCoreApplication.translate("ScanText", 'a PDF document'),
        'a ZIP archive': QCoreApplication.translate("ScanText", 'a ZIP archive'),
        'a Photoshop file': QCoreApplication.translate("ScanText", 'a Photoshop file'),
        'a Word (RTF) document': QCoreApplication.translate("ScanText", 'a Word (RTF) document'),
        'an Office document': QCoreApplication.translate("ScanText", 'an Office document'),
    }


def _regex(template: str) -> re.Pattern:
    parts = re.split(r"\{(\w+)\}", template)
    rx = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(parts))
    return re.compile(rx + r"\Z", re.S)


def scan_sentence(text: str) -> str:
    """A scan problem in the current language; the English when it is not a known one."""
    for code, template in sorted(SCAN_SENTENCES.items(), key=lambda kv: -len(kv[1])):
        m = _regex(template).match(text)
        if not m:
            continue
        # its numbers as the window writes them (the scan's thread wrote "10,000")
        params = {k: localized(v) for k, v in m.groupdict().items()}
        if "kind" in params:
            if params["kind"] not in _kinds():
                continue
            params["kind"] = _kinds()[params["kind"]]
        try:
            return scan_templates()[code].format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text
