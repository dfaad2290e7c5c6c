"""A new user's walk: how to open an annotation file, the output folder's dialog, and the
keyboard's way between the Convert and Inspect tabs."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLineEdit
from window_steps import posted_ran

#: generous: waitUntil returns as soon as the condition holds, and a scan or a focus change
#: on a loaded 2-core CI machine can take seconds
WAIT = 60_000


def test_the_file_button_and_menu_say_annotation_files(window, monkeypatch, tmp_path):
    # "CSV/TSV…" and "Open source table" hid that a COCO JSON or data.yaml opens there too
    btn = window.source_panel.table_btn
    assert btn.text() == "Fil&e…" and "COCO JSON" in btn.toolTip()
    assert window.open_table_action.text() == "Open a table or annotation &file…"
    asked = {}

    def fake(parent, title, folder, filters, options=None):
        asked.update(title=title, filters=filters, options=options)
        return str(tmp_path / "yolo" / "data.yaml"), ""
    monkeypatch.setattr("gui.pickers.QFileDialog.getOpenFileName", fake)
    (tmp_path / "yolo").mkdir()
    window.open_table_action.trigger()
    # said by the file type the dialog shows first (the title, which said them too, was
    # cut at 1024x640: test_the_file_dialogs_title_and_first_type_fit)
    first = asked["filters"].split(";;")[0]
    for kind in ("CSV", "TSV", "COCO JSON", "data.yaml", "VOC", "CVAT"):
        assert kind in first.split(" (*")[0], kind
    assert asked["options"] == QFileDialog.Option.HideNameFilterDetails
    assert "*.json" in first and "*.yaml" in first and "*.xml" in first
    # a data.yaml stands for its folder, which the engine reads as a YOLO dataset
    assert window.source_panel.source() == str(tmp_path / "yolo")


def test_a_chosen_file_stands_for_the_source_the_engine_reads(tmp_path):
    from gui.pickers import source_for_file
    assert source_for_file(str(tmp_path / "a" / "data.yaml")) == str(tmp_path / "a")
    voc = tmp_path / "VOC2012" / "Annotations" / "x.xml"
    assert source_for_file(str(voc)) == str(tmp_path / "VOC2012")
    for same in ("list.csv", "instances_val.json", "export.zip"):
        assert source_for_file(str(tmp_path / same)) == str(tmp_path / same)


def test_yolos_class_names_and_label_files_stand_for_the_export(tmp_path):
    """classes.txt chosen with File… (a Japanese walk) was read as a table: "line 1: only
    one column; needed: path,label[,split]". It, obj.names and a label file stand for the
    YOLO export the engine reads; a .txt table elsewhere is still a table."""
    from gui.pickers import source_for_file
    export = tmp_path / "顕微鏡 写真 2024"
    for chosen, text in (("classes.txt", "cell\n"), ("obj.names", "cell\n"),
                         ("labels/classes.txt", "cell\n"),
                         ("labels/検体_001.txt", "\n0 0.5 0.5 0.2 0.2\n"),
                         ("labels/train/検体_001.txt", "3 0.1 0.2 0.3 0.4 0.5 0.6\n"),
                         ("Labels/train/batch1/a.txt", "")):   # (a picture without objects)
        (export / chosen).parent.mkdir(parents=True, exist_ok=True)
        (export / chosen).write_text(text, encoding="utf-8")
    for chosen in ("classes.txt", "obj.names", "labels/classes.txt", "labels/検体_001.txt",
                   "labels/train/検体_001.txt", "Labels/train/batch1/a.txt"):
        assert source_for_file(str(export / chosen)) == str(export), chosen
    assert source_for_file(str(export / "list.txt")) == str(export / "list.txt")
    flat = tmp_path / "labelimg"   # (LabelImg's default: the labels beside the pictures)
    flat.mkdir()
    (flat / "検体_001.JPG").write_bytes(b"")
    (flat / "検体_001.txt").write_text("0 0.5 0.5 0.2 0.2\n", encoding="utf-8")
    (flat / "classes.txt").write_text("cell\n", encoding="utf-8")
    assert source_for_file(str(flat / "検体_001.txt")) == str(flat)
    assert source_for_file(str(flat / "classes.txt")) == str(flat)
    assert source_for_file(str(tmp_path / "notes" / "list.txt")) == \
        str(tmp_path / "notes" / "list.txt")


def test_a_table_in_a_folder_named_labels_stays_the_source(tmp_path):
    """/d/labels/train_list.txt holding "filename,label" rows silently made /d the source;
    so did a classes.txt on its own (no images/ or labels/ beside it)."""
    from gui.pickers import source_for_file
    table = tmp_path / "d" / "labels" / "train_list.txt"
    table.parent.mkdir(parents=True)
    table.write_text("filename,label\nimg/a.jpg,cat\n", encoding="utf-8")
    assert source_for_file(str(table)) == str(table)
    spaced = table.with_name("list 2.txt")   # (a table of spaces: still not 5 numbers)
    spaced.write_text("a.jpg 1\n", encoding="utf-8")
    assert source_for_file(str(spaced)) == str(spaced)
    alone = tmp_path / "notes" / "classes.txt"
    alone.parent.mkdir()
    alone.write_text("a.jpg,cat\n", encoding="utf-8")
    assert source_for_file(str(alone)) == str(alone)
    (alone.parent / "images").mkdir()   # an export's images/ beside it: its class names
    assert source_for_file(str(alone)) == str(alone.parent)


@pytest.mark.parametrize("bom, codec", [(b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe", "utf-16-le")])
def test_a_label_file_notepad_saved_stands_for_its_export(tmp_path, bom, codec):
    """A YOLO label file saved by Notepad ("UTF-8 with BOM", or "Unicode": UTF-16), chosen
    with File…, was read as UTF-8 and taken for a table (the engine reads it as labels)."""
    from gui.pickers import source_for_file
    export = tmp_path / "export"
    for chosen in ("labels/train/a.txt", "flat/b.txt"):
        (export / chosen).parent.mkdir(parents=True, exist_ok=True)
        (export / chosen).write_bytes(bom + "0 0.5 0.5 0.2 0.2\r\n".encode(codec))
    (export / "flat" / "b.jpg").write_bytes(b"")
    assert source_for_file(str(export / "labels/train/a.txt")) == str(export)
    assert source_for_file(str(export / "flat/b.txt")) == str(export / "flat")


def test_the_output_dialog_opens_where_the_field_points_and_takes_a_new_name(
        qtbot, tmp_path, monkeypatch):
    from gui.pickers import OutputFolderDialog
    monkeypatch.chdir(tmp_path)   # (it opened in the working directory)
    parent = tmp_path / "datasets"
    parent.mkdir()
    dlg = OutputFolderDialog(None, str(parent / "pets-tfrecord"))
    qtbot.addWidget(dlg)
    assert os.path.samefile(dlg.directory().absolutePath(), parent)
    assert dlg.chosen() == str(parent / "pets-tfrecord")
    # a folder that does not exist yet: Choose can be pressed (Qt greyed it out), and
    # accepts it (the run makes it)
    dlg.show()
    qtbot.waitUntil(lambda: dlg.choose_button().isEnabled(), timeout=WAIT)
    edit = dlg.findChild(QLineEdit, "fileNameEdit")
    edit.setText("typed-name")
    qtbot.waitUntil(lambda: dlg.choose_button().isEnabled(), timeout=WAIT)
    dlg.choose_button().click()
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert dlg.chosen() == str(parent / "typed-name")
    # deeper missing folders: it opens at the nearest one that exists
    deep = OutputFolderDialog(None, str(parent / "a" / "b" / "c"))
    qtbot.addWidget(deep)
    assert os.path.samefile(deep.directory().absolutePath(), parent)
    # ... with the missing names filled in (a walker's default ~/Documents/TFRecord
    # Studio/yolo-tfrecord opened at home with an empty name: Choose then chose home)
    assert deep.chosen() == str(parent / "a" / "b" / "c")
    # an existing folder: shown selected in its parent
    there = OutputFolderDialog(None, str(parent))
    qtbot.addWidget(there)
    assert os.path.samefile(there.directory().absolutePath(), tmp_path)
    assert there.chosen() == str(parent)


def test_ctrl_1_and_2_show_the_tabs_and_the_open_item_follows(qtbot, window):
    shortcuts = {a.objectName(): a.shortcut() for a in window.tab_actions}
    assert shortcuts == {"actionShowConvert": QKeySequence("Ctrl+1"),
                         "actionShowInspect": QKeySequence("Ctrl+2")}
    view = window.menuBar().findChild(type(window.menuBar().actions()[0].menu()), "menuView")
    assert set(window.tab_actions) <= set(view.actions())
    window.tab_actions[1].trigger()
    assert window.main_tabs.currentWidget() is window.inspect
    assert window.open_action.text() == "&Open TFRecord folder…"
    assert window.open_table_action.text() == "Open TFRecord &files…"
    window.tab_actions[0].trigger()
    assert window.main_tabs.currentIndex() == 0
    assert window.open_action.text() == "&Open source folder…"


def test_inspect_output_leaves_the_focus_on_a_control_of_inspect(qtbot, window, tmp_path):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    window.options.out_edit.setFocus(Qt.FocusReason.OtherFocusReason)
    window.summary.out_dir = str(tmp_path)
    window.inspect_output()
    # the records' grid, where the arrows move (it was nowhere after the switch in a walk)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.inspect.grid, timeout=WAIT)
    window.tab_actions[0].trigger()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and window.main_tabs.widget(0).isAncestorOf(QApplication.focusWidget()),
                    timeout=WAIT)


def test_the_inspect_tab_opens_the_last_output_when_nothing_is_open(qtbot, window, tmp_path):
    """A walker converted, clicked the Inspect tab and found an empty page: only the
    Summary's "Inspect output" opened the folder."""
    assert window.inspect.paths == []
    window.tab_actions[1].trigger()   # no output named yet: the page stays empty
    posted_ran(qtbot, window)   # (the slot runs after the switch: posted)
    assert window.inspect.paths == []
    window.tab_actions[0].trigger()
    out = tmp_path / "out"
    out.mkdir()
    window.summary.set_run(str(out), "")
    window.tab_actions[1].trigger()
    qtbot.waitUntil(lambda: window.inspect.paths == [str(out)], timeout=WAIT)
    # what the user opened there stays when they come back
    other = tmp_path / "other"
    other.mkdir()
    window.inspect.open_paths([str(other)])
    window.tab_actions[0].trigger()
    window.tab_actions[1].trigger()
    posted_ran(qtbot, window)
    assert window.inspect.paths == [str(other)]


