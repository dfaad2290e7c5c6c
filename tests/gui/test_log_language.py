"""The Log tab in the window's language: the engine's stderr lines ("note: ...", "stopping
(cancel requested)...") are shown translated where the engine's catalogue knows them
(gui.engine_text.log_line); any other line (a traceback, TensorFlow's output, a sentence
the catalogue does not know) is shown as the engine wrote it."""

from __future__ import annotations

import re

import pytest
from PIL import Image
from studio_fixtures import log_text, quick_run

from engine.reason_codes import CATALOGUE, pick
from gui import engine_text

CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
PREFIX = {"ja": "メモ: ", "ko": "참고: "}


def _table(root):
    """A class table with a column the engine does not read: its scan notes it."""
    root.mkdir()
    for name, colour in [("a", (200, 40, 40)), ("b", (40, 200, 40)), ("c", (40, 40, 200)),
                         ("d", (90, 90, 90))]:
        Image.new("RGB", (24, 24), colour).save(root / f"{name}.png")
    (root / "t.csv").write_text("path,label,notes\na.png,cat,blurry\nb.png,dog,\n"
                                "c.png,cat,\nd.png,dog,dark\n")
    return root / "t.csv"


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_real_runs_note_is_in_the_language_in_the_log_tab(qtbot, window, language, tmp_path,
                                                            lang):
    language(lang)
    w = window
    quick_run(qtbot, w, _table(tmp_path / "src"), tmp_path / "out")
    shown = log_text(w)
    note = engine_text.text("csv.unread_columns", {"file": "t.csv", "columns": "'notes'"}, "")
    assert note and CJK.search(note), note
    assert f"{PREFIX[lang]}{note}" in shown.splitlines(), shown
    assert "columns not read" not in shown and "note: " not in shown, shown
    # the engine's stderr kept its English (the error details read it)
    assert any(line.startswith("note: t.csv: columns not read")
               for line in w.controller.convert.stderr_tail())


def test_other_lines_pass_through_and_known_ones_are_translated(qtbot, language):
    from gui.run_controller import RunController
    language("ja")
    controller = RunController()
    got: list[str] = []
    controller.logLine.connect(got.append)
    unknown = ["note: a sentence this catalogue does not know",
               "Traceback (most recent call last):",
               "E0000 00:00:1700000000.1 cuda_executor.cc:1015] failed call to cuInit",
               "warning: no image finished in soon; looking",
               ""]
    known = ["stopping (cancel requested)...",
             "warning: a worker process died or hung; retrying 3 in-flight images one at a "
             "time in fresh worker processes",
             "error: TensorFlow failed to start; its output:"]
    for line in unknown + known:
        controller.convert.logLine.emit(line)     # as EngineClient._read_stderr emits it
    assert got[:len(unknown)] == unknown
    assert got[len(unknown):] == [
        "停止しています (キャンセルが要求されました)…",
        "警告: ワーカープロセスが停止したか応答しなくなりました。処理中だった画像 3 枚を、"
        "新しいワーカープロセスで 1 枚ずつやり直しています",
        "エラー: TensorFlow を起動できませんでした。TensorFlow の出力:"]


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_every_catalogued_stderr_line_has_a_translation(language, lang):
    """Each log.* and cli.* code renders in the language from example parameters, with
    its level's word translated: no English sentence is left in the Log tab."""
    language(lang)
    codes = [c for c in CATALOGUE if c.startswith(("log.", "cli."))]
    assert len(codes) >= 12
    for code in codes:
        template = pick(CATALOGUE[code], {"n": "7"})   # (of a pair, the many form)
        params = {k: "7" for k in re.findall(r"\{(\w+)\}", template)}
        english = template.format(**params)
        line = english if code.startswith("cli.") else f"warning: {english}"
        shown = engine_text.log_line(line)
        assert shown != line and CJK.search(shown), (code, shown)
        assert not re.search(r"\b(?:note|warning|error|stopping|worker|image|lock)\b",
                             shown), (code, shown)


