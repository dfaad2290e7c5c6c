"""The catalogue's sentences about the annotations of a source (COCO, Pascal VOC, YOLO,
masks, CVAT, a box table): an image listed twice or not found, an entry or a line that
cannot be read, a mask that does not fit its image, a size that is not its image's, and
one object dropped or corrected (its image is converted). engine.reason_catalogue merges it
into its CATALOGUE where these sentences were; the notices about annotated sources are
engine.reason_catalogue_notices's. Pure data, standard library only.
"""

from __future__ import annotations

_SCALED_BOXES = ("boxes are scaled to the image, as if it was resized after it was "
                 "annotated. If the boxes fit the image as it is, correct its size (width, "
                 "height) in the XML")
_SCALED_ANNOTATIONS = ("annotations are scaled to the image, as if it was resized after it was "
                       "annotated. If the annotations fit the image as it is, correct its size "
                       "(width, height) in {file}")

#: code -> English template. Codes are stable: change the English freely, never the code.
ANNOTATIONS: dict[str, str | tuple[str, str]] = {
    "ann.listed_twice": "listed twice in the annotations; the first entry is kept",
    "ann.listed_twice_objects": (
        "listed twice in the annotations; the first entry is kept, and this entry's {n} "
        "object is not used", "listed twice in the annotations; the first entry is kept, "
        "and this entry's {n} objects are not used"),
    # (an image a reader listed that is gone when the scan reads it: the row names its
    # path; the readers that know the annotation file say it: ann.coco_image_missing...)
    "ann.image_missing": "image not found: the annotations name it but the file does not "
                         "exist. Copy the image to the path shown, or take it out of the "
                         "annotations",
    "ann.unannotated": "no annotations for this image (--skip-unannotated)",
    "ann.csv_image_missing": "image not found: {file} line {line} names {name}. Copy the image "
                             "into the folder shown, or take its rows out of the table",
    # a box table's row that is no box: its image is set aside with its {n} other boxes
    # (engine.sources.boxcsv), as YOLO's line
    "ann.csv_not_numbers": (
        "{file} line {line}: width, height and box must be numbers; the image is skipped "
        "with its {n} other box. Correct the numbers on that line",
        "{file} line {line}: width, height and box must be numbers; the image is skipped "
        "with its {n} other boxes. Correct the numbers on that line"),
    "ann.csv_not_numbers_alone": "{file} line {line}: width, height and box must be numbers; "
                                 "the image is skipped. Correct the numbers on that line",
    "ann.csv_empty_class": (
        "{file} line {line}: the class is empty; the image is skipped with its {n} other "
        "box. Write the box's class on that line",
        "{file} line {line}: the class is empty; the image is skipped with its {n} other "
        "boxes. Write the box's class on that line"),
    "ann.csv_empty_class_alone": "{file} line {line}: the class is empty; the image is "
                                 "skipped. Write the box's class on that line",
    "ann.not_coco": "not a COCO file: no 'images' list",
    "ann.coco_bad_entry": "{file}: an 'images' entry without id or file_name: {entry}",
    "ann.coco_duplicate_id": "duplicate image id {id} in {file}: its annotations cannot be "
                             "told apart; fix the JSON",
    # (said where the export's other images are: engine.sources.coco_images.locate)
    "ann.coco_image_missing": "image not found: {file} lists {name} but no such file is beside"
                              " it, in its images folder or in the folders below it. Copy the"
                              " image into the folder shown, or take its entry out of the JSON",
    # an annotation in a category the file does not list: the whole image is set aside
    # (kept, the object would be background in it), with its {n} other objects
    "ann.coco_unknown_category": (
        "{file} annotation {id}: unknown category id {category} (not in 'categories'); the "
        "image is skipped with its {n} other object. Add category {category} to the "
        "'categories' list in {file}, or correct the annotation's category_id",
        "{file} annotation {id}: unknown category id {category} (not in 'categories'); the "
        "image is skipped with its {n} other objects. Add category {category} to the "
        "'categories' list in {file}, or correct the annotation's category_id"),
    "ann.coco_unknown_category_alone": "{file} annotation {id}: unknown category id "
                                       "{category} (not in 'categories'); the image is "
                                       "skipped. Add category {category} to the "
                                       "'categories' list in {file}, or correct the "
                                       "annotation's category_id",
    # (the names looked for: engine.sources.annotation_files.MASK_EXTS, TIFF as ImageJ saves)
    "ann.no_mask": "no mask: {folder}/ has no {name}.png, .tif or .tiff for this image; save "
                   "its mask there by that name",
    "ann.mask_without_image": "mask without an image: {folder}/ has no image named {name}",
    # the worker's, about one image's mask or objects (engine.sources.annotated)
    "ann.mask_unreadable_reason": "cannot read the mask {file}: {sentence}",
    "ann.mask_unreadable": "cannot read the mask {file}: {detail}",
    # (an older engine's words, which named no mask: its records still read in the window)
    "ann.mask_size": "mask is {mask_w}x{mask_h}, its image is {w}x{h}: they must be the same "
                     "size",
    "ann.mask_size_named": "the mask {mask} is {mask_w}x{mask_h}, but its image is {w}x{h}: "
                           "they must be the same size; fix the mask",
    "ann.mask_out_of_range": "mask has class values outside 0..255; store classes 0..255 in a "
                             "grey or palette PNG",
    # (an older engine's words, which named no mask: its records still read in the window)
    "ann.mask_colour": "mask is a {mode} colour image; class masks must be grey or palette PNGs "
                       "whose values are class indices, or colour masks beside a labelmap.txt "
                       "that gives each class its colour (as CVAT exports)",
    "ann.mask_colour_named": "the mask {mask} is a colour image ({mode}); class masks must be "
                             "grey or palette PNGs whose values are class indices, or colour "
                             "masks beside a labelmap.txt that gives each class its colour "
                             "(as CVAT exports)",
    "ann.mask_float": "the mask {mask} holds decimal numbers (a 32-bit float image); class "
                      "masks hold whole class values: save it as an 8-bit or 16-bit grey PNG "
                      "or TIFF (in ImageJ: Image > Type > 8-bit or 16-bit)",
    "ann.mask_unknown_colour": "mask has the colour {colour}, which labelmap.txt gives to no "
                               "class",
    "ann.mask_unknown_class": ("mask has class value {value}, but the class names list has "
                               "{classes} class (0..{last}; 255 = ignore)",
                               "mask has class value {value}, but the class names list has "
                               "{classes} classes (0..{last}; 255 = ignore)"),
    "ann.rle_size": "an object's RLE mask is {mask_w}x{mask_h}, the image is {w}x{h}",
    "ann.csv_empty_path": "{file} line {line}: the path is empty",
    "ann.csv_unknown_split": "{file} line {line}: unknown split {split}",
    "ann.voc_image_missing": "image not found: {file} names {name} but {folder} has no such "
                             "file. Copy the image there, or take it out of the annotations",
    # an annotation file's image size that is not its image's (engine.sources.declared_size)
    "ann.voc_size_shape": "{file} gives the image size {declared}, but the image is {actual}, "
                          "another shape: its boxes cannot be placed on it; correct the size "
                          "(width, height) in {file}, or check that it belongs to this image",
    # (one, many) by the count {n}
    "ann.voc_size_scaled": ("{n} XML file gives an image size other than its image's "
                            "({examples}): its " + _SCALED_BOXES,
                            "{n} XML files give an image size other than their image's "
                            "({examples}): their " + _SCALED_BOXES),
    "ann.size_scaled": ("{n} image in {file} is given a size other than its own ({examples}): "
                        "its " + _SCALED_ANNOTATIONS,
                        "{n} images in {file} are given a size other than their own "
                        "({examples}): their " + _SCALED_ANNOTATIONS),
    "ann.yaml_names_unnumbered": "the names in it are not numbered 0, 1, 2, … (as YOLO's "
                                 "class indices are); class names are taken from "
                                 "classes.txt or numbered",
    # (longer, so described first: ann.label_without_image's {name} took the rest)
    "ann.label_other_case": "annotations for an image that does not exist: {folder}/ has no "
                            "image named {name}, but {image} differs from it only in capital "
                            "letters: rename one of them so that the names match (the image "
                            "is kept without annotations)",
    "ann.label_without_image": "annotations for an image that does not exist: {folder}/ has no"
                               " image named {name}",
    # one photo saved twice under one name (an iPhone export's IMG_1.JPG and IMG_1.HEIC):
    # the annotations are paired with {image}, the other file is set aside
    "ann.same_photo": "another file of this name, {image}, carries its annotations: the same "
                      "photo is not converted twice. If they are different pictures, rename "
                      "one of them",
    # a Pascal VOC XML that cannot be read (the {sentence}: ann.xml_malformed, ann.xml_cut,
    # ann.file_empty) with no image of its name: the file is set aside, no image is skipped
    # (longer than the inner ones' templates, which describe tries first when longer: the
    # {file} of ann.xml_cut took this whole sentence's start)
    "ann.voc_xml_without_image": "annotations for an image that does not exist ({folder} has no "
                             "image named {name}), in a file that cannot be read either: "
                             "{sentence}",
    "ann.yolo_fields": ("{file} line {line}: {count} field, expected 5 (class cx cy w h) or a "
                        "polygon (class x1 y1 x2 y2 x3 y3 ...)",
                        "{file} line {line}: {count} fields, expected 5 (class cx cy w h) or "
                        "a polygon (class x1 y1 x2 y2 x3 y3 ...)"),
    "ann.yolo_not_numbers": "{file} line {line}: {text} is not numbers (class cx cy w h)",
    # a class number the names list has not, or a negative one: the whole image is set
    # aside, as with COCO's unknown category, with its {n} other boxes (engine.sources.yolo)
    "ann.yolo_unknown_class": (
        "{file} line {line}: unknown class {cls} (the class names list has {known}); the "
        "image is skipped with its {n} other box. Correct the class number on that line, or "
        "name class {cls} in {names}",
        "{file} line {line}: unknown class {cls} (the class names list has {known}); the "
        "image is skipped with its {n} other boxes. Correct the class number on that line, "
        "or name class {cls} in {names}"),
    "ann.yolo_unknown_class_alone": "{file} line {line}: unknown class {cls} (the class names "
                                    "list has {known}); the image is skipped. Correct the "
                                    "class number on that line, or name class {cls} in "
                                    "{names}",
    # the same with a names list of one class ("has 0..0" read as a range of nothing)
    "ann.yolo_unknown_class_one": (
        "{file} line {line}: unknown class {cls} (the class names list has only class 0); "
        "the image is skipped with its {n} other box. Correct the class number on that "
        "line, or name class {cls} in {names}",
        "{file} line {line}: unknown class {cls} (the class names list has only class 0); "
        "the image is skipped with its {n} other boxes. Correct the class number on that "
        "line, or name class {cls} in {names}"),
    "ann.yolo_unknown_class_one_alone": "{file} line {line}: unknown class {cls} (the class "
                                        "names list has only class 0); the image is "
                                        "skipped. Correct the class number on that line, "
                                        "or name class {cls} in {names}",
    "ann.yolo_negative_class": (
        "{file} line {line}: class {cls} is negative (YOLO's classes are numbered from 0); "
        "the image is skipped with its {n} other box. Correct the class number on that line",
        "{file} line {line}: class {cls} is negative (YOLO's classes are numbered from 0); "
        "the image is skipped with its {n} other boxes. Correct the class number on that "
        "line"),
    "ann.yolo_negative_class_alone": "{file} line {line}: class {cls} is negative (YOLO's "
                                     "classes are numbered from 0); the image is skipped. "
                                     "Correct the class number on that line",
    # a line that is no box, or not numbers: the whole image is set aside, as for an
    # unknown class, with its {n} other boxes (engine.sources.yolo; ann.yolo_fields and
    # ann.yolo_not_numbers are an older engine's words, which said neither)
    "ann.yolo_field_count": (
        "{file} line {line}: the wrong number of values ({count}) for a box (class cx cy w h: "
        "5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); the image "
        "is skipped with its {n} other box. Correct or delete that line",
        "{file} line {line}: the wrong number of values ({count}) for a box (class cx cy w h: "
        "5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); the image "
        "is skipped with its {n} other boxes. Correct or delete that line"),
    "ann.yolo_field_count_alone": "{file} line {line}: the wrong number of values ({count}) "
                                  "for a box (class cx cy w h: 5) or a polygon (class x1 y1 "
                                  "x2 y2 x3 y3 ...: an odd number, 7 or more); the image is "
                                  "skipped. Correct or delete that line",
    "ann.yolo_not_numbers_skipped": (
        "{file} line {line}: {text} is not numbers (class cx cy w h); the image is skipped "
        "with its {n} other box. Correct the numbers on that line",
        "{file} line {line}: {text} is not numbers (class cx cy w h); the image is skipped "
        "with its {n} other boxes. Correct the numbers on that line"),
    "ann.yolo_not_numbers_alone": "{file} line {line}: {text} is not numbers (class cx cy w "
                                  "h); the image is skipped. Correct the numbers on that line",
    # an annotation without category_id ("unknown category id None"), and an RLE mask of
    # another size than its image's (the run failed the image naming no annotation): the
    # whole image is set aside, as for an unknown category (engine.sources.coco_checks)
    "ann.coco_no_category": (
        "{file} annotation {id} has no category_id; the image is skipped with its {n} other "
        "object. Give the annotation the id of its category (one of 'categories') in {file}",
        "{file} annotation {id} has no category_id; the image is skipped with its {n} other "
        "objects. Give the annotation the id of its category (one of 'categories') in {file}"),
    "ann.coco_no_category_alone": "{file} annotation {id} has no category_id; the image is "
                                  "skipped. Give the annotation the id of its category (one "
                                  "of 'categories') in {file}",
    # a category_id that is no id (a list, an object): it read as an unknown category
    "ann.coco_category_not_id": (
        "{file} annotation {id}: its category_id {category} is not a category's id (one "
        "number or name); the image is skipped with its {n} other object. Give the "
        "annotation the id of one category (one of 'categories') in {file}",
        "{file} annotation {id}: its category_id {category} is not a category's id (one "
        "number or name); the image is skipped with its {n} other objects. Give the "
        "annotation the id of one category (one of 'categories') in {file}"),
    "ann.coco_category_not_id_alone": "{file} annotation {id}: its category_id {category} is "
                                      "not a category's id (one number or name); the image "
                                      "is skipped. Give the annotation the id of one "
                                      "category (one of 'categories') in {file}",
    "ann.coco_rle_size": (
        "{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but its image {name} is "
        "{w}x{h}; the image is skipped with its {n} other object. An RLE mask is its image's "
        "size ('size': [height, width]): correct the annotation or its image_id in {file}, "
        "or export the annotations again",
        "{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but its image {name} is "
        "{w}x{h}; the image is skipped with its {n} other objects. An RLE mask is its image's "
        "size ('size': [height, width]): correct the annotation or its image_id in {file}, "
        "or export the annotations again"),
    "ann.coco_rle_size_alone": "{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but "
                               "its image {name} is {w}x{h}; the image is skipped. An RLE "
                               "mask is its image's size ('size': [height, width]): correct "
                               "the annotation or its image_id in {file}, or export the "
                               "annotations again",
    # a class mask's values that are no class, its colours labelmap.txt gives to none: which
    # ones ({values}: "3, 7 and 12", "20 to 40"; {colours}: "(1,2,3) and (9,9,9)"; "…" after
    # the first few), and what to do (ann.mask_unknown_class and ann.mask_unknown_colour are
    # an older engine's words: one value, no fix, "0..0"); {n}: how many (engine.sources.
    # mask_classes)
    "ann.mask_values": (
        "the mask {mask} holds {n} value that is no class: {values} (the class names list "
        "has classes 0 to {last}; 255 = ignore). Add lines to the class names file until it "
        "names class {top}, or repaint those pixels with a class's value",
        "the mask {mask} holds {n} values that are no class: {values} (the class names list "
        "has classes 0 to {last}; 255 = ignore). Add lines to the class names file until it "
        "names class {top}, or repaint those pixels with a class's value"),
    "ann.mask_values_one": (
        "the mask {mask} holds {n} value that is no class: {values} (the class names list "
        "has only class 0; 255 = ignore). Add lines to the class names file until it names "
        "class {top}, or repaint those pixels with a class's value",
        "the mask {mask} holds {n} values that are no class: {values} (the class names list "
        "has only class 0; 255 = ignore). Add lines to the class names file until it names "
        "class {top}, or repaint those pixels with a class's value"),
    "ann.mask_values_two": (
        "the mask {mask} holds {n} value that is no class: {values} (the class names list "
        "has classes 0 and 1; 255 = ignore). Add lines to the class names file until it "
        "names class {top}, or repaint those pixels with a class's value",
        "the mask {mask} holds {n} values that are no class: {values} (the class names list "
        "has classes 0 and 1; 255 = ignore). Add lines to the class names file until it "
        "names class {top}, or repaint those pixels with a class's value"),
    # one of the three above, or ann.mask_colours, of a mask with more than 8 such values
    # or colours (engine.sources.mask_classes.SMOOTHED): its edges smoothed, or a JPEG's
    "ann.mask_smoothed": "{sentence}. The mask looks smoothed (anti-aliased) or saved as "
                         "JPEG: save masks as PNG without smoothing",
    # a class mask most of whose many values lie only along edges (engine.sources.
    # mask_classes.smoothed_problem): numbered by its values it made a class of each shade
    "ann.mask_smoothed_edges": "the mask {mask} looks smoothed (anti-aliased) or saved as "
                               "JPEG: {n} of its values ({values}) lie only along the edges "
                               "between other values, as a soft edge blends two classes, "
                               "never in an area of their own. Save the masks again as PNG "
                               "without smoothing, each pixel holding its class's value",
    "ann.mask_colours": (
        "the mask {mask} has {n} colour that labelmap.txt gives to no class: {colours}. Add "
        "a class of that colour to labelmap.txt, or repaint those pixels with a class's "
        "colour",
        "the mask {mask} has {n} colours that labelmap.txt gives to no class: {colours}. Add "
        "a class for each of these colours to labelmap.txt, or repaint those pixels with "
        "the colours of classes"),
    # one object of an annotation dropped or corrected (its image is converted): where it
    # is, then why (the sentences below)
    "ann.object_in_file": "{file} object {n}: {sentence}",
    "ann.object_at_line": "{file} line {line}: {sentence}",
    "ann.object_annotation": "{file} annotation {id}: {sentence}",
    "ann.box_not_number": "box has a coordinate that is not a number",
    "ann.box_empty_at": "box has zero or negative size ({x0},{y0})-({x1},{y1})",
    "ann.box_empty": "box has zero or negative size",
    "ann.box_outside_at": "box outside the image ({x0},{y0})-({x1},{y1}) in a {w}x{h} image",
    "ann.box_outside_normalised": "box outside the image (normalised coordinates beyond 0..1)",
    "ann.box_clipped": "box extends outside the image: clipped",
    # a COCO polygon of 1 or 2 points: pycocotools refuses it, the box stays (engine.sources.coco)
    "ann.coco_short_polygon": "a polygon of fewer than 3 points outlines nothing: it is not "
                              "used, the object keeps its box (to keep its shape, fix the "
                              "polygon in the annotation tool and export again)",
    "ann.object_no_name": "object without a name",
    "ann.bndbox_not_number": "bndbox value is not a number",
    "ann.coco_bbox_missing": "box is missing or not four numbers [x, y, width, height]",
    "ann.coco_unknown_image": "refers to image id {id}, which is not in 'images'",
    # a category id the 'categories' list names twice, otherwise (engine.sources.coco)
    "ann.coco_category_twice": "{file}: category id {id} has two names, '{first}' and "
                               "'{name}': the first is used for its boxes. If they are "
                               "different classes, give each its own id",
    "ann.coco_no_image_id": "has no image_id, so it belongs to no image: left out",
    "ann.cvat_no_area": "a {shape} has no area: left out (boxes, polygons, ellipses and "
                        "masks are objects)",
    "ann.seg_box_only": "the object has only a box, no polygon or mask: its box is marked "
                        "255 (“ignore”) in the class mask",
    "ann.mask_damaged": "the mask is damaged (its points or run lengths are not proper "
                        "numbers): left out",
    "ann.cvat_no_tag": "no tag in {file}: a classification export needs one tag per image "
                       "(its class); tag it in CVAT and export again",
    "cvat.video": "{path}: this is a “CVAT for video” export (its objects are tracks). In "
                  "CVAT, export the task as “CVAT for images 1.1” or “COCO 1.0”, and choose "
                  "that.",
}

