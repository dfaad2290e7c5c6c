"""The main window's menu bar: File, Run, View, Help (View -> Language is gui.language_menu).
The actions are attributes of the window, so shortcuts and enabling stay in one place."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QScrollArea, QWidget

from gui.language_menu import add_language_menu

if TYPE_CHECKING:
    from gui.main_window import MainWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def _action(window: QMainWindow, text: str, obj: str, slot: Callable[..., object],
            shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
            tip: str = "") -> QAction:
    a = QAction(text, window)
    a.setObjectName(obj)
    if shortcut is not None:
        a.setShortcut(QKeySequence(shortcut))
    if tip:
        a.setStatusTip(tip)
        a.setToolTip(tip)
    a.triggered.connect(slot)
    return a


def show_primary(w, offer: bool, resume: bool, enabled: bool, start_ok: bool = False) -> None:
    """Run → Start names what it and Ctrl+Enter do now, as the default button does: Resume
    when an interrupted run it can finish is offered (it said Start, and resumed), Start
    over… when one is offered that Resume cannot finish. While Resume is the primary, Start
    over… (the other button, asks first) has its own item below it (``start_ok``: it may be
    pressed): it was reachable from the button only."""
    w.start_action.setText(tr("Re&sume") if resume else tr("Start &over…") if offer
                           else tr("&Start"))
    w.start_action.setEnabled(enabled)
    w.start_over_action.setVisible(resume)
    w.start_over_action.setEnabled(resume and start_ok)


def build_menus(w) -> None:
    """Create the window's actions (w.open_action, w.start_action, ...) and its menus."""
    # Ctrl+O on the Inspect tab opens a folder of TFRecord files there (it opened the
    # Convert tab's source picker, a walk found)
    w.open_action = _action(w, tr("&Open source folder…"), "actionOpenSource",
                            lambda: w.inspect.choose_folder()
                            if w.main_tabs.currentWidget() is w.inspect
                            else w.source_panel.choose_folder(), QKeySequence.StandardKey.Open)
    # on the Inspect tab: its Open files… (the source's dialog opened there, a walk found)
    w.open_table_action = _action(w, tr("Open a table or annotation &file…"), "actionOpenTable",
                                  lambda: w.inspect.choose_files()
                                  if w.main_tabs.currentWidget() is w.inspect
                                  else w.source_panel.choose_table())
    # after the user changed the source's files (added a classes.txt, fixed broken photos);
    # on the Inspect tab, its open files (F5 rescanned the hidden source there)
    w.rescan_action = _action(w, tr("Scan the source &again"), "actionRescan",
                              lambda: read_again(w), QKeySequence.StandardKey.Refresh)
    w.load_action = _action(w, tr("&Load job…"), "actionLoadJob", w.choose_load_job)
    w.save_action = _action(w, tr("&Save job…"), "actionSaveJob", w.choose_save_job,
                            QKeySequence.StandardKey.Save)
    w.save_log_action = _action(w, tr("Save lo&g…"), "actionSaveLog", w.choose_save_log)
    # greyed out while the Log tab is empty (before the first run): it saved an empty file
    # and said "Log saved to …" (walk)
    w.log.document().contentsChanged.connect(lambda: log_saveable(w))
    w.quit_action = _action(w, tr("&Quit"), "actionQuit", w.close, QKeySequence.StandardKey.Quit)
    w.start_action = _action(w, tr("&Start"), "actionStart", w.primary)
    w.start_over_action = _action(w, tr("Start &over…"), "actionStartOver", lambda: w.start())
    w.start_over_action.setVisible(False)
    # the menu shows the first: "Ctrl+Enter", as the buttons' tooltips and the key's label
    # say (Qt calls the main key "Return"); both Enter keys work
    w.start_action.setShortcuts([QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Enter),
                                 QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Return)])
    # Esc and the menu ask first (a slip of Esc stopped an hour's run); the button does not
    w.cancel_action = _action(w, tr("&Cancel…"), "actionCancel", w.ask_cancel,
                              QKeySequence(Qt.Key.Key_Escape))
    w.start_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    w.cancel_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    w.tune_action = _action(w, tr("&Tune workers…"), "actionTune",
                            lambda: w.show_tune(focus=True),
                            tip=tr("Find the best number of workers"))
    w.inspect_action = _action(w, tr("&Inspect TFRecord files…"), "actionInspect",
                               lambda: w.main_tabs.setCurrentWidget(w.inspect))
    w.about_action = _action(w, tr("&About"), "actionAbout", lambda: about(w))
    w.guide_action = _action(w, tr("&User guide"), "actionUserGuide", lambda: show_guide(w),
                             QKeySequence.StandardKey.HelpContents,
                             tr("A short illustrated guide to this window"))
    mb = w.menuBar()
    mb.setObjectName("menuBar")
    f = mb.addMenu(tr("&File"))
    f.setObjectName("menuFile")
    for a in (w.open_action, w.open_table_action, w.rescan_action, None, w.load_action,
              w.save_action, w.save_log_action, None, w.quit_action):
        f.addSeparator() if a is None else f.addAction(a)
    r = mb.addMenu(tr("&Run"))
    r.setObjectName("menuRun")
    r.addAction(w.start_action)
    r.addAction(w.start_over_action)
    r.addAction(w.cancel_action)
    r.addSeparator()
    r.addAction(w.tune_action)
    r.addAction(w.inspect_action)
    add_view_menu(w)
    h = mb.addMenu(tr("&Help"))
    h.setObjectName("menuHelp")
    h.addAction(w.guide_action)
    h.addAction(w.about_action)
    add_language_menu(w)


