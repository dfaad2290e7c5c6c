"""The window in Japanese and Korean: no English left on any page nor in Qt's file
and folder dialogs, a real run's failure reason translated, and nothing clipped at
1366x768 nor in a finished run's summary at 1024x640."""

from __future__ import annotations

import re

import pytest
from i18n_words import LANGS, english_words, make_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QMenu,
    QTabBar,
    QWidget,
)
from studio_fixtures import make_dataset

from gui import engine_text, i18n


def _visible_texts(w) -> dict[str, str]:
    """Menus, tab titles, buttons, group titles and labels the user can see or open."""
    texts = {}
    for menu in w.menuBar().findChildren(QMenu):
        texts[f"menu {menu.objectName()}"] = menu.title()
        for a in menu.actions():
            if a.text() and a.menu() is None and a.objectName().startswith("action"):
                texts[f"action {a.objectName()}"] = a.text()
    for bar in w.findChildren(QTabBar):
        for i in range(bar.count()):
            texts[f"tab {bar.parent().objectName()}#{i}"] = bar.tabText(i)
    for cls in (QAbstractButton, QGroupBox, QLabel):
        for wid in w.findChildren(cls):
            if not wid.isVisibleTo(w):
                continue
            text = wid.title() if isinstance(wid, QGroupBox) else wid.text()
            if text:
                texts[f"{cls.__name__} {wid.objectName() or id(wid)}"] = text
    return texts


def _pages(qtbot, w):
    """Show every page of the window in turn (convert tabs, then Inspect)."""
    for i in range(w.main_tabs.count()):
        w.main_tabs.setCurrentIndex(i)
        for j in range(w.tabs.count()) if i == 0 else [None]:
            if j is not None:
                w.tabs.setCurrentIndex(j)
            qtbot.wait(20)
            yield


def _all_texts(qtbot, w) -> dict[str, str]:
    texts = {}
    for _ in _pages(qtbot, w):
        texts.update(_visible_texts(w))
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_the_window_speaks_the_language(qtbot, settings, language, lang):
    english = _all_texts(qtbot, make_window(qtbot, settings))
    language(lang)
    w = make_window(qtbot, settings)
    texts = _all_texts(qtbot, w)
    changed = [k for k in texts if k in english and texts[k] != english[k]]
    assert len(changed) > 30  # unnamed labels are not paired; the named ones suffice
    data = {c for c in ("circles", "squares", "stripes")}  # class names of the sample
    left = {k: v for k, v in texts.items()
            if [x for x in english_words(v) if x not in data]}
    assert left == {}
    # each language in its own name, with a key (the walkers' one menu without any)
    assert w.language_actions[lang].text().replace("&", "").startswith(i18n.LANGUAGES[lang])
    keys = [a.text().partition("&")[2][:1] for a in w.language_actions.values()]
    assert all(keys) and len(set(keys)) == len(keys), keys


def _clipped(w) -> list[str]:
    out = []
    for wid in w.findChildren(QWidget):
        if not wid.isVisibleTo(w) or wid.width() <= 0:
            continue
        if isinstance(wid, QLabel) and wid.text() and not wid.wordWrap() \
                and not wid.pixmap() and "<" not in wid.text():
            shown = wid.text()
            if wid.buddy() is not None:   # a mnemonic's "&" is drawn as an underline
                shown = re.sub(r"&(.)", r"\1", shown)
            need = wid.fontMetrics().horizontalAdvance(shown)
            if need > wid.contentsRect().width() + 1 and not wid.toolTip():
                out.append(f"label {wid.objectName()!r} {wid.text()!r}: {need} > "
                           f"{wid.contentsRect().width()}")
        elif isinstance(wid, QAbstractButton) and wid.text() and not isinstance(wid, QTabBar):
            if wid.sizeHint().width() > wid.width() + 1 and not wid.toolTip():
                out.append(f"button {wid.objectName()!r} {wid.text()!r}: "
                           f"{wid.sizeHint().width()} > {wid.width()}")
        elif isinstance(wid, QTabBar):
            for i in range(wid.count()):
                need = wid.fontMetrics().horizontalAdvance(wid.tabText(i).replace("&", ""))
                if need > wid.tabRect(i).width():
                    out.append(f"tab {wid.tabText(i)!r}")
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_is_clipped_at_1366x768(qtbot, settings, language, lang):
    language(lang)
    w = make_window(qtbot, settings)
    for _ in _pages(qtbot, w):
        assert _clipped(w) == []


def test_a_failure_reason_from_a_real_run_is_shown_translated(qtbot, settings, language,
                                                               tmp_path):
    language("ja")
    ds = make_dataset(tmp_path / "images", classes=("cat", "dog"), per_class=3, broken=1)
    w = make_window(qtbot, settings)
    w.set_source(str(ds))
    w.options.out_edit.setText(str(tmp_path / "out"))
    w.options.set_size("32")
    w.options.verify.setChecked(False)
    w.options.workers.setValue(1)
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    with qtbot.waitSignal(w.runEnded, timeout=180_000):
        assert w.start()
    assert w.failures.model.rowCount() == 1
    failure = w.failures.model.rows[0]
    assert failure.code.startswith("file."), failure
    shown = w.failures.model.data(w.failures.model.index(0, 1))
    english = failure.reason
    assert shown != english
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", shown), shown
    assert engine_text.text(failure.code, failure.params, "") != ""


