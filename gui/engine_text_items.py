"""The engine's coded sentences about the files it read, in the window's language: files
that are not images or cannot be decoded, folders and class names (codes file.*, folder.*,
label.*, and csv.line; the source as a whole, its table and the scan's notices are
gui.engine_text_sources'; the table is gui.engine_text's, split by family of codes so each
part stays short). The context stays "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str | tuple[str, str]]:
    """code -> the template in the current language, for the codes about what was read."""
    return {
        'file.empty': QCoreApplication.translate(
            "EngineText", 'empty file (0 bytes): copy it again from the original, or take it '
                          'out of the source'),
        'file.unknown_format': QCoreApplication.translate(
            "EngineText", 'not a recognised image format (JPEG, PNG, BMP, GIF, WebP, TIFF, '
                          'HEIC, AVIF): save it as JPEG or PNG, or take it out of the source'),
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
            "EngineText", 'not an image: this is a PDF document (export its pages as images, '
                          'or take it out of the source)'),
        'file.psd': QCoreApplication.translate(
            "EngineText", 'unsupported image format: Photoshop PSD (export it as PNG or JPEG '
                          'first)'),
        'file.jpeg2000': QCoreApplication.translate(
            "EngineText", 'unsupported image format: JPEG 2000 (convert it to JPEG or PNG first)'),
        'file.text': QCoreApplication.translate(
            "EngineText", 'not an image: the file contains text (take it out of the source)'),
        'file.html': QCoreApplication.translate(
            "EngineText", 'not an image: this is a web page saved as HTML (save the picture '
                          'itself, not the page: right-click the picture in the browser and '
                          'choose Save Image As)'),
        'file.rtf': QCoreApplication.translate(
            "EngineText", 'not an image: this is a Word document saved as RTF (save the '
                          'pictures in it as JPEG or PNG, or take it out of the source)'),
        'file.office': QCoreApplication.translate(
            "EngineText", 'not an image: this is an Office document such as Word, Excel or '
                          'PowerPoint (save the pictures in it as JPEG or PNG, or take it out '
                          'of the source)'),
        'file.thumbs_db': QCoreApplication.translate(
            "EngineText", "not an image: this is Windows' thumbnail cache (Thumbs.db), which "
                          'Windows leaves in picture folders (take it out of the source)'),
        'file.xml': QCoreApplication.translate(
            "EngineText", 'not an image: this is an XML file (take it out of the source)'),
        'file.annotation_xml': QCoreApplication.translate(
            "EngineText", 'not an image: this is an annotation file (Pascal VOC XML) with an '
                          "image's name (give it the .xml extension, or take it out of the "
                          'source)'),
        'file.annotation_xml_named': QCoreApplication.translate(
            "EngineText", 'not an image: this is an annotation file (Pascal VOC XML): to '
                          'convert the images with their boxes, choose the folder that holds '
                          'Annotations/ and JPEGImages/ as the source; else take it out of '
                          'the source'),
        'file.dicom': QCoreApplication.translate(
            "EngineText", 'unsupported image format: DICOM (medical images), which this tool '
                          'cannot read (export the images as PNG or TIFF from your DICOM viewer '
                          'first)'),
        'file.camera_raw': QCoreApplication.translate(
            "EngineText", 'unsupported image format: a camera RAW file ({raw}), which this tool '
                          "cannot read (export it as JPEG or TIFF from the camera's software or "
                          'a photo editor first)'),
        'file.media': QCoreApplication.translate(
            "EngineText", 'not an image: this is a video or sound file (save a still of the '
                          'video as JPEG or PNG, or take it out of the source)'),
        'file.archive': QCoreApplication.translate(
            "EngineText", 'not an image: this is a {archive} archive (unpack it and add the '
                          'pictures inside, or take it out of the source)'),
        'file.truncated': QCoreApplication.translate(
            "EngineText", '{format} is cut short or incomplete: copy it again from the original'),
        'file.corrupt_header': QCoreApplication.translate(
            "EngineText", 'corrupt {format} header: {detail}; copy it again from the original'),
        'file.damaged_header': QCoreApplication.translate(
            "EngineText", 'the start of the file is damaged: it begins like a {format} image '
                          'but cannot be read as one; copy it again from the original'),
        'file.corrupt_data': QCoreApplication.translate(
            "EngineText", 'corrupt {format} data: {detail}; copy it again from the original'),
        'file.png_checksum': QCoreApplication.translate(
            "EngineText", 'corrupt PNG data: the {chunk} chunk fails its checksum (the file is '
                          'damaged); copy it again from the original'),
        'file.cannot_decode': QCoreApplication.translate(
            "EngineText", 'cannot decode {format}: {detail}; copy it again from the original, '
                          'or save it again as JPEG or PNG'),
        'file.damaged_data': QCoreApplication.translate(
            "EngineText", '{format} is damaged inside: its picture data cannot be decoded; '
                          'copy it again from the original, or save it again as JPEG or PNG'),
        'file.damaged_frame': QCoreApplication.translate(
            "EngineText", '{format} is damaged inside: the description of one of the '
                          'pictures it holds is broken; copy it again from the original, or '
                          'save it again as JPEG or PNG'),
        'file.no_pixels': QCoreApplication.translate(
            "EngineText", 'image has no pixels ({size}): its header is damaged; copy it again '
                          'from the original'),
        'file.too_many_pixels': QCoreApplication.translate(
            "EngineText", 'image is {size} = {mp} megapixels, above the limit of {limit} MP (a '
                          'decompression bomb or a huge scan: reduce it first, or raise “Largest '
                          'image” in the options)'),
        'file.jpeg_no_eoi': QCoreApplication.translate(
            "EngineText", 'JPEG is truncated: the end-of-image marker is missing; copy it '
                          'again from the original'),
        'file.iso_cut': QCoreApplication.translate(
            "EngineText", '{format} is cut short: the file ends before its picture data does '
                          '(copy it again from the original)'),
        'file.jpeg_grey': QCoreApplication.translate(
            "EngineText", 'JPEG data ends early: libjpeg painted the rest of the picture grey (the '
                          'file is damaged: copy it again from the original)'),
        'file.jpeg_no_data': QCoreApplication.translate(
            "EngineText", 'JPEG has no image data in its first {size}: the file is damaged; '
                          'copy it again from the original'),
        'file.not_found': QCoreApplication.translate(
            "EngineText", 'file not found: it was moved or deleted after the scan (put it '
                          'back, or convert again without it)'),
        'file.permission': QCoreApplication.translate(
            "EngineText", 'permission denied: you may not read this file (check its permissions)'),
        'file.is_folder': QCoreApplication.translate(
            "EngineText", 'is a folder, not an image file'),
        'file.read_error': QCoreApplication.translate(
            "EngineText", 'cannot read the file: {detail} (check the disk or network drive it '
                          'is on, then convert again)'),
        'file.not_regular': QCoreApplication.translate(
            "EngineText", 'not a regular file: this is {kind}, which is never read'),
        'file.too_big': QCoreApplication.translate(
            "EngineText", 'file is {size}, above the limit of {limit} for one image (raise it '
                          'on the command line with --max-file-size if it is a genuine image)'),
        'file.not_in_class': QCoreApplication.translate(
            "EngineText", 'not inside a class folder: move it into one of the class folders'),
        'file.csv_missing': QCoreApplication.translate(
            "EngineText", 'file not found (CSV line {line}); check the path'),
        'file.csv_missing_backslashes': QCoreApplication.translate(
            "EngineText", 'file not found (CSV line {line}): its path has backslashes (\\) '
                          'between folders, as Windows writes them, and no file is there with / '
                          'either; check the path'),
        'file.disappeared': QCoreApplication.translate(
            "EngineText", 'file disappeared during the scan'),
        'folder.no_permission': QCoreApplication.translate(
            "EngineText", "cannot open this folder (permission denied): the images inside it are "
                          "not converted; check the folder's permissions"),
        'folder.unreadable': QCoreApplication.translate(
            "EngineText", "cannot open this folder ({detail}): the images inside it are not "
                          "converted; check the folder's permissions"),
        'folder.linked_twice': QCoreApplication.translate(
            "EngineText", 'the same folder as {first}/ (reached through a link): its images are '
                          'converted once, from there'),
        'folder.link_to_source': QCoreApplication.translate(
            "EngineText", 'a link back to the source folder: its images are converted once, '
                          'from there'),
        'file.broken_link': QCoreApplication.translate(
            "EngineText", 'broken symbolic link: its target does not exist'),
        'file.link_loop': QCoreApplication.translate(
            "EngineText", 'symbolic link that loops: it leads back to itself and never reaches '
                          'a file (correct the link, or take it out of the source)'),
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
            "EngineText", 'decoding this image needs about {need}, more than the {limit} '
                          'this run may use (close other programs and convert it again; on the '
                          'command line, --memory-limit raises the limit)'),
        'file.jpeg_scans': QCoreApplication.translate(
            "EngineText", 'JPEG has more than {n} scans (a crafted or broken progressive file; '
                          'decoding it would take minutes): save it again as JPEG in an image '
                          'editor'),
        'file.jpeg_short': QCoreApplication.translate(
            "EngineText", 'JPEG data is too short for its {size} size: the file is cut short or '
                          'damaged (the missing part would be painted grey)'),
        'file.jpeg_incomplete': QCoreApplication.translate(
            "EngineText", 'JPEG is incomplete: its progressive scans stop before the picture is '
                          'complete (the file was cut short; the picture would be blurred or '
                          'grey)'),
        'file.accept_damaged': QCoreApplication.translate(
            "EngineText", '{sentence}; copy it again from the original'),
        'file.animated_webp': QCoreApplication.translate(
            "EngineText", 'animated WebP cannot be stored as the original: TensorFlow crashes '
                          'decoding it (choose JPEG or PNG under “Format”, which keep its first '
                          'frame)'),
        'file.original_unreadable': QCoreApplication.translate(
            "EngineText", '{format} cannot be stored as the original: TensorFlow and DALI cannot '
                          'decode it (choose JPEG or PNG under “Format”, which convert it)'),
        'file.deep_layout': QCoreApplication.translate(
            "EngineText", '16-bit {format} whose low bits cannot be read (grey with alpha, CMYK or '
                          'premultiplied alpha), so the chosen bit depth cannot be applied to it: '
                          'save it as 16-bit grey or RGB, or choose 16 bits under “16-bit images”'),
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
            "EngineText", 'crashed the decoder (the decoding process died {n} times on this '
                          'image; it is probably corrupt): copy it again from the original, or '
                          'take it out of the source'),
        'file.out_of_memory': QCoreApplication.translate(
            "EngineText", 'not enough memory to decode this image: close other programs and '
                          'convert again'),
        'file.decoder_error': QCoreApplication.translate(
            "EngineText", 'unexpected decoder error: {detail}; save it again as JPEG or PNG, '
                          'or take it out of the source'),
    }