def add_view_menu(w) -> None:
    """View → Convert (Ctrl+1) and Inspect (Ctrl+2): the two tabs had no key and no menu
    item. A tab shown takes the keyboard to one of its controls (after Inspect output the
    focus was nowhere: Tab and the arrows did nothing), and File → Open names what it opens
    on that tab."""
    v = w.menuBar().addMenu(tr("&View"))
    v.setObjectName("menuView")   # gui.language_menu adds Language to it
    w.tab_actions = []
    shown = QActionGroup(w)   # one tab at a time: marked as a choice, not a tick box
    for i, (text, obj) in enumerate(((tr("&Convert"), "actionShowConvert"),
                                     (tr("&Inspect"), "actionShowInspect"))):
        a = _action(w, text, obj, lambda _c=False, i=i: w.main_tabs.setCurrentIndex(i),
                    QKeySequence(Qt.Modifier.CTRL | Qt.Key(Qt.Key.Key_1 + i)))
        a.setCheckable(True)
        shown.addAction(a)
        v.addAction(a)
        w.tab_actions.append(a)
    v.addSeparator()
    w.main_tabs.currentChanged.connect(lambda i: tab_shown(w, i))
    w.inspect.opened.connect(lambda: tab_shown(w, w.main_tabs.currentIndex(), focus=False))
    tab_shown(w, w.main_tabs.currentIndex(), focus=False)