#: The words an older engine wrote for a code above whose English has changed since (an
#: output folder's rejected.csv and run log are still read in the window): recognised as
#: that code (engine.reason_codes.describe), never written. 0.3.11 says what to do after
#: every "image not found"; 0.3.10's VOC and CVAT sentence was then read as
#: verify.field_absent ("... has no such file"), in Japanese a sentence about a field.
FORMER: dict[str, tuple[str, ...]] = {
    "ann.image_missing": (
        "image not found: the annotations name it but the file does not exist",),
    "ann.csv_image_missing": ("image not found: {file} line {line} names {name}",),
    "ann.coco_image_missing": (
        "image not found: {file} lists {name} but no such file is beside it or in its "
        "images folder",),
    "ann.voc_image_missing": (
        "image not found: {file} names {name} but {folder} has no such file",),
    # 0.3.12 said of objects kept with their box (a 2-point polygon's) "left out"
    "log.objects": ("{n} object was left out of the records or clipped (listed in {file})",
                    "{n} objects were left out of the records or clipped (listed in "
                    "{file})"),
    # 0.3.11 read TIFF masks too, and said it looked for a .png only
    "ann.no_mask": ("no mask: {folder}/ has no {name}.png for this image",),
    # 0.3.11 said of a worker that left while idle that the others convert its shards
    "log.cluster_worker_left": (
        "the Dask worker at {worker} left the scheduler during the run; the others convert "
        "its shards (workers still there: {n}). If workers leave often, look at that "
        "machine: its memory, or its job's time limit",),
}
