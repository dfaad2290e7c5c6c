"""The window's preview of a class table is the engine's own scan (`engine scan --list`):
the rules of a table (headers, labels, splits, duplicate rows, integer labels) exist once,
so the preview says before Start what the run would refuse or skip."""

from __future__ import annotations

import io
import threading

import pytest
from PIL import Image

from gui.engine_scan import Stopped, engine_scan
from gui.scan import quick_scan
from gui.scan_result import ScanResult, keep_code

WAIT = 120_000


def _jpeg(path) -> None:
    buf = io.BytesIO()
    Image.new("RGB", (40, 30), (30, 160, 90)).save(buf, "JPEG")
    path.write_bytes(buf.getvalue())


@pytest.fixture
def images(tmp_path):
    folder = tmp_path / "img"
    folder.mkdir()
    for n in "abcd":
        _jpeg(folder / f"{n}.jpg")
    return folder


def test_a_header_without_a_label_column_is_the_engines_error_before_start(tmp_path, images):
    table = tmp_path / "list.csv"
    table.write_text("path,split\nimg/a.jpg,train\n", encoding="utf-8")
    res = quick_scan(str(table))
    assert res.error == f"{table}: the header has no 'label' column. Expected columns " \
                        "path,label[,split]."
    assert (res.error_code(), res.error_params()) == ("csv.no_label_column",
                                                     {"path": str(table)})
    assert res.images == 0 and not res.classes


def test_a_scan_errors_code_is_the_engines_or_none():
    """ScanResult.error_code/error_params: what the engine coded for ``error``, else none."""
    res = ScanResult(source="/s", error="Scan stopped.")   # the scan's own: not coded
    assert (res.error_code(), res.error_params()) == ("", {})
    keep_code(res, res.error, ["source.archive", {"kind": "zip"}])
    assert (res.error_code(), res.error_params()) == ("source.archive", {"kind": "zip"})
    keep_code(res, "", ["source.dataset", {"path": "/s"}])
    res.error = ""   # no error: no code, whatever else was coded
    assert (res.error_code(), res.error_params()) == ("", {})


def test_an_unknown_split_is_refused_unless_the_jobs_split_names_it(tmp_path, images):
    # The run refuses a split it does not know (a typo would move rows out of their split);
    # the preview enabled Start on such a table. Names given under "Split" are known.
    table = tmp_path / "list.csv"
    table.write_text("img/a.jpg,cat,train\nimg/b.jpg,dog,fold1\n", encoding="utf-8")
    res = quick_scan(str(table))
    assert "unknown split 'fold1'" in res.error
    assert res.error_code() == "csv.unknown_split_named"
    res = quick_scan(str(table), split="train=0.5,fold1=0.5")
    assert res.error == "" and res.splits == {"train": 1, "fold1": 1}
    assert res.classes == {"cat": 1, "dog": 1}


def test_integer_labels_above_the_cap_and_tab_separated_csvs_follow_the_engine(tmp_path,
                                                                               images):
    # a tab-only first line makes a .csv tab-separated for the engine; the old preview
    # read it as one column. An integer label past the cap is the engine's skip.
    table = tmp_path / "list.csv"
    table.write_text("img/a.jpg\t0\nimg/b.jpg\t1\nimg/c.jpg\t7000000\n", encoding="utf-8")
    res = quick_scan(str(table))
    assert res.error == "" and res.images == 2
    assert res.classes == {"0": 1, "1": 1}
    [(path, why)] = res.problems
    assert path.endswith("c.jpg") and why.startswith("label 7,000,000 is too large")
    assert res.coded[why][0] == "csv.line"


def test_the_listed_files_are_checked_like_a_folders(tmp_path, images):
    (images / "cut.jpg").write_bytes((images / "a.jpg").read_bytes()[:200])
    table = tmp_path / "list.csv"
    table.write_text("path,label\nimg/a.jpg,cat\nimg/cut.jpg,cat\n", encoding="utf-8")
    res = quick_scan(str(table))
    assert res.images == 2 and list(res.broken) == [str(images / "cut.jpg")]
    assert res.samples[0] == str(images / "cut.jpg")   # broken files' thumbnails first


def test_every_problem_is_listed_so_the_count_is_the_runs(tmp_path, images):
    # without --list the scan document keeps 2,000 problems; the preview counts them all
    table = tmp_path / "list.csv"
    table.write_text("".join(f"img/missing{i}.jpg,cat\n" for i in range(2100)) +
                     "img/a.jpg,cat\n", encoding="utf-8")
    res = quick_scan(str(table))
    assert res.images == 1 and len(res.problems) == 2100


