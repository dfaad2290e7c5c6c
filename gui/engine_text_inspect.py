"""The engine's coded sentences of `inspect` about a file or path it could not read as
TFRecord data (codes inspect.*), in the window's language; the table is
gui.engine_text's, split by family of codes. The context stays "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.reason_codes import By, Template


def templates() -> dict[str, Template]:
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
        'inspect.damaged_one': (
            QCoreApplication.translate(
                "EngineText", '{n} record, 1 damaged ({which}): its data does not match '
                              'its checksum; the records after it were read and checked'),
            QCoreApplication.translate(
                "EngineText", '{n} records, 1 damaged ({which}): its data does not '
                              'match its checksum; the records after it were read and '
                              'checked')),
        'inspect.damaged_many': QCoreApplication.translate(
            "EngineText", '{n} records, {m} damaged ({which}): their data does not match their '
                          'checksums; the records around them were read and checked'),
        'inspect.stopped': QCoreApplication.translate(
            "EngineText", 'reading stopped at record #{r} (byte {n}): its length is damaged, '
                          'so the records after it, if any, cannot be located'),
        'inspect.cut_short': QCoreApplication.translate(
            "EngineText", 'the file is cut short: it ends inside record #{r}, so that record '
                          'and any after it are missing'),
        'inspect.cut_short_known': QCoreApplication.translate(
            "EngineText", 'the file is cut short: it ends inside record #{r} ({n} bytes, the '
                          'manifest says {m}), so the records from #{r} on are missing: {k} of '
                          'the {total} the manifest lists'),
        'inspect.short': (
            QCoreApplication.translate(
                "EngineText", 'the file is cut short after {n} record: the manifest '
                              'lists {total} ({size} bytes on disk, the manifest says '
                              '{m}), so the records from #{n} on are missing'),
            QCoreApplication.translate(
                "EngineText", 'the file is cut short after {n} records: the manifest '
                              'lists {total} ({size} bytes on disk, the manifest says '
                              '{m}), so the records from #{n} on are missing')),
        'inspect.listed_empty': QCoreApplication.translate(
            "EngineText", 'no records, as the manifest lists: every image planned for this '
                          'shard failed to convert (rejected.csv says why)'),
        'inspect.tf_stops': QCoreApplication.translate(
            "EngineText", "TensorFlow's reader stops at the first damaged record "
                          '(DataLossError), so this file cannot be used for training until it '
                          'is written again'),
        # (the window's own words: the Convert tab's option, not --bit-depth)
        'inspect.dark': QCoreApplication.translate(
            "EngineText", 'Most images in these files are almost black ({n} of {m} looked at; '
                          'brightest value {v} of 255). If they came from a {bits}-bit '
                          'camera, convert the source again with {bits} bits under “16-bit '
                          'images” on the Convert tab.'),
        'inspect.ds_missing_one': (
            QCoreApplication.translate(
                "EngineText", 'The manifest lists {n} shard file; it is not in this '
                              'folder ({names})'),
            QCoreApplication.translate(
                "EngineText", 'The manifest lists {n} shard files; 1 of them is not in '
                              'this folder ({names})')),
        'inspect.ds_missing': QCoreApplication.translate(
            "EngineText", 'The manifest lists {n} shard files; {m} of them are not in this '
                          'folder ({names})'),
        'inspect.ds_unlisted_one': QCoreApplication.translate(
            "EngineText", 'This folder holds 1 TFRecord file that the manifest does not list '
                          '({names})'),
        'inspect.ds_unlisted': QCoreApplication.translate(
            "EngineText", 'This folder holds {n} TFRecord files that the manifest does not '
                          'list ({names})'),
        # (the window's own wording: Resume on the Convert tab, not --resume)
        'inspect.unfinished_cancelled': By(
            "total",
            QCoreApplication.translate(
                "EngineText", 'This dataset is not finished: the run was cancelled after {n} '
                              'of {total} shard ({m} of {planned} images). Finish it with '
                              'Resume on the Convert tab.'),
            QCoreApplication.translate(
                "EngineText", 'This dataset is not finished: the run was cancelled after {n} '
                              'of {total} shards ({m} of {planned} images). Finish it with '
                              'Resume on the Convert tab.')),
        'inspect.unfinished_failed': By(
            "total",
            QCoreApplication.translate(
                "EngineText", 'This dataset is not finished: the run failed after {n} of '
                              '{total} shard ({m} of {planned} images). Finish it with Resume '
                              'on the Convert tab.'),
            QCoreApplication.translate(
                "EngineText", 'This dataset is not finished: the run failed after {n} of '
                              '{total} shards ({m} of {planned} images). Finish it with Resume '
                              'on the Convert tab.')),
        'inspect.unfinished_stopped': By(
            "total",
            QCoreApplication.translate(
                "EngineText", 'This dataset is not finished: the run stopped before its end '
                              '(the program was closed or crashed) after {n} of {total} shard '
                              '({m} of {planned} images). Finish it with Resume on the Convert '
                              'tab.'),
            QCoreApplication.translate(
                "EngineText", 'This dataset is not finished: the run stopped before its end '
                              '(the program was closed or crashed) after {n} of {total} '
                              'shards ({m} of {planned} images). Finish it with Resume on the '
                              'Convert tab.')),
        'inspect.unfinished_written': By(
            "total",
            QCoreApplication.translate(
                "EngineText", 'This dataset is not finished: every shard is written '
                              '({total} shard), but the run ended before it recorded the '
                              'dataset as finished. Finish it with Resume on the Convert tab.'),
            QCoreApplication.translate(
                "EngineText", 'This dataset is not finished: every shard is written '
                              '({total} shards), but the run ended before it recorded the '
                              'dataset as finished. Finish it with Resume on the Convert tab.')),
        'inspect.unfinished_run': QCoreApplication.translate(
            "EngineText", 'This dataset is not finished: the run that wrote it did not reach '
                          'its end. Finish it with Resume on the Convert tab.'),
        'inspect.unfinished_names': By(
            "m",
            QCoreApplication.translate(
                "EngineText", 'This dataset is not complete: its file names say {total} '
                              'shards ({pattern}), and {m} of them is not in this folder'),
            QCoreApplication.translate(
                "EngineText", 'This dataset is not complete: its file names say {total} '
                              'shards ({pattern}), and {m} of them are not in this folder')),
        'inspect.unfinished_missing': (
            QCoreApplication.translate("EngineText", '{n} shard is not in this folder: {names}'),
            QCoreApplication.translate(
                "EngineText", '{n} shards are not in this folder: {names}')),
        'inspect.unfinished_kept': By(
            "m",
            (QCoreApplication.translate(
                "EngineText", '{n} more image is kept for Resume in {m} unfinished shard (a '
                              'hidden .partial file, not read here)'),
             QCoreApplication.translate(
                "EngineText", '{n} more images are kept for Resume in {m} unfinished shard (a '
                              'hidden .partial file, not read here)')),
            (QCoreApplication.translate(
                "EngineText", '{n} more image is kept for Resume in {m} unfinished shards '
                              '(hidden .partial files, not read here)'),
             QCoreApplication.translate(
                "EngineText", '{n} more images are kept for Resume in {m} unfinished shards '
                              '(hidden .partial files, not read here)'))),
        'inspect.unfinished_partial': By(
            "m",
            (QCoreApplication.translate(
                "EngineText", '{n} more image is in {m} unfinished shard (a hidden .partial '
                              'file, not read here): Resume keeps it if it reads back whole'),
             QCoreApplication.translate(
                "EngineText", '{n} more images are in {m} unfinished shard (a hidden .partial '
                              'file, not read here): Resume keeps those that read back '
                              'whole')),
            (QCoreApplication.translate(
                "EngineText", '{n} more image is in {m} unfinished shards (hidden .partial '
                              'files, not read here): Resume keeps it if it reads back whole'),
             QCoreApplication.translate(
                "EngineText", '{n} more images are in {m} unfinished shards (hidden .partial '
                              'files, not read here): Resume keeps those that read back '
                              'whole'))),
        'inspect.no_files': QCoreApplication.translate(
            "EngineText", 'no TFRecord files found in this folder: choose the folder a '
                          'conversion wrote them to, or the .tfrecord files themselves'),
        'inspect.folder_unreadable': QCoreApplication.translate(
            "EngineText", 'cannot read this folder ({detail})'),
        'inspect.not_file_or_folder': QCoreApplication.translate(
            "EngineText", 'not a file or folder'),
        'inspect.missing': QCoreApplication.translate("EngineText", 'does not exist'),
    }
