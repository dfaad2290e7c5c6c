"""--help of the app and of the engine's convert names every kind of source they take:
both said SOURCE was a "folder of images or CSV/TSV", and a user with a COCO, YOLO or
CVAT export could not tell it may be given."""

from __future__ import annotations

import re


def _words(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_the_apps_help_names_annotation_exports(qapp):
    from gui.app import build_parser
    text = _words(build_parser().format_help())
    for kind in ("CSV/TSV", "COCO JSON", "YOLO data.yaml", "VOC/CVAT XML"):
        assert kind in text, (kind, text)
    import gui.app
    assert "COCO JSON" in _words(gui.app.__doc__ or "")


def test_the_engines_convert_help_names_annotation_exports():
    from engine.commands.cli import build_parser
    parser = build_parser()
    convert = next(a for a in parser._subparsers._group_actions   # (argparse's own)
                   if hasattr(a, "choices") and a.choices and "convert" in a.choices)
    text = _words(convert.choices["convert"].format_help())
    for kind in ("CSV/TSV", "COCO JSON", "YOLO data.yaml", "VOC/CVAT XML"):
        assert kind in text, (kind, text)
