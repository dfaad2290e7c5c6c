"""The source's summary keeps a size's number and unit on one line: at 1024x640 in Japanese
"セマンティックセグメンテーション (マスク) (マスク画像): 248 枚の画像、4 クラス (39.7 MiB)" broke
into "(39.7" and "MiB)" (a walk of a mask folder)."""

from __future__ import annotations

import re

import numpy as np
from PIL import Image

from gui.scan import quick_scan
from gui.widgets.source_summary import summary_text


def _picture(path, value: int) -> None:
    Image.fromarray(np.full((24, 32, 3), value, np.uint8)).save(path)


def test_the_size_is_never_broken_between_its_number_and_unit(qapp, tmp_path):
    folders = tmp_path / "folders"
    for name in ("cat", "dog"):
        (folders / name).mkdir(parents=True)
        _picture(folders / name / "a.png", 40)
    seg = tmp_path / "seg"
    (seg / "images").mkdir(parents=True)
    (seg / "masks").mkdir()
    _picture(seg / "images" / "a.png", 90)
    Image.fromarray(np.zeros((24, 32), np.uint8)).save(seg / "masks" / "a.png")
    for source in (folders, seg):
        res = quick_scan(str(source))
        assert res.error == "", res.error
        text = summary_text(res, {})
        size = text[text.rindex("(") + 1:]
        assert re.match(r"[\d.,]+\u00a0(B|kB|MB)", size), text