def test_a_failed_run_is_said_once_in_the_log_tab(qtbot, window, tmp_path):
    """The engine says a failed run on stderr ("error: ..."), which the Log tab shows; the
    window added the same sentence again from the run_failed event ("engine: ...")."""
    for name in ("cat/a.jpg", "dog/b.jpg"):
        (tmp_path / "src" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "src" / name).write_text("not a picture")
    w = window
    assert not quick_run(qtbot, w, tmp_path / "src", tmp_path / "out")
    w.last_error.close()
    lines = [line for line in log_text(w).splitlines()
             if "None of the 2 input files could be converted" in line]
    assert len(lines) == 1 and lines[0].startswith("error: "), lines
    # the folder holds the reasons and a manifest of no image: not "a finished dataset"
    from gui.job_rules import NOTHING_CONVERTED
    w.revalidate()
    assert w.errors()["out"] == NOTHING_CONVERTED
    assert w.options.error_text("out").startswith("This folder holds a run that converted no")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_log_tab_leads_to_the_engines_full_log_of_the_run(qtbot, window, language,
                                                            tmp_path, monkeypatch, lang):
    """After a run the Log tab held the command, "Verifying…" and "Finished." and no word of
    the engine's full log (tfrecord-studio.log in the output folder: the counts, every
    skipped file and why), and Save log wrote those three lines: a dead end."""
    from PySide6.QtGui import QDesktopServices

    from engine.protocol import RUN_LOG
    language(lang)
    w = window
    src = tmp_path / "src"
    for name in ("cat/a.png", "dog/b.png"):
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        Image.new("RGB", (24, 24), (200, 40, 40)).save(src / name)
    (src / "cat" / "bad.jpg").write_text("not a picture")
    assert quick_run(qtbot, w, src, tmp_path / "out")
    full = tmp_path / "out" / RUN_LOG
    assert full.is_file()
    shown = log_text(w).splitlines()
    english = f"The full log of this run (counts, every skipped file and why, warnings): {full}"
    if lang == "en":
        assert shown[-1] == english, shown
    else:   # in the window's language, the path as it is
        assert str(full) in shown[-1] and CJK.search(shown[-1]), shown
    # a link opens it
    link = w.findChild(type(w.summary.headline), "openFullLog")
    assert link.isVisibleTo(link.parentWidget()) and str(full) in link.toolTip()
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        lambda url: opened.append(url.toLocalFile()) or True)
    link.linkActivated.emit("open")
    assert opened == [str(full)]
    # Save log: the tab's lines, then the engine's log itself (with the skipped file)
    saved = tmp_path / "saved.txt"
    w.save_log(str(saved))
    text = saved.read_text(encoding="utf-8")
    assert text.startswith("$ ") and full.read_text(encoding="utf-8") in text
    assert "bad.jpg" in text.split(str(full))[-1]
    # a new run starts from a clean tab: no link to the last run's log
    w.display.prepare(str(src), str(tmp_path / "out2"), "cmd")
    assert not link.isVisibleTo(link.parentWidget())


def test_when_a_lock_s_run_started_is_a_date_in_the_window_s_format(qtbot, language):
    # a Korean walker read "프로세스 31148이(가) 2026-12-05T03:37:01+00:00에 시작한": the
    # engine's ISO time, raw, in the middle of a sentence
    from PySide6.QtCore import QDateTime, Qt

    from gui import engine_text
    from gui.i18n import date_time
    language("ko")
    line = ("note: took over a stale lock on /out: the run started 2026-12-05T03:37:01+00:00 "
            "by process 31148 on lab-pc is no longer running.")
    said = engine_text.log_line(line)
    when = date_time(QDateTime.fromString("2026-12-05T03:37:01+00:00",
                                          Qt.DateFormat.ISODate).toLocalTime())
    assert "2026-12-05T" not in said and when in said and "31148" in said, said
    # a version in the same place ("started by TFRecord Studio 0.3.4") is not a date
    from engine.reason_codes import render
    said = engine_text.text("resume.other_bytes", {"out": "/out", "started": "0.3.4",
                                                   "ours": "0.3.5"}, "")
    assert render("resume.other_bytes", {"out": "/out", "started": "0.3.4", "ours": "0.3.5"})
    assert said.count("0.3.4") == 2, said
