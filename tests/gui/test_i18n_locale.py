"""Numbers, dates and joined sentences follow the window's language, not the
system's: dates with the year in full, sentences joined as the language writes them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import (
    QWidget,
)

from gui import i18n


@pytest.mark.parametrize(("lang", "name"), [("ja", "ja_JP"), ("ko", "ko_KR"), ("en", "en_US")])
def test_numbers_and_dates_follow_the_chosen_language_not_the_system(qtbot, language, lang,
                                                                      name):
    # the default locale, which our numbers and dates and Qt's widgets use (a widget's
    # locale(), a QDateTimeEdit's); Qt's file dialog lists sizes and dates in the system's
    # (QFileSystemModel asks QLocale.system(), which no setting of ours changes)
    from PySide6.QtCore import QDate, QLocale
    language("ko" if lang != "ko" else "ja")   # (from another language than the one chosen)
    language(lang)
    assert QLocale().name() == name
    widget = QWidget()
    qtbot.addWidget(widget)
    assert widget.locale().name() == name
    when = QDate(2026, 12, 5)
    assert QLocale().toString(when, QLocale.FormatType.ShortFormat) == \
        QLocale(name).toString(when, QLocale.FormatType.ShortFormat)
    assert i18n.number(1234567) == QLocale(name).toString(1234567)


def test_dates_follow_the_window_language(qapp):
    """The Replace dialog's "Made on" date is written the way the chosen language writes
    dates, not as ISO text, with the year in full: Korean's short form said "26. 11. 30.",
    English's "11/30/26"."""
    from PySide6.QtCore import QLocale

    from gui.dialogs import local_date
    old = QLocale()
    try:
        seen = {}
        for lang in ("en_US", "ja", "ko", "de"):
            QLocale.setDefault(QLocale(lang))
            seen[lang] = local_date("2026-11-30T12:00:00+00:00")   # the 30th in every zone
        assert seen["ja"].startswith("2026/11/30")
        assert seen["ko"].startswith("2026. 11. 30.") and "오" in seen["ko"]  # 오전/오후
        assert seen["en_US"].startswith("11/30/2026")
        assert seen["de"].startswith("30.11.2026")
        assert len(set(seen.values())) == 4
        assert local_date("") == "" and local_date("not a date") == "not a date"
    finally:
        QLocale.setDefault(old)


@pytest.mark.parametrize("lang, made", [("ko", "2026. 11. 30."), ("ja", "2026/11/30")])
def test_the_summary_says_when_a_dataset_was_made_with_the_year_in_full(qtbot, language,
                                                                       lang, made):
    from engine.output_state import OutputState
    from gui.widgets.summary_panel import SummaryPanel
    language(lang)
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_folder(OutputState(kind="dataset", path="/data/out", records=7, shards=2,
                                  created="2026-11-30T12:00:00+00:00"))
    assert made in panel.headline.text(), panel.headline.text()


def test_a_date_format_gets_its_year_in_full():
    assert i18n.full_year("yy. M. d. Ap h:mm") == "yyyy. M. d. Ap h:mm"
    assert i18n.full_year("yyyy/MM/dd H:mm") == "yyyy/MM/dd H:mm"
    # quoted text is not a format: 'yy' there stays, also after a quoted quote ('')
    assert i18n.full_year("d 'yy''s' yy") == "d 'yy''s' yyyy"


def test_a_date_without_a_system_locale_is_written_year_first():
    # the C locale's short form read "5 12 2026 23:29" (day, month?) in the Replace dialog
    from PySide6.QtCore import QDateTime, QLocale
    old = QLocale()
    QLocale.setDefault(QLocale.c())
    try:
        when = QDateTime.fromString("2026-12-05T23:29:00", "yyyy-MM-ddTHH:mm:ss")
        assert i18n.date_time(when) == "2026-12-05 23:29"
    finally:
        QLocale.setDefault(old)


def test_sentences_are_joined_with_a_space_except_after_a_full_width_stop():
    assert i18n.sentences("Done.", "", "Next.") == "Done. Next."
    assert i18n.sentences("終わりました。", "次へ。") == "終わりました。次へ。"
    assert i18n.sentences("本当？", "はい！", "次") == "本当？はい！次"
    # the stop inside a closing bracket or an HTML tag counts; a bracket alone does not
    assert i18n.sentences("「終わり。」", "<b>次。</b>", "後") == "「終わり。」<b>次。</b>後"
    assert i18n.sentences("（詳細）", "次") == "（詳細） 次"
    assert i18n.sentences("완료했습니다.", "다음") == "완료했습니다. 다음"
    assert i18n.sentences() == "" and i18n.sentences("", "a") == "a"


@pytest.mark.parametrize("lang, joined", [
    ("en", "will be placed on white. (Change it under"),
    ("ja", "の上に置きます。(「透明部分」"), ("ko", ". (")])
def test_sentences_joined_in_code_read_as_the_language_writes_them(language, lang, joined):
    """A Japanese reader saw "…置きます。 (「透明部分」…": two sentences the window puts
    together had an English space between them."""
    from gui.scan_result import ScanResult
    from gui.widgets.source_summary import notice_lines
    language(lang)
    res = ScanResult(source="/data/photos", kind="classes", images=3, transparent=1)
    (line,) = notice_lines(res, "white")
    assert joined in line, line
    assert "。 " not in line, line