def test_a_scan_stops_when_another_source_is_chosen(tmp_path, images):
    table = tmp_path / "list.csv"
    table.write_text("img/a.jpg,cat\n", encoding="utf-8")
    stop = threading.Event()
    stop.set()
    with pytest.raises(Stopped):
        engine_scan(str(table), should_stop=stop.is_set, on_file=lambda *_: None)
    assert quick_scan(str(table), should_stop=stop.is_set).error == "stopped"


def test_the_window_scans_a_table_again_when_the_split_names_its_split(qtbot, window,
                                                                        tmp_path, images):
    table = tmp_path / "list.csv"
    table.write_text("img/a.jpg,cat,train\nimg/b.jpg,dog,fold1\n", encoding="utf-8")
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(table))
    assert "unknown split" in panel.last_result.error
    assert not window.actions_bar.start_btn.isEnabled()
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.options.split.setText("train=0.5,fold1=0.5")
    assert panel.last_result.error == "" and panel.last_result.images == 2
    assert window.actions_bar.start_btn.isEnabled()


def test_a_tables_problems_are_shown_in_the_windows_language(qtbot, window, tmp_path,
                                                             images, language):
    from gui import i18n
    table = tmp_path / "list.csv"
    table.write_text("img/a.jpg,cat\nimg/b.jpg,\n", encoding="utf-8")
    language("ja")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(table))
    shown = window.source_panel.problems.item(0).text()
    assert shown.startswith("img/b.jpg — ") and "label is missing" not in shown, shown
    assert i18n.translate_in("ja", "EngineText", "the label is missing; every row needs "
                                                 "path,label") in shown


def test_the_start_hint_says_the_scans_error_in_the_windows_words(qtbot, window, tmp_path,
                                                                  images, language):
    # The hint beside Start showed the engine's English ("Use one of dev, eval, ...")
    # even in a Japanese window, and without naming the Split field the window has.
    from gui import i18n
    table = tmp_path / "list.csv"
    table.write_text("img/a.jpg,cat,fold1\n", encoding="utf-8")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(table))
    # beside Start a pointer to the source panel, which says it in full (as the pointer's
    # tooltip does): the sentence was said three times, squeezing the form
    assert window.actions_bar.hint.text() == \
        "The source cannot be converted as it is: see the note under “Source images”."
    hint = window.actions_bar.hint.toolTip()
    assert hint.endswith("or add it under “Split” (e.g. train=0.9,fold1=0.1: rows that "
                         "name a split keep it)."), hint
    assert "--split" not in hint   # the window's words, not the command line's
    language("ja")
    window.revalidate()
    assert "「ソース画像」" in window.actions_bar.hint.text()
    hint = window.actions_bar.hint.toolTip()
    assert hint == i18n.translate_in(
        "ja", "EngineText", "{path}, line {line}: unknown split {split}. Use one of {splits}, "
        "or add it under “Split” (e.g. train=0.9,{name}=0.1: rows that name a split keep "
        "it).").format(path=str(table), line="1", split="'fold1'", name="fold1",
                       splits="dev, eval, holdout, test, train, val, validation (or "
                       "訓練, 学習, トレーニング, 検証, バリデーション, テスト, 試験, "
                       "評価, 훈련, 학습, 트레이닝, 검증, 밸리데이션, 테스트, 시험, "
                       "평가, training, valid, validate, testing, evaluation)"), hint


def test_a_scan_error_with_braces_in_its_path_does_not_break_the_window(qtbot, window,
                                                                        tmp_path):
    # problem_text formats messages with the engine's limits: "{raw}" in a folder name
    # raised KeyError from revalidate, on every change of the form
    folder = tmp_path / "{raw}"
    folder.mkdir()
    table = folder / "list.csv"
    table.write_text("path,kind\na.jpg,x\n", encoding="utf-8")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(table))
    assert window.actions_bar.hint.toolTip().startswith(f"{table}: the header has no 'label'")


def test_the_source_summary_shows_the_tables_splits(qtbot, window, tmp_path, images):
    # the scan counted the split column and nothing showed it
    table = tmp_path / "list.csv"
    table.write_text("img/a.jpg,cat,train\nimg/b.jpg,dog,train\nimg/c.jpg,dog,test\n"
                     "img/d.jpg,cat\n", encoding="utf-8")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(table))
    assert window.source_panel.summary.text().endswith(
        "<br>Split column: train 2, test 1 (the other row is divided as “Split” says)")
    # and the empty Split field no longer says "empty: all train"
    assert window.options.split.placeholderText() == (
        "e.g. train=0.9,val=0.1 (empty: the source's splits, the other images train)")


def _long_table(tmp_path, images, rows: int):
    """A table of ``rows`` copies of one photo, one class."""
    photo = (images / "a.jpg").read_bytes()
    for n in range(rows):
        (images / f"{n}.jpg").write_bytes(photo)
    table = tmp_path / "list.csv"
    table.write_text("".join(f"img/{n}.jpg,cat\n" for n in range(rows)), encoding="utf-8")
    return table


