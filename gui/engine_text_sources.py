"""The engine's coded sentences about the source as a whole, in the window's language: its
table (CSV/TSV), what kind of source it is and how the plan divides it (codes csv.*,
source.* and plan.*; its classes, class.*, are gui.engine_text_classes'; the scan's notices
about annotated sources, gui.engine_text_notices'; the table is gui.engine_text's, split by
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
            "EngineText", '{path}: this is a {kind} archive. Unpack it first (on Windows 11: '
                          'right-click it → Extract All; on older Windows: with 7-Zip, from '
                          '7-zip.org; on a Mac: double-click it, or for 7-Zip and RAR use The '
                          'Unarchiver), then choose the folder it unpacks to.')),
        'source.compressed_file': QCoreApplication.translate(
            "EngineText", '{path}: this is one file compressed with {kind}, not an archive of '
                          'a folder, and this app does not unpack it. Unpack it first with an '
                          'archive tool (on Windows, such as 7-Zip; on a Mac: double-click '
                          'it), then choose the file it unpacks to, {name}.'),
        'source.compressed_unnamed': QCoreApplication.translate(
            "EngineText", '{path}: this is one file compressed with {kind}, not an archive of '
                          'a folder, and this app does not unpack it. Unpack it first with an '
                          'archive tool (on Windows, such as 7-Zip; on a Mac: double-click '
                          'it), then choose the file it unpacks to.'),
        'source.compressed_unknown': QCoreApplication.translate(
            "EngineText", '{path}: this is a {kind} file, but its start cannot be read to tell '
                          'whether it holds a folder or one file. Unpack it with an archive '
                          'tool (on Windows, such as 7-Zip; on a Mac: double-click it), which '
                          'also says whether it is damaged, then choose the folder or the file '
                          'it unpacks to.'),
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
    }
