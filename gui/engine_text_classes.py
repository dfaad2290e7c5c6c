"""The engine's coded sentences about a source's classes, in the window's language: class
names read otherwise than written (Unicode forms, spaces at their ends), names that look
alike, images in folders inside class folders, class folders without an image, a dataset
folder among the class folders (codes class.*: engine.reason_catalogue_table,
engine.sources.class_notes). Part of gui.engine_text's table, split from
gui.engine_text_sources by family of codes so each part stays short. The context stays
"EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str | tuple[str, str]]:
    """code -> the template in the current language, for the source's classes."""
    return {
        # class names differing only in Unicode form (a decomposed 고양이 from a Mac)
        'class.names_merged': QCoreApplication.translate(
            "EngineText", '{where}: these class names were written in two Unicode forms '
                          '(composed and decomposed, as macOS writes Japanese and Korean '
                          'names); both forms of each are one class: {names}'),
        'class.names_composed': QCoreApplication.translate(
            "EngineText", '{where}: class names written in decomposed Unicode (as macOS writes '
                          'Japanese and Korean names) are labelled in composed form, as other '
                          'systems write them: {names}'),
        'class.names_trimmed': QCoreApplication.translate(
            "EngineText", '{where}: class names with spaces at their start or end are labelled '
                          'without them, as TensorFlow Datasets reads class names (one that is '
                          "then another's name is one class with it): {names}"),
        # class names that look alike (engine.sources.class_notes): {changes} is a list of
        # the class.differ_*, class.typo_of and class.look_alike_more sentences
        'class.look_alike_table': QCoreApplication.translate(
            "EngineText", '{where}: {changes}. Each is a class of its own: fix the labels in '
                          'the table if they are the same class'),
        'class.look_alike_folders': QCoreApplication.translate(
            "EngineText", '{where}: {changes}. Each is a class of its own: if they are the '
                          'same class, move their images into one folder'),
        'class.look_alike_annotations': QCoreApplication.translate(
            "EngineText", '{where}: {changes}. Each is a class of its own: if they are the '
                          'same class, give them one name in the annotations'),
        'class.differ_case': QCoreApplication.translate(
            "EngineText", '"{a}" and "{b}" differ only in case'),
        'class.differ_spaces': QCoreApplication.translate(
            "EngineText", '"{a}" and "{b}" differ only in spaces'),
        'class.differ_case_spaces': QCoreApplication.translate(
            "EngineText", '"{a}" and "{b}" differ only in case and spaces'),
        'class.typo_of': (
            QCoreApplication.translate(
                "EngineText", '"{name}" ({n} image) looks like a typo of "{other}" ({m} '
                              'images)'),
            QCoreApplication.translate(
                "EngineText", '"{name}" ({n} images) looks like a typo of "{other}" ({m} '
                              'images)')),
        'class.look_alike_more': (
            QCoreApplication.translate("EngineText", '{more} more pair of names like these'),
            QCoreApplication.translate("EngineText", '{more} more pairs of names like these')),
        'class.nested_images': (
            QCoreApplication.translate(
                "EngineText", "{n} image in a folder inside a class folder is given that class "
                              "folder's label ({path} is labelled {label}); to make the folder "
                              "a class of its own, move it beside the class folders"),
            QCoreApplication.translate(
                "EngineText", "{n} images in folders inside class folders are given the label "
                              "of the class folder they are in ({path} is labelled {label}); "
                              "to make such a folder a class of its own, move it beside the "
                              "class folders")),
        # class folders without an image, holding nothing but the system's litter: still
        # classes; {changes} is a list of the class.empty_* sentences, a folder each, then
        # class.empty_more
        'class.empty': (
            QCoreApplication.translate(
                "EngineText", '{where}: {n} class folder has no image: {changes}. It stays a '
                              'class, with no examples (every sub-folder is a class, so the '
                              'other labels do not move), and a model trained on these files '
                              'has an output that no image teaches. Put the images in, or '
                              'remove the folder and scan again'),
            QCoreApplication.translate(
                "EngineText", '{where}: {n} class folders have no image: {changes}. They stay '
                              'classes, with no examples (every sub-folder is a class, so the '
                              'other labels do not move), and a model trained on these files '
                              'has outputs that no image teaches. Put the images in, or '
                              'remove the folders and scan again')),
        # ... folders that hold files of the user's (a notes.txt): never told to be removed
        'class.empty_holding': (
            QCoreApplication.translate(
                "EngineText", '{where}: {n} class folder has no image: {changes}. It stays a '
                              'class, with no examples (every sub-folder is a class, so the '
                              'other labels do not move), and a model trained on these files '
                              'has an output that no image teaches. Its files are not images: '
                              'put the images in and scan again'),
            QCoreApplication.translate(
                "EngineText", '{where}: {n} class folders have no image: {changes}. They stay '
                              'classes, with no examples (every sub-folder is a class, so the '
                              'other labels do not move), and a model trained on these files '
                              'has outputs that no image teaches. Their files are not images: '
                              'put the images in and scan again')),
        'class.empty_nothing': QCoreApplication.translate(
            "EngineText", '{name} (label {label}) holds no file'),
        'class.empty_only': QCoreApplication.translate(
            "EngineText", '{name} (label {label}) holds only {files}'),
        'class.empty_only_more': (
            QCoreApplication.translate(
                "EngineText", '{name} (label {label}) holds only {files} and {more} other file'),
            QCoreApplication.translate(
                "EngineText", '{name} (label {label}) holds only {files} and {more} other '
                              'files')),
        'class.empty_more': (
            QCoreApplication.translate("EngineText", '{more} more such folder'),
            QCoreApplication.translate("EngineText", '{more} more such folders')),
        'class.dataset_inside': QCoreApplication.translate(
            "EngineText", '{name}: not read as a class: this folder is a TFRecord dataset (a '
                          'conversion\'s output) inside the source; it is skipped'),
    }
