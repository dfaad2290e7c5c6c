"""The catalogue's sentences about how a source's images are divided into splits and how a
class table's columns are read (engine.sources.csv_table, engine.split_sizes);
engine.reason_catalogue merges it into its CATALOGUE. Pure data, standard library only.
"""

from __future__ import annotations

#: code -> English template. Codes are stable: change the English freely, never the code.
TABLE: dict[str, str | tuple[str, str]] = {
    # a split cell no split has, in the column read as the split (named: a セット or 용도
    # column of another use is read as the split)
    "csv.unknown_split_column": "{path}, line {line}: unknown split {split} in the column "
                                "{column}. Use one of {splits}.",
    "csv.unknown_split_column_named": "{path}, line {line}: unknown split {split} in the "
                                      "column {column}. Use one of {splits}, or name it in "
                                      "--split (e.g. --split train=0.9,{name}=0.1: rows that "
                                      "name a split keep it).",
    "ann.csv_unknown_split_column": "{file} line {line}: unknown split {split} in the column "
                                    "{column}",
    # a table whose titles are not known, its 3rd column read as the split (csv_table)
    "csv.unknown_split_untitled": "{path}, line {line}: unknown split {split} in the 3rd "
                                  "column. The titles in the first row ({columns}) are not "
                                  "ones this program knows, so the columns are read in their "
                                  "order: path, label, split. Rename the titles to path and "
                                  "label (and split, if the 3rd column holds the split), or "
                                  "delete the 3rd column.",
    # a table saved on Windows (画像\\a.jpg) read where "/" separates folders (csv_table)
    "csv.backslashes": ("{file}: {n} path has backslashes (\\) between folders, as Windows "
                        "writes them, and is read with / on this system (as {path})",
                        "{file}: {n} paths have backslashes (\\) between folders, as "
                        "Windows writes them, and are read with / on this system (as {path})"),
    "file.csv_missing_backslashes": "file not found (CSV line {line}): its path has "
                                    "backslashes (\\) between folders, as Windows writes "
                                    "them, and no file is there with / either; check the path",
    # split values read as other names of a split: 訓練 -> train (engine.split_names)
    "csv.split_aliases": "{file}: split values read as split names (the number of rows in "
                         "brackets): {pairs}",
    # class names (folders, a table's labels) differing only in Unicode form (a decomposed
    # 고양이 from a Mac): one class, labelled composed (engine.sources.names.class_labels)
    "class.names_merged": "{where}: these class names were written in two Unicode forms "
                          "(composed and decomposed, as macOS writes Japanese and Korean "
                          "names); both forms of each are one class: {names}",
    "class.names_composed": "{where}: class names written in decomposed Unicode (as macOS "
                            "writes Japanese and Korean names) are labelled in composed form, "
                            "as other systems write them: {names}",
    # class names (folders, a table's, COCO's categories) with spaces at their ends, which
    # TFDS strips from its names file: labelled without them (engine.sources.names)
    "class.names_trimmed": "{where}: class names with spaces at their start or end are "
                           "labelled without them, as TensorFlow Datasets reads class names "
                           "(one that is then another's name is one class with it): {names}",
    # class names that look alike (engine.sources.class_notes): never merged, named in one
    # notice; its {changes}: a "list" of the class.differ_*, class.typo_of and
    # class.look_alike_more sentences below; how to fix them by the kind of source
    "class.look_alike_table": "{where}: {changes}. Each is a class of its own: fix the labels "
                              "in the table if they are the same class",
    "class.look_alike_folders": "{where}: {changes}. Each is a class of its own: if they are "
                                "the same class, move their images into one folder",
    "class.look_alike_annotations": "{where}: {changes}. Each is a class of its own: if they "
                                    "are the same class, give them one name in the "
                                    "annotations",
    "class.differ_case": '"{a}" and "{b}" differ only in case',
    "class.differ_spaces": '"{a}" and "{b}" differ only in spaces',
    "class.differ_case_spaces": '"{a}" and "{b}" differ only in case and spaces',
    # a rare class one edit away from a common one ({m} is at least 10: always "images")
    "class.typo_of": ('"{name}" ({n} image) looks like a typo of "{other}" ({m} images)',
                      '"{name}" ({n} images) looks like a typo of "{other}" ({m} images)'),
    "class.look_alike_more": ("{more} more pair of names like these",
                              "{more} more pairs of names like these"),
    # images in folders inside a class folder, labelled with it (engine.sources.class_notes)
    "class.nested_images": ("{n} image in a folder inside a class folder is given that class "
                            "folder's label ({path} is labelled {label}); to make the folder "
                            "a class of its own, move it beside the class folders",
                            "{n} images in folders inside class folders are given the label "
                            "of the class folder they are in ({path} is labelled {label}); to "
                            "make such a folder a class of its own, move it beside the class "
                            "folders"),
    # class folders without an image (engine.sources.class_notes.empty_class_notices):
    # still classes, as every sub-folder is (Keras's image_dataset_from_directory numbers
    # them so: the other labels do not move), named in one notice (those that hold only
    # the system's litter, .DS_Store); its {changes}: a "list" of the class.empty_*
    # sentences below, a folder each, then class.empty_more
    "class.empty": ("{where}: {n} class folder has no image: {changes}. It stays a class, "
                    "with no examples (every sub-folder is a class, so the other labels do "
                    "not move), and a model trained on these files has an output that no "
                    "image teaches. Put the images in, or remove the folder and scan again",
                    "{where}: {n} class folders have no image: {changes}. They stay classes, "
                    "with no examples (every sub-folder is a class, so the other labels do "
                    "not move), and a model trained on these files has outputs that no image "
                    "teaches. Put the images in, or remove the folders and scan again"),
    # ... folders that hold files of the user's (a notes.txt): never told to be removed
    "class.empty_holding": ("{where}: {n} class folder has no image: {changes}. It stays a "
                            "class, with no examples (every sub-folder is a class, so the "
                            "other labels do not move), and a model trained on these files "
                            "has an output that no image teaches. Its files are not images: "
                            "put the images in and scan again",
                            "{where}: {n} class folders have no image: {changes}. They stay "
                            "classes, with no examples (every sub-folder is a class, so the "
                            "other labels do not move), and a model trained on these files "
                            "has outputs that no image teaches. Their files are not images: "
                            "put the images in and scan again"),
    "class.empty_nothing": "{name} (label {label}) holds no file",
    "class.empty_only": "{name} (label {label}) holds only {files}",
    "class.empty_only_more": ("{name} (label {label}) holds only {files} and {more} other "
                              "file",
                              "{name} (label {label}) holds only {files} and {more} other "
                              "files"),
    "class.empty_more": ("{more} more such folder", "{more} more such folders"),
    # a conversion's output folder inside a folder of class folders: skipped, no class
    "class.dataset_inside": "{name}: not read as a class: this folder is a TFRecord dataset "
                            "(a conversion's output) inside the source; it is skipped",
    # a split of --split that gets no image (engine.split_sizes; scan notices, run notes)
    "plan.split_given": "The split {split} gets no image: the source gives every image its "
                        "split (a table's split column, an export's split folders), and none "
                        "is {split}",
    "plan.split_few": ("The split {split} gets no image: {fraction} of {n} image rounds to "
                       "0. Use more images, or a larger fraction for it",
                       "The split {split} gets no image: {fraction} of {n} images rounds to "
                       "0. Use more images, or a larger fraction for it"),
    "plan.split_per_class": "The split {split} gets no image: each class is divided on its "
                            "own, and {fraction} of a class's images (at most {n}) rounds to "
                            "0. Use more images per class, or a larger fraction for it",
    # --shards above a split's images: one shard per image (split_sizes.shard_notices)
    # ({shards} is {n}: one shard per image, so {n} chooses the form of both)
    "plan.shards_capped": ("The split {split} has {n} image, so it gets {shards} shard, not "
                           "the {asked} of --shards: a shard holds at least one image",
                           "The split {split} has {n} images, so it gets {shards} shards, "
                           "not the {asked} of --shards: a shard holds at least one image"),
}
