"""The catalogue of the English sentences the engine sends to the window, by stable code
(engine.reason_codes matches sentences against it and re-exports it). Pure data, standard
library only, grouped by family of codes as the window's tables are (gui/engine_text*.py);
verify's problems are engine.reason_catalogue_verify's, the problems of a source's
annotations (an image, an entry, a mask, an object) engine.reason_catalogue_annotations's,
an annotation file that cannot be read as a whole (malformed, unreadable, empty)
engine.reason_catalogue_files's, the notes beside "How to load this dataset"
engine.reason_catalogue_loading's, the lines a run writes on stderr
engine.reason_catalogue_log's, the sentences that end a run (the output folder, writing,
nothing converted) engine.reason_catalogue_failed's, inspect's file and path problems
engine.reason_catalogue_inspect's, and a table's columns and splits left empty
engine.reason_catalogue_table's, the notices about annotated sources
engine.reason_catalogue_notices's, tune's engine.reason_catalogue_tune's, a Dask cluster's
engine.reason_catalogue_cluster's, merged in below.
A sentence with a count is a (one, many) pair of whole sentences, chosen by its count, or
a By pair chosen by the count it names (engine.reason_pair).
"""

from __future__ import annotations

from engine import reason_pair
from engine.reason_catalogue_annotations import ANNOTATIONS
from engine.reason_catalogue_cluster import CLUSTER
from engine.reason_catalogue_failed import FAILED
from engine.reason_catalogue_files import FILES
from engine.reason_catalogue_inspect import INSPECT
from engine.reason_catalogue_loading import LOADING
from engine.reason_catalogue_log import BARE, LOG
from engine.reason_catalogue_notices import NOTICES
from engine.reason_catalogue_table import TABLE
from engine.reason_catalogue_tune import TUNE
from engine.reason_catalogue_verify import VERIFY

#: A sentence, its (one, many) pair chosen by its count, or a By pair chosen by the count
#: it names (engine.reason_pair; engine.reason_codes.pick).
Template = reason_pair.Template

