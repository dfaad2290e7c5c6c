"""The engine's coded sentences of `verify`, in the window's language: what is wrong in a
dataset read back (its manifest, labels.txt, TFDS's metadata, a shard, its DALI index, a
record; codes verify.*; the table is gui.engine_text's, split by family of codes so each
part stays short). The context stays "EngineText". Where the engine's advice names
--resume or the `inspect` command, the window names its own Resume button and Inspect tab
(gui.engine_text_wording.WINDOW_WORDING)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.reason_codes import By, Template


def templates() -> dict[str, Template]:
    """code -> the template in the current language, for verify's problems."""
    return {
        'verify.no_folder': QCoreApplication.translate("EngineText", '{folder}: no such folder.'),
        'verify.failed': (
            QCoreApplication.translate(
                "EngineText", '{folder}: verification failed ({n} problem)'),
            QCoreApplication.translate(
                "EngineText", '{folder}: verification failed ({n} problems)')),
        'verify.cancelled': QCoreApplication.translate(
            "EngineText", 'verification cancelled before every record was read'),
        'verify.more': QCoreApplication.translate("EngineText", '... and {n} more'),
        'verify.cannot_list': QCoreApplication.translate(
            "EngineText", '{folder} cannot be listed: {detail}'),
        'verify.unlisted_shard': QCoreApplication.translate(
            "EngineText", '{path}: shard not listed in the manifest'),
        'verify.total_vs_shards': By(
            "m",
            QCoreApplication.translate(
                "EngineText", '{path}: total_records is {n} but the shards hold {m} record'),
            QCoreApplication.translate(
                "EngineText", '{path}: total_records is {n} but the shards hold {m} records')),
        'verify.manifest_missing': QCoreApplication.translate(
            "EngineText", '{path} is missing: this folder was not written by TFRecord Studio, '
                          'or the run did not finish. Open TFRecord files from elsewhere in the '
                          'Inspect tab.'),
        'verify.manifest_missing_tfds': QCoreApplication.translate(
            "EngineText", "{path} is missing ({legacy} there is another program's, e.g. "
                          "TensorFlow Datasets'): this folder was not written by TFRecord "
                          'Studio, or the run did not finish. Open TFRecord files from '
                          'elsewhere in the Inspect tab.'),
        'verify.cannot_read': QCoreApplication.translate(
            "EngineText", '{path} cannot be read: {detail}'),
        'verify.not_regular': QCoreApplication.translate(
            "EngineText", '{path} is not a regular file'),
        'verify.manifest_too_big': QCoreApplication.translate(
            "EngineText", '{path} is {n} bytes, far more than a manifest of this program holds; '
                          'it is damaged or not ours'),
        'verify.manifest_not_utf8': QCoreApplication.translate(
            "EngineText", '{path} is not UTF-8 text (byte {n}); it is damaged'),
        'verify.manifest_json_at': QCoreApplication.translate(
            "EngineText", '{path} is not valid JSON (line {line}, column {column}: {detail}); '
                          'it is damaged'),
        'verify.manifest_json': QCoreApplication.translate(
            "EngineText", '{path} is not valid JSON ({detail}); it is damaged'),
        'verify.manifest_damaged': QCoreApplication.translate(
            "EngineText", '{path} is damaged: {sentence}. Convert again, or restore the file '
                          'from a copy.'),
        'verify.field_choice': QCoreApplication.translate(
            "EngineText", '{field} is {value}; expected one of {choices}'),
        'verify.field_shape': QCoreApplication.translate(
            "EngineText", '{field}.shape must be a list of whole numbers, found {value}'),
        'verify.field_labels': QCoreApplication.translate(
            "EngineText", 'labels must be a list of class names (text)'),
        'verify.field_label_map': QCoreApplication.translate(
            "EngineText", 'label_map must be a JSON object'),
        'verify.field_tfds_files': QCoreApplication.translate(
            "EngineText", 'tfds_files must be a list of file names'),
        'verify.field_shards': QCoreApplication.translate(
            "EngineText", '{field}.shards must be a list'),
        'verify.field_sha256': QCoreApplication.translate(
            "EngineText", '{field}.sha256 is not a sha256 digest (64 hex digits): {value}'),
        'verify.field_dali_index': QCoreApplication.translate(
            "EngineText", '{field}.dali_index must be a file name'),
        'verify.field_top_object': QCoreApplication.translate(
            "EngineText", 'the top level must be a JSON object, found {kind}'),
        'verify.field_object': QCoreApplication.translate(
            "EngineText", '{field} must be a JSON object, found {kind}'),
        'verify.field_missing': QCoreApplication.translate("EngineText", '{field} is missing'),
        'verify.field_absent': QCoreApplication.translate("EngineText", '{field} has no {key}'),
        'verify.field_text': QCoreApplication.translate(
            "EngineText", '{field} must be text, found {value}'),
        'verify.field_count': QCoreApplication.translate(
            "EngineText", '{field} must be a whole number >= 0, found {value}'),
        'verify.unsafe_shard': QCoreApplication.translate(
            "EngineText", 'shard {name} in the manifest is not a plain file name in this folder '
                          '(it could lead outside it); it was not read'),
        'verify.unsafe_index': QCoreApplication.translate(
            "EngineText", 'DALI index {name} in the manifest is not a plain file name in this '
                          'folder (it could lead outside it); it was not read'),
        'verify.link_outside': QCoreApplication.translate(
            "EngineText", '{path} is a link to {target}, outside the folder; it was not read'),
        'verify.not_finished': QCoreApplication.translate(
            "EngineText", 'the run that wrote {folder} did not finish (status: {status}); '
                          'convert again with Resume'),
        'verify.later_run': QCoreApplication.translate(
            "EngineText", 'a later run into {folder} did not finish: it was replacing this '
                          'dataset (its journal is there); convert again with Resume to finish '
                          'it'),
        'verify.num_classes': By(
            "m",
            QCoreApplication.translate(
                "EngineText", '{path}: num_classes is {n} but the manifest lists {m} label '
                              '(edited or damaged)'),
            QCoreApplication.translate(
                "EngineText", '{path}: num_classes is {n} but the manifest lists {m} labels '
                              '(edited or damaged)')),
        'verify.label_twice': QCoreApplication.translate(
            "EngineText", '{path}: the label list names a class twice'),
        'verify.split_shards': By(
            "m",
            QCoreApplication.translate("EngineText", 'split {split}: {n} of {m} shard present'),
            QCoreApplication.translate("EngineText", 'split {split}: {n} of {m} shards present')),
        'verify.split_records': (
            QCoreApplication.translate(
                "EngineText", '{path}: split {split} says {n} record but its shards add '
                              'up to {m}'),
            QCoreApplication.translate(
                "EngineText", '{path}: split {split} says {n} records but its shards '
                              'add up to {m}')),
        'verify.total_vs_splits': QCoreApplication.translate(
            "EngineText", '{path}: total_records is {n} but the splits add up to {m} (edited or '
                          'damaged)'),
        'verify.shard_twice': QCoreApplication.translate(
            "EngineText", '{path}: {name} is listed twice'),
        'verify.labels_missing': QCoreApplication.translate(
            "EngineText", '{path} is missing; it lists the class names in label order'),
        'verify.labels_too_big': QCoreApplication.translate(
            "EngineText", '{path} is far larger than the labels of this dataset'),
        'verify.labels_lines': By(   # the lines by {n}, the labels by {m}
            "m",
            (QCoreApplication.translate(
                "EngineText", '{path} has {n} line but the manifest lists {m} label '
                              '(edited, or a class name contains a line break)'),
             QCoreApplication.translate(
                 "EngineText", '{path} has {n} lines but the manifest lists {m} label '
                               '(edited, or a class name contains a line break)')),
            (QCoreApplication.translate(
                "EngineText", '{path} has {n} line but the manifest lists {m} labels '
                              '(edited, or a class name contains a line break)'),
             QCoreApplication.translate(
                 "EngineText", '{path} has {n} lines but the manifest lists {m} labels '
                               '(edited, or a class name contains a line break)'))),
        'verify.labels_line': QCoreApplication.translate(
            "EngineText", '{path}: line {line} is {found} but label {label} is {expected} in '
                          'the manifest (lines edited or swapped)'),
        'verify.not_shard_name': QCoreApplication.translate(
            "EngineText", '{name} in the manifest is not a shard file name of this program; it '
                          'was not read'),
        'verify.tfds_missing': QCoreApplication.translate(
            "EngineText", "{path} (TensorFlow Datasets' metadata) is missing"),
        'verify.tfds_unreadable': QCoreApplication.translate(
            "EngineText", "{path} (TensorFlow Datasets' metadata) cannot be read: {detail}"),
        'verify.tfds_differs': QCoreApplication.translate(
            "EngineText", "{path} (TensorFlow Datasets' metadata) does not match the manifest; "
                          'TFDS would read the dataset wrongly'),
        'verify.shard_missing': QCoreApplication.translate("EngineText", '{path}: missing'),
        'verify.shards_missing': QCoreApplication.translate(
            "EngineText", '{n} of the {m} shard files the manifest lists are missing from '
                          '{folder} ({names})'),
        'verify.shard_unreadable': QCoreApplication.translate(
            "EngineText", '{path}: cannot be read: {detail}'),
        'verify.shard_not_regular': QCoreApplication.translate(
            "EngineText", '{path}: not a regular file; it was not read'),
        'verify.size_differs': (
            QCoreApplication.translate(
                "EngineText", '{path}: {n} byte on disk, the manifest says {m} (file cut short '
                              'or changed)'),
            QCoreApplication.translate(
                "EngineText", '{path}: {n} bytes on disk, the manifest says {m} (file cut short '
                              'or changed)')),
        'verify.sha_differs': QCoreApplication.translate(
            "EngineText", '{path}: sha256 differs from the manifest (file changed or corrupted)'),
        'verify.count_differs': (
            QCoreApplication.translate(
                "EngineText", '{path}: {n} record read, the manifest says {m} (file cut '
                              'at a record boundary?)'),
            QCoreApplication.translate(
                "EngineText", '{path}: {n} records read, the manifest says {m} (file '
                              'cut at a record boundary?)')),
        'verify.too_many_bad': QCoreApplication.translate(
            "EngineText", '{path}: more records with problems; stopped checking this shard'),
        'verify.index_too_big': QCoreApplication.translate(
            "EngineText", '{path}: DALI index is far larger than its shard needs; delete it and '
                          'convert again with Resume to rebuild it'),
        'verify.index_unreadable': QCoreApplication.translate(
            "EngineText", '{path}: DALI index unreadable or missing ({detail}); convert again '
                          'with Resume to rebuild it'),
        'verify.index_differs': QCoreApplication.translate(
            "EngineText", '{path}: DALI index does not match its shard; delete it and convert '
                          'again with Resume to rebuild it'),
        'verify.corrupt_after_known': QCoreApplication.translate(
            "EngineText", '{path}: record #{n} is damaged: {sentence}; the records after it '
                          'were not read'),
        'verify.corrupt_after': QCoreApplication.translate(
            "EngineText", '{path}: record #{n} is damaged: {detail}; the records after it '
                          'were not read'),
        'verify.frame_header_cut': QCoreApplication.translate(
            "EngineText", 'file ends inside a record header (truncated)'),
        'verify.frame_length_crc': QCoreApplication.translate(
            "EngineText", 'length CRC mismatch (corrupt or not a TFRecord file)'),
        'verify.frame_too_long': By(
            "m",
            QCoreApplication.translate(
                "EngineText", 'record length {n} is more than the {m} byte left in the file '
                              '(corrupt length or truncated file)'),
            QCoreApplication.translate(
                "EngineText", 'record length {n} is more than the {m} bytes left in the file '
                              '(corrupt length or truncated file)')),
        'verify.frame_cut': QCoreApplication.translate(
            "EngineText", 'file ends inside a record (truncated)'),
        'verify.frame_crc_cut': QCoreApplication.translate(
            "EngineText", "file ends before the record's data CRC (truncated)"),
        'verify.frame_data_crc': QCoreApplication.translate(
            "EngineText", 'data CRC mismatch (corrupt record)'),
        'verify.frame_compressed': QCoreApplication.translate(
            "EngineText", 'compressed data is damaged or cut short ({detail})'),
        'verify.not_example': QCoreApplication.translate(
            "EngineText", '{path}: record #{n} is not a tf.train.Example: {detail}'),
        'verify.record_unnamed': QCoreApplication.translate(
            "EngineText", '{path}: record #{n} (no file name): {sentence}'),
        'verify.record': QCoreApplication.translate(
            "EngineText", '{path}: record #{n} ({file}): {sentence}'),
        'verify.rec_no_feature': QCoreApplication.translate(
            "EngineText", "has no {feature} feature, which the manifest's feature spec lists"),
        'verify.rec_extra_feature': QCoreApplication.translate(
            "EngineText", "has a {feature} feature, which the manifest's feature spec does not "
                          'list'),
        'verify.rec_feature_kind': QCoreApplication.translate(
            "EngineText", 'feature {feature} is {kind}, the manifest says {expected}'),
        'verify.rec_feature_size': (
            QCoreApplication.translate(
                "EngineText", "feature {feature} has {n} value, the manifest's shape "
                              'needs {m}'),
            QCoreApplication.translate(
                "EngineText", "feature {feature} has {n} values, the manifest's shape "
                              'needs {m}')),
        'verify.rec_tf_parse': QCoreApplication.translate(
            "EngineText", "TensorFlow cannot parse it with the manifest's features: {detail}"),
        'verify.rec_label_range': QCoreApplication.translate(
            "EngineText", 'label {label} is outside 0..{top} (num_classes)'),
        'verify.rec_class_name': QCoreApplication.translate(
            "EngineText", 'class name {name} but label {label} is {expected} in the manifest'),
        'verify.rec_raw_size': QCoreApplication.translate(
            "EngineText", 'raw image has {n} bytes, expected {shape}'),
        'verify.rec_header': QCoreApplication.translate(
            "EngineText", 'the image cannot be read: {detail}'),
        'verify.rec_header_size': QCoreApplication.translate(
            "EngineText", 'image is {size}, stored size is {stored}'),
        'verify.rec_too_large': QCoreApplication.translate(
            "EngineText", 'image is {size} = {mp} megapixels, above the “Largest image” limit '
                          'of {limit} MP that the dataset was converted with: the conversion '
                          'refuses such an image, so the dataset was changed after it (convert '
                          'again to rebuild it)'),
        'verify.rec_pillow': QCoreApplication.translate(
            "EngineText", 'Pillow cannot decode the image: {detail}'),
        'verify.rec_tf_decode': QCoreApplication.translate(
            "EngineText", 'TensorFlow cannot decode the image: {detail}'),
        'verify.rec_decoded_size': QCoreApplication.translate(
            "EngineText", 'decoded image is {size}, stored size is {stored}'),
        'verify.rec_label_count': By(   # the labels by {n}, the class names by {m}
            "m",
            (QCoreApplication.translate("EngineText", '{n} label but {m} class name'),
             QCoreApplication.translate("EngineText", '{n} labels but {m} class name')),
            (QCoreApplication.translate("EngineText", '{n} label but {m} class names'),
             QCoreApplication.translate("EngineText", '{n} labels but {m} class names'))),
        'verify.rec_multilabel_range': QCoreApplication.translate(
            "EngineText", 'label {label} is outside 0..{top}'),
        'verify.rec_multilabel_name': QCoreApplication.translate(
            "EngineText", 'label {label} is {expected} in the manifest, the record says {found}'),
        'verify.rec_box_count': By(   # the boxes by {n}, the values by {m}
            "m",
            (QCoreApplication.translate("EngineText", '{n} box but {m} value in {key}'),
             QCoreApplication.translate("EngineText", '{n} boxes but {m} value in {key}')),
            (QCoreApplication.translate("EngineText", '{n} box but {m} values in {key}'),
             QCoreApplication.translate("EngineText", '{n} boxes but {m} values in {key}'))),
        'verify.rec_box': QCoreApplication.translate(
            "EngineText", 'object {i}: box {box} is not inside 0..1 with min < max'),
        'verify.rec_object_label': QCoreApplication.translate(
            "EngineText", 'object {i}: class label {label} is outside 1..{top} (label_map.pbtxt)'),
        'verify.rec_object_name': QCoreApplication.translate(
            "EngineText", 'object {i}: class {label} is {expected}, the record says {found}'),
        'verify.rec_object_mask_not_png': QCoreApplication.translate(
            "EngineText", 'object {i} mask: is not a PNG'),
        'verify.rec_object_mask_size': QCoreApplication.translate(
            "EngineText", 'object {i} mask: is {size}, the image is {image}'),
        'verify.rec_object_mask_bad': QCoreApplication.translate(
            "EngineText", 'object {i} mask: cannot be decoded ({kind})'),
        'verify.rec_mask_not_png': QCoreApplication.translate(
            "EngineText", 'segmentation mask is not a PNG'),
        'verify.rec_mask_size': QCoreApplication.translate(
            "EngineText", 'segmentation mask is {size}, the image is {image}'),
        'verify.rec_mask_bad': QCoreApplication.translate(
            "EngineText", 'segmentation mask cannot be decoded ({kind})'),
    }
