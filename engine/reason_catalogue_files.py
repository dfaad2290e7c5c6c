"""The catalogue's sentences about an annotation file that cannot be read as a whole: one
that is malformed, cannot be read, or is empty (engine.sources' readers), or an annotated
source written as classification that has no class folders (engine.sources.export_classes);
and about a 16-bit image whose low bits cannot be read for --bit-depth
(engine.codecs.bit_depth).
engine.reason_catalogue merges it into its CATALOGUE. Pure data, standard library only.
"""

from __future__ import annotations

from engine.reason_pair import Template

#: code -> English template. Codes are stable: change the English freely, never the code.
FILES: dict[str, Template] = {
    "ann.json_malformed": "malformed JSON at line {line}, column {column}: {detail}",
    "ann.json_unreadable": "cannot read the JSON: {detail}",
    "ann.xml_malformed": "malformed XML in {file} at line {line}, column {column}: {detail}",
    # the annotation file is set aside, not its image (engine.sources.voc)
    "ann.xml_unreadable": "cannot read {file}: {detail}; its image is converted without "
                          "annotations, unless images without annotations are left out",
    # the same of a file without an image, inside ann.voc_xml_without_image's sentence (and
    # ann.xml_unreadable's words in earlier engines, which an older run's log holds)
    "ann.xml_cannot_read": "cannot read {file}: {detail}",
    "ann.xml_cut": "{file} is cut short: it ends inside its XML (line {line}); copy it again "
                   "from the labelling tool's export",
    "ann.yaml_malformed": "malformed YAML at line {line}: {detail}; class names are taken from"
                          " classes.txt or numbered",
    # a label file no encoding tried reads (engine.sources.label_text): set aside, named
    "ann.not_text": "{file} cannot be read as text: it is not UTF-8, nor Japanese or Korean "
                    "Windows text (Shift-JIS, EUC-KR). Save it as UTF-8 (in Notepad: File → "
                    "Save As, Encoding: UTF-8) and scan again",
    # label files of one kind read in another encoding than UTF-8 (engine.sources.label_text)
    "ann.files_encoding": ("{file} and {n} other file are not UTF-8 text: they are read as "
                           "{encoding}. The labels are written to the dataset as Unicode "
                           "(UTF-8)",
                           "{file} and {n} other files are not UTF-8 text: they are read as "
                           "{encoding}. The labels are written to the dataset as Unicode "
                           "(UTF-8)"),
    "cvat.malformed": "{path}: malformed XML at line {line}, column {column}. Export it from "
                      "CVAT again.",
    # a file that holds nothing but white space (engine.sources.annotation_files.blank): its
    # parser's words ("no element found") told no one what was wrong. An empty YOLO label
    # file is not one: it is an image without objects.
    "ann.xml_empty": "{file} is empty: it holds no annotations (label the image again, or "
                     "delete {file} to keep the image without any)",
    "ann.file_empty": "{file} is empty: it holds no annotations; export it again from the "
                      "labelling tool",
    "file.deep_layout": "16-bit {format} whose low bits cannot be read (grey with alpha, CMYK "
                        "or premultiplied alpha), so --bit-depth {bits} cannot be applied to "
                        "it: save it as 16-bit grey or RGB, or convert with --bit-depth 16",
    "ann.source_empty": "{path} is empty: it holds no annotations. Export them again from the "
                        "labelling tool.",
    # the one annotation file of a source that cannot be read as a whole ({sentence}:
    # ann.json_malformed, ann.json_unreadable, ann.not_coco...: engine.sources.coco)
    "source.annotation_file_bad": "{path}: {sentence}. Fix the file (a text editor shows the "
                                  "line) and scan again.",
    # an annotated source written as classification without class folders
    # (engine.sources.export_classes): read as class folders, its own were the classes
    "source.export_file": "{path}: this is an annotation file, not a class table. Written as "
                          "classification, each image's class comes from class folders or a "
                          "table of path,label. Write its annotations instead (--task auto).",
    "source.export_flat": "{path}: this annotation export has no class folders: its images are "
                          "all in {folder}. Written as classification, each image's class is "
                          "the name of the folder it is in. Write its annotations instead "
                          "(--task auto), or put the images in one sub-folder per class inside "
                          "{folder}.",
    "source.export_layout": "{path}: this annotation export has no class folders: its own "
                            "folders ({folders}) are not classes. Written as classification, "
                            "each image's class is the name of the folder it is in. Write its "
                            "annotations instead (--task auto), or put the images in one "
                            "sub-folder per class inside {folder}.",
}
