"""Export list… writes the Failures tab as the user reads it: a Korean walker opened the
exported list in Excel and found English reasons and its 비정상/… paths garbled (UTF-8
without a byte-order mark)."""

from __future__ import annotations

import csv
import io
import json
import os

import pytest
from PIL import Image

from engine import errors
from engine import protocol as P
from engine.codecs import imaging, refusals
from engine.codecs.scan_checks import check_file
from engine.config import ImageOptions
from engine.reason_codes import describe
from engine.sources import reading
from gui import engine_text
from gui.run_model import Failure
from gui.widgets.failures_export import stage_text
from gui.widgets.failures_table import FailuresTable, shown_reason


def test_the_exported_list_is_in_the_window_s_language(qtbot, language, tmp_path):
    language("ko")
    table = FailuresTable()
    qtbot.addWidget(table)
    reason = ("empty file (0 bytes): copy it again from the original, or take it out of the "
              "source")
    code, params = describe(reason)
    assert code   # a coded reason: the window says it in its language
    failure = Failure("/data/비정상/a.png", reason, "decode", code, params)
    table.sync([failure])
    out = tmp_path / "실패.csv"
    assert table.export_csv(str(out))
    with out.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == table.model.headers and rows[0][0] != "File"
    assert rows[1][0] == "/data/비정상/a.png"
    assert rows[1][1] == shown_reason(failure) != reason
    assert rows[1][2] == table.model.data(table.model.index(0, 2)) not in ("decode", "converting")


def test_a_file_refused_when_read_is_not_said_to_fail_converting(qtbot, language, tmp_path):
    """A text file named notes.jpg and an empty empty.png, which the scan said it would
    skip, were listed as failing "while converting" (変換中): the engine refuses them on
    reading their first bytes, before any decoding."""
    language("ja")
    table = FailuresTable()
    qtbot.addWidget(table)
    reasons = ("not an image: the file contains text (take it out of the source)",
               "empty file (0 bytes): copy it again from the original, or take it out of the "
               "source (CSV line 3)", "JPEG is truncated or incomplete (image file is "
               "truncated (79 bytes not processed)): copy it again from the original",
               "not inside a class folder: move it into one of the class "
               "folders")
    stages = ("decode", "decode", "decode", "scan")
    table.sync([Failure(f"/src/{i}.jpg", r, s, *describe(r))
                for i, (r, s) in enumerate(zip(reasons, stages, strict=True))])
    shown = [table.model.data(table.model.index(i, 2)) for i in range(4)]
    # (what the scan set aside first, then by file: 0, 1, 2)
    assert shown == ["変換前", "読み込み時", "読み込み時", "変換中"]
    out = tmp_path / "failed.csv"
    assert table.export_csv(str(out))
    with out.open(encoding="utf-8-sig", newline="") as f:
        assert [row[2] for row in list(csv.reader(f))[1:]] == shown


def test_a_link_that_loops_when_the_run_opens_it_is_said_refused_when_read(qtbot, tmp_path):
    """A symbolic link that loops is refused when the worker opens it (the engine's
    READ_CODES): its stage was "converting", the GUI's hand-kept list of those codes not
    having it."""
    os.symlink("loop.jpg", tmp_path / "loop.jpg")
    with pytest.raises(errors.ImageError) as e:   # what the engine's worker says of it
        reading.read_file(str(tmp_path / "loop.jpg"))
    reason = str(e.value)
    table = FailuresTable()
    qtbot.addWidget(table)
    table.sync([Failure(str(tmp_path / "loop.jpg"), reason, "decode", *describe(reason))])
    assert table.model.data(table.model.index(0, 2)) == "reading the file"
    out = tmp_path / "failed.csv"
    assert table.export_csv(str(out))
    with out.open(encoding="utf-8-sig", newline="") as f:
        assert list(csv.reader(f))[1][1:] == [shown_reason(table.model.rows[0]),
                                              "reading the file"]


def test_a_jpeg_cut_among_its_headers_is_said_cut_short_as_the_scan_says(qtbot, language,
                                                                         tmp_path):
    """A Japanese walk: the scan said of truncated.jpg "ファイルが途中で切れています", the
    Failures tab and the exported list "JPEG をデコードできません: cannot load this image"."""
    language("ja")
    buf = io.BytesIO()
    Image.new("RGB", (320, 240), (30, 60, 90)).save(buf, "JPEG")
    path = tmp_path / "truncated.jpg"
    path.write_bytes(buf.getvalue()[:buf.getvalue().index(b"\xff\xda") - 20])
    with pytest.raises(errors.ImageError) as e:   # what the engine's worker says of it
        imaging.convert(path.read_bytes(), ImageOptions(width=64, height=64))
    reason = str(e.value)
    table = FailuresTable()
    qtbot.addWidget(table)
    table.sync([Failure(str(path), reason, "decode", *describe(reason))])
    shown = table.model.data(table.model.index(0, 1))
    out = tmp_path / "failed.csv"
    assert table.export_csv(str(out))
    with out.open(encoding="utf-8-sig", newline="") as f:
        exported = list(csv.reader(f))[1][1]
    check = check_file(str(path))   # (the scan's list: the run's words, coded)
    said = engine_text.text(check.code, check.params, check.problem)
    for text in (shown, exported, said):
        assert "途中で切れています" in text and "元のファイルからもう一度コピー" in text, text
        assert "cannot" not in text and "load" not in text, text


