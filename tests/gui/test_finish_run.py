"""The output folder of an interrupted run chosen as the source (by mistake: the user
meant to finish that run): the engine refuses it as a source, and the source panel says
it is an unfinished conversion and offers "Finish this run", which puts the run's source
and that folder in the form so that the window offers Resume. When the run's source is
gone, it says so and offers Inspect only."""

from __future__ import annotations

import shutil

import pytest
from i18n_words import make_window
from interrupted_runs import finished_dataset, interrupted_run, recorded_options
from studio_fixtures import make_dataset

from gui.job import Job

WAIT = 120_000

# (the words saying the folder is an unfinished run, Finish's words, "no longer exists")
WORDS = {"en": ("unfinished conversion", "Finish this run", "no longer exists"),
         "ja": ("未完了", "この実行を完了", "もう存在しない"),
         "ko": ("미완성", "이 실행 마치기", "더 이상 없으므로")}


def _interrupted(tmp_path):
    src = make_dataset(tmp_path / "photos", per_class=2, size=(16, 16))
    out = tmp_path / "photos-tfrecord"
    interrupted_run(out, str(src), recorded_options(Job(source=str(src), out=str(out))))
    return src, out


def _choose(qtbot, window, path) -> None:
    """``path`` chosen as the source (Folder…, a drop, a recent source and a typed path
    all come to this), and its scan shown."""
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(path))


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_an_interrupted_runs_folder_as_the_source_offers_to_finish_it(
        qtbot, settings, language, lang, tmp_path):
    src, out = _interrupted(tmp_path)
    language(lang)
    window = make_window(qtbot, settings)
    panel = window.source_panel
    _choose(qtbot, window, out)
    res = panel.last_result
    assert res.error_code() == "source.dataset"   # still refused as a source
    text = panel.summary.text()
    unfinished, finish, gone = WORDS[lang]
    assert unfinished in text and finish in text and str(src) in text and gone not in text
    assert "TFRecord dataset" not in text   # (the finished dataset's sentence)
    assert panel.finish_btn.isVisible() and panel.finish_btn.text() == finish
    assert panel.inspect_btn.isVisible()   # what it wrote so far can still be looked at
    window.revalidate()
    assert not window.actions_bar.offering()
    panel.finish_btn.click()
    assert (window.job().source, window.job().out) == (str(src), str(out))
    bar = window.actions_bar
    qtbot.waitUntil(bar.offering, timeout=WAIT)
    # the run's own options: none differs (its journal's 1000 images are not the source's
    # 4, which the offer says once the scan answers: Resume was pressable until then)
    qtbot.waitUntil(lambda: bar.blocked not in ("", "checking"), timeout=WAIT)
    assert bar.blocked == "source" and not bar.load_btn.isVisibleTo(bar)
    assert not bar.diff_text.isVisibleTo(bar)
    assert not panel.finish_btn.isVisible() and not panel.inspect_btn.isVisible()
    assert window.main_tabs.currentWidget() is not window.inspect


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_run_whose_source_is_gone_is_said_and_only_inspected(
        qtbot, settings, language, lang, tmp_path):
    src, out = _interrupted(tmp_path)
    shutil.rmtree(src)
    language(lang)
    window = make_window(qtbot, settings)
    panel = window.source_panel
    _choose(qtbot, window, out)
    text = panel.summary.text()
    unfinished, _finish, gone = WORDS[lang]
    assert unfinished in text and gone in text and str(src) in text
    assert not panel.finish_btn.isVisible() and panel.inspect_btn.isVisible()
    assert window.finish_run(str(out), panel.last_result.unfinished) is False   # (gone)
    assert window.job().source == str(out)


