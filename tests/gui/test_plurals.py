"""Counts in the window's English are whole sentences in the count's form: "1 image has" /
"2 images have", "1 shard" / "3 shards", never "image(s)". The engine's coded sentences
are (one, many) pairs chosen by their count {n}, or By the count they name
(gui.engine_text.pick); the window's own strings are pairs chosen where they are said.
Japanese has no plural: both forms say the same, as the one "(s)" sentence said."""

from __future__ import annotations

import re

import pytest

from engine.reason_codes import By
from gui import engine_text, i18n
from gui.run_model import Failure

UNANNOTATED = "ann.unannotated_named"


def _engine(code: str, n, **params) -> str:
    return engine_text.text(code, {"n": n, **params}, "<english>")


@pytest.mark.parametrize(("code", "params", "one", "many"), [
    (UNANNOTATED, {"names": "a.jpg"},
     "1 image has no annotations and is kept as a background image (no objects): a.jpg. If "
     "it shows",
     "2 images have no annotations and are kept as background images (no objects): a.jpg. "
     "If one of"),
    ("ann.voc_size_scaled", {"examples": "a.xml: 640x480 → 120x90"},
     "1 XML file gives an image size other than its image's (a.xml: 640x480 → 120x90): its "
     "boxes are scaled",
     "2 XML files give an image size other than their image's (a.xml: 640x480 → 120x90): "
     "their boxes are scaled"),
    ("tune.fastest", {"rate": "412"}, "1 worker gave the highest speed, 412 images/s.",
     "2 workers gave the highest speed, 412 images/s."),
    ("verify.failed", {"folder": "/o"}, "/o: verification failed (1 problem)",
     "/o: verification failed (2 problems)"),
    ("run.space_needed", {"need": "1.0 MiB", "free": "9 KiB"},
     "The 1 image still to write needs about 1.0 MiB", "The 2 images still to write need about"),
    ("verify.count_differs", {"path": "/o/a", "m": "3"}, "/o/a: 1 record read, the manifest says 3",
     "/o/a: 2 records read, the manifest says 3"),
    ("inspect.ds_missing_one", {"names": "a"}, "The manifest lists 1 shard file; it is not in",
     "The manifest lists 2 shard files; 1 of them is not in"),
])
def test_an_engine_sentence_takes_the_form_of_its_count(code, params, one, many):
    assert _engine(code, 1, **params).startswith(one)
    assert _engine(code, "1", **params).startswith(one)      # sent as text, as it may be
    assert _engine(code, 2, **params).startswith(many)
    assert _engine(code, "1,234", **params).startswith(many.replace("2", "1,234", 1))
    assert "(s)" not in _engine(code, 1, **params) + _engine(code, 2, **params)


@pytest.mark.parametrize(("code", "params", "said"), [
    ("verify.split_shards", {"split": "'val'", "n": "0", "m": "1"},
     "split 'val': 0 of 1 shard present"),
    ("verify.split_shards", {"split": "'val'", "n": "1", "m": "4"},
     "split 'val': 1 of 4 shards present"),
    ("verify.total_vs_shards", {"path": "/o", "n": "2", "m": 1},
     "/o: total_records is 2 but the shards hold 1 record"),
    ("verify.rec_label_count", {"n": "2", "m": "1"}, "2 labels but 1 class name"),
    ("verify.rec_label_count", {"n": "1", "m": "2"}, "1 label but 2 class names"),
    ("verify.rec_box_count", {"n": 1, "m": 1, "key": "k"}, "1 box but 1 value in k"),
    ("verify.rec_box_count", {"n": 3, "m": "1,234", "key": "k"}, "3 boxes but 1,234 values in k"),
])
def test_a_noun_after_a_second_count_takes_that_counts_form(code, params, said):
    # By("m", ...): "{n} of {m} shards" by {m}, not {n}; its forms are pairs by {n} again
    assert engine_text.text(code, params, "<english>") == said


def test_a_pair_by_a_named_count_is_chosen_by_that_count_only():
    pair = By("m", "one {m}", ("many {m} one {n}", "many {m} many {n}"))
    assert engine_text.pick(pair, {"n": 1, "m": 2}) == "many {m} one {n}"
    assert engine_text.pick(pair, {"n": 2, "m": 2}) == "many {m} many {n}"
    assert engine_text.pick(pair, {"n": 2, "m": " 1"}) == "one {m}"
    assert engine_text.pick(pair, {"n": 1}) == "many {m} one {n}"   # no {m}: the many form


def test_a_template_without_its_count_is_the_many_form_and_a_plain_one_is_itself():
    assert engine_text.pick(("one {n}", "many {n}"), {}) == "many {n}"
    assert engine_text.pick(("one {n}", "many {n}"), {"n": 1}) == "one {n}"
    assert engine_text.pick("plain {n}", {"n": 1}) == "plain {n}"
    assert engine_text.pick(None, {"n": 1}) is None


