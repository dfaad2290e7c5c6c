"""GUI test setup: offscreen Qt, temporary INI settings, the fake engine, small datasets."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.pop("TFRECORD_STUDIO_ENGINE", None)
os.environ.pop("TFRECORD_STUDIO_SETTINGS", None)

import pytest  # noqa: E402
from studio_fixtures import ROOT  # noqa: E402

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import gui  # noqa: E402,F401


@pytest.fixture(scope="session", autouse=True)
def _app_font(qapp):
    """The application's font as gui.app.main sets it (gui.desktop.latin_font_first, and
    its style's centring of line edits' text), so that the tests that measure whether words
    fit measure them in the font users see."""
    from gui.desktop import centre_line_text, latin_font_first
    latin_font_first(qapp)
    centre_line_text(qapp)


@pytest.fixture(autouse=True)
def _test_paths():
    """Keep QStandardPaths (Documents, config) away from the user's real folders."""
    from PySide6.QtCore import QStandardPaths
    QStandardPaths.setTestModeEnabled(True)
    yield


@pytest.fixture(autouse=True)
def _answers_waited_for(monkeypatch):
    """gui.off_thread's answers waited for as long as they take, as on a disk that answers
    (the window's own wait is 0.1 s): on the two shared cores of a test run a thread may
    not be scheduled that soon, and a test that expects Start to start at once saw it
    queued. tests/gui/test_off_thread.py sets its own, to see the window go on."""
    monkeypatch.setattr("gui.off_thread.GRACE", 60.0)


@pytest.fixture
def settings(tmp_path):
    from PySide6.QtCore import QSettings

    from gui.settings import Settings
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))


@pytest.fixture
def window(qtbot, settings):
    """A shown main window. With fresh settings it starts on the bundled sample: the
    fixture waits for that first scan to settle (window_steps.settled), as its result,
    landing between a test's steps, grew the source panel, changed the status line and
    took away a Resume offer set by hand (CI: test_whole_rows, test_tune_noise)."""
    from studio_fixtures import window_added
    from window_steps import settled

    from gui.main_window import MainWindow
    w = MainWindow(settings)
    window_added(qtbot, w)
    w.show()
    return settled(qtbot, w)


@pytest.fixture
def language(qtbot):
    """Install a language for one test; English again afterwards."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    from gui import i18n
    app = QApplication.instance()
    before = QLocale()
    yield lambda lang: i18n.install(app, lang)
    i18n.install(app, "en")
    QLocale.setDefault(before)  # the other tests' numbers stay as they were


@pytest.fixture
def src(tmp_path):
    """A source folder for the form's checks: one class folder, cat, holding a.jpg (a
    few bytes, never decoded)."""
    d = tmp_path / "src" / "cat"
    d.mkdir(parents=True)
    (d / "a.jpg").write_bytes(b"x")
    return tmp_path / "src"


@pytest.fixture
def dataset(tmp_path):
    """tmp_path/images: cat and dog, four small JPEGs each (the main window's and the
    safety tests' source)."""
    from studio_fixtures import make_dataset
    return make_dataset(tmp_path / "images", per_class=4)


@pytest.fixture
def ready(qtbot, window, tmp_path):
    """The window with a small dataset chosen and an empty output folder: Start works."""
    from studio_fixtures import make_dataset
    ds = make_dataset(tmp_path / "ds")
    window.set_source(str(ds))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=120_000)
    window.options.out_edit.setText(str(tmp_path / "out"))
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=120_000)
    return window


@pytest.fixture
def german():
    """German numbers for one test ("24,8", "1.234"): the window's locale, then as before."""
    from PySide6.QtCore import QLocale
    before = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    yield
    QLocale.setDefault(before)