def tab_shown(w, index: int, focus: bool = True) -> None:
    """The menu follows the tab; the tab's own control takes the focus once the slot that
    switched has also done its part (Inspect output opens the folder after the switch)."""
    inspect = w.main_tabs.widget(index) is w.inspect
    bar = w.settings_scroll.verticalScrollBar()
    if inspect and focus:   # where the form was left: it is shown there again
        w.convert_scroll_at = bar.value()
    elif not inspect and getattr(w, "convert_scroll_at", None) is not None:
        bar.setValue(w.convert_scroll_at)   # (Qt's own focus on its return scrolled it)
    for i, a in enumerate(w.tab_actions):
        a.setChecked(i == index)
    w.open_action.setText(tr("&Open TFRecord folder…") if inspect
                          else tr("&Open source folder…"))
    w.open_table_action.setText(tr("Open TFRecord &files…") if inspect
                                else tr("Open a table or annotation &file…"))
    # F5 reads again what the tab shows, as in a file manager or a browser; Save job and
    # Save log save the Convert tab's form and run log, which Inspect does not show: greyed
    # there (not hidden: the menu keeps its shape, and says they exist)
    w.rescan_action.setText(tr("Read the files &again") if inspect
                            else tr("Scan the source &again"))
    tip = (tr("Read the open TFRecord files again, after they changed (F5)") if inspect
           else tr("Read the source again, after changing its files (F5)"))
    w.rescan_action.setStatusTip(tip)
    w.rescan_action.setToolTip(tip)
    w.rescan_action.setEnabled(bool(w.inspect.paths) or not inspect)
    w.save_action.setEnabled(not inspect)
    log_saveable(w)
    if focus:
        if inspect:   # (after the slot that switched: Inspect output opens its own folder)
            QTimer.singleShot(0, w.inspect_last_output)
        QTimer.singleShot(0, lambda: focus_tab(w))


def log_saveable(w) -> None:
    """File → Save log… can be chosen: on the Convert tab, with lines in its Log tab."""
    w.save_log_action.setEnabled(w.main_tabs.currentWidget() is not w.inspect
                                 and w.log.has_lines())


def read_again(w) -> None:
    """File → Read again (F5): the Inspect tab's open files there, else the source."""
    if w.main_tabs.currentWidget() is w.inspect:
        if w.inspect.paths:
            w.inspect.open_paths(w.inspect.paths)
    elif w.source_panel.isEnabled():
        w.source_panel.rescan()


def focus_tab(w) -> None:
    """Give the current tab's main control the focus: Inspect's records (the folder's
    button while nothing is open), Convert's source."""
    if w.main_tabs.currentWidget() is w.inspect:
        w.inspect.take_focus()
    else:
        focus_in_view(w.settings_scroll, (w.main_tabs.widget(0).focusWidget(),
                                          w.source_panel.focus_target()))


def focus_in_view(area: QScrollArea, preferred: tuple[QWidget | None, ...]) -> None:
    """The first of ``preferred`` that is usable and wholly in view takes the focus, else
    the first such control from the top; the form stays where it was. (Back from Inspect,
    the source path took it and the form jumped to its top: a walker's click meant for
    Output folder landed in the source box and replaced the source.)"""
    bar, port, body = area.verticalScrollBar(), area.viewport(), area.widget()
    at = bar.value()

    def seen(c: QWidget | None) -> bool:
        if c is None or body is None or not body.isAncestorOf(c) or not c.isVisible() \
                or not c.isEnabled() or not c.focusPolicy() & Qt.FocusPolicy.TabFocus:
            return False
        y = c.mapTo(port, QPoint(0, 0)).y()
        return y >= 0 and y + c.height() <= port.height()

    pick = next((c for c in preferred if seen(c)), None)
    if pick is None and body is not None:
        shown = [c for c in body.findChildren(QWidget) if seen(c)]
        pick = min(shown, key=lambda c: (c.mapTo(port, QPoint(0, 0)).y(),
                                         c.mapTo(port, QPoint(0, 0)).x()), default=None)
    if pick is not None:
        pick.setFocus(Qt.FocusReason.OtherFocusReason)
    bar.setValue(at)   # (the area scrolls a focused control 50 px clear of its edges)


def show_guide(window: MainWindow) -> None:
    """Help -> User guide (F1): one guide window, raised if already open."""
    from gui.widgets.user_guide import UserGuide
    guide = window.guide
    if guide is None:
        guide = window.guide = UserGuide(window)
    guide.show()
    guide.raise_()
    guide.activateWindow()


def about(window: QWidget) -> None:
    """Help -> About, non-modal: the window keeps plotting a run behind it."""
    from gui.desktop import AboutDialog
    dialog = AboutDialog(window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()  # not exec()