def test_the_tab_points_to_export_list_for_excel_and_names_rejected_csv_english(
        qtbot, language, tmp_path, monkeypatch):
    """The tab and the Summary pointed to rejected.csv, whose English reasons without a
    byte-order mark a Japanese walker's Excel garbled: they point to Export list…, which
    writes the list in the window's language, and call rejected.csv the engine's English
    list. The save dialog's title covered only failed images; what the scan did not use is
    listed too."""
    import gui.widgets.failures_table as ft
    language("ja")
    table = FailuresTable()
    qtbot.addWidget(table)
    assert table.export_note.isHidden()   # (nothing listed: nothing to export)
    reasons = ("not an image: the file contains text (take it out of the source)",
               "not inside a class folder: move it into one of the class folders")
    table.sync([Failure(f"/src/{i}.jpg", r, s, *describe(r))
                for i, (r, s) in enumerate(zip(reasons, ("decode", "scan"), strict=True))])
    assert not table.export_note.isHidden()
    text = table.export_note.text()
    assert "「一覧を書き出し…」" in text and "Excel" in text, text
    assert "rejected.csv はエンジンの英語の一覧" in text, text
    titles = []
    monkeypatch.setattr(ft, "ask_save", lambda _p, title, *a: titles.append(title) or "")
    table.choose_export()
    assert titles == ["スキップしたファイルと使わなかったファイルの一覧を書き出し"]


def test_export_says_what_it_saved_and_proposes_a_file_beside_the_dataset(
        qtbot, tmp_path, monkeypatch):
    """A walk's tab said "1 image could not be converted. Listed as well, not used: 3 table
    rows."; its export said "Saved the list of 4 failed images", and proposed the dataset
    folder, where the list would travel with the data (and stay after a Replace)."""
    from PySide6.QtWidgets import QMainWindow

    import gui.widgets.failures_table as ft
    win = QMainWindow()
    qtbot.addWidget(win)
    table = FailuresTable()
    win.setCentralWidget(table)
    rows = [Failure(f"img/{n}.jpg", f"file not found (CSV line {i + 2}); check the path",
                    "scan", *describe(f"file not found (CSV line {i + 2}); check the path"))
            for i, n in enumerate(("a", "b", "c"))]
    cut = "empty file (0 bytes): copy it again from the original, or take it out of the source"
    rows.append(Failure("img/d.jpg", cut, "decode", *describe(cut)))
    table.sync(rows)
    assert table.label.text() == ("1 image could not be converted. Listed as well, not used: "
                                  "3 table rows.")
    out = tmp_path / "runs" / "lab-tfrecord"
    out.mkdir(parents=True)
    table.out_dir = str(out)
    proposed = []
    monkeypatch.setattr(ft, "ask_save", lambda _p, _t, start, *a: proposed.append(start) or
                        start)
    table.choose_export()
    saved = tmp_path / "runs" / "lab-tfrecord-failed-images.csv"
    assert proposed == [str(saved)] and saved.is_file()
    assert not any(p.suffix == ".csv" for p in out.iterdir())
    assert win.statusBar().currentMessage() == (
        f"Saved the list to {saved}. 1 image could not be converted. Listed as well, not "
        "used: 3 table rows. Saved in the order the list shows: File (A to Z).")
    # the next export proposes the folder the last list went to
    table.export_dir = str(tmp_path)
    assert table.export_start() == str(tmp_path / "lab-tfrecord-failed-images.csv")


