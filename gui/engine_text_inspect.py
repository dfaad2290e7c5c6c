"""The engine's coded sentences of `inspect` about a file or path it could not read as
TFRecord data (codes inspect.*), in the window's language; the table is
gui.engine_text's, split by family of codes. The context stays "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str]:
    """code -> the template in the current language, for inspect's problems."""
    return {
        'inspect.empty': QCoreApplication.translate("EngineText", 'empty file: no records'),
        'inspect.empty_stream': QCoreApplication.translate(
            "EngineText", 'empty file: no records (the {compression} data decompresses to '
                          'nothing)'),
        'inspect.unreadable': QCoreApplication.translate(
            "EngineText", 'cannot read the file ({detail})'),
        'inspect.too_short': QCoreApplication.translate(
            "EngineText", 'not a TFRecord file (too short to hold one record)'),
        'inspect.bad_first_header': QCoreApplication.translate(
            "EngineText", 'not a TFRecord file (its first record header is invalid)'),
        'inspect.zlib_not_tfrecord': QCoreApplication.translate(
            "EngineText", 'not a TFRecord file, or a damaged ZLIB-compressed one: it starts '
                          'like ZLIB data but cannot be decompressed ({detail})'),
        'inspect.stream_cut': QCoreApplication.translate(
            "EngineText", 'compressed data ends early (file truncated)'),
        'inspect.stream_damaged': QCoreApplication.translate(
            "EngineText", 'compressed data is damaged ({detail})'),
        'inspect.header_bad_or_cut': QCoreApplication.translate(
            "EngineText", 'length CRC mismatch or truncated header'),
        'inspect.no_files': QCoreApplication.translate(
            "EngineText", 'no TFRecord files found in this folder'),
        'inspect.folder_unreadable': QCoreApplication.translate(
            "EngineText", 'cannot read this folder ({detail})'),
        'inspect.not_file_or_folder': QCoreApplication.translate(
            "EngineText", 'not a file or folder'),
        'inspect.missing': QCoreApplication.translate("EngineText", 'does not exist'),
    }
