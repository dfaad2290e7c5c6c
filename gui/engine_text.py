"""The window's translations of the engine's coded sentences (engine.reason_codes).
(The pre-run scan's sentences are in gui.scan_text.)

The engine sends an English sentence plus a stable code and parameters; this table holds
the same English templates inside translate() calls, so lupdate lists them for the
translators. tests/gui/test_i18n.py checks the two tables agree.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from engine import protocol as P


def _t(text: str) -> str:
    return QCoreApplication.translate("EngineText", text)


def templates() -> dict[str, str]:
    """code -> the template in the current language."""
    return {
        'file.empty': QCoreApplication.translate("EngineText", 'empty file (0 bytes)'),
        'file.unknown_format': QCoreApplication.translate(
            "EngineText", 'not a recognised image format (JPEG, PNG, BMP, GIF, WebP, TIFF, HEIC, '
                          'AVIF)'),
        'file.heic_missing': QCoreApplication.translate(
            "EngineText", 'HEIC/HEIF photos need the pillow-heif package, which is not installed '
                          '(install it, or export the photo as JPEG first)'),
        'file.avif_missing': QCoreApplication.translate(
            "EngineText", 'this Pillow cannot read AVIF (install Pillow 11.3 or later, or export '
                          'the picture as JPEG or PNG first)'),
        'file.heic': QCoreApplication.translate(
            "EngineText", 'unsupported image format: HEIC/HEIF (export it as JPEG or PNG first)'),
        'file.avif': QCoreApplication.translate(
            "EngineText", 'unsupported image format: AVIF (export it as JPEG or PNG first)'),
        'file.svg': QCoreApplication.translate(
            "EngineText", 'unsupported image format: SVG is a vector drawing (export it as PNG '
                          'first)'),
        'file.pdf': QCoreApplication.translate(
            "EngineText", 'not an image: this is a PDF document'),
        'file.psd': QCoreApplication.translate(
            "EngineText", 'unsupported image format: Photoshop PSD (export it as PNG or JPEG '
                          'first)'),
        'file.jpeg2000': QCoreApplication.translate(
            "EngineText", 'unsupported image format: JPEG 2000 (convert it to JPEG or PNG first)'),
        'file.text': QCoreApplication.translate(
            "EngineText", 'not an image: the file contains text'),
        'file.truncated': QCoreApplication.translate(
            "EngineText", '{format} is truncated or incomplete ({detail})'),
        'file.corrupt_header': QCoreApplication.translate(
            "EngineText", 'corrupt {format} header: {detail}'),
        'file.corrupt_data': QCoreApplication.translate(
            "EngineText", 'corrupt {format} data: {detail}'),
        'file.cannot_decode': QCoreApplication.translate(
            "EngineText", 'cannot decode {format}: {detail}'),
        'file.no_pixels': QCoreApplication.translate("EngineText", 'image has no pixels ({size})'),
        'file.too_many_pixels': QCoreApplication.translate(
            "EngineText", 'image is {size} = {mp} megapixels, above the --max-pixels limit of '
                          '{limit} MP (a decompression bomb or a huge scan; raise --max-pixels if '
                          'it is genuine)'),
        'file.jpeg_no_eoi': QCoreApplication.translate(
            "EngineText", 'JPEG is truncated: the end-of-image marker is missing'),
        'file.jpeg_grey': QCoreApplication.translate(
            "EngineText", 'JPEG data ends early: libjpeg painted the rest of the picture grey (the '
                          'file is damaged; --accept-damaged stores such images anyway)'),
        'file.jpeg_no_data': QCoreApplication.translate(
            "EngineText", 'JPEG has no image data in its first {mb} MB: the file is damaged'),
        'file.not_found': QCoreApplication.translate(
            "EngineText", 'file not found: it was moved or deleted after the scan'),
        'file.permission': QCoreApplication.translate(
            "EngineText", 'permission denied: you may not read this file (check its permissions)'),
        'file.is_folder': QCoreApplication.translate(
            "EngineText", 'is a folder, not an image file'),
        'file.read_error': QCoreApplication.translate(
            "EngineText", 'cannot read the file: {detail}'),
        'file.not_regular': QCoreApplication.translate(
            "EngineText", 'not a regular file: this is {kind}, which is never read'),
        'file.too_big': QCoreApplication.translate(
            "EngineText", 'file is {size} MB, above the --max-file-size limit of {limit} MB (raise '
                          '--max-file-size if it is a genuine image)'),
        'file.not_in_class': QCoreApplication.translate(
            "EngineText", 'not inside a class folder: move it into one of the class folders'),
        'file.csv_missing': QCoreApplication.translate(
            "EngineText", 'file not found (CSV line {line}); check the path'),
        'file.disappeared': QCoreApplication.translate(
            "EngineText", 'file disappeared during the scan'),
        'folder.no_permission': QCoreApplication.translate(
            "EngineText", "cannot open this folder (permission denied): the images inside it are "
                          "not converted; check the folder's permissions"),
        'folder.unreadable': QCoreApplication.translate(
            "EngineText", "cannot open this folder ({detail}): the images inside it are not "
                          "converted; check the folder's permissions"),
        'file.broken_link': QCoreApplication.translate(
            "EngineText", 'broken symbolic link: its target does not exist'),
        'file.stat_error': QCoreApplication.translate(
            "EngineText", 'cannot read file information: {detail}'),
        'file.device': QCoreApplication.translate(
            "EngineText", 'not a regular file: this is a device, which is never read'),
        'file.fifo': QCoreApplication.translate(
            "EngineText", 'not a regular file: this is a named pipe (FIFO), which is never read'),
        'file.socket': QCoreApplication.translate(
            "EngineText", 'not a regular file: this is a socket, which is never read'),
        'file.special': QCoreApplication.translate(
            "EngineText", 'not a regular file: this is a special file, which is never read'),
        'file.device_link': QCoreApplication.translate(
            "EngineText", 'not a regular file: this is a device (through a symbolic link), which '
                          'is never read'),
        'file.fifo_link': QCoreApplication.translate(
            "EngineText", 'not a regular file: this is a named pipe (FIFO) (through a symbolic '
                          'link), which is never read'),
        'file.socket_link': QCoreApplication.translate(
            "EngineText", 'not a regular file: this is a socket (through a symbolic link), which '
                          'is never read'),
        'file.special_link': QCoreApplication.translate(
            "EngineText", 'not a regular file: this is a special file (through a symbolic link), '
                          'which is never read'),
        'file.memory_limit': QCoreApplication.translate(
            "EngineText", 'decoding this image needs about {need} MB, more than the --memory-limit '
                          'of {limit} MB (raise --memory-limit if the machine has the memory)'),
        'file.jpeg_scans': QCoreApplication.translate(
            "EngineText", 'JPEG has more than {n} scans (a crafted or broken progressive file; '
                          'decoding it would take minutes)'),
        'file.jpeg_short': QCoreApplication.translate(
            "EngineText", 'JPEG data is too short for its {size} size: the file is cut short or '
                          'damaged (the missing part would be painted grey)'),
        'file.jpeg_incomplete': QCoreApplication.translate(
            "EngineText", 'JPEG is incomplete: its progressive scans stop before the picture is '
                          'complete (the file was cut short; the picture would be blurred or '
                          'grey)'),
        'file.accept_damaged': QCoreApplication.translate(
            "EngineText", '{sentence}; --accept-damaged stores such images anyway'),
        'file.animated_webp': QCoreApplication.translate(
            "EngineText", 'animated WebP cannot be stored as the original: TensorFlow crashes '
                          'decoding it (use --format jpeg or png, which keep its first frame)'),
        'label.too_large': QCoreApplication.translate(
            "EngineText", 'label {label} is too large: integer labels are class numbers 0 to {top} '
                          '(at most {cap} or the number of rows); check this row, or use class '
                          'names'),
        'label.not_utf8': QCoreApplication.translate(
            "EngineText", 'the class folder name "{name}" is not valid UTF-8 text, so it cannot be '
                          'written as a label; rename the folder'),
        'label.control_char': QCoreApplication.translate(
            "EngineText", 'the class name "{name}" contains a control character ({which}), which '
                          'would break labels.txt; rename it'),
        'label.blank': QCoreApplication.translate(
            "EngineText", 'the class name is empty or only spaces; rename it'),
        'csv.line': QCoreApplication.translate(
            "EngineText", '{sentence} (CSV line {line})'),
        'file.decoder_crashed': QCoreApplication.translate(
            "EngineText", 'crashed the decoder (the decoding process died {n} times on this image; '
                          'it is probably corrupt)'),
        'file.out_of_memory': QCoreApplication.translate(
            "EngineText", 'not enough memory to decode this image'),
        'file.decoder_error': QCoreApplication.translate(
            "EngineText", 'unexpected decoder error: {detail}'),
        'csv.duplicate_same': QCoreApplication.translate(
            "EngineText", 'duplicate row: line {n} repeats line {m} (the same label); the first is '
                          'kept'),
        'csv.duplicate_other': QCoreApplication.translate(
            "EngineText", 'duplicate row: line {n} repeats line {m} (label {label}); the first is '
                          'kept'),
        'source.not_found': QCoreApplication.translate(
            "EngineText", '{path}: no such file or folder. Check the path.'),
        'source.no_permission': QCoreApplication.translate(
            "EngineText", '{path}: permission denied. Choose a folder you can read.'),
        'source.only_ignored': QCoreApplication.translate(
            "EngineText", '{path}: no images, only {files}. Choose the folder that holds your '
                          'images (or one sub-folder per class).'),
        'source.no_files': QCoreApplication.translate(
            "EngineText", '{path}: the folder contains no files. Choose the folder that holds your '
                          'images (or one sub-folder per class).'),
        'csv.cannot_read': QCoreApplication.translate(
            "EngineText", '{path}: cannot read the file ({detail}).'),
        'csv.special': QCoreApplication.translate(
            "EngineText", '{path}: this is {kind}, not a CSV file. Choose a folder or a CSV/TSV '
                          'file.'),
        'csv.not_utf8': QCoreApplication.translate(
            "EngineText", "{path}: the file is not UTF-8 text. Save it as 'CSV UTF-8' and try "
                          "again."),
        'csv.no_rows': QCoreApplication.translate(
            "EngineText", '{path}: the file has no rows. Expected columns path,label[,split].'),
        'csv.no_label_column': QCoreApplication.translate(
            "EngineText", "{path}: the header has no 'label' column. Expected columns "
                          "path,label[,split]."),
        'csv.one_column': QCoreApplication.translate(
            "EngineText", '{path}, line {line}: only one column. Expected columns '
                          'path,label[,split] (the label column is missing).'),
        'csv.empty_path': QCoreApplication.translate(
            "EngineText", '{path}, line {line}: the path is empty.'),
        'csv.no_label': QCoreApplication.translate(
            "EngineText", '{path}, line {line}: the label is missing for {file}. Every row needs '
                          'path,label.'),
        'csv.unknown_split': QCoreApplication.translate(
            "EngineText", '{path}, line {line}: unknown split {split}. Use one of {splits}.'),
        'csv.negative_label': QCoreApplication.translate(
            "EngineText", '{path}: integer labels must be 0 or more.'),
        'ann.listed_twice': QCoreApplication.translate(
            "EngineText", 'listed twice in the annotations; the first entry is kept'),
        'ann.image_missing': QCoreApplication.translate(
            "EngineText", 'image not found: the annotations name it but the file does not exist'),
        'ann.unannotated': QCoreApplication.translate(
            "EngineText", 'no annotations for this image (--skip-unannotated)'),
        'ann.csv_image_missing': QCoreApplication.translate(
            "EngineText", 'image not found: {file} line {line} names {name}'),
        'ann.csv_not_numbers': QCoreApplication.translate(
            "EngineText", '{file} line {line}: width, height and box must be numbers'),
        'ann.csv_empty_class': QCoreApplication.translate(
            "EngineText", '{file} line {line}: the class is empty'),
        'ann.json_malformed': QCoreApplication.translate(
            "EngineText", 'malformed JSON at line {line}, column {column}: {detail}'),
        'ann.json_unreadable': QCoreApplication.translate(
            "EngineText", 'cannot read the JSON: {detail}'),
        'ann.not_coco': QCoreApplication.translate(
            "EngineText", "not a COCO file: no 'images' list"),
        'ann.coco_bad_entry': QCoreApplication.translate(
            "EngineText", "{file}: an 'images' entry without id or file_name: {entry}"),
        'ann.coco_duplicate_id': QCoreApplication.translate(
            "EngineText", 'duplicate image id {id} in {file}: its annotations cannot be told '
                          'apart; fix the JSON'),
        'ann.coco_image_missing': QCoreApplication.translate(
            "EngineText", 'image not found: {file} lists {name} but no such file is beside it or '
                          'in its images folder'),
        'ann.coco_unknown_category': QCoreApplication.translate(
            "EngineText", "{file} annotation {id}: unknown category id {category} (not in "
                          "'categories')"),
        'ann.no_mask': QCoreApplication.translate(
            "EngineText", 'no mask: {folder}/ has no {name}.png for this image'),
        'ann.mask_without_image': QCoreApplication.translate(
            "EngineText", 'mask without an image: {folder}/ has no image named {name}'),
        'ann.csv_empty_path': QCoreApplication.translate(
            "EngineText", '{file} line {line}: the path is empty'),
        'ann.csv_unknown_split': QCoreApplication.translate(
            "EngineText", '{file} line {line}: unknown split {split}'),
        'ann.xml_malformed': QCoreApplication.translate(
            "EngineText", 'malformed XML in {file} at line {line}, column {column}: {detail}'),
        'ann.xml_unreadable': QCoreApplication.translate(
            "EngineText", 'cannot read {file}: {detail}'),
        'ann.voc_image_missing': QCoreApplication.translate(
            "EngineText", 'image not found: {file} names {name} but JPEGImages has no such file'),
        'ann.yaml_malformed': QCoreApplication.translate(
            "EngineText", 'malformed YAML at line {line}: {detail}; class names are taken from '
                          'classes.txt or numbered'),
        'ann.label_without_image': QCoreApplication.translate(
            "EngineText", 'annotations for an image that does not exist: {folder}/ has no image '
                          'named {name}'),
        'ann.yolo_fields': QCoreApplication.translate(
            "EngineText", '{file} line {line}: {count} fields, expected 5 (class cx cy w h) or a '
                          'polygon (class x1 y1 x2 y2 x3 y3 ...)'),
        'ann.yolo_not_numbers': QCoreApplication.translate(
            "EngineText", '{file} line {line}: {text} is not numbers (class cx cy w h)'),
        'ann.yolo_unknown_class': QCoreApplication.translate(
            "EngineText", '{file} line {line}: unknown class {cls} (the class names list has '
                          '{known})'),
        'speed.writing': QCoreApplication.translate(
            "EngineText", 'Writing limits speed: the writer is busy {writer} of the time while '
                          'workers are busy only {workers} (disk or compression is the limit; more '
                          'workers will not help).'),
        'speed.reading': QCoreApplication.translate(
            "EngineText", 'Reading files limits speed: workers spend {share} of their time waiting '
                          'for the disk (slow or network storage; copy the images to a local '
                          'disk).'),
        'speed.decoding': QCoreApplication.translate(
            "EngineText", 'Decoding limits speed: workers are busy {workers} of the time and the '
                          'writer only {writer} (more workers, up to the number of cores, help).'),
        'speed.idle': QCoreApplication.translate(
            "EngineText", 'Nothing is saturated: workers busy {workers}, writer {writer} (the run '
                          'may be starting or finishing).'),
        'speed.decoding_cores': QCoreApplication.translate(
            "EngineText", 'Decoding limits speed: workers are busy {workers} of the time and the '
                          'writer only {writer} (more workers, up to {cores} — the number of cores '
                          '— would help).'),
        'speed.decoding_at_cores': QCoreApplication.translate(
            "EngineText", 'Decoding limits speed: workers are busy {workers} of the time and the '
                          'writer only {writer}; every core already has a worker, so more workers '
                          'would not help. What would: a smaller output size, --format original '
                          '(no re-encoding), a faster disk, or closing other programs.'),
        'tune.fastest': QCoreApplication.translate(
            "EngineText", '{n} worker(s) gave the highest speed, {rate} images/s.'),
        'tune.within': QCoreApplication.translate(
            "EngineText", '{n} worker(s) are within {pct} of the fastest ({best} workers, {rate} '
                          'images/s); more would only use more memory and CPU.'),
        'tune.at_top': QCoreApplication.translate("EngineText", 'At {n} worker(s): {sentence}'),
        'tune.no_trial': QCoreApplication.translate("EngineText", 'no trial finished'),
        'tune.no_files': QCoreApplication.translate("EngineText", '{source}: no files to sample.'),
        'tune.gave_1': QCoreApplication.translate(
            "EngineText", '{n} worker gave {rate} images/s.'),
        'tune.gave': QCoreApplication.translate(
            "EngineText", '{n} workers gave {rate} images/s.'),
        'tune.highest_median_1': QCoreApplication.translate(
            "EngineText", '{n} worker gave the highest median speed, {rate} images/s ({low}-{high} '
                          'images/s).'),
        'tune.highest_median': QCoreApplication.translate(
            "EngineText", '{n} workers gave the highest median speed, {rate} images/s '
                          '({low}-{high} images/s).'),
        'tune.highest_1_over_1': QCoreApplication.translate(
            "EngineText", '{n} worker gave the highest speed, {rate} images/s ({low}-{high} '
                          'images/s), faster than {m} worker ({mlow}-{mhigh} images/s) beyond the '
                          'measured spread.'),
        'tune.highest_1': QCoreApplication.translate(
            "EngineText", '{n} worker gave the highest speed, {rate} images/s ({low}-{high} '
                          'images/s), faster than {m} workers ({mlow}-{mhigh} images/s) beyond the '
                          'measured spread.'),
        'tune.highest_over_1': QCoreApplication.translate(
            "EngineText", '{n} workers gave the highest speed, {rate} images/s ({low}-{high} '
                          'images/s), faster than {m} worker ({mlow}-{mhigh} images/s) beyond the '
                          'measured spread.'),
        'tune.highest': QCoreApplication.translate(
            "EngineText", '{n} workers gave the highest speed, {rate} images/s ({low}-{high} '
                          'images/s), faster than {m} workers ({mlow}-{mhigh} images/s) beyond the '
                          'measured spread.'),
        'tune.equal': QCoreApplication.translate(
            "EngineText", '{counts} workers are equally fast here, within measurement noise '
                          '({ranges}).'),
        'tune.equal_time_1': QCoreApplication.translate(
            "EngineText", 'On all {total} images {n} worker would take about {t} and {m} workers '
                          'about {tm}: the same within the noise.'),
        'tune.equal_time': QCoreApplication.translate(
            "EngineText", 'On all {total} images {n} workers would take about {t} and {m} workers '
                          'about {tm}: the same within the noise.'),
        'tune.safer_1': QCoreApplication.translate(
            "EngineText", '{n} worker is the safer choice: less memory, and the computer stays '
                          'usable for other work.'),
        'tune.safer': QCoreApplication.translate(
            "EngineText", '{n} workers are the safer choice: less memory, and the computer stays '
                          'usable for other work.'),
        'tune.unclear_1': QCoreApplication.translate(
            "EngineText", '{n} worker might be as fast: its trials vary from {ranges} images/s, '
                          'too widely to tell.'),
        'tune.unclear_one': QCoreApplication.translate(
            "EngineText", '{n} workers might be as fast: its trials vary from {ranges} images/s, '
                          'too widely to tell.'),
        'tune.unclear': QCoreApplication.translate(
            "EngineText", '{counts} workers might be as fast: their trials vary from {ranges} '
                          'images/s, too widely to tell.'),
        'tune.tune_again': QCoreApplication.translate(
            "EngineText", 'Close other programs and tune again for a firmer answer.'),
        'tune.no_trial_sentence': QCoreApplication.translate(
            "EngineText", 'No trial finished.'),
        'exit.0': QCoreApplication.translate("EngineText", 'finished'),
        'exit.1': QCoreApplication.translate("EngineText", 'internal error (a bug; see the log)'),
        'exit.2': QCoreApplication.translate("EngineText", 'invalid options'),
        'exit.3': QCoreApplication.translate("EngineText", 'the source could not be read'),
        'exit.4': QCoreApplication.translate(
            "EngineText", 'the output folder is not empty, or another run is using it'),
        'exit.5': QCoreApplication.translate("EngineText", 'no image could be converted'),
        'exit.6': QCoreApplication.translate(
            "EngineText", 'writing failed (disk full or I/O error)'),
        'exit.7': QCoreApplication.translate("EngineText", 'verification found problems'),
        'exit.8': QCoreApplication.translate(
            "EngineText", 'resume does not match the interrupted run'),
        'exit.130': QCoreApplication.translate("EngineText", 'cancelled'),
    }


def text(code: str, params: dict | None, fallback: str) -> str:
    """The translated sentence for (code, params); `fallback` (the engine's English) when
    the code is empty or unknown, or its parameters do not fit the template."""
    params = params or {}
    if code == "concat":
        parts = [text(p.get("code", ""), p.get("params"), "") for p in params.get("parts", [])]
        if parts and all(parts):
            return " ".join(parts)
        return fallback
    template = templates().get(code) if code else None
    if template is None:
        return fallback
    values = {k: text(v.get("code", ""), v.get("params"), "") if isinstance(v, dict)
              else _words(k, v) for k, v in params.items()}
    if any(v == "" for v in values.values() if not isinstance(v, (int, float))):
        return fallback
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return fallback


def _words(key: str, value):
    """The few English words inside the tune's count lists and speed ranges ("1, 2 and 3";
    "1: 295-310 images/s; 2: ..."; "100 to 330"), in the current language."""
    if key == "counts" and isinstance(value, str):
        return value.replace(", ", QCoreApplication.translate(
            "EngineText", ", ", "between worker counts of a list: 1, 2 and 3")).replace(
            " and ", QCoreApplication.translate(
                "EngineText", " and ", "between the last two worker counts of a list: 1, 2 and 3"))
    if key == "ranges" and isinstance(value, str):
        return value.replace(" images/s", QCoreApplication.translate(
            "EngineText", " images/s", "speed unit after a number")).replace(
            " to ", QCoreApplication.translate("EngineText", " to ", "a range: 100 to 330"))
    if key in ("t", "tm") and isinstance(value, str):  # durations: "41 s", "1 min 05 s"
        units = {"h": QCoreApplication.translate("EngineText", "{n} h", "hours"),
                 "min": QCoreApplication.translate("EngineText", "{n} min", "minutes"),
                 "s": QCoreApplication.translate("EngineText", "{n} s", "seconds")}
        parts = re.findall(r"(\d+) (h|min|s)\b", value)
        if parts and " ".join(f"{n} {u}" for n, u in parts) == value:
            return " ".join(units[u].format(n=n) for n, u in parts)
        return value
    if key == "kind" and isinstance(value, str):  # what a non-regular file is
        kinds = {
            "a device": QCoreApplication.translate("EngineText", "a device"),
            "a named pipe (FIFO)": QCoreApplication.translate("EngineText", "a named pipe (FIFO)"),
            "a socket": QCoreApplication.translate("EngineText", "a socket"),
            "a special file": QCoreApplication.translate("EngineText", "a special file"),
        }
        return kinds.get(value, value)
    if key == "which" and isinstance(value, str):  # control characters: "newline, tab"
        names = {
            "newline": QCoreApplication.translate("EngineText", "newline", "control character"),
            "carriage return": QCoreApplication.translate(
                "EngineText", "carriage return", "control character"),
            "tab": QCoreApplication.translate("EngineText", "tab", "control character"),
            "escape": QCoreApplication.translate("EngineText", "escape", "control character"),
        }
        return ", ".join(names.get(part, part) for part in value.split(", "))
    return value


def exit_meaning(code: int) -> str:
    """What an engine exit code means, in the current language ("" if unknown)."""
    return text(f"exit.{code}", {}, P.EXIT_CODES.get(code, ""))


def event_text(ev, attr: str) -> str:
    """The translated text of an item_failed / run_failed / recommendation event."""
    return text(getattr(ev, "code", ""), getattr(ev, "params", None), getattr(ev, attr, ""))
