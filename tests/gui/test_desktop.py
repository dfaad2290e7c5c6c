"""Desktop integration (issue 11): icon, About dialog, Save log, the failure dialog naming
the run's log, and the organisation identity used for settings."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from studio_fixtures import DATA, ROOT, use_fake

from engine.protocol import RUN_LOG
from gui import __version__
from gui.desktop import AboutDialog, about_html, app_icon

WAIT = 120_000   # generous: a loaded 2-core CI machine; only a failure waits this long


def test_icon_has_every_size(qapp):
    icon = app_icon()
    assert not icon.isNull()
    sizes = {s.width() for s in icon.availableSizes()}
    assert {16, 32, 48, 256} <= sizes


def test_desktop_file_names_the_command_and_icon():
    from gui.app import DESKTOP_ID
    text = (ROOT / "resources" / "desktop" / f"{DESKTOP_ID}.desktop").read_text()
    assert "Exec=tfrecord-studio" in text and f"Icon={DESKTOP_ID}" in text
    assert "Type=Application" in text and "Terminal=false" in text
    entry = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
    # a folder opened with the app ("Open with") arrives as its SOURCE argument
    assert entry["Exec"] == "tfrecord-studio %f"
    # one main category, or menus list the app twice (desktop-file-validate's hint); a
    # Version that older validators know (the keys used are all in 1.4)
    main = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game", "Graphics",
            "Network", "Office", "Science", "Settings", "System", "Utility"}
    assert len(main & set(entry["Categories"].rstrip(";").split(";"))) == 1
    assert entry["Version"] == "1.4"


def test_about_shows_version_licence_and_links(qtbot, window, tmp_path):
    html = about_html()
    assert __version__ in html and "Apache License 2.0" in html
    assert "https://www.apache.org/licenses/LICENSE-2.0" in html
    assert "LICENSE" in html  # the licence text shipped with this copy, as a link
    window.about_action.trigger()
    dialog = window.findChild(AboutDialog, "aboutDialog")
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible(), timeout=WAIT)
    assert dialog.text.openExternalLinks()
    dialog.grab().save(str(tmp_path / "about.png"))
    dialog.close()


def test_an_empty_log_cannot_be_saved(qtbot, window):
    """File → Save log… before any run saved an empty file and said "Log saved to …"."""
    assert not window.log.has_lines() and not window.save_log_action.isEnabled()
    window.log.add_line("$ tfrecord-studio-cli convert ...")
    qtbot.waitUntil(window.save_log_action.isEnabled, timeout=5000)
    window.log.clear_lines()   # a loaded job, another source
    assert not window.save_log_action.isEnabled()


def test_log_tab_can_be_saved(window, tmp_path):
    window.log.add_line("$ tfrecord-studio-cli convert ...")
    window.log.add_line("verified 24 records — ok")
    path = tmp_path / "log.txt"
    window.save_log(str(path))
    text = path.read_text(encoding="utf-8")
    assert "$ tfrecord-studio-cli convert ..." in text and "verified 24 records — ok" in text
    assert window.save_log_action in window.findChild(type(window.menuBar()), "menuBar")\
        .actions()[0].menu().actions()


def _failed_run(qtbot, window, monkeypatch, code: int, log_age: float,
                before: bool = False):
    """A run the fake engine fails with exit ``code`` in the ``ready`` window; the output
    folder gets a run log ``log_age`` seconds old (the fake engine writes none) while it
    runs, or ``before`` it starts (an earlier run's, left as it was). Its path."""
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"), "--exit", str(code))
    out = Path(window.options.out_edit.text())

    def write_log() -> None:
        out.mkdir(exist_ok=True)
        (out / RUN_LOG).write_text("what the engine wrote\n")
        os.utime(out / RUN_LOG, (time.time() - log_age, time.time() - log_age))

    # (a log before the run: the window's Start writes to a folder with a run log of ours)
    monkeypatch.setattr(window.display, "prepare", _then(window.display.prepare, write_log)
                        if before else window.display.prepare)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.start()
        if not before:
            write_log()
    return out / RUN_LOG


def _then(first, second):
    """``second()`` before ``first(*args, **kwargs)``."""
    def both(*args, **kwargs):
        second()
        return first(*args, **kwargs)
    return both


def test_failure_dialog_names_the_runs_log(qtbot, ready, tmp_path, monkeypatch):
    out = _failed_run(qtbot, ready, monkeypatch, 1, 0).parent
    assert str(out / RUN_LOG) in ready.last_error.text()
    ready.last_error.grab().save(str(tmp_path / "failure-dialog.png"))
    ready.last_error.close()


def test_a_runs_log_is_named_whatever_its_file_time(qtbot, ready, monkeypatch):
    # on a network share whose server clock is behind, the log the run wrote is dated
    # before the run began: it was not named (the window judged it by the clock)
    log = _failed_run(qtbot, ready, monkeypatch, 1, 3600)
    assert str(log) in ready.last_error.text()
    ready.last_error.close()


def test_application_identity(qapp):
    from gui.app import ORGANIZATION_DOMAIN
    assert "." in ORGANIZATION_DOMAIN
    assert QApplication.instance() is not None


def test_two_windows_share_the_settings_file_without_losing_keys(tmp_path):
    # Each window has its own QSettings on the same file; QSettings locks the file and
    # merges on sync, so what one window saved survives the other's save.
    import subprocess
    import sys
    ini = tmp_path / "shared.ini"
    code = ("import sys\nfrom PySide6.QtCore import QSettings\n"
            "s = QSettings(sys.argv[1], QSettings.IniFormat)\n"
            "for i in range(200):\n    s.setValue(f'{sys.argv[2]}/k{i}', i)\n    s.sync()\n")
    procs = [subprocess.Popen([sys.executable, "-c", code, str(ini), name])
             for name in ("first", "second")]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    from PySide6.QtCore import QSettings
    s = QSettings(str(ini), QSettings.IniFormat)
    assert s.status() == QSettings.NoError
    assert all(int(s.value(f"{n}/k{i}")) == i for n in ("first", "second") for i in range(200))


def test_a_refused_run_does_not_send_the_user_to_an_earlier_runs_log(qtbot, ready,
                                                                      monkeypatch):
    # a Resume the engine refuses leaves the folder as it was, its log too: the dialog
    # named that log ("everything the engine did"), which held nothing of this run
    old = _failed_run(qtbot, ready, monkeypatch, 8, 0, before=True)
    assert str(old) not in ready.last_error.text()
    assert ready.log.full_log == ""
    ready.last_error.close()


def _ellipsis_font(text: str, font) -> str:
    """The family of the font that draws the ellipsis ending ``text`` in ``font``."""
    from PySide6.QtGui import QTextLayout
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    ellipsis = layout.glyphRuns(len(text) - 1, 1)
    assert len(ellipsis) == 1, text
    return ellipsis[0].rawFont().familyName()


def test_an_ellipsis_in_korean_or_kana_is_the_latin_fonts(qapp):
    """Korean "찾아보기…" and "처음부터 다시…" showed dots at mid-height: the generic
    sans-serif family gave the whole Korean run (its ellipsis too) to a CJK font, which
    draws it so; Japanese kana ("ファイルを開く…") too."""
    from PySide6.QtGui import QFont

    from gui.desktop import latin_font_first
    before = qapp.font()
    try:
        generic = QFont(before)   # (as Qt gives it: the session's font has it named first)
        generic.setFamilies(before.families()[-1:])
        qapp.setFont(generic)
        latin_font_first(qapp)
        latin_font_first(qapp)   # (twice: named once)
        font = qapp.font()
        assert len(font.families()) == len(set(font.families()))
        latin = _ellipsis_font("Browse…", font)
        for text in ("찾아보기…", "처음부터 다시…", "연결 중…", "ファイルを開く…", "参照…"):
            assert _ellipsis_font(text, font) == latin, text
    finally:
        qapp.setFont(before)


def _ink_middle(image, rect) -> float:
    """The middle of the dark pixels' rows of ``image`` within ``rect``, from its middle."""
    from PySide6.QtGui import QColor
    rows = [y for y in range(rect.top(), rect.bottom() + 1)
            if any(QColor(image.pixel(x, y)).lightness() < 110
                   for x in range(rect.left() + 4, rect.left() + 60))]
    assert rows, rect
    return (rows[0] + rows[-1]) / 2 - (rect.top() + rect.bottom()) / 2


@pytest.mark.parametrize("prefix", ["品質 ", "품질 ", "quality "])
def test_a_spin_boxs_japanese_or_korean_text_sits_as_a_combo_boxs(qtbot, qapp, prefix):
    """With the Latin font named first, "品質 95" in its spin box sat 2-3 px higher than
    "JPEG" and "カラー (RGB)" in the combo boxes beside it (a Japanese walk): QLineEdit
    centres the box of the text's fonts and puts the baseline where its own font has it.
    The same text in a spin box and in a combo box is drawn at the same height (within a
    pixel), as Latin text always was."""
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QComboBox, QHBoxLayout, QSpinBox, QWidget

    if prefix != "quality " and not any(
            QFontDatabase.writingSystems(f) and ("CJK" in f or "Gothic" in f or "Mincho" in f)
            for f in QFontDatabase.families()):
        pytest.skip("no Japanese or Korean font installed")
    row = QWidget()
    qtbot.addWidget(row)
    lay = QHBoxLayout(row)
    spin = QSpinBox()
    spin.setPrefix(prefix)
    spin.setValue(95)
    combo = QComboBox()
    combo.addItem(spin.text())
    lay.addWidget(spin)
    lay.addWidget(combo)
    row.resize(400, 40)
    row.show()
    qtbot.waitExposed(row)
    shot = row.grab().toImage()
    spin_mid, combo_mid = (_ink_middle(shot, w.geometry()) for w in (spin, combo))
    assert abs(spin_mid - combo_mid) <= 1.0, (prefix, spin_mid, combo_mid)
