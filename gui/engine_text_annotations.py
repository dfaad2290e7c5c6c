"""The engine's coded sentences about one image's annotations that cannot be used, each
with its file and what to do, in the window's language: a YOLO line that is no box or
not numbers, a COCO annotation without category_id, with one that is no id, or with an
RLE mask of another size (the image is skipped with its other objects, and says so:
gui.scan_result.SAID_SKIPPED), a class mask's values that are no class, colours that
labelmap.txt gives to none, or shades of a smoothed mask, an image without a mask of its
name; a label file that is no text, and label files read in another encoding than UTF-8;
and the notes on a COCO file's
images found by their names elsewhere than exports put them, on a mask folder's images
its ImageSets/Segmentation lists leave out and on a VOCdevkit's VOC folders not read
(the table is gui.engine_text's, split by family of codes so each part stays short; the
other ann.* sentences are gui.engine_text_runs's). The context stays "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str | tuple[str, str]]:
    """code -> the template in the current language, for these annotation problems."""
    return {
        'ann.masks_above': QCoreApplication.translate(
            "EngineText", '{folder} holds the masks, not the images: the folder above it, '
                          '{parent}, holds the images with their masks. To convert the images '
                          'with their masks, choose that folder as the source'),
        'ann.no_mask': QCoreApplication.translate(
            "EngineText", 'no mask: {folder}/ has no {name}.png, .tif or .tiff for this image; '
                          'save its mask there by that name'),
        'ann.coco_short_polygon': QCoreApplication.translate(
            "EngineText", 'a polygon of fewer than 3 points outlines nothing: it is not used, '
                          'the object keeps its box (to keep its shape, fix the polygon in the '
                          'annotation tool and export again)'),
        'ann.mask_float': QCoreApplication.translate(
            "EngineText", 'the mask {mask} holds decimal numbers (a 32-bit float image); class '
                          'masks hold whole class values: save it as an 8-bit or 16-bit grey '
                          'PNG or TIFF (in ImageJ: Image > Type > 8-bit or 16-bit)'),
        'ann.mask_renamed': (
            QCoreApplication.translate(
                "EngineText", "{n} image has no mask of its own name, but a mask named so with "
                              "a word more is there ({examples}): a mask is found by its "
                              "image's name, so rename the mask to its image's name"),
            QCoreApplication.translate(
                "EngineText", "{n} images have no mask of their own name, but masks named so "
                              "with a word more are there ({examples}): a mask is found by its "
                              "image's name, so rename the masks to their images' names")),
        'ann.yolo_field_count': (
            QCoreApplication.translate(
                "EngineText", "{file} line {line}: the wrong number of values ({count}) for a "
                              "box (class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 "
                              "...: an odd number, 7 or more); the image is skipped with its "
                              "{n} other box. Correct or delete that line"),
            QCoreApplication.translate(
                "EngineText", "{file} line {line}: the wrong number of values ({count}) for a "
                              "box (class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 "
                              "...: an odd number, 7 or more); the image is skipped with its "
                              "{n} other boxes. Correct or delete that line")),
        'ann.yolo_field_count_alone': QCoreApplication.translate(
            "EngineText", "{file} line {line}: the wrong number of values ({count}) for a box "
                          "(class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an "
                          "odd number, 7 or more); the image is skipped. Correct or delete that "
                          "line"),
        'ann.yolo_not_numbers_skipped': (
            QCoreApplication.translate(
                "EngineText", "{file} line {line}: {text} is not numbers (class cx cy w h); the "
                              "image is skipped with its {n} other box. Correct the numbers on "
                              "that line"),
            QCoreApplication.translate(
                "EngineText", "{file} line {line}: {text} is not numbers (class cx cy w h); the "
                              "image is skipped with its {n} other boxes. Correct the numbers "
                              "on that line")),
        'ann.yolo_not_numbers_alone': QCoreApplication.translate(
            "EngineText", "{file} line {line}: {text} is not numbers (class cx cy w h); the "
                          "image is skipped. Correct the numbers on that line"),
        'ann.coco_no_category': (
            QCoreApplication.translate(
                "EngineText", "{file} annotation {id} has no category_id; the image is skipped "
                              "with its {n} other object. Give the annotation the id of its "
                              "category (one of 'categories') in {file}"),
            QCoreApplication.translate(
                "EngineText", "{file} annotation {id} has no category_id; the image is skipped "
                              "with its {n} other objects. Give the annotation the id of its "
                              "category (one of 'categories') in {file}")),
        'ann.coco_no_category_alone': QCoreApplication.translate(
            "EngineText", "{file} annotation {id} has no category_id; the image is skipped. "
                          "Give the annotation the id of its category (one of 'categories') in "
                          "{file}"),
        'ann.coco_category_not_id': (
            QCoreApplication.translate(
                "EngineText", "{file} annotation {id}: its category_id {category} is not a "
                              "category's id (one number or name); the image is skipped with "
                              "its {n} other object. Give the annotation the id of one "
                              "category (one of 'categories') in {file}"),
            QCoreApplication.translate(
                "EngineText", "{file} annotation {id}: its category_id {category} is not a "
                              "category's id (one number or name); the image is skipped with "
                              "its {n} other objects. Give the annotation the id of one "
                              "category (one of 'categories') in {file}")),
        'ann.coco_category_not_id_alone': QCoreApplication.translate(
            "EngineText", "{file} annotation {id}: its category_id {category} is not a "
                          "category's id (one number or name); the image is skipped. Give the "
                          "annotation the id of one category (one of 'categories') in {file}"),
        'ann.coco_rle_size': (
            QCoreApplication.translate(
                "EngineText", "{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but "
                              "its image {name} is {w}x{h}; the image is skipped with its {n} "
                              "other object. An RLE mask is its image's size ('size': [height, "
                              "width]): correct the annotation or its image_id in {file}, or "
                              "export the annotations again"),
            QCoreApplication.translate(
                "EngineText", "{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but "
                              "its image {name} is {w}x{h}; the image is skipped with its {n} "
                              "other objects. An RLE mask is its image's size ('size': [height, "
                              "width]): correct the annotation or its image_id in {file}, or "
                              "export the annotations again")),
        'ann.coco_rle_size_alone': QCoreApplication.translate(
            "EngineText", "{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but its "
                          "image {name} is {w}x{h}; the image is skipped. An RLE mask is its "
                          "image's size ('size': [height, width]): correct the annotation or "
                          "its image_id in {file}, or export the annotations again"),
        'ann.mask_values': (
            QCoreApplication.translate(
                "EngineText", "the mask {mask} holds {n} value that is no class: {values} (the "
                              "class names list has classes 0 to {last}; 255 = ignore). Add "
                              "lines to the class names file until it names class {top}, or "
                              "repaint those pixels with a class's value"),
            QCoreApplication.translate(
                "EngineText", "the mask {mask} holds {n} values that are no class: {values} "
                              "(the class names list has classes 0 to {last}; 255 = ignore). "
                              "Add lines to the class names file until it names class {top}, or "
                              "repaint those pixels with a class's value")),
        'ann.mask_values_one': (
            QCoreApplication.translate(
                "EngineText", "the mask {mask} holds {n} value that is no class: {values} (the "
                              "class names list has only class 0; 255 = ignore). Add lines to "
                              "the class names file until it names class {top}, or repaint "
                              "those pixels with a class's value"),
            QCoreApplication.translate(
                "EngineText", "the mask {mask} holds {n} values that are no class: {values} "
                              "(the class names list has only class 0; 255 = ignore). Add lines "
                              "to the class names file until it names class {top}, or repaint "
                              "those pixels with a class's value")),
        'ann.mask_values_two': (
            QCoreApplication.translate(
                "EngineText", "the mask {mask} holds {n} value that is no class: {values} (the "
                              "class names list has classes 0 and 1; 255 = ignore). Add lines "
                              "to the class names file until it names class {top}, or repaint "
                              "those pixels with a class's value"),
            QCoreApplication.translate(
                "EngineText", "the mask {mask} holds {n} values that are no class: {values} "
                              "(the class names list has classes 0 and 1; 255 = ignore). Add "
                              "lines to the class names file until it names class {top}, or "
                              "repaint those pixels with a class's value")),
        'ann.mask_smoothed': QCoreApplication.translate(
            "EngineText", "{sentence}. The mask looks smoothed (anti-aliased) or saved as "
                          "JPEG: save masks as PNG without smoothing"),
        'ann.mask_smoothed_edges': QCoreApplication.translate(
            "EngineText", "the mask {mask} looks smoothed (anti-aliased) or saved as JPEG: {n} "
                          "of its values ({values}) lie only along the edges between other "
                          "values, as a soft edge blends two classes, never in an area of their "
                          "own. Save the masks again as PNG without smoothing, each pixel "
                          "holding its class's value"),
        'ann.mask_unlisted': (
            QCoreApplication.translate(
                "EngineText", "{n} image in {folder} is in no list of ImageSets/Segmentation, "
                              "so it is not converted: those lists name the images that have "
                              "class masks"),
            QCoreApplication.translate(
                "EngineText", "{n} images in {folder} are in no list of ImageSets/Segmentation, "
                              "so they are not converted: those lists name the images that have "
                              "class masks")),
        'ann.coco_found_case': (
            QCoreApplication.translate(
                "EngineText", "{n} image that {file} names has other capital letters in its "
                              "file name ({examples}): it was matched by its name, as Windows "
                              "and macOS match names. Check in Inspect that its boxes fit it"),
            QCoreApplication.translate(
                "EngineText", "{n} images that {file} names have other capital letters in "
                              "their file names ({examples}): they were matched by their "
                              "names, as Windows and macOS match names. Check in Inspect that "
                              "their boxes fit them")),
        'ann.coco_found_below': (
            QCoreApplication.translate(
                "EngineText", "{n} image that {file} names is not beside it or in its images "
                              "folder, and was found by its name in a folder below: "
                              "{examples}. Check in Inspect that its boxes fit it"),
            QCoreApplication.translate(
                "EngineText", "{n} images that {file} names are not beside it or in its "
                              "images folder, and were found by their names in the folders "
                              "below: {examples}. Check in Inspect that their boxes fit them")),
        'ann.mask_colours': (
            QCoreApplication.translate(
                "EngineText", "the mask {mask} has {n} colour that labelmap.txt gives to no "
                              "class: {colours}. Add a class of that colour to labelmap.txt, or "
                              "repaint those pixels with a class's colour"),
            QCoreApplication.translate(
                "EngineText", "the mask {mask} has {n} colours that labelmap.txt gives to no "
                              "class: {colours}. Add a class for each of these colours to "
                              "labelmap.txt, or repaint those pixels with the colours of "
                              "classes")),
        'ann.voc_siblings': (
            QCoreApplication.translate(
                "EngineText", "{folder} holds {n} more Pascal VOC folder, {others}, beside "
                              "{used}: only {used} is read. To convert it too, choose "
                              "it as the source of another run"),
            QCoreApplication.translate(
                "EngineText", "{folder} holds {n} more Pascal VOC folders, {others}, beside "
                              "{used}: only {used} is read. To convert them too, choose each "
                              "as the source of another run")),
        # a label file no encoding tried reads, set aside (engine.sources.label_text)
        'ann.same_photo': QCoreApplication.translate(
            "EngineText", 'another file of this name, {image}, carries its annotations: the '
                          'same photo is not converted twice. If they are different pictures, '
                          'rename one of them'),
        'ann.not_text': QCoreApplication.translate(
            "EngineText", '{file} cannot be read as text: it is not UTF-8, nor Japanese or '
                          'Korean Windows text (Shift-JIS, EUC-KR). Save it as UTF-8 (in '
                          'Notepad: File → Save As, Encoding: UTF-8) and scan again'),
        # label files of one kind read in another encoding (as a table's: csv.encoding)
        'ann.files_encoding': (
            QCoreApplication.translate(
                "EngineText", '{file} and {n} other file are not UTF-8 text: they are read as '
                              '{encoding}. The labels are written to the dataset as Unicode '
                              '(UTF-8)'),
            QCoreApplication.translate(
                "EngineText", '{file} and {n} other files are not UTF-8 text: they are read as '
                              '{encoding}. The labels are written to the dataset as Unicode '
                              '(UTF-8)')),
    }