def test_a_finished_dataset_is_not_offered_to_finish(qtbot, window, tmp_path):
    src = make_dataset(tmp_path / "photos", per_class=1, size=(16, 16))
    done = tmp_path / "done"
    finished_dataset(done, str(src))
    panel = window.source_panel
    _choose(qtbot, window, done)
    assert panel.last_result.error_code() == "source.dataset"
    assert panel.inspect_btn.isVisible() and not panel.finish_btn.isVisible()
    assert "unfinished" not in panel.summary.text()
    assert window.finish_run(str(done), panel.last_result.unfinished) is False
    # an interrupted run's folder next: the offer follows the folder chosen
    _src, out = _interrupted(tmp_path / "other")
    _choose(qtbot, window, out)
    assert panel.finish_btn.isVisible()
    _choose(qtbot, window, done)
    assert not panel.finish_btn.isVisible()


def test_finish_leaves_the_run_s_source_among_the_recent_ones_not_its_folder(
        qtbot, window, settings, tmp_path):
    """The output folder chosen by mistake stayed first among the recent sources, where the
    next pick from the list chose it again."""
    src, out = _interrupted(tmp_path)
    panel = window.source_panel
    _choose(qtbot, window, out)
    assert settings.get("source/recent")[0] == str(out)   # (a source as any, until Finish)
    panel.finish_btn.click()
    recent = settings.get("source/recent")
    assert recent[0] == str(src) and str(out) not in recent, recent
    listed = [panel.path_combo.itemText(i) for i in range(panel.path_combo.count())]
    assert listed == recent and panel.source() == str(src)


def test_no_output_folder_is_named_after_an_output_folder(qtbot, window, tmp_path):
    """Until Finish was pressed the form proposed photos-tfrecord-tfrecord: a dataset made of
    the dataset. The output folder stays as it was until the folder's run is put back."""
    src, out = _interrupted(tmp_path)
    before = window.options.output_folder()
    _choose(qtbot, window, out)
    assert window.options.output_folder() == before
    window.source_panel.finish_btn.click()
    assert window.options.output_folder() == str(out)
    # our manifest among a user's class folders is no dataset: that source gets its folder
    other = make_dataset(tmp_path / "cats", per_class=2, size=(16, 16))
    (other / "tfrecord_studio.json").write_text("{}")
    _choose(qtbot, window, other)
    assert window.source_panel.last_result.error == ""
    assert window.options.output_folder().endswith("cats-tfrecord")


def test_another_tools_dataset_gets_no_folder_named_after_it(qtbot, window, tmp_path):
    """Shards of another tool (train-00000-of-00002, no manifest of ours): the source panel
    says it is a TFRecord dataset to open in Inspect, and the form proposed
    "hf-export-tfrecord" as for images. The folder before stays, as for a dataset of ours;
    a folder the user typed meanwhile is theirs."""
    from engine.records.example import encode_example_parts
    from engine.records.tfrecord import frame_parts
    src = make_dataset(tmp_path / "photos", per_class=2, size=(16, 16))
    _choose(qtbot, window, src)
    before = window.options.output_folder()
    assert before.endswith("photos-tfrecord")
    export = tmp_path / "hf-export"
    export.mkdir()
    for i in range(2):
        (export / f"train-{i:05d}-of-00002").write_bytes(
            b"".join(frame_parts(encode_example_parts({"id": j})) for j in range(3)))
    _choose(qtbot, window, export)
    panel = window.source_panel
    assert panel.last_result.error_code() == "source.dataset" and panel.inspect_btn.isVisible()
    assert window.options.output_folder() == before
    _choose(qtbot, window, src)   # (the next source gets its own folder again)
    assert window.options.output_folder().endswith("photos-tfrecord")
    window.set_source(str(export))
    window.options.out_edit.setText(str(tmp_path / "mine"))   # typed while it is read
    window.options.outputEdited.emit()
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.source == str(export), timeout=WAIT)
    assert window.options.output_folder() == str(tmp_path / "mine")


