"""The translations themselves: every string of the .ts files has a finished
Japanese and Korean translation with the same placeholders, strings marked through
helpers reach them, a rebuild leaves a running window's file alone, and the language
choice is asked in both languages, remembered and restarts with the job."""

from __future__ import annotations

import re

import pytest
from i18n_words import LANGS, make_window

from gui import i18n


# ---------------------------------------------------------------- the .ts files
@pytest.mark.parametrize("lang", LANGS)
def test_every_string_has_a_finished_translation_with_the_same_placeholders(lang):
    assert i18n.ts_path(lang).exists()
    assert i18n.problems(lang) == []


def test_the_check_catches_unfinished_and_placeholder_mistakes(tmp_path, monkeypatch):
    ts = tmp_path / "tfrecord_studio_xx.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1">
<context><name>C</name>
<message><source>Workers set to {n}.</source><translation>W {m}</translation></message>
<message><source>%1 of %2</source><translation>%1</translation></message>
<message><source>{r:.0f} images/s</source><translation>{r} img</translation></message>
<message><source>Open</source><translation type="unfinished"></translation></message>
<message><source>Fine {n}</source><translation>OK {n}</translation></message>
</context></TS>""", encoding="utf-8")
    monkeypatch.setattr(i18n, "I18N_DIR", tmp_path)
    found = i18n.problems("xx")
    assert len(found) == 4, found
    assert any("'Open'" in f and "not translated" in f for f in found)
    assert i18n.placeholders("{a} %1 %L2 {b:,} %n") == sorted(["{a}", "%1", "%L2", "{b:,}", "%n"])


def test_strings_marked_through_helpers_reach_the_translations():
    # lupdate knows Qt's own names only; N_("...") and dialogs' tr("...") are handed to it
    marked = i18n.marked_strings()
    assert ("Job", "Choose an output folder.") in marked
    assert any(ctx == "Dialogs" for ctx, _ in marked)
    import xml.etree.ElementTree as ET
    root = ET.parse(i18n.ts_path("ja")).getroot()
    listed = {(c.findtext("name"), m.findtext("source"))
              for c in root.iter("context") for m in c.iter("message")}
    assert set(marked) <= listed
    assert all(ctx for ctx, _ in listed)  # nothing under an empty context


def test_a_rebuild_leaves_the_file_a_running_window_loaded():
    """Two walks saw a running window's texts turn English when a second window of the
    checkout rebuilt the .qm it had loaded (Qt maps the file): the new one is another
    file, renamed over it, and the loaded one stays whole."""
    import os

    from gui import i18n
    qm = i18n.qm_path("ja")
    i18n.build(["ja"])
    with open(qm, "rb") as loaded:
        before = loaded.read()
        i18n.build(["ja"])
        assert os.stat(qm).st_ino != os.fstat(loaded.fileno()).st_ino
        loaded.seek(0)
        assert loaded.read() == before
    assert not list(qm.parent.glob("*.part"))


def test_the_language_choice_is_remembered_and_restarts_with_the_job(qtbot, settings,
                                                                     monkeypatch, tmp_path):
    from PySide6.QtCore import QProcess

    from gui import language_menu
    started = []
    monkeypatch.setattr(QProcess, "startDetached",
                        staticmethod(lambda prog, args: started.append((prog, args)) or
                                     (True, 1)))
    w = make_window(qtbot, settings)
    w.options.out_edit.setText(str(tmp_path / "kept-out"))
    settings.set("ui/language", "ko")
    assert language_menu.restart_app(w)
    assert started and started[0][1][-2:] == ["--settings", settings.store.fileName()]
    assert settings.get("ui/language") == "ko"
    assert settings.load_job().out == str(tmp_path / "kept-out")
    assert i18n.resolve("ko") == "ko" and i18n.resolve("") in i18n.LANGUAGES


def test_the_language_question_speaks_the_chosen_language_too(qtbot, settings, monkeypatch):
    """A user who picked 한국어 in an English window may not read English: the restart
    question and its buttons are in both."""
    from PySide6.QtWidgets import QMessageBox

    from gui import language_menu
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box) or 0)
    w = make_window(qtbot, settings)
    assert i18n.current() == "en"
    language_menu.choose_language(w, "ko")
    (box,) = asked
    src = ("Restart TFRecord Studio in {lang} now? The source and options you chose are "
           "kept.")
    korean = i18n.translate_in("ko", "LanguageMenu", src)
    assert korean != src and re.search("[\uac00-\ud7a3]", korean)
    name = i18n.LANGUAGES["ko"]
    assert box.text() == f"{src.format(lang=name)}\n\n{korean.format(lang=name)}"
    buttons = [b.text() for b in box.buttons()]
    assert any(t.startswith("Restart now / ") and re.search("[\uac00-\ud7a3]", t)
               for t in buttons), buttons
    assert settings.get("ui/language") == "ko"
