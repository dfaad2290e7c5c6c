"""The catalogue of `verify`'s problem sentences (engine.commands.verify, verify_manifest,
verify_readers, engine.sources.verify_annotations, engine.records.tfds_metadata and the
messages of engine.commands.verify_cli), by stable code; engine.reason_catalogue merges it
into its CATALOGUE. Pure data (a By pair is engine.reason_pair's), standard library only.

A record's problem is "{path}: record #{n} ({file}): {sentence}": the inner sentence is
one of the verify.rec_* codes; a damaged manifest's is "{path} is damaged: {sentence}. ..."
with one of the verify.field_* codes; the framing damage after a record one of the
verify.frame_* codes ({detail} when TensorFlow's reader says it in its own words).
"""

from __future__ import annotations

from engine.reason_pair import By, Template

_RESUME = "run convert with --resume to rebuild it"

#: code -> English template. Codes are stable: change the English freely, never the code.
VERIFY: dict[str, Template] = {
    # --- the command and its verdict (engine.commands.verify_cli, verify)
    "verify.no_folder": "{folder}: no such folder.",
    "verify.failed": ("{folder}: verification failed ({n} problem)",
                      "{folder}: verification failed ({n} problems)"),
    "verify.cancelled": "verification cancelled before every record was read",
    "verify.more": "... and {n} more",
    "verify.cannot_list": "{folder} cannot be listed: {detail}",
    "verify.unlisted_shard": "{path}: shard not listed in the manifest",
    "verify.total_vs_shards": By("m", "{path}: total_records is {n} but the shards hold {m} "
                                      "record",
                                 "{path}: total_records is {n} but the shards hold {m} "
                                 "records"),
    # --- the manifest as a file (engine.commands.verify_manifest.read_manifest_file)
    "verify.manifest_missing": "{path} is missing: this folder was not written by TFRecord "
                               "Studio, or the run did not finish. Use `inspect` for TFRecord "
                               "files from elsewhere.",
    "verify.manifest_missing_tfds": "{path} is missing ({legacy} there is another program's, "
                                    "e.g. TensorFlow Datasets'): this folder was not written "
                                    "by TFRecord Studio, or the run did not finish. Use "
                                    "`inspect` for TFRecord files from elsewhere.",
    "verify.cannot_read": "{path} cannot be read: {detail}",
    "verify.not_regular": "{path} is not a regular file",
    "verify.manifest_too_big": "{path} is {n} bytes, far more than a manifest of this program "
                               "holds; it is damaged or not ours",
    "verify.manifest_not_utf8": "{path} is not UTF-8 text (byte {n}); it is damaged",
    "verify.manifest_json_at": "{path} is not valid JSON (line {line}, column {column}: "
                               "{detail}); it is damaged",
    "verify.manifest_json": "{path} is not valid JSON ({detail}); it is damaged",
    "verify.manifest_damaged": "{path} is damaged: {sentence}. Convert again, or restore the "
                               "file from a copy.",
    # what is wrong in it (the {sentence} above; field names as in the JSON)
    "verify.field_choice": "{field} is {value}; expected one of {choices}",
    "verify.field_shape": "{field}.shape must be a list of whole numbers, found {value}",
    "verify.field_labels": "labels must be a list of class names (text)",
    "verify.field_label_map": "label_map must be a JSON object",
    "verify.field_tfds_files": "tfds_files must be a list of file names",
    "verify.field_shards": "{field}.shards must be a list",
    "verify.field_sha256": "{field}.sha256 is not a sha256 digest (64 hex digits): {value}",
    "verify.field_dali_index": "{field}.dali_index must be a file name",
    "verify.field_top_object": "the top level must be a JSON object, found {kind}",
    "verify.field_object": "{field} must be a JSON object, found {kind}",
    "verify.field_missing": "{field} is missing",
    "verify.field_absent": "{field} has no {key}",
    "verify.field_text": "{field} must be text, found {value}",
    "verify.field_count": "{field} must be a whole number >= 0, found {value}",
    # --- what the manifest says of itself and of labels.txt (verify_manifest)
    "verify.unsafe_shard": "shard {name} in the manifest is not a plain file name in this "
                           "folder (it could lead outside it); it was not read",
    "verify.unsafe_index": "DALI index {name} in the manifest is not a plain file name in "
                           "this folder (it could lead outside it); it was not read",
    "verify.link_outside": "{path} is a link to {target}, outside the folder; it was not read",
    "verify.not_finished": "the run that wrote {folder} did not finish (status: {status}); "
                           "run convert again with --resume",
    # a complete manifest, and the journal of a later run (a Replace killed part-way)
    "verify.later_run": "a later run into {folder} did not finish: it was replacing this "
                        "dataset (its journal is there); run convert again with --resume to "
                        "finish it",
    "verify.num_classes": By("m", "{path}: num_classes is {n} but the manifest lists {m} label "
                                  "(edited or damaged)",
                             "{path}: num_classes is {n} but the manifest lists {m} labels "
                             "(edited or damaged)"),
    "verify.label_twice": "{path}: the label list names a class twice",
    "verify.split_shards": By("m", "split {split}: {n} of {m} shard present",
                              "split {split}: {n} of {m} shards present"),
    "verify.split_records": ("{path}: split {split} says {n} record but its shards add up to "
                             "{m}",
                             "{path}: split {split} says {n} records but its shards add up to"
                             " {m}"),
    "verify.total_vs_splits": "{path}: total_records is {n} but the splits add up to {m} "
                              "(edited or damaged)",
    "verify.shard_twice": "{path}: {name} is listed twice",
    "verify.labels_missing": "{path} is missing; it lists the class names in label order",
    "verify.labels_too_big": "{path} is far larger than the labels of this dataset",
    "verify.labels_lines": By("m", ("{path} has {n} line but the manifest lists {m} label "
                                    "(edited, or a class name contains a line break)",
                                    "{path} has {n} lines but the manifest lists {m} label "
                                    "(edited, or a class name contains a line break)"),
                              ("{path} has {n} line but the manifest lists {m} labels (edited, "
                               "or a class name contains a line break)",
                               "{path} has {n} lines but the manifest lists {m} labels (edited, "
                               "or a class name contains a line break)")),
    "verify.labels_line": "{path}: line {line} is {found} but label {label} is {expected} in "
                          "the manifest (lines edited or swapped)",
    "verify.not_shard_name": "{name} in the manifest is not a shard file name of this "
                             "program; it was not read",
    "verify.tfds_missing": "{path} (TensorFlow Datasets' metadata) is missing",
    "verify.tfds_unreadable": "{path} (TensorFlow Datasets' metadata) cannot be read: "
                              "{detail}",
    "verify.tfds_differs": "{path} (TensorFlow Datasets' metadata) does not match the "
                           "manifest; TFDS would read the dataset wrongly",
    # --- a shard and its DALI index (engine.commands.verify)
    "verify.shard_missing": "{path}: missing",
    # (said of 2 missing or more: one missing is "{path}: missing")
    "verify.shards_missing": "{n} of the {m} shard files the manifest lists are missing from "
                             "{folder} ({names})",
    "verify.shard_unreadable": "{path}: cannot be read: {detail}",
    "verify.shard_not_regular": "{path}: not a regular file; it was not read",
    "verify.size_differs": ("{path}: {n} byte on disk, the manifest says {m} (file cut short "
                            "or changed)",
                            "{path}: {n} bytes on disk, the manifest says {m} (file cut short "
                            "or changed)"),
    "verify.sha_differs": "{path}: sha256 differs from the manifest (file changed or "
                          "corrupted)",
    "verify.count_differs": ("{path}: {n} record read, the manifest says {m} (file cut at a "
                             "record boundary?)",
                             "{path}: {n} records read, the manifest says {m} (file cut at a "
                             "record boundary?)"),
    "verify.too_many_bad": "{path}: more records with problems; stopped checking this shard",
    "verify.index_too_big": "{path}: DALI index is far larger than its shard needs; delete "
                            "it and " + _RESUME,
    "verify.index_unreadable": "{path}: DALI index unreadable or missing ({detail}); "
                               + _RESUME,
    "verify.index_differs": "{path}: DALI index does not match its shard; delete it and "
                            + _RESUME,
    # the damaged stream after the last sound record (engine.records.tfrecord's reasons):
    # the first damaged record, #n counted from #0 as inspect names it
    "verify.corrupt_after_known": "{path}: record #{n} is damaged: {sentence}; the records "
                                  "after it were not read",
    "verify.corrupt_after": "{path}: record #{n} is damaged: {detail}; the records after it "
                            "were not read",
    "verify.frame_header_cut": "file ends inside a record header (truncated)",
    "verify.frame_length_crc": "length CRC mismatch (corrupt or not a TFRecord file)",
    "verify.frame_too_long": By("m", "record length {n} is more than the {m} byte left in the "
                                     "file (corrupt length or truncated file)",
                                "record length {n} is more than the {m} bytes left in the file "
                                "(corrupt length or truncated file)"),
    "verify.frame_cut": "file ends inside a record (truncated)",
    "verify.frame_crc_cut": "file ends before the record's data CRC (truncated)",
    "verify.frame_data_crc": "data CRC mismatch (corrupt record)",
    "verify.frame_compressed": "compressed data is damaged or cut short ({detail})",
    # --- one record (its {sentence}: the verify.rec_* codes)
    "verify.not_example": "{path}: record #{n} is not a tf.train.Example: {detail}",
    "verify.record_unnamed": "{path}: record #{n} (no file name): {sentence}",
    "verify.record": "{path}: record #{n} ({file}): {sentence}",
    "verify.rec_no_feature": "has no {feature} feature, which the manifest's feature spec "
                             "lists",
    "verify.rec_extra_feature": "has a {feature} feature, which the manifest's feature spec "
                                "does not list",
    "verify.rec_feature_kind": "feature {feature} is {kind}, the manifest says {expected}",
    "verify.rec_feature_size": ("feature {feature} has {n} value, the manifest's shape needs "
                                "{m}",
                                "feature {feature} has {n} values, the manifest's shape needs"
                                " {m}"),
    "verify.rec_tf_parse": "TensorFlow cannot parse it with the manifest's features: {detail}",
    "verify.rec_label_range": "label {label} is outside 0..{top} (num_classes)",
    "verify.rec_class_name": "class name {name} but label {label} is {expected} in the "
                             "manifest",
    "verify.rec_raw_size": "raw image has {n} bytes, expected {shape}",
    "verify.rec_header": "the image cannot be read: {detail}",
    "verify.rec_header_size": "image is {size}, stored size is {stored}",
    # (above the --max-pixels the manifest records: engine.commands.verify_readers)
    "verify.rec_too_large": "image is {size} = {mp} megapixels, above the --max-pixels limit "
                            "of {limit} MP that the manifest says the dataset was converted "
                            "with: the run refuses such an image, so the shard or the "
                            "manifest was changed after the run (convert again to rebuild "
                            "the dataset)",
    "verify.rec_pillow": "Pillow cannot decode the image: {detail}",
    "verify.rec_tf_decode": "TensorFlow cannot decode the image: {detail}",
    "verify.rec_decoded_size": "decoded image is {size}, stored size is {stored}",
    # annotated tasks (engine.sources.verify_annotations)
    "verify.rec_label_count": By("m", ("{n} label but {m} class name",
                                       "{n} labels but {m} class name"),
                                 ("{n} label but {m} class names",
                                  "{n} labels but {m} class names")),
    "verify.rec_multilabel_range": "label {label} is outside 0..{top}",
    "verify.rec_multilabel_name": "label {label} is {expected} in the manifest, the record "
                                  "says {found}",
    "verify.rec_box_count": By("m", ("{n} box but {m} value in {key}",
                                     "{n} boxes but {m} value in {key}"),
                               ("{n} box but {m} values in {key}",
                                "{n} boxes but {m} values in {key}")),
    "verify.rec_box": "object {i}: box {box} is not inside 0..1 with min < max",
    "verify.rec_object_label": "object {i}: class label {label} is outside 1..{top} "
                               "(label_map.pbtxt)",
    "verify.rec_object_name": "object {i}: class {label} is {expected}, the record says "
                              "{found}",
    "verify.rec_object_mask_not_png": "object {i} mask: is not a PNG",
    "verify.rec_object_mask_size": "object {i} mask: is {size}, the image is {image}",
    "verify.rec_object_mask_bad": "object {i} mask: cannot be decoded ({kind})",
    "verify.rec_mask_not_png": "segmentation mask is not a PNG",
    "verify.rec_mask_size": "segmentation mask is {size}, the image is {image}",
    "verify.rec_mask_bad": "segmentation mask cannot be decoded ({kind})",
}
