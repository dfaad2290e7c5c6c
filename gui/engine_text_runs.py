"""The engine's coded sentences about annotations, speed, how a run ended and Resume, in
the window's language (codes ann.*, speed.*, exit.*, resume.*; the table is gui.engine_text's,
split by family of codes so each part stays short: its templates). Context "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str | tuple[str, str]]:
    """code -> the template in the current language, for annotations, speed and exits."""
    return {
        'ann.listed_twice': QCoreApplication.translate(
            "EngineText", 'listed twice in the annotations; the first entry is kept'),
        'ann.listed_twice_objects': (
            QCoreApplication.translate(
                "EngineText", "listed twice in the annotations; the first entry is kept, and "
                              "this entry's {n} object is not used"),
            QCoreApplication.translate(
                "EngineText", "listed twice in the annotations; the first entry is kept, and "
                              "this entry's {n} objects are not used")),
        'ann.image_missing': QCoreApplication.translate(
            "EngineText", 'image not found: the annotations name it but the file does not '
                          'exist. Copy the image to the path shown, or take it out of the '
                          'annotations'),
        'ann.unannotated': QCoreApplication.translate(
            "EngineText", 'no annotations for this image (“Leave out images without annotations” '
                          'is ticked)'),
        'ann.csv_image_missing': QCoreApplication.translate(
            "EngineText", 'image not found: {file} line {line} names {name}. Copy the image '
                          'into the folder shown, or take its rows out of the table'),
        # (the image is skipped: engine.reason_codes.SAID_SKIPPED)
        'ann.csv_not_numbers': (
            QCoreApplication.translate(
                "EngineText", '{file} line {line}: width, height and box must be numbers; the '
                              'image is skipped with its {n} other box. Correct the numbers on '
                              'that line'),
            QCoreApplication.translate(
                "EngineText", '{file} line {line}: width, height and box must be numbers; the '
                              'image is skipped with its {n} other boxes. Correct the numbers '
                              'on that line')),
        'ann.csv_not_numbers_alone': QCoreApplication.translate(
            "EngineText", '{file} line {line}: width, height and box must be numbers; the image '
                          'is skipped. Correct the numbers on that line'),
        'ann.csv_empty_class': (
            QCoreApplication.translate(
                "EngineText", "{file} line {line}: the class is empty; the image is skipped "
                              "with its {n} other box. Write the box's class on that line"),
            QCoreApplication.translate(
                "EngineText", "{file} line {line}: the class is empty; the image is skipped "
                              "with its {n} other boxes. Write the box's class on that line")),
        'ann.csv_empty_class_alone': QCoreApplication.translate(
            "EngineText", "{file} line {line}: the class is empty; the image is skipped. Write "
                          "the box's class on that line"),
        'ann.json_malformed': QCoreApplication.translate(
            "EngineText", 'malformed JSON at line {line}, column {column}: {detail}'),
        'ann.json_unreadable': QCoreApplication.translate(
            "EngineText", 'cannot read the JSON: {detail}'),
        'source.annotation_file_bad': QCoreApplication.translate(
            "EngineText", '{path}: {sentence}. Fix the file (a text editor shows the line) and '
                          'scan again.'),
        'ann.not_coco': QCoreApplication.translate(
            "EngineText", "not a COCO file: no 'images' list"),
        'ann.coco_bad_entry': QCoreApplication.translate(
            "EngineText", "{file}: an 'images' entry without id or file_name: {entry}"),
        'ann.coco_duplicate_id': QCoreApplication.translate(
            "EngineText", 'duplicate image id {id} in {file}: its annotations cannot be told '
                          'apart; fix the JSON'),
        'ann.coco_image_missing': QCoreApplication.translate(
            "EngineText", 'image not found: {file} lists {name} but no such file is beside it, '
                          'in its images folder or in the folders below it. Copy the image '
                          'into the folder shown, or take its entry out of the JSON'),
        # (the image is skipped: engine.reason_codes.SAID_SKIPPED)
        'ann.coco_unknown_category': (
            QCoreApplication.translate(
                "EngineText", "{file} annotation {id}: unknown category id {category} (not in "
                              "'categories'); the image is skipped with its {n} other object. "
                              "Add category {category} to the 'categories' list in {file}, or "
                              "correct the annotation's category_id"),
            QCoreApplication.translate(
                "EngineText", "{file} annotation {id}: unknown category id {category} (not in "
                              "'categories'); the image is skipped with its {n} other objects. "
                              "Add category {category} to the 'categories' list in {file}, or "
                              "correct the annotation's category_id")),
        'ann.coco_unknown_category_alone': QCoreApplication.translate(
            "EngineText", "{file} annotation {id}: unknown category id {category} (not in "
                          "'categories'); the image is skipped. Add category {category} to the "
                          "'categories' list in {file}, or correct the annotation's category_id"),
        'ann.mask_without_image': QCoreApplication.translate(
            "EngineText", 'mask without an image: {folder}/ has no image named {name}'),
        'ann.mask_unreadable_reason': QCoreApplication.translate(
            "EngineText", 'cannot read the mask {file}: {sentence}'),
        'ann.mask_unreadable': QCoreApplication.translate(
            "EngineText", 'cannot read the mask {file}: {detail}'),
        'ann.mask_size': QCoreApplication.translate(
            "EngineText", 'mask is {mask_w}x{mask_h}, its image is {w}x{h}: they must be the '
                          'same size'),
        'ann.mask_size_named': QCoreApplication.translate(
            "EngineText", 'the mask {mask} is {mask_w}x{mask_h}, but its image is {w}x{h}: they '
                          'must be the same size; fix the mask'),
        'ann.mask_out_of_range': QCoreApplication.translate(
            "EngineText", 'mask has class values outside 0..255; store classes 0..255 in a grey '
                          'or palette PNG'),
        'ann.mask_colour': QCoreApplication.translate(
            "EngineText", 'mask is a {mode} colour image; class masks must be grey or palette '
                          'PNGs whose values are class indices, or colour masks beside a '
                          'labelmap.txt that gives each class its colour (as CVAT exports)'),
        'ann.mask_colour_named': QCoreApplication.translate(
            "EngineText", 'the mask {mask} is a colour image ({mode}); class masks must be grey '
                          'or palette PNGs whose values are class indices, or colour masks '
                          'beside a labelmap.txt that gives each class its colour (as CVAT '
                          'exports)'),
        'ann.mask_unknown_colour': QCoreApplication.translate(
            "EngineText", 'mask has the colour {colour}, which labelmap.txt gives to no class'),
        'ann.mask_unknown_class': (
            QCoreApplication.translate(
                "EngineText", 'mask has class value {value}, but the class names list has '
                              '{classes} class (0..{last}; 255 = ignore)'),
            QCoreApplication.translate(
                "EngineText", 'mask has class value {value}, but the class names list has '
                              '{classes} classes (0..{last}; 255 = ignore)')),
        'ann.rle_size': QCoreApplication.translate(
            "EngineText", "an object's RLE mask is {mask_w}x{mask_h}, the image is {w}x{h}"),
        'ann.csv_empty_path': QCoreApplication.translate(
            "EngineText", '{file} line {line}: the path is empty'),
        'ann.csv_unknown_split': QCoreApplication.translate(
            "EngineText", '{file} line {line}: unknown split {split}'),
        'ann.csv_unknown_split_column': QCoreApplication.translate(
            "EngineText", '{file} line {line}: unknown split {split} in the column {column}'),
        'ann.xml_malformed': QCoreApplication.translate(
            "EngineText", 'malformed XML in {file} at line {line}, column {column}: {detail}'),
        'ann.xml_unreadable': QCoreApplication.translate(
            "EngineText", 'cannot read {file}: {detail}; its image is converted without '
                          'annotations, unless images without annotations are left out'),
        'ann.xml_cannot_read': QCoreApplication.translate(
            "EngineText", 'cannot read {file}: {detail}'),
        'ann.xml_cut': QCoreApplication.translate(
            "EngineText", '{file} is cut short: it ends inside its XML (line {line}); copy it '
                          'again from the labelling tool\'s export'),
        'ann.xml_empty': QCoreApplication.translate(
            "EngineText", '{file} is empty: it holds no annotations (label the image again, or '
                          'delete {file} to keep the image without any)'),
        'ann.file_empty': QCoreApplication.translate(
            "EngineText", '{file} is empty: it holds no annotations; export it again from the '
                          'labelling tool'),
        'ann.source_empty': QCoreApplication.translate(
            "EngineText", '{path} is empty: it holds no annotations. Export them again from the '
                          'labelling tool.'),
        'ann.voc_image_missing': QCoreApplication.translate(
            "EngineText", 'image not found: {file} names {name} but {folder} has no such file. '
                          'Copy the image there, or take it out of the annotations'),
        'ann.yaml_malformed': QCoreApplication.translate(
            "EngineText", 'malformed YAML at line {line}: {detail}; class names are taken from '
                          'classes.txt or numbered'),
        'ann.yaml_names_unnumbered': QCoreApplication.translate(
            "EngineText", "the names in it are not numbered 0, 1, 2, … (as YOLO's class "
                          "indices are); class names are taken from classes.txt or numbered"),
        'ann.label_without_image': QCoreApplication.translate(
            "EngineText", 'annotations for an image that does not exist: {folder}/ has no image '
                          'named {name}'),
        'ann.label_other_case': QCoreApplication.translate(
            "EngineText", 'annotations for an image that does not exist: {folder}/ has no image '
                          'named {name}, but {image} differs from it only in capital letters: '
                          'rename one of them so that the names match (the image is kept '
                          'without annotations)'),
        'ann.voc_xml_without_image': QCoreApplication.translate(
            "EngineText", 'annotations for an image that does not exist ({folder} has no image '
                          'named {name}), in a file that cannot be read either: {sentence}'),
        'ann.yolo_fields': (
            QCoreApplication.translate(
                "EngineText", '{file} line {line}: {count} field, expected 5 (class cx cy w h) '
                              'or a polygon (class x1 y1 x2 y2 x3 y3 ...)'),
            QCoreApplication.translate(
                "EngineText", '{file} line {line}: {count} fields, expected 5 (class cx cy w '
                              'h) or a polygon (class x1 y1 x2 y2 x3 y3 ...)')),
        'ann.yolo_not_numbers': QCoreApplication.translate(
            "EngineText", '{file} line {line}: {text} is not numbers (class cx cy w h)'),
        # (the image is skipped: engine.reason_codes.SAID_SKIPPED)
        'ann.yolo_unknown_class': (
            QCoreApplication.translate(
                "EngineText", '{file} line {line}: unknown class {cls} (the class names list '
                              'has {known}); the image is skipped with its {n} other box. '
                              'Correct the class number on that line, or name class {cls} in '
                              '{names}'),
            QCoreApplication.translate(
                "EngineText", '{file} line {line}: unknown class {cls} (the class names list '
                              'has {known}); the image is skipped with its {n} other boxes. '
                              'Correct the class number on that line, or name class {cls} in '
                              '{names}')),
        'ann.yolo_unknown_class_alone': QCoreApplication.translate(
            "EngineText", '{file} line {line}: unknown class {cls} (the class names list has '
                          '{known}); the image is skipped. Correct the class number on that '
                          'line, or name class {cls} in {names}'),
        'ann.yolo_unknown_class_one': (
            QCoreApplication.translate(
                "EngineText", '{file} line {line}: unknown class {cls} (the class names list '
                              'has only class 0); the image is skipped with its {n} other box. '
                              'Correct the class number on that line, or name class {cls} in '
                              '{names}'),
            QCoreApplication.translate(
                "EngineText", '{file} line {line}: unknown class {cls} (the class names list '
                              'has only class 0); the image is skipped with its {n} other '
                              'boxes. Correct the class number on that line, or name class '
                              '{cls} in {names}')),
        'ann.yolo_unknown_class_one_alone': QCoreApplication.translate(
            "EngineText", '{file} line {line}: unknown class {cls} (the class names list has '
                          'only class 0); the image is skipped. Correct the class number on '
                          'that line, or name class {cls} in {names}'),
        'ann.yolo_negative_class': (
            QCoreApplication.translate(
                "EngineText", "{file} line {line}: class {cls} is negative (YOLO's classes are "
                              "numbered from 0); the image is skipped with its {n} other box. "
                              "Correct the class number on that line"),
            QCoreApplication.translate(
                "EngineText", "{file} line {line}: class {cls} is negative (YOLO's classes are "
                              "numbered from 0); the image is skipped with its {n} other "
                              "boxes. Correct the class number on that line")),
        'ann.yolo_negative_class_alone': QCoreApplication.translate(
            "EngineText", "{file} line {line}: class {cls} is negative (YOLO's classes are "
                          "numbered from 0); the image is skipped. Correct the class number on "
                          "that line"),
        'ann.object_in_file': QCoreApplication.translate(
            "EngineText", '{file} object {n}: {sentence}'),
        'ann.object_at_line': QCoreApplication.translate(
            "EngineText", '{file} line {line}: {sentence}'),
        'ann.object_annotation': QCoreApplication.translate(
            "EngineText", '{file} annotation {id}: {sentence}'),
        'ann.box_not_number': QCoreApplication.translate(
            "EngineText", 'box has a coordinate that is not a number'),
        'ann.box_empty_at': QCoreApplication.translate(
            "EngineText", 'box has zero or negative size ({x0},{y0})-({x1},{y1})'),
        'ann.box_empty': QCoreApplication.translate(
            "EngineText", 'box has zero or negative size'),
        'ann.box_outside_at': QCoreApplication.translate(
            "EngineText", 'box outside the image ({x0},{y0})-({x1},{y1}) in a {w}x{h} image'),
        'ann.box_outside_normalised': QCoreApplication.translate(
            "EngineText", 'box outside the image (normalised coordinates beyond 0..1)'),
        'ann.box_clipped': QCoreApplication.translate(
            "EngineText", 'box extends outside the image: clipped'),
        'ann.object_no_name': QCoreApplication.translate(
            "EngineText", 'object without a name'),
        'ann.bndbox_not_number': QCoreApplication.translate(
            "EngineText", 'bndbox value is not a number'),
        'ann.coco_bbox_missing': QCoreApplication.translate(
            "EngineText", 'box is missing or not four numbers [x, y, width, height]'),
        'ann.coco_category_twice': QCoreApplication.translate(
            "EngineText", "{file}: category id {id} has two names, '{first}' and '{name}': "
                          "the first is used for its boxes. If they are different classes, "
                          "give each its own id"),
        'ann.coco_unknown_image': QCoreApplication.translate(
            "EngineText", "refers to image id {id}, which is not in 'images'"),
        'ann.coco_no_image_id': QCoreApplication.translate(
            "EngineText", "has no image_id, so it belongs to no image: left out"),
        'ann.cvat_no_area': QCoreApplication.translate(
            "EngineText", 'a {shape} has no area: left out (boxes, polygons, ellipses and '
                          'masks are objects)'),
        'ann.seg_box_only': QCoreApplication.translate(
            "EngineText", 'the object has only a box, no polygon or mask: its box is marked 255 '
                          '(“ignore”) in the class mask'),
        'ann.mask_damaged': QCoreApplication.translate(
            "EngineText", 'the mask is damaged (its points or run lengths are not proper '
                          'numbers): left out'),
        'ann.cvat_no_tag': QCoreApplication.translate(
            "EngineText", 'no tag in {file}: a classification export needs one tag per image '
                          '(its class); tag it in CVAT and export again'),
        'cvat.video': QCoreApplication.translate(
            "EngineText", '{path}: this is a “CVAT for video” export (its objects are '
                          'tracks). In CVAT, export the task as “CVAT for images 1.1” or '
                          '“COCO 1.0”, and choose that.'),
        'cvat.malformed': QCoreApplication.translate(
            "EngineText", '{path}: malformed XML at line {line}, column {column}. Export it '
                          'from CVAT again.'),
        'speed.writing': QCoreApplication.translate(
            "EngineText", 'Writing the output files takes most of the time: the writer is busy '
                          '{writer} of the time while workers are busy only {workers} (disk or '
                          'compression is the limit; more workers will not help).'),
        'speed.reading': QCoreApplication.translate(
            "EngineText", 'Waiting for the source files takes most of the time: workers spend '
                          '{share} of their time waiting for the disk (slow or network storage; '
                          'copy the images to a local disk).'),
        'speed.decoding': QCoreApplication.translate(
            "EngineText", 'Converting the images takes most of the time: workers are '
                          'busy {workers} of the time and the writer only {writer} (more '
                          'workers, up to the number of cores, help).'),
        'speed.idle': QCoreApplication.translate(
            "EngineText", 'Nothing is saturated: workers busy {workers}, writer {writer} (the run '
                          'may be starting or finishing).'),
        'speed.decoding_cores': QCoreApplication.translate(
            "EngineText", 'Converting the images takes most of the time: workers are '
                          'busy {workers} of the time and the writer only {writer} (more '
                          'workers, up to {cores} — the number of cores — would help).'),
        'speed.decoding_at_cores': QCoreApplication.translate(
            "EngineText", 'Converting the images takes most of the time: workers are '
                          'busy {workers} of the time and the writer only {writer}; every core '
                          'already has a worker, so more workers would not help. What would: a '
                          'smaller output size, the “Original bytes” format (no re-encoding), a '
                          'faster disk, or closing other programs.'),
        'speed.storing': QCoreApplication.translate(
            "EngineText", 'Reading and checking the files takes most of the time: busy {workers} '
                          'of the time, the writer {writer} (nothing is decoded: each '
                          'file is stored as it is).'),
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
        'exit.9': QCoreApplication.translate(
            "EngineText", 'the Dask cluster went away or cannot run the tasks'),
        'exit.130': QCoreApplication.translate("EngineText", 'cancelled'),
        'resume.options_differ': QCoreApplication.translate(
            "EngineText", 'Resume: the options or the input files differ from the interrupted run '
                          'in {out}. Resume with the same options, or tick “Replace existing '
                          'output” to start again.'),
        'resume.other_dataset': QCoreApplication.translate(
            "EngineText", 'Resume: {out} holds a dataset from a run with other options or inputs. '
                          'Tick “Replace existing output” to start again.'),
        'resume.other_decoder': QCoreApplication.translate(
            "EngineText", 'Resume: the run in {out} was converted by engine {version} with the '
                          '{theirs} decoder path; this engine would use the {ours} path, whose '
                          'images differ byte for byte, and one dataset must not mix them. Finish '
                          'it on the command line with --decoder {theirs}, or tick “Replace '
                          'existing output” to start again.'),
        'resume.annotations_changed': QCoreApplication.translate(
            "EngineText", 'Resume: the annotations differ from those of the run in {out}: '
                          '{changes}. Its shards hold the old annotations. Put the annotation '
                          'files back as they were, or tick “Replace existing output” to convert '
                          'again with the new annotations.'),
        'resume.annotations_changed_more': (   # (its count is {more})
            QCoreApplication.translate(
                "EngineText", 'Resume: the annotations differ from those of the run in {out}: '
                              '{changes} and {more} more annotation file changed. Its shards '
                              'hold the old annotations. Put the annotation files back as they '
                              'were, or tick “Replace existing output” to convert again with '
                              'the new annotations.'),
            QCoreApplication.translate(
                "EngineText", 'Resume: the annotations differ from those of the run in {out}: '
                              '{changes} and {more} more annotation files changed. Its shards '
                              'hold the old annotations. Put the annotation files back as they '
                              'were, or tick “Replace existing output” to convert again with '
                              'the new annotations.')),
        # the annotation files of the two above, a "list" (engine LIST_PARTS)
        'resume.annotation_changed': QCoreApplication.translate("EngineText", '{file} changed'),
        'resume.annotation_added': QCoreApplication.translate("EngineText", '{file} was added'),
        'resume.annotation_removed': QCoreApplication.translate("EngineText",
                                                                '{file} was removed'),
        'resume.no_annotation_record': QCoreApplication.translate(
            "EngineText", 'Resume: the run in {out} recorded no annotation files (an earlier '
                          'version started it, or it read this source without its annotations), '
                          'so its shards cannot be checked against the annotations now. Tick '
                          '“Replace existing output” to convert again.'),
        'resume.source_changed': QCoreApplication.translate(
            "EngineText", 'Resume: the source changed since the interrupted run in {out}: '
                          '{changes}. Put the source back as it was, or tick “Replace existing '
                          'output” to convert everything again.'),
        'resume.journal_missing': QCoreApplication.translate(
            "EngineText", 'Resume: the run in {out} did not finish, and its journal '
                          '({journal}), which says which shards are complete, is missing, so '
                          'none of its shards can be kept. Tick “Replace existing output” to '
                          'convert everything again.'),
        'resume.other_bytes': QCoreApplication.translate(
            "EngineText", 'Resume: the run in {out} was started by TFRecord Studio {started}, '
                          'which writes its records as other bytes than this version ({ours}), '
                          'and one dataset must not mix them. Finish it with TFRecord Studio '
                          '{started}, or tick “Replace existing output” to convert everything '
                          'again.'),
        'resume.other_verdicts': QCoreApplication.translate(
            "EngineText", 'Resume: the run in {out} was started by TFRecord Studio {started}, '
                          'which took other files into records than this version ({ours}): '
                          '{sentence} Its finished shards include one of them: {file}. One '
                          'dataset must not take its records by two rules. Finish it with '
                          'TFRecord Studio {started}, or tick “Replace existing output” to '
                          'convert everything again.'),
        # which files an older engine took into records otherwise (engine.verdicts)
        'verdict.png': QCoreApplication.translate(
            "EngineText", 'it stored PNG images whose data is damaged (with wrong or black '
                          'pixels), which this version refuses.'),
        'verdict.original_damaged': QCoreApplication.translate(
            "EngineText", 'with “Original bytes” it stored damaged or cut-short GIF, TIFF, '
                          'WebP and BMP files as they were, which this version refuses.'),
        'verdict.camera_raw': QCoreApplication.translate(
            "EngineText", 'it stored camera RAW files as their small preview, which this '
                          'version refuses.'),
        'verdict.later_frames': QCoreApplication.translate(
            "EngineText", 'it refused GIF, TIFF and WebP images whose later frames or pages '
                          'are damaged, which this version converts (their first picture).'),
        'verdict.masks': QCoreApplication.translate(
            "EngineText", 'it converted images whose class mask is smoothed (anti-aliased) or '
                          'damaged, which this version refuses.'),
        'verdict.grey_masks': QCoreApplication.translate(
            "EngineText", 'it refused images whose grey class mask was saved in colour (its '
                          'three channels equal, or grey with an opaque alpha), which this '
                          'version converts, reading the mask as grey.'),
    }