def test_the_start_note_points_to_the_field_in_the_windows_language(qtbot, window,
                                                                    tmp_path, language):
    # "出力フォルダー(&O):" is named without its letter and colon
    from studio_fixtures import make_dataset
    language("ja")
    from gui.main_window import MainWindow
    w = MainWindow(window.settings)
    qtbot.addWidget(w)
    w.show()
    src = make_dataset(tmp_path / "images", per_class=1)
    w.set_source(str(src))
    qtbot.waitUntil(lambda: w.source_panel.last_result is not None, timeout=WAIT)
    w.choose_output(str(src))
    w.revalidate()
    hint = w.actions_bar.hint.text()
    # (the field's name, then its problem: not "出力フォルダー(O):")
    rest = hint.removeprefix("「出力フォルダー」: ")
    assert rest != hint and "(O)" not in hint and "フォルダー(" not in hint, hint
    assert "」:" not in rest, hint
    assert w.actions_bar.hint.toolTip() == w.options.error_text("out")


def test_the_file_menu_follows_the_tab(qtbot, window, tmp_path, monkeypatch):
    """On Inspect, F5 ("Scan the source again") rescanned the hidden Convert tab's source
    and Ctrl+S saved its form, while nothing visible changed: F5 now reads the inspected
    files again, and the items that save the Convert tab's job and log are greyed."""
    rescans = []
    monkeypatch.setattr(window.source_panel, "rescan", lambda: rescans.append(1))
    window.tab_actions[1].trigger()
    assert window.rescan_action.text() == "Read the files &again"
    assert window.rescan_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Refresh)
    assert not window.rescan_action.isEnabled()          # nothing open yet
    assert not window.save_action.isEnabled() and not window.save_log_action.isEnabled()
    window.inspect.open_paths([str(tmp_path)])
    assert window.rescan_action.isEnabled()
    opened = []
    monkeypatch.setattr(window.inspect, "open_paths", lambda paths: opened.append(paths))
    window.rescan_action.trigger()
    assert opened == [[str(tmp_path)]] and rescans == []
    window.tab_actions[0].trigger()
    assert window.rescan_action.text() == "Scan the source &again"
    assert window.rescan_action.isEnabled()
    assert window.save_action.isEnabled()
    assert not window.save_log_action.isEnabled()   # nothing in the Log tab yet
    window.log.add_line("$ tfrecord-studio-cli convert ...")
    qtbot.waitUntil(window.save_log_action.isEnabled, timeout=5000)
    window.rescan_action.trigger()
    assert rescans == [1] and len(opened) == 1


