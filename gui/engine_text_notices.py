"""The engine's coded sentences of the scan's notices about annotated sources, in the
window's language: where their images and annotations are, which images have none, what a
class mask or a declared image size says, and what a segmentation can be drawn from (ann.*
notices and task.seg_*: engine.reason_catalogue_notices' family). Part of gui.engine_text's
table, split by family of codes so each part stays short; they were gui.engine_text_sources'
until it reached 400 lines. The context stays "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str | tuple[str, str]]:
    """code -> the template in the current language, for the scan's notices about annotated
    sources."""
    return {
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
