"""View -> Language: choose the window's language; remembered in the settings.

Every widget sets its texts once, when it is built, so a new language takes a restart:
after asking, the window saves the form (source and options) and starts a new window in
the chosen language, which restores them. A running conversion or sweep is never
interrupted: the choice is saved and applies at the next start.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QProcess
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMessageBox

from gui import i18n


def add_language_menu(window) -> None:
    """Add View -> Language (system default, then each language in its own name)."""
    menu_bar = window.menuBar()
    view = next((a.menu() for a in menu_bar.actions()
                 if a.menu() is not None and a.menu().objectName() == "menuView"), None)
    if view is None:
        view = window.menuBar().addMenu(QCoreApplication.translate("LanguageMenu", "&View"))
        view.setObjectName("menuView")
        help_menu = next((a for a in menu_bar.actions() if a.menu() is not None
                          and a.menu().objectName() == "menuHelp"), None)
        if help_menu is not None:  # View comes before Help, as everywhere
            menu_bar.removeAction(view.menuAction())
            menu_bar.insertAction(help_menu, view.menuAction())
    menu = view.addMenu(QCoreApplication.translate("LanguageMenu", "&Language"))
    menu.setObjectName("menuLanguage")
    group = QActionGroup(window)
    group.setExclusive(True)
    chosen = window.settings.get("ui/language")
    system = QCoreApplication.translate("LanguageMenu", "&System default")
    entries = [("", system)] + [(code, _with_key(code, name))
                                for code, name in i18n.LANGUAGES.items()]
    window.language_actions = {}
    for code, label in entries:
        a = QAction(label, window)
        a.setObjectName(f"actionLanguage_{code or 'system'}")
        a.setCheckable(True)
        a.setChecked(code == chosen)
        a.triggered.connect(lambda _c=False, code=code: choose_language(window, code))
        group.addAction(a)
        menu.addAction(a)
        window.language_actions[code] = a


#: Each language's key in the menu, from its English name (the system default has S), put
#: as each language puts it: "&English", "日本語 (&J)" as Japanese menus do.
_KEYS = {"en": "E", "ja": "J", "ko": "K"}


def _with_key(code: str, name: str) -> str:
    key = _KEYS.get(code)
    if not key:
        return name
    if name.upper().startswith(key):
        return "&" + name
    return f"{name} (&{key})"


def restart_command(window) -> tuple[str, list[str]]:
    """How to start the app again with the same settings store."""
    settings_file = window.settings.store.fileName()
    extra = ["--settings", settings_file] if settings_file else []
    if getattr(sys, "frozen", False):
        return sys.executable, extra
    return sys.executable, ["-m", "gui", *extra]


def LM_(text: str) -> str:
    """Mark a LanguageMenu string (gui.i18n_catalog.MARKERS); _both translates it twice."""
    return text


def _both(target: str, text: str, sep: str = "\n\n") -> str:
    """`text` in the window's language, then in the chosen one when they differ."""
    here = QCoreApplication.translate("LanguageMenu", text)
    there = i18n.translate_in(target, "LanguageMenu", text)
    return here if there == here else f"{here}{sep}{there}"


def choose_language(window, code: str) -> None:
    """Remember `code` ("" = system) and, after asking, restart in it. The question is
    asked in the current language and in the chosen one."""
    window.settings.set("ui/language", code)
    window.settings.sync()
    target = i18n.resolve(code)
    if target == i18n.current():
        return
    name = i18n.LANGUAGES[target]
    busy = window.controller.running() or window.tune.is_running()
    title = _both(target, LM_("Language"), " / ")
    if busy:
        text = _both(target, LM_("{lang} will be used from the next start. The current run "
                                "goes on."))
        QMessageBox.information(window, title, text.format(lang=name))
        return
    text = _both(target, LM_("Restart TFRecord Studio in {lang} now? The source and options "
                            "you chose are kept."))
    box = QMessageBox(QMessageBox.Icon.Question, title, text.format(lang=name),
                      QMessageBox.StandardButton.NoButton, window)
    box.setObjectName("languageRestartDialog")
    restart = box.addButton(_both(target, LM_("Restart now"), " / "),
                            QMessageBox.ButtonRole.AcceptRole)
    box.addButton(_both(target, LM_("Later"), " / "), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(restart)
    box.exec()
    if box.clickedButton() is restart:
        restart_app(window)


def restart_app(window) -> bool:
    """Save the form, start a new window process, close this one."""
    window.save_settings()
    window.settings.sync()
    program, args = restart_command(window)
    ok, _pid = QProcess.startDetached(program, args)
    if ok:
        window.close()
    return bool(ok)
