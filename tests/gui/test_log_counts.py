"""The Log tab ends a run with its counts (a walk's session 29): it held the command and
"Finished." and not a number of the run (written, skipped, time), which were in the
engine's full log only, in English."""

from __future__ import annotations

import re

import pytest
from PIL import Image
from studio_fixtures import DATA, log_text, quick_run, use_fake
from window_steps import WAIT, prepare

from engine import protocol as P
from gui import run_story

CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_log_tab_says_the_runs_counts_after_its_end(qtbot, window, language, tmp_path,
                                                         lang):
    language(lang)
    w = window
    src = tmp_path / "src"
    for name in ("cat/a.png", "cat/b.png", "dog/c.png"):
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        Image.new("RGB", (24, 24), (200, 40, 40)).save(src / name)
    (src / "dog" / "bad.jpg").write_text("not a picture")
    assert quick_run(qtbot, w, src, tmp_path / "out")
    lines = log_text(w).splitlines()
    # the outcome, then the counts, then the way to the full log
    assert lines[-3] == w.display.tr("Finished."), lines
    counts = lines[-2]
    assert "tfrecord-studio.log" in lines[-1]
    s = w.model.summary
    assert s.written == 3 and s.failed == 1
    if lang == "en":
        # the conversion's time, the Summary's Conversion time (the one its Average speed
        # is over), then the whole run's when it says another time, the Summary's Total time
        # (as the window rounds them: Python's and Qt's rounding of a half differ)
        from gui.widgets.summary_text import duration_text
        # bad.jpg is not an image: the skipped are files, as the progress line counts them
        # ("4 of 4 files"; the tab said "1 image was skipped" of a text file)
        assert "4 of 4 files" in w.progress.counts.text(), w.progress.counts.text()
        assert re.fullmatch(r"3 images were written\. 1 file was skipped\. The conversion "
                            r"took \d+\.\d\d s\.( With the reading of the source before it, "
                            r"the run took \d+\.\d\d? s\.)?", counts), counts
        assert f"The conversion took {duration_text(s.convert_seconds)}." in counts, counts
        assert counts.startswith(w.summary.values["time"].text().join(
            ("3 images were written. 1 file was skipped. The conversion took ", "."))), counts
        whole = duration_text(s.seconds)
        assert (f"the run took {whole}." in counts) == (whole != duration_text(
            s.convert_seconds)), counts
    else:
        assert CJK.search(counts) and "3" in counts and "1" in counts, counts


def test_the_counts_of_a_resume_and_of_a_cancel(qtbot, language):
    language("en")
    s = P.ConvertSummary(written=801, kept=367, failed=0, seconds=2.66)
    assert run_story.end_counts(s) == ("801 images were written. 367 of them were kept from "
                                       "the earlier parts of the run. No image was skipped. "
                                       "The conversion took 2.66 s.")
    s = P.ConvertSummary(written=801, kept=367, failed=0, seconds=3.14, convert_seconds=2.66,
                         convert_images_per_s=163.2)
    assert run_story.end_counts(s) == ("801 images were written. 367 of them were kept from "
                                       "the earlier parts of the run. No image was skipped. "
                                       "The conversion took 2.66 s. With the reading of the "
                                       "source before it, the run took 3.14 s.")
    s = P.ConvertSummary(written=801, failed=0, seconds=2.664, convert_seconds=2.66,
                         convert_images_per_s=301.1)
    assert run_story.end_counts(s).endswith(" The conversion took 2.66 s."), \
        run_story.end_counts(s)
    s = P.ConvertSummary(written=1, failed=2, seconds=75)
    assert run_story.end_counts(s, cancelled=True) == (
        "By then 1 image was written. 2 images were skipped. The conversion took 1:15.")
    assert run_story.end_counts(None) == ""


def test_a_checked_runs_time_in_the_log_is_the_summarys_total_time(qtbot, window, dataset,
                                                                  tmp_path, monkeypatch):
    """With the check after it, the Summary's Total time and the elapsed time above the
    tabs count the check: the Log said "With the reading of the source before it, the run
    took 0.85 s." under "Verifying …" beside a Total time of 4.26 s and "elapsed 0:04" (a
    walk's first run of the built-in sample)."""
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"),
             "--verify-replay", str(DATA / "verify_recorded.jsonl"), "--delay", "0.003")
    prepare(qtbot, window, dataset, tmp_path / "out")
    window.options.verify.setChecked(True)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        assert window.start()
    summary, s = window.summary, window.model.summary
    assert window.model.verify is not None and window.model.verify.ok
    assert summary._form.isRowVisible(summary._total_row)
    total = summary.values["total"].text()
    lines = log_text(window).splitlines()
    counts = lines[lines.index("Finished.") + 1]   # (the fake engine writes no full log)
    time = total.split(",")[0]
    # (the recording's engine is older than the conversion's own time: its time is the
    # whole run's already, and the Summary says "with the check after the conversion")
    said = "With the reading of the source before it and the check after it" \
        if total.endswith("and the check after it") else "With the check after it"
    assert total.endswith(("and the check after it", "with the check after the conversion"))
    assert counts.endswith(f"{said}, the run took {time}."), (counts, total)
    from gui.widgets.summary_text import duration_text
    assert duration_text(s.seconds) != time   # (the run alone: what it said before)


def test_the_counts_of_a_checked_run_say_the_check_in_the_whole_runs_time(qtbot, language):
    language("en")
    s = P.ConvertSummary(written=24, failed=0, seconds=0.85, convert_seconds=0.19,
                         convert_images_per_s=124.1)
    assert run_story.end_counts(s, with_check=4.26) == (
        "24 images were written. No image was skipped. The conversion took 0.19 s. With the "
        "reading of the source before it and the check after it, the run took 4.26 s.")
    older = P.ConvertSummary(written=24, failed=0, seconds=0.85)
    assert run_story.end_counts(older, with_check=4.26).endswith(
        " The conversion took 0.85 s. With the check after it, the run took 4.26 s.")


def test_the_log_counts_an_image_set_aside_for_its_annotations_as_skipped(qtbot, window,
                                                                         language, tmp_path):
    """A COCO image whose box names a category not in 'categories' is skipped before the
    conversion: the Summary said "Skipped: 2" and the progress line "2 skipped", but the
    Log's last line said "1 image was skipped" (a walk with detection annotations)."""
    import json
    language("en")
    src = tmp_path / "coco"
    (src / "images").mkdir(parents=True)
    for name in ("a.jpg", "b.jpg", "c.jpg"):
        Image.new("RGB", (40, 30), (20, 90, 160)).save(src / "images" / name)
    (src / "images" / "c.jpg").write_bytes((src / "images" / "c.jpg").read_bytes()[:200])
    box = {"bbox": [2, 2, 10, 10], "area": 100, "iscrowd": 0}
    (src / "instances.json").write_text(json.dumps({
        "images": [{"id": i, "file_name": n, "width": 40, "height": 30}
                   for i, n in enumerate(("a.jpg", "b.jpg", "c.jpg"), 1)],
        "annotations": [dict(box, id=1, image_id=1, category_id=1),
                        dict(box, id=2, image_id=2, category_id=9),
                        dict(box, id=3, image_id=3, category_id=1)],
        "categories": [{"id": 1, "name": "cat"}]}))
    assert quick_run(qtbot, window, src / "instances.json", tmp_path / "out")
    assert window.summary.values["failed"].text().startswith("2 "), \
        window.summary.values["failed"].text()
    counts = log_text(window).splitlines()[-2]
    assert counts.startswith("1 image was written. 2 images were skipped."), counts
