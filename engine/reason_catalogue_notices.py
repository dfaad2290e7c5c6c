"""The catalogue's notices about annotated sources: what their scan read otherwise than a
user may expect, skipping nothing (classes numbered for want of names, images kept without
annotations); engine.reason_catalogue merges it into its CATALOGUE. Pure data, standard
library only.
"""

from __future__ import annotations

_TURNED = ("annotations are taken as drawn on the picture as shown, turned (as CVAT, Label "
           "Studio and labelme show it). If they were drawn on the image as stored, before "
           "the turn, they come out turned: check a few in Inspect, which draws the boxes")

#: code -> English template. Codes are stable: change the English freely, never the code.
NOTICES: dict[str, str | tuple[str, str]] = {
    # images an annotated source keeps without annotations, named: a forgotten label file
    # is one of them (engine.sources.annotation_builder.Builder)
    # (one, many) by the count {n}; "... and {more} more" names one, so {n} is 2 or more
    "ann.unannotated_named": ("{n} image has no annotations and is kept as a background "
                              "image (no objects): {names}. If it shows objects, its "
                              "annotations are missing (a label file forgotten, an image not "
                              "labelled yet)",
                              "{n} images have no annotations and are kept as background "
                              "images (no objects): {names}. If one of them shows objects, "
                              "its annotations are missing (a label file forgotten, an image "
                              "not labelled yet)"),
    "ann.unannotated_named_more": "{n} images have no annotations and are kept as background "
                                  "images (no objects): {names} and {more} more. If one of "
                                  "them shows objects, its annotations are missing (a label "
                                  "file forgotten, an image not labelled yet)",
    # the same, from one annotation file (COCO, CVAT, Label Studio, a box table): no
    # per-image label file to forget, so the hint is the labelling tool
    "ann.unannotated_named_export": ("{n} image has no annotations and is kept as a "
                                     "background image (no objects): {names}. If it shows "
                                     "objects, it was not annotated in the labelling tool "
                                     "yet",
                                     "{n} images have no annotations and are kept as "
                                     "background images (no objects): {names}. If one of "
                                     "them shows objects, it was not annotated in the "
                                     "labelling tool yet"),
    "ann.unannotated_named_export_more": "{n} images have no annotations and are kept as "
                                         "background images (no objects): {names} and {more} "
                                         "more. If one of them shows objects, it was not "
                                         "annotated in the labelling tool yet",
    # the same, from a multi-label table: rows whose labels cell is empty
    "ann.unannotated_named_labels": ("{n} image has no labels (an empty labels cell) and is "
                                     "kept as a background image (none of the classes): "
                                     "{names}. If it shows one of the classes, its labels are "
                                     "missing (a cell left empty)",
                                     "{n} images have no labels (an empty labels cell) and "
                                     "are kept as background images (none of the classes): "
                                     "{names}. If one of them shows one of the classes, its "
                                     "labels are missing (a cell left empty)"),
    "ann.unannotated_named_labels_more": "{n} images have no labels (an empty labels cell) "
                                         "and are kept as background images (none of the "
                                         "classes): {names} and {more} more. If one of them "
                                         "shows one of the classes, its labels are missing (a "
                                         "cell left empty)",
    # an image file beside an annotated source's images that no annotation file lists:
    # set aside (listed as not used, stage scan), its reason
    # (engine.sources.annotation_builder.Builder)
    "ann.unlisted_image": "no annotation file lists it: if it belongs in the dataset, add it "
                          "to the annotations",
    # a plain folder of images inside an annotated source (a COCO export's images/):
    # engine.sources.annotations.annotations_above
    "ann.annotations_above": "{folder} holds only the images: the folder above it, "
                             "{parent}, holds their annotations ({kind}). To convert the "
                             "images with their annotations, choose that folder as the "
                             "source",
    # ...and the masks folder of a mask source chosen (its images are beside it)
    "ann.masks_above": "{folder} holds the masks, not the images: the folder above it, "
                       "{parent}, holds the images with their masks. To convert the images "
                       "with their masks, choose that folder as the source",
    # a VOCdevkit chosen whose VOC* folders are two or more: the first is read
    # (engine.sources.voc)
    "ann.voc_siblings": ("{folder} holds {n} more Pascal VOC folder, {others}, beside "
                         "{used}: only {used} is read. To convert it too, choose it as "
                         "the source of another run",
                         "{folder} holds {n} more Pascal VOC folders, {others}, beside "
                         "{used}: only {used} is read. To convert them too, choose each as "
                         "the source of another run"),
    # a YOLO source's class names: from which file, or none (engine.sources.yolo)
    "ann.yolo_names_differ": "{yaml} and {txt} name the classes differently; the names in "
                             "{yaml} are used",
    "ann.yolo_numbered": "No class names were found (data.yaml, classes.txt or obj.names), so "
                         "the classes are named by their numbers: {names}. To name them, put "
                         "a classes.txt with one name a line in the source folder",
    # masks without a class names file: the classes are the values the masks hold
    # (engine.sources.masks)
    "ann.mask_numbered": "No class names were found (classes.txt, labels.txt, class_names.txt "
                         "or labelmap.txt), so the classes are the values the masks hold, 0 "
                         "to {last}, named by their numbers: {names}. To name them, put a "
                         "classes.txt with one name a line, in value order, in the source "
                         "folder",
    "ann.mask_numbered_empty": "{file} names no class (it is empty), so the classes are the "
                               "values the masks hold, 0 to {last}, named by their numbers: "
                               "{names}. To name them, put a classes.txt with one name a "
                               "line, in value order, in the source folder",
    # (of one class and of two: "only 0", "0 and 1", not "0 to 0", "0 to 1")
    "ann.mask_numbered_one": (
        "No class names were found (classes.txt, labels.txt, class_names.txt or "
        "labelmap.txt), so the one class is the value the masks hold, only 0, named by its "
        "number. To name it, put a classes.txt with its name in the source folder"
    ),
    "ann.mask_numbered_two": (
        "No class names were found (classes.txt, labels.txt, class_names.txt or "
        "labelmap.txt), so the classes are the values the masks hold, 0 and 1, named by their"
        " numbers. To name them, put a classes.txt with one name a line, in value order, in "
        "the source folder"
    ),
    "ann.mask_numbered_empty_one": (
        "{file} names no class (it is empty), so the one class is the value the masks hold, "
        "only 0, named by its number. To name it, put a classes.txt with its name in the "
        "source folder"
    ),
    "ann.mask_numbered_empty_two": (
        "{file} names no class (it is empty), so the classes are the values the masks hold, 0"
        " and 1, named by their numbers. To name them, put a classes.txt with one name a "
        "line, in value order, in the source folder"
    ),
    # images of a mask folder that ImageSets/Segmentation's lists do not name (VOC's
    # JPEGImages/ holds every image, most of them without a class mask:
    # engine.sources.mask_lists); (one, many)
    "ann.mask_unlisted": ("{n} image in {folder} is in no list of ImageSets/Segmentation, so "
                          "it is not converted: those lists name the images that have class "
                          "masks",
                          "{n} images in {folder} are in no list of ImageSets/Segmentation, "
                          "so they are not converted: those lists name the images that have "
                          "class masks"),
    # images without a mask of their name beside masks named so with a word more
    # (engine.sources.mask_lists.renamed_notice)
    "ann.mask_renamed": ("{n} image has no mask of its own name, but a mask named so with a "
                         "word more is there ({examples}): a mask is found by its image's "
                         "name, so rename the mask to its image's name",
                         "{n} images have no mask of their own name, but masks named so with "
                         "a word more are there ({examples}): a mask is found by its image's "
                         "name, so rename the masks to their images' names"),
    # masks holding 255, which is "ignore", not a class: binary 0/255 masks lose the objects
    "ann.mask_binary": "The masks hold only 0 and 255, and 255 is read as \"ignore\" (pixels "
                       "left out of training), not as a class: the objects they mark are "
                       "ignored, and the one class is 0, the background. To train on the "
                       "objects, save the masks with 1 for them (0 stays the background); a "
                       "classes.txt does not change how 255 is read",
    "ann.mask_ignore": "Some masks hold 255, which is read as \"ignore\" (pixels left out of "
                       "training), not as a class",
    # square images an EXIF orientation 5..8 turns, whose recorded size cannot say which
    # picture their annotations were drawn on (engine.sources.declared_size); (one, many)
    "ann.exif_square": ("{n} square image in {file} has an EXIF orientation that turns it a "
                        "quarter ({examples}), and its recorded size is the same either way: "
                        "its " + _TURNED,
                        "{n} square images in {file} have an EXIF orientation that turns "
                        "them a quarter ({examples}), and their recorded size is the same "
                        "either way: their " + _TURNED),
    "ann.voc_exif_square": ("{n} XML file is of a square image that an EXIF orientation turns "
                            "a quarter ({examples}), and its <size> is the same either way: "
                            "its " + _TURNED,
                            "{n} XML files are of square images that an EXIF orientation "
                            "turns a quarter ({examples}), and their <size> is the same "
                            "either way: their " + _TURNED),
    # COCO images in none of the folders exports put them in, found by their names below
    # the export's folder (engine.sources.annotation_files.FolderImages); (one, many)
    "ann.coco_found_case": ("{n} image that {file} names has other capital letters in its "
                            "file name ({examples}): it was matched by its name, as Windows "
                            "and macOS match names. Check in Inspect that its boxes fit it",
                            "{n} images that {file} names have other capital letters in "
                            "their file names ({examples}): they were matched by their "
                            "names, as Windows and macOS match names. Check in Inspect that "
                            "their boxes fit them"),
    "ann.coco_found_below": ("{n} image that {file} names is not beside it or in its images "
                             "folder, and was found by its name in a folder below: "
                             "{examples}. Check in Inspect that its boxes fit it",
                             "{n} images that {file} names are not beside it or in its "
                             "images folder, and were found by their names in the folders "
                             "below: {examples}. Check in Inspect that their boxes fit them"),
    # a multi-label table's label that is other labels of the table joined with another
    # separator than ; or | ("猫, 犬", "cat/dog"): read as a class of its own
    # (engine.sources.multilabel)
    "ann.labels_joined": ("{n} label of {file} looks like several of its labels joined "
                          "with another separator: {labels} (line {lines}). Labels in one "
                          "cell are separated with ; or |, so it is a class of its own; if "
                          "it names several, write them as {example}",
                          "{n} labels of {file} look like several of its labels joined "
                          "with another separator: {labels} (lines {lines}). Labels in one "
                          "cell are separated with ; or |, so each is a class of its own; "
                          "if they name several, write them as {example}"),
    # --task segmentation of objects' shapes (engine.sources.class_masks)
    "ann.seg_drawn": "Each image's class mask is drawn from its objects' polygons and RLE "
                     "masks, class 0 being the background; where objects overlap, the "
                     "smaller one is on top",
    "ann.seg_crowd": ("{n} crowd region (iscrowd) is marked 255, “ignore”, not as its class: "
                      "its pixels are left out of training",
                      "{n} crowd regions (iscrowd) are marked 255, “ignore”, not as their "
                      "class: their pixels are left out of training"),
    # and what it refuses (a usage error: the option, not the source)
    "task.seg_no_objects": "--task segmentation: this source has no objects, so there is no "
                           "class mask to draw. Convert it as object detection (--task "
                           "detection), or annotate the images first.",
    "task.seg_no_shapes": ("--task segmentation: this source's {n} object has no shape (a "
                           "polygon or an RLE mask), only a box, so there is no class mask to "
                           "draw. Convert it as object detection (--task detection), with "
                           "--masks to store its box as its mask, or export the annotations "
                           "with polygons or masks.",
                           "--task segmentation: none of this source's {n} objects has a "
                           "shape (a polygon or an RLE mask), only boxes, so there is no class "
                           "mask to draw. Convert it as object detection (--task detection), "
                           "with --masks to store each box as its object's mask, or export "
                           "the annotations with polygons or masks."),
    "task.seg_classes": "--task segmentation: this source has {n} classes, but a class mask "
                        "holds at most {most} (beside the background 0 and 255, “ignore”). "
                        "Convert it as object detection (--task detection).",
}