def test_a_job_loaded_from_inspect_is_shown_on_convert(window, tmp_path, monkeypatch):
    """Load job puts a job in the Convert form: from the Inspect tab it changed a form the
    user could not see."""
    path = tmp_path / "job.json"
    path.write_text(window.job().to_json(), encoding="utf-8")
    monkeypatch.setattr("gui.window_files.QFileDialog.getOpenFileName",
                        lambda *a, **k: (str(path), ""))
    window.tab_actions[1].trigger()
    window.load_action.trigger()
    assert window.main_tabs.currentIndex() == 0


def test_the_file_dialogs_title_and_first_type_fit(qtbot, language):
    """At 1024x640 the "File…" dialog (about 630 px wide) cut its title, "Choose a table
    or an annotation file (CSV…al VOC or CVAT XML) — TFRecord Studio", and its file type,
    "Tables and annotation files (*.csv *.tsv *.txt *.json *.yaml *.yml *.xml" (the
    archives were past the end). Both fit, in every language, and the type names the
    kinds; its patterns are hidden (HideNameFilterDetails), the name says them."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    from gui.pickers import source_file_filters, source_file_title
    font = QApplication.font()
    bold = QApplication.font()
    bold.setBold(True)
    for lang in ("en", "ja", "ko"):
        language(lang)
        title, first = source_file_title(), source_file_filters().split(";;")[0]
        shown = first.split(" (*")[0]
        assert "*.json" in first and "*.zip" in first and "*.csv" in first
        assert QFontMetrics(bold).horizontalAdvance(f"{title} — TFRecord Studio") <= 460, \
            (lang, title)
        assert QFontMetrics(font).horizontalAdvance(shown) <= 380, (lang, shown)
        for kind in ("CSV", "TSV", "COCO JSON", "data.yaml", "XML", "ZIP"):
            assert kind in shown, (lang, kind)
