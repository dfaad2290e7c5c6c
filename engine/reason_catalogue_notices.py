"""The catalogue's notices about annotated sources: what their scan read otherwise than a
user may expect, skipping nothing (classes numbered for want of names, images kept without
annotations); engine.reason_catalogue merges it into its CATALOGUE. Pure data, standard
library only.
"""

from __future__ import annotations

#: code -> English template. Codes are stable: change the English freely, never the code.
NOTICES: dict[str, str] = {
    # images an annotated source keeps without annotations, named: a forgotten label file
    # is one of them (engine.sources.annotations.Builder)
    "ann.unannotated_named": "{n} image(s) have no annotations and are kept as negative "
                             "examples: {names}. If one of them shows objects, its "
                             "annotations are missing (a label file forgotten, an image not "
                             "labelled yet)",
    "ann.unannotated_named_more": "{n} image(s) have no annotations and are kept as negative "
                                  "examples: {names} and {more} more. If one of them shows "
                                  "objects, its annotations are missing (a label file "
                                  "forgotten, an image not labelled yet)",
    # masks without a class names file: the classes are the values the masks hold
    # (engine.sources.masks)
    "ann.mask_numbered": "No class names were found (classes.txt, labels.txt, class_names.txt "
                         "or labelmap.txt), so the classes are the values the masks hold, 0 "
                         "to {last}, named by their numbers: {names}. To name them, put a "
                         "classes.txt with one name a line, in value order, in the source "
                         "folder",
    "ann.mask_numbered_some": "No class names were found (classes.txt, labels.txt, "
                              "class_names.txt or labelmap.txt), so the classes are the values "
                              "{n} of the {total} masks hold (spread over the set), 0 to "
                              "{last}, named by their numbers: {names}. A mask holding a "
                              "higher value sets its image aside while converting. To name "
                              "the classes, put a classes.txt with one name a line, in value "
                              "order, in the source folder",
}
