"""The engine's coded sentences about the source as a whole, in the window's language: its
table (CSV/TSV), what kind of source it is, how the plan divides it, and the scan's
notices about annotated sources (codes csv.*, source.*, plan.*, and ann.* notices; its
classes, class.*, are gui.engine_text_classes'; the table is gui.engine_text's, split by
family of codes so each part stays short). The context stays "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str | tuple[str, str]]:
    """code -> the template in the current language, for the source, its table and notices."""
    return {
        'csv.duplicate_same': QCoreApplication.translate(
            "EngineText", 'duplicate row: line {n} repeats line {m} (the same label); the first is '
                          'kept'),
        'csv.duplicate_other': QCoreApplication.translate(
            "EngineText", 'conflicting rows: line {n} gives this image the label {label}, line '
                          '{m} the label {first}; line {m} is kept (correct the table if it is '
                          'the wrong one)'),
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
        'source.spreadsheet': QCoreApplication.translate(
            "EngineText", '{path}: this is a spreadsheet workbook, not a CSV file. Save it as '
                          'CSV (in Excel: File → Save As → “CSV UTF-8”), then choose the CSV '
                          'file.'),
        **dict.fromkeys(('source.archive', 'source.archive_unpacks'), QCoreApplication.translate(
            "EngineText", '{path}: this is a {kind} archive. Unpack it first (on Windows: '
                          'right-click it → Extract All; on a Mac: double-click it), then '
                          'choose the folder it unpacks to.')),
        'source.one_image': QCoreApplication.translate(
            "EngineText", '{path}: this is one image, not a folder or a table. Choose the '
                          'folder that holds your images.'),
        # an annotated source written as classification, without class folders
        # (engine.sources.export_classes); the window's words: "Write as" (WINDOW_WORDING)
        'source.export_file': QCoreApplication.translate(
            "EngineText", '{path}: this is an annotation file, not a class table. Written as '
                          "classification, each image's class comes from class folders or a "
                          'table of path,label. To write its annotations, choose Automatic '
                          'under “Write as”.'),
        'source.export_flat': QCoreApplication.translate(
            "EngineText", '{path}: this annotation export has no class folders: its images '
                          "are all in {folder}. Written as classification, each image's class "
                          'is the name of the folder it is in. To write its annotations, '
                          'choose Automatic under “Write as”; or put the images in one '
                          'sub-folder per class inside {folder}.'),
        'source.export_layout': QCoreApplication.translate(
            "EngineText", '{path}: this annotation export has no class folders: its own '
                          'folders ({folders}) are not classes. Written as classification, '
                          "each image's class is the name of the folder it is in. To write "
                          'its annotations, choose Automatic under “Write as”; or put the '
                          'images in one sub-folder per class inside {folder}.'),
        'source.dataset': QCoreApplication.translate(
            "EngineText", '{path}: this folder is a TFRecord dataset (what a conversion '
                          'wrote), not images. Open it in Inspect, or choose the folder that '
                          'holds your images.'),
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
        'csv.unknown_split_named': QCoreApplication.translate(
            "EngineText", '{path}, line {line}: unknown split {split}. Use one of {splits}, or '
                          'add it under “Split” (e.g. train=0.9,{name}=0.1: rows that name a '
                          'split keep it).'),
        'csv.unknown_split_column': QCoreApplication.translate(
            "EngineText", '{path}, line {line}: unknown split {split} in the column {column}. '
                          'Use one of {splits}.'),
        'csv.unknown_split_column_named': QCoreApplication.translate(
            "EngineText", '{path}, line {line}: unknown split {split} in the column {column}. '
                          'Use one of {splits}, or add it under “Split” (e.g. '
                          'train=0.9,{name}=0.1: rows that name a split keep it).'),
        'csv.row_no_path': QCoreApplication.translate("EngineText", 'the path is empty'),
        'csv.row_no_label': QCoreApplication.translate(
            "EngineText", 'the label is missing; every row needs path,label'),
        'csv.negative_label': QCoreApplication.translate(
            "EngineText", '{path}: integer labels must be 0 or more.'),
        # notices under the scan: read otherwise than one may expect, nothing skipped
        'csv.unread_columns': QCoreApplication.translate(
            "EngineText", '{file}: columns not read: {columns} (a class table has the columns '
                          'path, label and split)'),
        'csv.extra_columns': QCoreApplication.translate(
            "EngineText", '{file}: some rows have more than 3 columns; from the 4th on they are '
                          'not read (a class table has the columns path, label and split)'),
        'csv.unknown_header': QCoreApplication.translate(
            "EngineText", '{file}: the first row ({columns}) is read as column titles, not as an '
                          'image: it names no image file, and the rows below do. These titles are '
                          'not ones this program knows, so the columns are read in their order: '
                          'path, label, split'),
        'csv.encoding': QCoreApplication.translate(
            "EngineText", '{file} is not UTF-8 text: it is read as {encoding}. The labels are '
                          'written to the dataset as Unicode (UTF-8)'),
        'csv.semicolons': QCoreApplication.translate(
            "EngineText", '{file}: its columns are separated by semicolons (;), as Excel saves '
                          'CSV files in many languages, and are read so'),
        'csv.tabs': QCoreApplication.translate(
            "EngineText", '{file}: its columns are separated by tabs, and are read so'),
        'csv.unknown_split_untitled': QCoreApplication.translate(
            "EngineText", '{path}, line {line}: unknown split {split} in the 3rd column. The '
                          'titles in the first row ({columns}) are not ones this program knows, '
                          'so the columns are read in their order: path, label, split. Rename '
                          'the titles to path and label (and split, if the 3rd column holds the '
                          'split), or delete the 3rd column.'),
        'csv.backslashes': (
            QCoreApplication.translate(
                "EngineText", '{file}: {n} path has backslashes (\\) between folders, as Windows '
                              'writes them, and is read with / on this system (as {path})'),
            QCoreApplication.translate(
                "EngineText", '{file}: {n} paths have backslashes (\\) between folders, as '
                              'Windows writes them, and are read with / on this system (as '
                              '{path})')),
        'csv.split_aliases': QCoreApplication.translate(
            "EngineText", '{file}: split values read as split names (the number of rows in '
                          'brackets): {pairs}'),
        # a split of Split that gets no image (engine.split_sizes)
        'plan.split_given': QCoreApplication.translate(
            "EngineText", "The split {split} gets no image: the source gives every image its "
                          "split (a table's split column, an export's split folders), and none "
                          "is {split}"),
        'plan.split_few': (
            QCoreApplication.translate(
                "EngineText", 'The split {split} gets no image: {fraction} of {n} image rounds '
                              'to 0. Use more images, or a larger fraction for it'),
            QCoreApplication.translate(
                "EngineText", 'The split {split} gets no image: {fraction} of {n} images rounds '
                              'to 0. Use more images, or a larger fraction for it')),
        'plan.split_per_class': QCoreApplication.translate(
            "EngineText", "The split {split} gets no image: each class is divided on its own, "
                          "and {fraction} of a class's images (at most {n}) rounds to 0. Use "
                          "more images per class, or a larger fraction for it"),
        # the window's words: its control is "Files per split" (WINDOW_WORDING)
        'plan.shards_capped': (   # ({shards} is {n}: a split gets a file per image at most)
            QCoreApplication.translate(
                "EngineText", "The split {split} has {n} image, so it gets {shards} file, not "
                              "the {asked} of “Files per split”: a file holds at least one "
                              "image"),
            QCoreApplication.translate(
                "EngineText", "The split {split} has {n} images, so it gets {shards} files, not "
                              "the {asked} of “Files per split”: a file holds at least one "
                              "image")),
        'ann.annotations_above': QCoreApplication.translate(
            "EngineText", '{folder} holds only the images: the folder above it, {parent}, '
                          'holds their annotations ({kind}). To convert the images with '
                          'their annotations, choose that folder as the source'),
        'ann.yolo_names_differ': QCoreApplication.translate(
            "EngineText", '{yaml} and {txt} name the classes differently; the names in {yaml} '
                          'are used'),
        'ann.yolo_numbered': QCoreApplication.translate(
            "EngineText", 'No class names were found (data.yaml, classes.txt or obj.names), so '
                          'the classes are named by their numbers: {names}. To name them, put a '
                          'classes.txt with one name a line in the source folder'),
        # images an annotated source keeps without annotations, named
        'ann.unannotated_named': (
            QCoreApplication.translate(
                "EngineText", '{n} image has no annotations and is kept as a background image '
                              '(no objects): {names}. If it shows objects, its annotations are '
                              'missing (a label file forgotten, an image not labelled yet)'),
            QCoreApplication.translate(
                "EngineText", '{n} images have no annotations and are kept as background images '
                              '(no objects): {names}. If one of them shows objects, its '
                              'annotations are missing (a label file forgotten, an image not '
                              'labelled yet)')),
        'ann.unannotated_named_more': QCoreApplication.translate(
            "EngineText", '{n} images have no annotations and are kept as background images '
                          '(no objects): {names} and {more} more. If one of them shows objects, '
                          'its annotations are missing (a label file forgotten, an image not '
                          'labelled yet)'),
        # the same, from one annotation file (COCO, CVAT, Label Studio, a box table)
        'ann.unannotated_named_export': (
            QCoreApplication.translate(
                "EngineText", '{n} image has no annotations and is kept as a background image '
                              '(no objects): {names}. If it shows objects, it was not annotated '
                              'in the labelling tool yet'),
            QCoreApplication.translate(
                "EngineText", '{n} images have no annotations and are kept as background images '
                              '(no objects): {names}. If one of them shows objects, it was not '
                              'annotated in the labelling tool yet')),
        'ann.unannotated_named_export_more': QCoreApplication.translate(
            "EngineText", '{n} images have no annotations and are kept as background images '
                          '(no objects): {names} and {more} more. If one of them shows objects, '
                          'it was not annotated in the labelling tool yet'),
        # the same, from a multi-label table: rows whose labels cell is empty
        'ann.unannotated_named_labels': (
            QCoreApplication.translate(
                "EngineText", '{n} image has no labels (an empty labels cell) and is kept as a '
                              'background image (none of the classes): {names}. If it shows '
                              'one of the classes, its labels are missing (a cell left empty)'),
            QCoreApplication.translate(
                "EngineText", '{n} images have no labels (an empty labels cell) and are kept as '
                              'background images (none of the classes): {names}. If one of '
                              'them shows one of the classes, its labels are missing (a cell '
                              'left empty)')),
        'ann.unannotated_named_labels_more': QCoreApplication.translate(
            "EngineText", '{n} images have no labels (an empty labels cell) and are kept as '
                          'background images (none of the classes): {names} and {more} more. '
                          'If one of them shows one of the classes, its labels are missing (a '
                          'cell left empty)'),
        # a multi-label table's label that is other labels joined with another separator
        'ann.labels_joined': (
            QCoreApplication.translate(
                "EngineText", '{n} label of {file} looks like several of its labels joined with '
                              'another separator: {labels} (line {lines}). Labels in one cell '
                              'are separated with ; or |, so it is a class of its own; if it '
                              'names several, write them as {example}'),
            QCoreApplication.translate(
                "EngineText", '{n} labels of {file} look like several of its labels joined with '
                              'another separator: {labels} (lines {lines}). Labels in one cell '
                              'are separated with ; or |, so each is a class of its own; if '
                              'they name several, write them as {example}')),
        # an image file beside an annotated source's images that no annotation file lists
        'ann.unlisted_image': QCoreApplication.translate(
            "EngineText", 'no annotation file lists it: if it belongs in the dataset, add it to '
                          'the annotations'),
        # masks without a class names file: numbered by the values they hold
        'ann.mask_numbered': QCoreApplication.translate(
            "EngineText", 'No class names were found (classes.txt, labels.txt, class_names.txt '
                          'or labelmap.txt), so the classes are the values the masks hold, 0 to '
                          '{last}, named by their numbers: {names}. To name them, put a '
                          'classes.txt with one name a line, in value order, in the source '
                          'folder'),
        'ann.mask_numbered_empty': QCoreApplication.translate(
            "EngineText", '{file} names no class (it is empty), so the classes are the values '
                          'the masks hold, 0 to {last}, named by their numbers: {names}. To name '
                          'them, put a classes.txt with one name a line, in value order, in the '
                          'source folder'),
        # (of one class and of two)
        'ann.mask_numbered_one': QCoreApplication.translate(
            "EngineText", 'No class names were found (classes.txt, labels.txt, class_names.txt '
                          'or labelmap.txt), so the one class is the value the masks hold, only'
                          ' 0, named by its number. To name it, put a classes.txt with its name'
                          ' in the source folder'),
        'ann.mask_numbered_two': QCoreApplication.translate(
            "EngineText", 'No class names were found (classes.txt, labels.txt, class_names.txt '
                          'or labelmap.txt), so the classes are the values the masks hold, 0 '
                          'and 1, named by their numbers. To name them, put a classes.txt with '
                          'one name a line, in value order, in the source folder'),
        'ann.mask_numbered_empty_one': QCoreApplication.translate(
            "EngineText", '{file} names no class (it is empty), so the one class is the value '
                          'the masks hold, only 0, named by its number. To name it, put a '
                          'classes.txt with its name in the source folder'),
        'ann.mask_numbered_empty_two': QCoreApplication.translate(
            "EngineText", '{file} names no class (it is empty), so the classes are the values '
                          'the masks hold, 0 and 1, named by their numbers. To name them, put a'
                          ' classes.txt with one name a line, in value order, in the source '
                          'folder'),
        # masks holding 255, "ignore": binary 0/255 masks lose their objects
        'ann.mask_binary': QCoreApplication.translate(
            "EngineText", 'The masks hold only 0 and 255, and 255 is read as "ignore" (pixels '
                          'left out of training), not as a class: the objects they mark are '
                          'ignored, and the one class is 0, the background. To train on the '
                          'objects, save the masks with 1 for them (0 stays the background); a '
                          'classes.txt does not change how 255 is read'),
        'ann.mask_ignore': QCoreApplication.translate(
            "EngineText", 'Some masks hold 255, which is read as "ignore" (pixels left out of '
                          'training), not as a class'),
        # an annotation file's image size that is not its image's
        # (engine.sources.declared_size): a VOC XML's <size>, COCO's, CVAT's, a box CSV's
        'ann.voc_size_scaled': (
            QCoreApplication.translate(
                "EngineText", "{n} XML file gives an image size other than its image's "
                              '({examples}): its boxes are scaled to the image, as if it was '
                              'resized after it was annotated. If the boxes fit the image as it '
                              'is, correct its size (width, height) in the XML'),
            QCoreApplication.translate(
                "EngineText", "{n} XML files give an image size other than their image's "
                              '({examples}): their boxes are scaled to the image, as if it was '
                              'resized after it was annotated. If the boxes fit the image as it '
                              'is, correct its size (width, height) in the XML')),
        'ann.voc_size_shape': QCoreApplication.translate(
            "EngineText", '{file} gives the image size {declared}, but the image is {actual}, '
                          'another shape: its boxes cannot be placed on it; correct the size '
                          '(width, height) in {file}, or check that it belongs to this image'),
        'ann.size_scaled': (
            QCoreApplication.translate(
                "EngineText", '{n} image in {file} is given a size other than its own '
                              '({examples}): its annotations are scaled to the image, as if it '
                              'was resized after it was annotated. If the annotations fit the '
                              'image as it is, correct its size (width, height) in {file}'),
            QCoreApplication.translate(
                "EngineText", '{n} images in {file} are given a size other than their own '
                              '({examples}): their annotations are scaled to the image, as if it '
                              'was resized after it was annotated. If the annotations fit the '
                              'image as it is, correct its size (width, height) in {file}')),
        # --task segmentation of objects' shapes (engine.sources.class_masks)
        'ann.seg_drawn': QCoreApplication.translate(
            "EngineText", "Each image's class mask is drawn from its objects' polygons and RLE "
                          "masks, class 0 being the background; where objects overlap, the "
                          "smaller one is on top"),
        'ann.seg_crowd': (
            QCoreApplication.translate(
                "EngineText", '{n} crowd region (iscrowd) is marked 255, “ignore”, not as its '
                              'class: its pixels are left out of training'),
            QCoreApplication.translate(
                "EngineText", '{n} crowd regions (iscrowd) are marked 255, “ignore”, not as '
                              'their class: their pixels are left out of training')),
        # the window's words: its control is "Write as", "Store object masks"
        # (WINDOW_WORDING); the window offers segmentation only where there are shapes
        'task.seg_no_objects': QCoreApplication.translate(
            "EngineText", 'This source has no objects, so there is no class mask to draw as '
                          'semantic segmentation. Write it as object detection under “Write '
                          'as”, or annotate the images first.'),
        'task.seg_no_shapes': (
            QCoreApplication.translate(
                "EngineText", "This source's {n} object has no shape (a polygon or an RLE "
                              "mask), only a box, so there is no class mask to draw as "
                              "semantic segmentation. Write it as object detection under "
                              "“Write as”, with “Store object masks” to keep its box as its "
                              "mask, or export the annotations with polygons or masks."),
            QCoreApplication.translate(
                "EngineText", "None of this source's {n} objects has a shape (a polygon or an "
                              "RLE mask), only boxes, so there is no class mask to draw as "
                              "semantic segmentation. Write it as object detection under "
                              "“Write as”, with “Store object masks” to keep each box as its "
                              "object's mask, or export the annotations with polygons or "
                              "masks.")),
        'task.seg_classes': QCoreApplication.translate(
            "EngineText", 'This source has {n} classes, but a class mask holds at most {most} '
                          '(beside the background 0 and 255, “ignore”). Write it as object '
                          'detection under “Write as”.'),
    }