def test_more_annotation_files_changed_takes_the_form_of_its_count():
    one = engine_text._words("changes", "a.json changed and 1 more annotation file(s) changed")
    many = engine_text._words("changes", "a.json changed and 3 more annotation file(s) changed")
    assert one == "a.json changed and 1 more annotation file changed"
    assert many == "a.json changed and 3 more annotation files changed"


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_japanese_and_korean_say_both_forms_alike(language, lang):
    # no plural: the one form's translation is the many form's, the "(s)" sentence's
    language(lang)
    for code, params in ((UNANNOTATED, {"names": "a.jpg"}), ("tune.fastest", {"rate": "300"}),
                         ("ann.voc_size_scaled", {"examples": "a.xml"})):
        one, many = _engine(code, 1, **params), _engine(code, 2, **params)
        assert one != "<english>" and re.search(r"[\u3040-\u30ff\uac00-\ud7af]", one), one
        assert one == many.replace("2", "1"), (one, many)
    if lang == "ja":   # the translation the "(s)" sentence had (its brackets now spaced)
        assert _engine(UNANNOTATED, 1, names="a.jpg").startswith(
            "アノテーションのない画像 1 枚はオブジェクトのない背景画像として"
            "データセットに残します: a.jpg。")


def _failures_label(qtbot, failed: int, aside: int, requeued: int = 0) -> str:
    from gui.widgets.failures_table import FailuresTable
    table = FailuresTable()
    qtbot.addWidget(table)
    rows = [Failure(f"/s/{i}.jpg", "broken", "decode") for i in range(failed)] + \
        [Failure(f"/s/r{i}.jpg", "no label (CSV line 3)", "scan", "csv.line")
         for i in range(aside)]
    table.sync(rows, requeued)
    return table.label.text()


def test_the_failures_table_says_each_count_in_its_form(qtbot):
    assert _failures_label(qtbot, 1, 0) == "1 image could not be converted."
    assert _failures_label(qtbot, 2, 0) == "2 images could not be converted."
    assert _failures_label(qtbot, 0, 1) == (
        "Nothing failed while converting; 1 item was not used (listed above): 1 table row.")
    assert _failures_label(qtbot, 0, 2) == (
        "Nothing failed while converting; 2 items were not used (listed above): 2 table "
        "rows.")
    assert _failures_label(qtbot, 2, 1) == (
        "2 images could not be converted. Listed as well, not used: 1 table row.")
    assert _failures_label(qtbot, 1, 2) == (
        "1 image could not be converted. Listed as well, not used: 2 table rows.")
    assert _failures_label(qtbot, 0, 0, requeued=1) == (
        "No failures. 1 image that could not be converted was in the unfinished shard, which "
        "was removed: Resume tries it again.")
    assert _failures_label(qtbot, 0, 0, requeued=2).endswith(
        "2 images that could not be converted were in the unfinished shard, which was "
        "removed: Resume tries them again.")


def test_the_summary_says_shards_and_copies_in_their_form(qtbot):
    from gui.widgets.summary_panel import SummaryPanel
    from gui.widgets.summary_text import copies_text
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    assert panel.cancelled_text(1, 40, 2048, 0) == (
        "Cancelled. Kept 1 complete shard with 40 images (2.0 kB). Press Resume to finish.")
    assert panel.cancelled_text(3, 40, 2048, 0).startswith(
        "Cancelled. Kept 3 complete shards with 40 images (2.0 kB).")
    assert copies_text(1).startswith("1 image is a byte-identical copy of another image "
                                     "(listed in duplicates.csv).")
    assert copies_text(2).startswith("2 images are byte-identical copies of other images "
                                     "(listed in duplicates.csv).")


def test_japanese_summary_says_both_forms_alike(qtbot, language):
    from gui.widgets.summary_panel import SummaryPanel
    language("ja")
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    one, many = panel.cancelled_text(1, 40, 2048, 0), panel.cancelled_text(3, 40, 2048, 0)
    assert "シャード" in one and one == many.replace("3", "1"), (one, many)


def test_the_failures_footer_says_the_rows_are_not_used_in_each_language(qtbot, language):
    """"Failures (1)" above "변환 중 실패한 것은 없습니다" (nothing failed) read as a
    contradiction: the footer says the row listed is an item not used."""
    for lang, words in (("en", "Nothing failed while converting; 1 item was not used "
                               "(listed above)"),
                        ("ja", "使わなかった項目 1 件"),
                        ("ko", "사용하지 않은 항목 1개가 위 목록에 있습니다")):
        language(lang)
        text = _failures_label(qtbot, 0, 1)
        assert words in text, text