def test_a_large_tables_scan_shows_progress_while_the_engine_reads_it(tmp_path, images):
    # the window asked the engine and said only "Scanning…" until it answered; a table of
    # 100,000 rows on a network drive is a long wait. The engine's found counts come
    # first, then the checks' "n of N".
    table = _long_table(tmp_path, images, 1200)
    seen: list[tuple] = []
    res = quick_scan(str(table), progress=lambda n, of=0: seen.append((n, of)))
    assert res.images == 1200
    found = [n for n, of in seen if not of]
    checked = [(n, of) for n, of in seen if of]
    assert found == [500, 1000, 1200]
    assert checked == [(n, 1200) for n in range(200, 1201, 200)]
    assert seen.index(checked[0]) > seen.index((1200, 0))   # found first, then checked


def test_the_listing_is_read_line_by_line_and_a_stop_ends_it_at_once(tmp_path, images):
    # the listing was one JSON document (a million images: 200 MB held at once); now the
    # document comes first, then a line per image, handled as it comes; stopping part-way
    # ends the engine without waiting for the rest
    table = _long_table(tmp_path, images, 3000)
    order: list = []
    doc = engine_scan(str(table), on_doc=lambda d: order.append(("doc", d["listed"])),
                      on_file=lambda item, listed: order.append(item[0]))
    assert doc is not None and order[0] == ("doc", 3000) and len(order) == 3001
    assert order[1] == str(images / "0.jpg")
    seen: list = []
    with pytest.raises(Stopped):
        engine_scan(str(table), should_stop=lambda: len(seen) >= 500,
                    on_file=lambda item, listed: seen.append(item))
    assert 500 <= len(seen) < 3000   # (a hang here is the suite's timeout)


def test_a_long_scan_that_says_how_far_it_is_is_not_taken_for_a_silent_engine(monkeypatch):
    # The time limit counted the whole scan: a scan of a million images on a network drive
    # ended as "the engine did not answer" while it was still saying how far it was. It
    # now counts only the engine's silence (here: 1 s, against 3 s of progress lines).
    import sys

    from gui import engine_scan as es
    script = ("import json, sys, time\n"
              "for n in range(30):\n"
              "    time.sleep(0.1)\n"
              "    sys.stderr.write(json.dumps({'found': n}) + '\\n'); sys.stderr.flush()\n"
              "print(json.dumps({'kind': 'folders', 'listed': 0}))\n")
    monkeypatch.setattr(es, "_real_engine", lambda: [sys.executable, "-c", script, "--"])
    found: list = []
    doc = es.engine_scan("anything", timeout=1, progress=found.append)
    assert doc == {"kind": "folders", "listed": 0} and found[-1] == 29


def test_a_table_saved_as_txt_is_read_as_the_run_reads_it(tmp_path, images):
    """The engine reads a .txt table as a CSV; the window said "The source must be a
    folder or a .csv/.tsv file." and never let it start. A .txt that is no table (a
    classes.txt) gets the engine's own reason, not that one."""
    from gui.job import Job
    from gui.job_rules import validate
    table = tmp_path / "labels.txt"
    table.write_text("filename,label\nimg/a.jpg,cat\nimg/b.jpg,dog\n", encoding="utf-8")
    res = quick_scan(str(table))
    assert res.error == "" and res.images == 2 and set(res.classes) == {"cat", "dog"}
    assert "source" not in validate(Job(source=str(table), out=str(tmp_path / "out")))
    names = tmp_path / "classes.txt"
    names.write_text("cat\ndog\n", encoding="utf-8")
    assert "only one column" in quick_scan(str(names)).error


def test_a_tables_japanese_split_values_show_as_their_splits(qtbot, window, language,
                                                             tmp_path, images):
    # 訓練/検証 refused the table ("unknown split '訓練'"): Start could not be pressed. They
    # are the splits train and val now, shown so, and the note says so in Japanese.
    from gui import i18n
    table = tmp_path / "list.csv"
    table.write_text("ファイル名,ラベル,分割\nimg/a.jpg,cat,訓練\nimg/b.jpg,dog,訓練\n"
                     "img/c.jpg,dog,検証\nimg/d.jpg,cat\n", encoding="utf-8")
    language("ja")
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(table))
    assert panel.last_result.error == "" and panel.last_result.splits == {"train": 2, "val": 1}
    assert i18n.translate_in("ja", "SourcePanel", "Split column: {counts}").format(
        counts="train 2、val 1") in panel.summary.text()   # (its list separator: 、)
    assert i18n.translate_in(   # (a note that is a phrase ends as a Japanese sentence)
        "ja", "EngineText", "{file}: split values read as split names (the number of rows in "
        "brackets): {pairs}").format(file="list.csv", pairs="訓練 → train (2), 検証 → val (1)"
    ) + "。" in panel.notices.text().splitlines()