def _squeezed_labels(root) -> list[str]:
    """Word-wrapped labels given less height than their text needs at their width: their
    last lines are cut off (it looks like text cut at the right edge)."""
    return [f"{lab.objectName()!r} {lab.text()!r}: {lab.height()} < "
            f"{lab.heightForWidth(lab.width())}"
            for lab in root.findChildren(QLabel)
            if lab.isVisibleTo(root) and lab.wordWrap() and lab.text()
            and lab.height() < lab.heightForWidth(lab.width())]


@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_run_clips_nothing_at_1024x640(qtbot, settings, language, tmp_path, lang):
    """At 1024x640 in Japanese, the finished run's summary (with its reading code) was taller
    than the tab: the verification result lost its second line. The summary scrolls."""
    from PySide6.QtCore import QRect
    language(lang)
    ds = make_dataset(tmp_path / "images", classes=("cat", "dog"), per_class=2, broken=1)
    w = make_window(qtbot, settings)
    w.fit_to_screen(first=True, available=QRect(0, 0, 1024, 610))
    qtbot.waitUntil(lambda: w.width() <= 1024 and w.height() <= 610, timeout=30_000)
    w.set_source(str(ds))
    w.options.out_edit.setText(str(tmp_path / "out"))
    w.options.set_size("32")
    w.options.workers.setValue(1)
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    with qtbot.waitSignal(w.runEnded, timeout=180_000) as blocker:
        assert w.start()
    assert blocker.args == [True], w.controller.convert.stderr_tail()
    assert w.tabs.currentWidget() is w.summary and w.model.verify is not None
    assert w.summary.how_to_load.isVisibleTo(w)   # the tallest content of the summary
    qtbot.wait(50)
    assert _squeezed_labels(w.summary) == []
    assert _clipped(w) == []
    # the notes beside the reading code are in the window's language too
    script = {"ja": r"[\u3040-\u30ff\u4e00-\u9fff]", "ko": r"[\uac00-\ud7a3]"}[lang]
    tabs = w.summary.how_to_load.tabs
    notes = [tabs.widget(i).findChildren(QLabel, options=Qt.FindDirectChildrenOnly)
             for i in range(tabs.count())]
    notes = [lab.text() for labs in notes for lab in labs
             if lab.objectName().startswith("howToLoadNote_")]
    assert len(notes) == 5 and all(re.search(script, n) for n in notes), notes


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_qts_file_dialog_has_no_english_left(qtbot, language, lang, tmp_path):
    """A walk's file dialogs said "Look in:", "Files of type:" and "Folder" in a Japanese
    and a Korean window: Qt's own translations lack Qt 6's words; ours have them."""
    from PySide6.QtWidgets import QFileDialog, QLabel, QTreeView
    (tmp_path / "images").mkdir()
    language(lang)
    dialog = QFileDialog(None, "", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    labels = [w.text() for w in dialog.findChildren(QLabel) if w.text()]
    assert labels and not [t for t in labels if t.isascii()], labels
    view = dialog.findChild(QTreeView)
    model = view.model()
    root = view.rootIndex()
    qtbot.waitUntil(lambda: model.rowCount(root) == 1, timeout=60_000)
    kind = model.index(0, 2, root).data()   # (a file's type is the system's MIME words)
    assert kind == i18n.translate_in(lang, "QAbstractFileIconProvider", "Folder") != "Folder"


@pytest.mark.parametrize("lang, folder, not_ours", [
    ("ja", "フォルダー", r"フォルダ(?!ー)|ディレクトリ"), ("ko", "폴더", r"디렉터리")])
def test_qts_folder_dialog_says_folder_as_the_window_does(qtbot, language, lang, folder,
                                                          not_ours, tmp_path):
    """Qt's own Japanese said 新しいフォルダ and ディレクトリ (Korean 디렉터리) in the folder
    dialogs the window opens, beside its フォルダー (폴더): ours are asked first."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QComboBox, QFileDialog, QLabel, QToolButton
    language(lang)
    dialog = QFileDialog(None, "", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    qtbot.addWidget(dialog)
    dialog.show()
    words = [w.text() for w in dialog.findChildren(QLabel) if w.text()]
    words += [a.text() for a in dialog.findChildren(QAction) if a.text()]
    words += [b.toolTip() for b in dialog.findChildren(QToolButton) if b.toolTip()]
    # its "Files of type" list (ファイルの種類: ディレクトリ, a ja walk) and its own title
    (types,) = [c for c in dialog.findChildren(QComboBox) if c.objectName() == "fileTypeCombo"]
    words += [types.itemText(i) for i in range(types.count())] + [dialog.windowTitle()]
    assert types.count() and folder in types.currentText(), words
    assert [w for w in words if folder in w], words
    assert not [w for w in words if re.search(not_ours, w)], words
    for unseen in ("%1\nDirectory not found.\nPlease verify the correct directory name was "
                   "given.", "Could not delete directory.", "Go to the parent directory"):
        said = i18n.translate_in(lang, "QFileDialog", unseen)
        assert folder in said and not re.search(not_ours, said), said
    (new,) = [b for b in dialog.findChildren(QToolButton) if b.objectName() == "newFolderButton"]
    new.click()
    made = [p.name for p in tmp_path.iterdir()]
    assert made == [i18n.translate_in(lang, "QFileDialog", "New Folder")] and folder in made[0]