def test_the_export_lists_the_files_ignored_beside_the_class_folders(qtbot, window, language,
                                                                     tmp_path):
    """The dialog says "skipped and unused files", and the Summary says a notes.txt beside
    the class folders was ignored: the exported list left it out (a walker's lab list of
    what did not go in)."""
    language("ko")
    display, table = window.display, window.failures
    display.prepare(str(tmp_path / "src"), str(tmp_path / "out"), "")
    display.model.start()
    display.model.on_event(P.ScanProgress(t=0.1, found=3, finished=True,
                                          ignored=["notes.txt"]))
    reason = "empty file (0 bytes): copy it again from the original, or take it out of the " \
             "source"
    display.model.failures.append(Failure(str(tmp_path / "src/dog/e.png"), reason, "decode",
                                          *describe(reason)))
    display.refresh()
    assert table.export_btn.isEnabled()
    out = tmp_path / "list.csv"
    assert table.export_csv(str(out))
    with out.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert [r[0] for r in rows[1:]] == [str(tmp_path / "src/dog/e.png"),
                                        str(tmp_path / "src/notes.txt")]
    assert "이미지" in rows[2][1] and "not an image" not in rows[2][1], rows
    assert rows[2][2] == stage_text("scan") != "scan", rows
    said = window.statusBar().currentMessage()
    assert "1" in said and "클래스 폴더" in said, said


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_export_list_proposes_a_file_name_in_the_window_s_language(qtbot, language, tmp_path,
                                                                   lang):
    # a Korean window proposed "out4-failed-images.csv" for a list written in Korean
    language(lang)
    table = FailuresTable()
    qtbot.addWidget(table)
    out = tmp_path / "out4"
    out.mkdir()
    table.out_dir = str(out)
    proposed = os.path.basename(table.export_start())
    assert proposed.startswith("out4-") and proposed.endswith(".csv")
    assert "failed" not in proposed and not any(c in proposed for c in ' \\/:*?"<>|')


def test_an_image_refused_by_its_size_before_decoding_is_said_refused_when_read(
        qtbot, language, tmp_path):
    """A Japanese walk: a PNG whose header claims 108 megapixels (above --max-pixels), never
    decoded, was at stage "変換中" (converting) in the Failures tab and its export; and one
    whose decoding needs more than --memory-limit likewise. Both are refused by what the
    file's header says before any pixel is decoded (engine.reason_codes.READ_CODES): the
    run's own tab, its export and the folder's tab opened later say "読み込み時"."""
    from engine.output_kind import read_output_state
    from tests.engine import imagefactory as F
    from tests.engine.conftest import run_cli
    language("ja")
    src = tmp_path / "src" / "cat"
    src.mkdir(parents=True)
    (src / "huge.png").write_bytes(F.png_bomb(12_000, 9_000))   # 108 MP: --max-pixels
    (src / "big.png").write_bytes(F.png_bomb(3_000, 3_000))     # 27 MB to decode
    Image.new("RGB", (64, 48), (90, 120, 150)).save(src / "ok.png")
    out = tmp_path / "out"
    code, events, err = run_cli("convert", str(tmp_path / "src"), "--out", str(out),
                                "--workers", "1", "--events", "jsonl",
                                "--memory-limit", "16MB")
    assert code == 0, err
    # (the events as the window reads them: gui.run_failures makes each a Failure so)
    failed = [ev for e in events if isinstance(ev := P.decode(json.dumps(e)), P.ItemFailed)]
    assert sorted(f.code for f in failed) == ["file.memory_limit", "file.too_many_pixels"]
    table = FailuresTable()
    qtbot.addWidget(table)
    table.sync([Failure(f.path, f.reason, f.stage, f.code, f.params) for f in failed])
    assert [table.model.data(table.model.index(i, 2)) for i in range(2)] == ["読み込み時"] * 2
    assert table.export_csv(str(tmp_path / "live.csv"))
    folder = FailuresTable()
    qtbot.addWidget(folder)
    folder.show_folder(read_output_state(str(out)))   # (its rejected.csv, after a restart)
    assert sorted(f.code for f in folder.model.rows) == sorted(f.code for f in failed)
    assert folder.export_csv(str(tmp_path / "folder.csv"))
    for name in ("live.csv", "folder.csv"):
        with (tmp_path / name).open(encoding="utf-8-sig", newline="") as f:
            assert [row[2] for row in list(csv.reader(f))[1:]] == ["読み込み時"] * 2, name


def test_an_image_whose_header_says_it_has_no_pixels_is_said_refused_when_read(qtbot,
                                                                             language):
    """A Japanese walk: an image whose header says 0x5 pixels (the engine's refusal
    file.no_pixels, raised when its header is read: engine.codecs.imaging.open_image, before
    any pixel is decoded) was at stage "変換中" (converting) in the Failures tab and its
    export; it is "読み込み時" as the other refusals of what a header says are."""
    language("ja")
    reason = str(refusals.no_pixels(0, 5))
    code, params = describe(reason)
    assert code == "file.no_pixels"
    table = FailuresTable()
    qtbot.addWidget(table)
    table.sync([Failure("/src/cat/flat.png", reason, "decode", code, params)])
    assert table.model.data(table.model.index(0, 2)) == "読み込み時"
    assert stage_text("decode", code, params) == "読み込み時"
