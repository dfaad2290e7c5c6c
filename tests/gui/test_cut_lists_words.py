"""A list cut short with "…" ends the sentence there, in every language: the source
panel said "… 현미경_003.jpg, …. 검사에서" of a COCO export whose images were found in a
sub-folder (the template's full stop after the list's "…"); the window's own sentences
that name a few of many files too."""

from __future__ import annotations

import json
import re

import pytest
from PIL import Image

from engine.reason_codes import forms
from gui import engine_text
from gui.scan import quick_scan
from gui.widgets.source_splits import as_sentence
from gui.widgets.source_summary import notice_lines

STOP_AFTER_CUT = re.compile(r"…[.。]")


def _coco_found_below(root) -> str:
    """A COCO export whose 5 images are in a sub-folder its file does not name."""
    (root / "사진" / "현미경").mkdir(parents=True)
    images, anns = [], []
    for i in range(5):
        name = f"현미경_00{i}.jpg"
        Image.new("RGB", (32, 24), (40 * i, 90, 200)).save(root / "사진" / "현미경" / name)
        images.append({"id": i + 1, "file_name": name, "width": 32, "height": 24})
        anns.append({"id": i + 1, "image_id": i + 1, "category_id": 1,
                     "bbox": [2, 2, 10, 10], "iscrowd": 0})
    (root / "instances_default.json").write_text(json.dumps(
        {"images": images, "annotations": anns, "categories": [{"id": 1, "name": "cell"}]}))
    return str(root)


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_found_below_notice_says_no_stop_after_its_cut_list(qtbot, language, lang,
                                                                tmp_path):
    res = quick_scan(_coco_found_below(tmp_path / "coco"))
    assert res.error == "", res.error
    language(lang)
    lines = [line for line in notice_lines(res, "white") if "현미경_002.jpg" in line]
    assert len(lines) == 1 and "…" in lines[0], notice_lines(res, "white")
    assert not STOP_AFTER_CUT.search(lines[0]), lines[0]
    if lang != "en":   # (said from its code, in the language)
        assert "Inspect" not in lines[0] or "Check in" not in lines[0], lines[0]


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_no_translated_sentence_says_a_stop_after_a_cut_list(qtbot, language, lang):
    """Every engine sentence the window translates that has a full stop right after a
    placeholder, given a value that ends a cut list."""
    language(lang)
    checked = 0
    for code, template in engine_text.templates().items():
        for form in forms(template):
            names = re.findall(r"\{(\w+)\}[.。](?=\s|$|\S)", form)
            names = [n for n in names if re.search(r"\{" + n + r"\}(\.(\s|$)|。)", form)]
            if not names:
                continue
            params = {p: "7" for p in re.findall(r"\{(\w+)\}", form)}
            for name in names:
                params[name] = "a.jpg, b.jpg, …"
            said = engine_text.text(code, params, "")
            if not said:   # (a value the template does not take as text: a count's)
                continue
            assert not STOP_AFTER_CUT.search(said), (code, said)
            checked += 1
    assert checked > 20, checked


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_notice_that_ends_with_a_cut_list_gets_no_full_stop(qtbot, language, lang):
    language(lang)
    assert as_sentence("files: a.jpg, b.jpg, …") == "files: a.jpg, b.jpg, …"
    assert as_sentence("files: a.jpg")[-1] in ".。"


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_windows_own_lists_of_a_folders_files_end_at_their_ellipsis(qtbot, language,
                                                                        lang, tmp_path):
    """Replace's "Everything else in the folder stays (9 items): a, b, c, …." and a cancel's
    "The folder holds only the run's other files: …."."""
    from gui.replace_listing import deleted_text
    from gui.widgets.summary_cancel import left_names, left_words
    language(lang)
    names = [f"photo_{i}.txt" for i in range(9)]
    for name in names:
        (tmp_path / name).write_text("x")
    stays = deleted_text([], names, 0).splitlines()[-1]
    assert "photo_2.txt" in stays and "…" in stays, stays
    assert not STOP_AFTER_CUT.search(stays), stays
    left = left_words(left_names(str(tmp_path)))
    assert "…" in left and not STOP_AFTER_CUT.search(left), left