def test_finish_keeps_the_source_row_in_view_at_1024x640(qtbot, settings, tmp_path):
    """The offer appeared and the form scrolled to the output folder's row: the source row,
    which Finish had just changed, went out of sight (walk at 1024x640); pressed from the
    keyboard, the keys went to the class table, and the form moved to keep it whole."""
    from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
    from studio_fixtures import window_at
    src = make_dataset(tmp_path / "photos", per_class=4, broken=6)   # a long problem list
    out = tmp_path / "photos-tfrecord"
    interrupted_run(out, str(src), recorded_options(Job(source=str(src), out=str(out))))
    window = window_at(qtbot, settings, 1024, 640)
    panel, area = window.source_panel, window.settings_scroll

    def seen(widget) -> bool:
        r = QRect(widget.mapTo(area.viewport(), QPoint(0, 0)), widget.size())
        return area.viewport().rect().contains(r)
    _choose(qtbot, window, out)
    window.activateWindow()
    panel.finish_btn.setFocus()
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):   # (from the keyboard: Finish goes,
        qtbot.keyClick(panel.finish_btn, Qt.Key.Key_Space)   # and the keys went below)
    assert panel.last_result.source == str(src) and window.actions_bar.offering()
    # all in place: the thumbnails shown, the offer's look at the run answered
    qtbot.waitUntil(lambda: panel.thumbs.count() == len(panel.last_result.samples)
                    and window._out_folder.check.answered(), timeout=WAIT)
    for _ in range(3):   # (the form's moves after a layout: gui.widgets.whole_rows)
        QCoreApplication.processEvents()
    assert seen(panel.path_combo) and seen(panel.summary)
    assert panel.path_combo.hasFocus()
    assert window.actions_bar.isVisible()   # (under the form, out of its scroll area)
    # the output row out of sight, the offer names the folder it speaks of by its path
    # ("The conversion into this folder was cancelled." pointed at a row the user could not
    # see; "… folder “photos-tfrecord” …" did not say which one)
    from gui.widgets.resume_offer_text import folder_named
    offer = window.actions_bar.offer_text.text()
    assert not seen(window.options.out_edit)
    named = folder_named(str(out))
    assert f"The conversion into the output folder “{named}” was cancelled" in offer
    assert named.startswith(str(out)[:5]) and named.endswith("photos-tfrecord")
    assert "this folder" not in offer and "this folder" not in window.progress.phase.text()


def test_a_long_folder_name_is_shortened_in_the_offer(qtbot):
    """A folder name without spaces is never wrapped: the bar grew as wide as it. A long
    path keeps its first and last folders, and the offer never names the folder by its
    name alone ("out": which one?)."""
    from engine.output_state import OutputState
    from gui.widgets.action_bar import ActionBar
    from gui.widgets.resume_offer_text import folder_named
    long = "microscopy_session_2026_11_02_plate_7_all_channels_tfrecord_output"
    assert folder_named("/data/" + long + "/") == "…/" + long[:28] + "…" + long[-29:]
    assert folder_named("/data/photos-tfrecord/") == "/data/photos-tfrecord"
    assert folder_named("/home/someone/projects/very-long-dataset-name/images_tfrecord/out") \
        == "/home/…/projects/very-long-dataset-name/images_tfrecord/out"
    # a folder that fits the room but for its own "/": the first folder was dropped for it
    # ("…/pt-gui/test_finish…/photos-tfrecord", a clean-clone run's pytest folder)
    assert folder_named("/tmp/s35/pt-gui/test_finish_keeps_the_source_r0/photos-tfrecord") \
        == "/tmp/…/test_finish_keeps_the_source_r0/photos-tfrecord"
    assert folder_named("C:\\Users\\me\\Documents\\datasets\\microscopy\\session-2026-11\\"
                        "plate_7") == "C:\\Users\\…\\datasets\\microscopy\\session-2026-11\\plate_7"
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_offer(OutputState(path="/data/" + long, kind="interrupted", status="cancelled"))
    assert long not in bar.offer_text.text()
    assert folder_named("/data/" + long) in bar.offer_text.text()
    assert bar.offer_text.toolTip() == "/data/" + long   # (the whole path: on the text)
    bar.set_offer(OutputState(path="/lab/a/out", kind="interrupted", status="cancelled"))
    assert "the output folder “/lab/a/out” was cancelled" in bar.offer_text.text()