#: code -> English template. Codes are stable: change the English freely, never the code.
CATALOGUE: dict[str, Template] = {
    # --- why one file could not be converted (item_failed.reason)
    "file.empty": "empty file (0 bytes): copy it again from the original, or take it out of "
                  "the source",
    "file.unknown_format": "not a recognised image format (JPEG, PNG, BMP, GIF, WebP, TIFF, "
                           "HEIC, AVIF): save it as JPEG or PNG, or take it out of the source",
    "file.heic_missing": "HEIC/HEIF photos need the pillow-heif package, which is not "
                         "installed (install it, or export the photo as JPEG first)",
    "file.avif_missing": "this Pillow cannot read AVIF (install Pillow 11.3 or later, or "
                         "export the picture as JPEG or PNG first)",
    "file.heic": "unsupported image format: HEIC/HEIF (export it as JPEG or PNG first)",
    "file.avif": "unsupported image format: AVIF (export it as JPEG or PNG first)",
    "file.svg": "unsupported image format: SVG is a vector drawing (export it as PNG first)",
    "file.pdf": "not an image: this is a PDF document (export its pages as images, or take it "
                "out of the source)",
    "file.psd": "unsupported image format: Photoshop PSD (export it as PNG or JPEG first)",
    "file.jpeg2000": "unsupported image format: JPEG 2000 (convert it to JPEG or PNG first)",
    "file.text": "not an image: the file contains text (take it out of the source)",
    "file.html": "not an image: this is a web page saved as HTML (save the picture itself, "
                 "not the page: right-click the picture in the browser and choose Save Image "
                 "As)",
    "file.rtf": "not an image: this is a Word document saved as RTF (save the pictures in it "
                "as JPEG or PNG, or take it out of the source)",
    "file.office": "not an image: this is an Office document such as Word, Excel or "
                   "PowerPoint (save the pictures in it as JPEG or PNG, or take it out of the "
                   "source)",
    "file.thumbs_db": "not an image: this is Windows' thumbnail cache (Thumbs.db), which "
                      "Windows leaves in picture folders (take it out of the source)",
    "file.xml": "not an image: this is an XML file (take it out of the source)",
    "file.annotation_xml": "not an image: this is an annotation file (Pascal VOC XML) with an "
                           "image's name (give it the .xml extension, or take it out of the "
                           "source)",
    # the same, in a file named .xml: it has the name; the images are beside it
    "file.annotation_xml_named": "not an image: this is an annotation file (Pascal VOC XML): "
                                 "to convert the images with their boxes, choose the folder "
                                 "that holds Annotations/ and JPEGImages/ as the source; else "
                                 "take it out of the source",
    "file.dicom": "unsupported image format: DICOM (medical images), which this tool cannot "
                  "read (export the images as PNG or TIFF from your DICOM viewer first)",
    "file.camera_raw": "unsupported image format: a camera RAW file ({raw}), which this tool "
                       "cannot read (export it as JPEG or TIFF from the camera's software or "
                       "a photo editor first)",
    "file.media": "not an image: this is a video or sound file (save a still of the video as "
                  "JPEG or PNG, or take it out of the source)",
    "file.archive": "not an image: this is a {archive} archive (unpack it and add the pictures "
                    "inside, or take it out of the source)",
    "file.truncated": "{format} is truncated or incomplete ({detail}): copy it again from the "
                      "original",
    "file.corrupt_header": "corrupt {format} header: {detail}; copy it again from the original",
    "file.damaged_header": "the start of the file is damaged: it begins like a {format} image "
                           "but cannot be read as one; copy it again from the original",
    "file.corrupt_data": "corrupt {format} data: {detail}; copy it again from the original",
    # (engine.codecs.png_check: said whole, not as corrupt_data's English {detail})
    "file.png_checksum": "corrupt PNG data: the {chunk} chunk fails its checksum (the file is "
                         "damaged); copy it again from the original",
    "file.cannot_decode": "cannot decode {format}: {detail}; copy it again from the original, "
                          "or save it again as JPEG or PNG",
    # (engine.codecs.refusals: a decoder's words on a file damaged inside, said as such)
    "file.damaged_data": "{format} is damaged inside: its picture data cannot be decoded; "
                         "copy it again from the original, or save it again as JPEG or PNG",
    "file.damaged_frame": "{format} is damaged inside: the description of one of the "
                          "pictures it holds is broken; copy it again from the original, or "
                          "save it again as JPEG or PNG",
    "file.no_pixels": "image has no pixels ({size}): its header is damaged; copy it again from "
                      "the original",
    "file.too_many_pixels": "image is {size} = {mp} megapixels, above the --max-pixels limit "
                            "of {limit} MP (a decompression bomb or a huge scan; raise "
                            "--max-pixels if it is genuine)",
    "file.jpeg_no_eoi": "JPEG is truncated: the end-of-image marker is missing; copy it again "
                        "from the original",
    "file.iso_cut": "{format} is cut short: the file ends before its picture data does "
                    "(copy it again from the original)",
    "file.jpeg_grey": "JPEG data ends early: libjpeg painted the rest of the picture grey "
                      "(the file is damaged; --accept-damaged stores such images anyway)",
    "file.jpeg_no_data": "JPEG has no image data in its first {size}: the file is damaged; "
                         "copy it again from the original",
    "file.not_found": "file not found: it was moved or deleted after the scan (put it back, or "
                      "convert again without it)",
    "file.permission": "permission denied: you may not read this file (check its permissions)",
    "file.is_folder": "is a folder, not an image file",
    "file.read_error": "cannot read the file: {detail} (check the disk or network drive it is "
                       "on, then convert again)",
    "file.not_regular": "not a regular file: this is {kind}, which is never read",
    "file.too_big": "file is {size}, above the --max-file-size limit of {limit} (raise "
                    "--max-file-size if it is a genuine image)",
    "file.not_in_class": "not inside a class folder: move it into one of the class folders",
    "file.csv_missing": "file not found (CSV line {line}); check the path",
    "file.disappeared": "file disappeared during the scan",
    "folder.no_permission": "cannot open this folder (permission denied): the images inside it"
                            " are not converted; check the folder's permissions",
    "folder.unreadable": "cannot open this folder ({detail}): the images inside it are not "
                         "converted; check the folder's permissions",
    "folder.linked_twice": "the same folder as {first}/ (reached through a link): its "
                           "images are converted once, from there",
    "folder.link_to_source": "a link back to the source folder: its images are converted "
                             "once, from there",
    "file.broken_link": "broken symbolic link: its target does not exist",
    "file.link_loop": "symbolic link that loops: it leads back to itself and never reaches a "
                      "file (correct the link, or take it out of the source)",
    "file.stat_error": "cannot read file information: {detail}",
    "file.device": "not a regular file: this is a device, which is never read",
    "file.fifo": "not a regular file: this is a named pipe (FIFO), which is never read",
    "file.socket": "not a regular file: this is a socket, which is never read",
    "file.special": "not a regular file: this is a special file, which is never read",
    "file.device_link": "not a regular file: this is a device (through a symbolic link), which"
                        " is never read",
    "file.fifo_link": "not a regular file: this is a named pipe (FIFO) (through a symbolic "
                      "link), which is never read",
    "file.socket_link": "not a regular file: this is a socket (through a symbolic link), which"
                        " is never read",
    "file.special_link": "not a regular file: this is a special file (through a symbolic "
                         "link), which is never read",
    "file.memory_limit": "decoding this image needs about {need}, more than the "
                         "--memory-limit of {limit} (raise --memory-limit if the machine "
                         "has the memory)",
    "file.jpeg_scans": "JPEG has more than {n} scans (a crafted or broken progressive file; "
                       "decoding it would take minutes): save it again as JPEG in an image "
                       "editor",
    "file.jpeg_short": "JPEG data is too short for its {size} size: the file is cut short or "
                       "damaged (the missing part would be painted grey)",
    "file.jpeg_incomplete": "JPEG is incomplete: its progressive scans stop before the picture"
                            " is complete (the file was cut short; the picture would be "
                            "blurred or grey)",
    "file.accept_damaged": "{sentence}; --accept-damaged stores such images anyway",
    "file.animated_webp": "animated WebP cannot be stored as the original: TensorFlow crashes "
                          "decoding it (use --format jpeg or png, which keep its first frame)",
    "file.original_unreadable": "{format} cannot be stored as the original: TensorFlow and "
                                "DALI cannot decode it (use --format jpeg or png, which "
                                "convert it)",
    "label.too_large": "label {label} is too large: integer labels are class numbers 0 to "
                       "{top} (at most {cap} or the number of rows); check this row, or use "
                       "class names",
    "label.not_utf8": "the class folder name \"{name}\" is not valid UTF-8 text, so it cannot be"
                      " written as a label; rename the folder",
    "label.control_char": "the class name \"{name}\" contains a control character ({which}), "
                          "which would break labels.txt; rename it",
    "label.blank": "the class name is empty or only spaces; rename it",
    "csv.line": "{sentence} (CSV line {line})",
    "file.decoder_crashed": "crashed the decoder (the decoding process died {n} times on this "
                            "image; it is probably corrupt): copy it again from the original, "
                            "or take it out of the source",
    "file.out_of_memory": "not enough memory to decode this image: close other programs and "
                          "convert again",
    "file.decoder_error": "unexpected decoder error: {detail}; save it again as JPEG or PNG, "
                          "or take it out of the source",
    "csv.duplicate_same": "duplicate row: line {n} repeats line {m} (the same label); the "
                          "first is kept",
    "csv.duplicate_other": "conflicting rows: line {n} gives this image the label {label}, "
                           "line {m} the label {first}; line {m} is kept (correct the table "
                           "if it is the wrong one)",
    "source.not_found": "{path}: no such file or folder. Check the path.",
    "source.no_permission": "{path}: permission denied. Choose a folder you can read.",
    "source.only_ignored": "{path}: no images, only {files}. Choose the folder that holds your"
                           " images (or one sub-folder per class).",
    "source.no_files": "{path}: the folder contains no files. Choose the folder that holds "
                       "your images (or one sub-folder per class).",
    "csv.cannot_read": "{path}: cannot read the file ({detail}).",
    "csv.special": "{path}: this is {kind}, not a CSV file. Choose a folder or a CSV/TSV file.",
    "csv.not_utf8": "{path}: the file is not UTF-8 text. Save it as 'CSV UTF-8' and try again.",
    "source.spreadsheet": "{path}: this is a spreadsheet workbook, not a CSV file. Save it as "
                          "CSV (in Excel: File → Save As → “CSV UTF-8”), then choose the CSV "
                          "file.",
    # (Windows Explorer unpacks 7-Zip and RAR from Windows 11 23H2 on, older Windows ZIP
    # only; a Mac's Archive Utility neither: it said "right-click it → Extract All" for all)
    "source.archive": "{path}: this is a {kind} archive. Unpack it first (on Windows 11: "
                      "right-click it → Extract All; on older Windows: with 7-Zip, from "
                      "7-zip.org; on a Mac: double-click it, or for 7-Zip and RAR use The "
                      "Unarchiver), then choose the folder it unpacks to.",
    # (an archive engine.magic.UNPACKED_BY_THE_APP names: the app unpacks it, window or
    # --headless, gui.headless_unpack; the window's words are source.archive's, its offer
    # below them: gui.engine_text.WINDOW_WORDING)
    "source.archive_unpacks": "{path}: this is a {kind} archive. Unpack it first (on "
                              "Windows 11: right-click it → Extract All; on older Windows: "
                              "with 7-Zip, from 7-zip.org; on a Mac: double-click it, or for "
                              "7-Zip and RAR use The Unarchiver), then choose the folder it "
                              "unpacks to. Or give it as it is "
                              "to tfrecord-studio --headless --source, which unpacks it into a "
                              "new folder beside it and converts that.",
    # (one file compressed by gzip, bzip2 or xz, not a tar: engine.magic.compressed_holds;
    # labels.csv.gz was told to "choose the folder it unpacks to", and there is none)
    "source.compressed_file": "{path}: this is one file compressed with {kind}, not an "
                              "archive of a folder, and this app does not unpack it. Unpack "
                              "it first with an archive tool (on Windows, such as 7-Zip; on "
                              "a Mac: double-click it), then choose the file it unpacks to, "
                              "{name}.",
    "source.compressed_unnamed": "{path}: this is one file compressed with {kind}, not an "
                                 "archive of a folder, and this app does not unpack it. Unpack "
                                 "it first with an archive tool (on Windows, such as 7-Zip; on "
                                 "a Mac: double-click it), then choose the file it unpacks to.",
    # (its start does not say whether it holds a folder (a tar) or one file: damaged from
    # its start, or cut before its first 512 bytes)
    "source.compressed_unknown": "{path}: this is a {kind} file, but its start cannot be "
                                 "read to tell whether it holds a folder or one file. Unpack "
                                 "it with an archive tool (on Windows, such as 7-Zip; on a "
                                 "Mac: double-click it), which also says whether it is "
                                 "damaged, then choose the folder or the file it unpacks to.",
    "source.one_image": "{path}: this is one image, not a folder or a table. Choose the folder "
                        "that holds your images.",
    # ({program}: the command as the user started it, engine.program; the window says
    # "Open it in Inspect": gui.engine_text.WINDOW_WORDING)
    "source.dataset": "{path}: this folder is a TFRecord dataset (what a conversion wrote), not "
                      "images. Look at it with: {program} inspect {path} (add "
                      "--how-to-load for its reading code); or choose the folder that holds "
                      "your images.",
    "csv.no_rows": "{path}: the file has no rows. Expected columns path,label[,split].",
    "csv.no_label_column": "{path}: the header has no 'label' column. Expected columns "
                           "path,label[,split].",
    "csv.one_column": "{path}, line {line}: only one column. Expected columns "
                      "path,label[,split] (the label column is missing).",
    "csv.empty_path": "{path}, line {line}: the path is empty.",
    "csv.no_label": "{path}, line {line}: the label is missing for {file}. Every row needs "
                    "path,label.",
    "csv.unknown_split": "{path}, line {line}: unknown split {split}. Use one of {splits}.",
    "csv.unknown_split_named": "{path}, line {line}: unknown split {split}. Use one of "
                               "{splits}, or name it in --split (e.g. --split "
                               "train=0.9,{name}=0.1: rows that name a split keep it).",
    "csv.row_no_path": "the path is empty",
    "csv.row_no_label": "the label is missing; every row needs path,label",
    "csv.negative_label": "{path}: integer labels must be 0 or more.",
    # notices: nothing skipped, but read otherwise than a user may expect (ScanResult.notices)
    "csv.unread_columns": "{file}: columns not read: {columns} (a class table has the columns "
                          "path, label and split)",
    "csv.extra_columns": "{file}: some rows have more than 3 columns; from the 4th on they are "
                         "not read (a class table has the columns path, label and split)",
    "csv.unknown_header": "{file}: the first row ({columns}) is read as column titles, not as "
                          "an image: it names no image file, and the rows below do. These "
                          "titles are not ones this program knows, so the columns are read in "
                          "their order: path, label, split",
    "csv.encoding": "{file} is not UTF-8 text: it is read as {encoding}. The labels are "
                    "written to the dataset as Unicode (UTF-8)",
    "csv.semicolons": "{file}: its columns are separated by semicolons (;), as Excel saves CSV "
                      "files in many languages, and are read so",
    "csv.tabs": "{file}: its columns are separated by tabs, and are read so",
    **ANNOTATIONS,
    # --- what takes most of the time (worker_stats / recommendation); the same words
    # as the Live tab's banner (gui.widgets.plots.limit_text)
    "speed.writing": "Writing the output files takes most of the time: the writer is busy "
                     "{writer} of the time while workers are busy only {workers} (disk or "
                     "compression is the limit; more workers will not help).",
    "speed.reading": "Waiting for the source files takes most of the time: workers spend "
                     "{share} of their time waiting for the disk (slow or network storage; "
                     "copy the images to a local disk).",
    "speed.decoding": "Converting the images takes most of the time: workers are "
                      "busy {workers} of the time and the writer only {writer} (more workers, "
                      "up to the number of cores, help).",
    "speed.idle": "Nothing is saturated: workers busy {workers}, writer {writer} (the run may "
                  "be starting or finishing).",
    "speed.decoding_cores": "Converting the images takes most of the time: workers "
                            "are busy {workers} of the time and the writer only {writer} "
                            "(more workers, up to {cores} — the number of cores — would "
                            "help).",
    "speed.decoding_at_cores": "Converting the images takes most of the time: "
                               "workers are busy {workers} of the time and the writer only "
                               "{writer}; every core already has a worker, so more workers "
                               "would not help. What would: a smaller output size, --format "
                               "original (no re-encoding), a faster disk, or closing other "
                               "programs.",
    "speed.storing": "Reading and checking the files takes most of the time: busy {workers} "
                     "of the time, the writer {writer} (nothing is decoded: each "
                     "file is stored as it is).",
    **TUNE,
    # --- what an exit code means (protocol.EXIT_CODES; code "exit.<number>")
    "exit.0": "finished",
    "exit.1": "internal error (a bug; see the log)",
    "exit.2": "invalid options",
    "exit.3": "the source could not be read",
    "exit.4": "the output folder is not empty, or another run is using it",
    "exit.5": "no image could be converted",
    "exit.6": "writing failed (disk full or I/O error)",
    "exit.7": "verification found problems",
    "exit.8": "resume does not match the interrupted run",
    "exit.9": "the Dask cluster went away or cannot run the tasks",
    "exit.130": "cancelled",
    # --- --resume refusals (engine.run.resume)
    "resume.options_differ": "--resume: the options or the input files differ from the "
                             "interrupted run in {out}. Run with the same options, or use "
                             "--overwrite to start again.",
    "resume.other_dataset": "--resume: {out} holds a dataset from a run with other options or "
                            "inputs. Use --overwrite to start again.",
    "resume.other_decoder": "--resume: the run in {out} was converted by engine {version} with "
                            "the {theirs} decoder path; this engine would use the {ours} path, "
                            "whose images differ byte for byte, and one dataset must not mix "
                            "them. Finish it with --decoder {theirs}, or use --overwrite to "
                            "start again.",
    "resume.annotations_changed": "--resume: the annotations differ from those of the run in "
                                  "{out}: {changes}. Its shards hold the old annotations. Put "
                                  "the annotation file back as it was, or use --overwrite to "
                                  "convert again with the new annotations.",
    "resume.no_annotation_record": "--resume: the run in {out} recorded no annotation files (an "
                                   "earlier version started it, or it read this source without "
                                   "its annotations), so its shards cannot be checked against "
                                   "the annotations now. Use --overwrite to convert again.",
    "resume.other_bytes": "--resume: the run in {out} was started by TFRecord Studio {started}, "
                          "which writes its records as other bytes than this version ({ours}), "
                          "and one dataset must not mix them. Finish it with TFRecord Studio "
                          "{started}, or use --overwrite to convert everything again.",
    # an older engine's run whose kept shards hold a file it judged by another rule
    # (engine.verdicts; {sentence}: one of the verdict.* below)
    "resume.other_verdicts": "--resume: the run in {out} was started by TFRecord Studio "
                             "{started}, which took other files into records than this version "
                             "({ours}): {sentence} Its finished shards include one of them: "
                             "{file}. One dataset must not take its records by two rules. "
                             "Finish it with TFRecord Studio {started}, or use --overwrite to "
                             "convert everything again.",
    "verdict.png": "it stored PNG images whose data is damaged (with wrong or black pixels), "
                   "which this version refuses.",
    "verdict.original_damaged": "with --format original it stored damaged or cut-short GIF, "
                                "TIFF, WebP and BMP files as they were, which this version "
                                "refuses.",
    "verdict.camera_raw": "it stored camera RAW files as their small preview, which this "
                          "version refuses.",
    "verdict.later_frames": "it refused GIF, TIFF and WebP images whose later frames or pages "
                            "are damaged, which this version converts (their first picture).",
    "verdict.masks": "it converted images whose class mask is smoothed (anti-aliased) or "
                     "damaged, which this version refuses.",
    "verdict.grey_masks": "it refused images whose grey class mask was saved in colour (its "
                          "three channels equal, or grey with an opaque alpha), which this "
                          "version converts, reading the mask as grey.",
    **CLUSTER,
    **FAILED,
    **FILES,
    **LOADING,
    **VERIFY,
    **INSPECT,
    **TABLE,
    **NOTICES,
    **LOG,
    **BARE,
}
