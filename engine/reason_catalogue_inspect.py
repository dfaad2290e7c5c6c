"""The catalogue of `inspect`'s sentences about a file or a path it could not read as
TFRecord data (engine.commands.inspect's FileProblem reasons, engine.commands.inspect_files'
PathProblem reasons and its decompression problems, engine.commands.inspect_records' page
errors), by stable code; engine.reason_catalogue merges it into its CATALOGUE. A damaged
record's framing ("data CRC mismatch (corrupt record)", ...) is verify's (verify.frame_*):
inspect and verify read shards with the same reader. Pure data, standard library only.
"""

from __future__ import annotations

from engine.reason_pair import By

#: code -> English template. Codes are stable: change the English freely, never the code.
INSPECT: dict[str, str | tuple[str, str] | By] = {
    # --- a file (engine.commands.inspect.inspect_file)
    "inspect.empty": "empty file: no records",
    "inspect.empty_stream": "empty file: no records (the {compression} data decompresses to "
                            "nothing)",
    "inspect.unreadable": "cannot read the file ({detail})",
    "inspect.too_short": "not a TFRecord file (too short to hold one record)",
    "inspect.bad_first_header": "not a TFRecord file (its first record header is invalid)",
    "inspect.zlib_not_tfrecord": "not a TFRecord file, or a damaged ZLIB-compressed one: it "
                                 "starts like ZLIB data but cannot be decompressed ({detail})",
    "inspect.stream_cut": "compressed data ends early (file truncated)",
    "inspect.stream_damaged": "compressed data is damaged ({detail})",
    # what a damaged file means (engine.commands.inspect_report.FileReport.notes)
    "inspect.damaged_one": ("{n} record, 1 damaged ({which}): its data does not match its "
                            "checksum; the records after it were read and checked",
                            "{n} records, 1 damaged ({which}): its data does not match its "
                            "checksum; the records after it were read and checked"),
    "inspect.damaged_many": "{n} records, {m} damaged ({which}): their data does not match "
                            "their checksums; the records around them were read and checked",
    "inspect.stopped": "reading stopped at record #{r} (byte {n}): its length is damaged, so "
                       "the records after it, if any, cannot be located",
    "inspect.cut_short": "the file is cut short: it ends inside record #{r}, so that record "
                         "and any after it are missing",
    "inspect.cut_short_known": "the file is cut short: it ends inside record #{r} ({n} bytes, "
                               "the manifest says {m}), so the records from #{r} on are "
                               "missing: {k} of the {total} the manifest lists",
    # a file cut at a record boundary: also the file's problem (FileReport.expect)
    "inspect.short": ("the file is cut short after {n} record: the manifest lists {total} "
                      "({size} bytes on disk, the manifest says {m}), so the records from "
                      "#{n} on are missing",
                      "the file is cut short after {n} records: the manifest lists {total} "
                      "({size} bytes on disk, the manifest says {m}), so the records from "
                      "#{n} on are missing"),
    # a shard all of whose images failed, as the manifest lists it (FileReport.listed_empty)
    "inspect.listed_empty": "no records, as the manifest lists: every image planned for this "
                            "shard failed to convert (rejected.csv says why)",
    "inspect.tf_stops": "TensorFlow's reader stops at the first damaged record "
                        "(DataLossError), so this file cannot be used for training until it "
                        "is written again",
    # images almost black: a 12-bit camera's converted as 16 bits (engine.commands
    # .inspect_dark); {n} of the {m} pictures looked at, {v} the brightest of those {n}, {bits}
    # the bit depth advised (12 or 14: inspect_dark.camera_bits)
    "inspect.dark": "Most images in these files are almost black ({n} of {m} looked at; "
                    "brightest value {v} of 255). If they came from a {bits}-bit camera, "
                    "convert the source again with --bit-depth {bits}",
    # --- a dataset folder of ours as a whole (engine.commands.inspect_dataset)
    "inspect.ds_missing_one": ("The manifest lists {n} shard file; it is not in this folder "
                               "({names})",
                               "The manifest lists {n} shard files; 1 of them is not in this "
                               "folder ({names})"),
    "inspect.ds_missing": "The manifest lists {n} shard files; {m} of them are not in this "
                          "folder ({names})",
    "inspect.ds_unlisted_one": "This folder holds 1 TFRecord file that the manifest does not "
                               "list ({names})",
    "inspect.ds_unlisted": "This folder holds {n} TFRecord files that the manifest does not "
                           "list ({names})",
    # --- a folder holding an unfinished dataset, said first (engine.commands
    # .inspect_unfinished): an interrupted run's (the counts of its journal or manifest)
    "inspect.unfinished_cancelled": By(
        "total",
        "This dataset is not finished: the run was cancelled after {n} of {total} shard "
        "({m} of {planned} images). Finish it: run the same convert command again with "
        "--resume",
        "This dataset is not finished: the run was cancelled after {n} of {total} shards "
        "({m} of {planned} images). Finish it: run the same convert command again with "
        "--resume"),
    "inspect.unfinished_failed": By(
        "total",
        "This dataset is not finished: the run failed after {n} of {total} shard ({m} of "
        "{planned} images). Finish it: run the same convert command again with --resume",
        "This dataset is not finished: the run failed after {n} of {total} shards ({m} of "
        "{planned} images). Finish it: run the same convert command again with --resume"),
    "inspect.unfinished_stopped": By(
        "total",
        "This dataset is not finished: the run stopped before its end (the program was "
        "closed or crashed) after {n} of {total} shard ({m} of {planned} images). Finish "
        "it: run the same convert command again with --resume",
        "This dataset is not finished: the run stopped before its end (the program was "
        "closed or crashed) after {n} of {total} shards ({m} of {planned} images). Finish "
        "it: run the same convert command again with --resume"),
    # every shard written, but the run ended before its manifest said it finished
    "inspect.unfinished_written": By(
        "total",
        "This dataset is not finished: every shard is written ({total} shard), but the run ended "
        "before it recorded the dataset as finished. Finish it: run the same convert "
        "command again with --resume",
        "This dataset is not finished: every shard is written ({total} shards), but the run ended "
        "before it recorded the dataset as finished. Finish it: run the same convert "
        "command again with --resume"),
    "inspect.unfinished_run": "This dataset is not finished: the run that wrote it did not "
                              "reach its end. Finish it: run the same convert command again "
                              "with --resume",
    # no run of ours known: the "-of-N" names say files are missing
    "inspect.unfinished_names": By(
        "m",
        "This dataset is not complete: its file names say {total} shards ({pattern}), and "
        "{m} of them is not in this folder",
        "This dataset is not complete: its file names say {total} shards ({pattern}), and "
        "{m} of them are not in this folder"),
    "inspect.unfinished_missing": ("{n} shard is not in this folder: {names}",
                                   "{n} shards are not in this folder: {names}"),
    # the images an interrupted run kept in its unfinished shards' .partial files: {n}
    # images, {m} shards
    "inspect.unfinished_kept": By(
        "m",
        ("{n} more image is kept for --resume in {m} unfinished shard (a hidden .partial "
         "file, not read here)",
         "{n} more images are kept for --resume in {m} unfinished shard (a hidden .partial "
         "file, not read here)"),
        ("{n} more image is kept for --resume in {m} unfinished shards (hidden .partial "
         "files, not read here)",
         "{n} more images are kept for --resume in {m} unfinished shards (hidden .partial "
         "files, not read here)")),
    # the images in the .partial files of its unfinished shards that a kill or a write
    # error left (nothing journals them): {n} images, {m} shards
    "inspect.unfinished_partial": By(
        "m",
        ("{n} more image is in {m} unfinished shard (a hidden .partial file, not read "
         "here): --resume keeps it if it reads back whole",
         "{n} more images are in {m} unfinished shard (a hidden .partial file, not read "
         "here): --resume keeps those that read back whole"),
        ("{n} more image is in {m} unfinished shards (hidden .partial files, not read "
         "here): --resume keeps it if it reads back whole",
         "{n} more images are in {m} unfinished shards (hidden .partial files, not read "
         "here): --resume keeps those that read back whole")),
    # --- a path given to inspect (engine.commands.inspect_files.find_tfrecord_files)
    "inspect.no_files": ("no TFRecord files found in this folder: choose the folder a "
                         "conversion wrote them to, or the .tfrecord files themselves"),
    "inspect.folder_unreadable": "cannot read this folder ({detail})",
    "inspect.not_file_or_folder": "not a file or folder",
    "inspect.missing": "does not exist",
}
