"""The progress header wraps whole at 1024x640: in Japanese "まだ開始できません。「出力フォルダー」:
このフォルダーには TFRecord Studio…" was cut at the right edge (wrapping was turned on only
for texts measured too wide, and a wrapped header was not always given its lines' height)."""

from __future__ import annotations

from i18n_words import make_window
from PySide6.QtCore import QRect


def _fits(label) -> bool:
    return (label.wordWrap() and label.height() >= label.heightForWidth(label.width())
            and label.geometry().right() <= label.parentWidget().width())


def test_a_long_japanese_header_wraps_whole_at_1024x640(qtbot, settings, language, tmp_path):
    language("ja")
    w = make_window(qtbot, settings)
    w.fit_to_screen(first=True, available=QRect(0, 0, 1024, 610))
    qtbot.waitUntil(lambda: w.width() <= 1024, timeout=30_000)
    out = tmp_path / "data"
    for part in ("big", "images", "labels.csv"):
        (out / part).mkdir(parents=True)
    w.options.out_edit.setText(str(out))
    phase = w.progress.phase
    qtbot.waitUntil(lambda: "TFRecord Studio" in phase.text(), timeout=30_000)
    line = phase.fontMetrics().height()
    qtbot.waitUntil(lambda: _fits(phase), timeout=5_000)
    assert phase.height() >= 2 * line   # (Japanese has no spaces: it still wraps)
    # a shorter header, then a long one again, without a resize between them
    for text in ("準備完了。", "まだ開始できません。" * 12, "準備完了。"):
        w.progress.set_phase(text)
        one = text == "準備完了。"   # (one line: no room taken from the tabs below)
        qtbot.waitUntil(lambda o=one: _fits(phase) and (phase.height() < 2 * line) == o,
                        timeout=5_000)


def test_the_header_says_scanning_until_the_scan_answers(qtbot, window, dataset, tmp_path,
                                                         monkeypatch):
    """A walker typed a new folder: "Ready." stood above the source panel's "Scanning…"
    until the scan answered. The scan is held here, then let go."""
    from gui.widgets import source_panel
    held = []
    monkeypatch.setattr(source_panel, "run_in_background", lambda fn, _what: held.append(fn))
    window.options.out_edit.setText(str(tmp_path / "out"))
    window.set_source(str(dataset))
    phase = window.progress.phase
    assert held and window.source_panel.scanning()
    assert phase.text().startswith("Scanning the source")
    held[-1]()   # the scan runs (its answer comes back through the event loop)
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=60_000)
    qtbot.waitUntil(lambda: phase.text() == "Ready.", timeout=10_000)
