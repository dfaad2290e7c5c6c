"""An image skipped for its annotations is counted alike on every screen, and what is not
an image is not counted as one (session 29's disagreements): the source's splits beside
its images, the thumbnails that lead, the Resume offer right after a kill, the Log tab's
earlier parts, and a VOC file with neither a readable XML nor an image. With the real
engine, on small generated images."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from studio_fixtures import killed_at_second_shard, quick_run

from engine.output_kind import read_output_state
from gui.i18n import decimal
from gui.run_model import RunModel
from gui.run_story import earlier_lines
from gui.widgets.folder_summary import folder_rows
from gui.widgets.progress_panel import ProgressPanel
from tests.engine import imagefactory as F
from tests.engine.annotated_data import make_voc
from tests.engine.annotated_sources import voc_with_a_cut_xml, yolo_with_splits

WAIT = 180_000


def _scanned(qtbot, window, source) -> None:
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(source))


def test_the_splits_and_the_thumbnails_count_an_image_skipped_for_its_annotations(
        qtbot, window, tmp_path, language):
    """"5 images" beside "Splits the source gives: train 2, val 2" (the engine does not say
    a set-aside image's split), and the image's thumbnail missing from the strip where a
    broken photo's leads it, marked."""
    src = yolo_with_splits(tmp_path / "y", {"train": 3, "val": 2})
    (tmp_path / "y" / "labels" / "train" / "train1.txt").write_text("9 0.5 0.5 0.2 0.2\n")
    _scanned(qtbot, window, src)
    panel = window.source_panel
    text = panel.summary.text()
    assert "<b>5</b> images" in text, text
    assert ("Splits the source gives: train 2, val 2 (and 1 image that will be skipped: its "
            "annotations cannot be used, as listed below)") in text, text
    assert "1 of the 5 images will be skipped. 4 images will be converted." in text, text
    qtbot.waitUntil(lambda: panel.thumbs.count() == 5 and panel.samples.task is None,
                    timeout=WAIT)
    first = panel.thumbs.item(0)
    assert first.data(0x0101).endswith("train1.png")
    assert "unknown class 9" in first.data(Qt.ItemDataRole.UserRole)
    assert "Problem:" in first.toolTip()
    language("ja")
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.rescan()
    text = panel.summary.text()
    assert "train 2" in text and "and 1 image" not in text and "1" in text.split("train 2")[1]
    qtbot.waitUntil(lambda: panel.thumbs.count() == 5 and panel.samples.task is None,
                    timeout=WAIT)
    assert panel.thumbs.item(0).data(0x0101).endswith("train1.png")
    assert "Problem:" not in panel.thumbs.item(0).toolTip()


def test_a_malformed_voc_xml_without_its_image_is_an_annotation_file_not_an_image(
        qtbot, window, tmp_path):
    """zz.xml, cut short, names an image JPEGImages/ does not hold: it was counted among
    the images ("5 images … 1 of the 5 images will be skipped") and said "the image is
    skipped" of an image that does not exist."""
    make_voc(str(tmp_path / "voc"))
    (tmp_path / "voc" / "Annotations" / "zz.xml").write_text(
        "<annotation><filename>zz.jpg</filename><object><name>cat")
    assert quick_run(qtbot, window, tmp_path / "voc", tmp_path / "out")
    panel = window.source_panel
    text = panel.summary.text()
    assert "<b>4</b> images" in text and "will be skipped" not in text, text
    assert "Not used: 1 annotation file without an image (Annotations/zz.xml); not among the " \
           "4 images counted." in text, text
    (line,) = [panel.problems.item(i).text() for i in range(panel.problems.count())]
    assert "zz.xml is cut short" in line and line.endswith(
        "→ these annotations are not used: there is no image for them"), line
    assert window.progress.counts.text() == (
        "4 of 4 images (100.0%) · 4 written · 0 skipped · 1 annotation file without an "
        "image not used")
    assert window.summary.values["failed"].text() == \
        "0 · 1 annotation file without an image not used (see the Failures tab)"


def test_the_resume_offer_after_a_kill_counts_as_the_kept_line(
        qtbot, window, tmp_path, monkeypatch, language):
    """Killed after its first shard: the kept line counted b.png (set aside at the scan)
    among 4 images and the skipped, the offer said "2 of 3" from the journal's plan."""
    w = window
    w.set_source(voc_with_a_cut_xml(tmp_path / "voc"))
    w.options.verify.setChecked(False)
    w.options.workers.setValue(1)
    w.options.set_size("16")
    w.options.shard_by.setCurrentIndex(w.options.shard_by.findData("count"))
    w.options.shard_count.setValue(2)
    killed_at_second_shard(qtbot, w, tmp_path, monkeypatch)
    kept = w.progress.counts.text()
    assert kept.startswith("Kept in complete shards: 2 of 4 images (50.0%) · 1 written · "
                           "1 skipped"), kept
    w.revalidate()
    assert w.actions_bar.offering()
    offer = w.actions_bar.offer_text.text()
    assert "1 of 4 images is already written and 1 skipped; 2 still to convert." in offer, \
        offer
    # the folder read again (another session, its journal alone): the same numbers
    state = read_output_state(str(tmp_path / "out"))
    assert (state.planned, state.skipped, state.set_aside) == (3, 0, {"ann.xml_cut": 1})
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.set_folder(state)
    panel.refresh(RunModel())
    assert panel.counts.text() == "2 of 4 images (50.0%) · 1 written · 1 skipped"
    assert folder_rows(state)["failed"] == "1"
    language("ja")
    w.revalidate()
    offer = w.actions_bar.offer_text.text().split("</b>", 1)[1]   # (not its folder's path)
    assert "4" in offer and "3" not in offer, offer


def test_the_log_of_an_earlier_part_counts_an_image_skipped_for_its_annotations(tmp_path):
    """The Log tab's earlier part said "1 image was skipped" only of images that failed to
    convert: b.png, set aside at the scan, is skipped in the Summary and the header."""
    out = tmp_path / "out"
    code, _events, err = F.run_engine(F.engine_argv(voc_with_a_cut_xml(tmp_path / "voc"), out,
                                                    "--workers", "1", "--size", "16"),
                                      timeout=300)
    assert code == 0, err
    lines = earlier_lines(str(out))
    assert "By then 3 images were written. 1 image was skipped." in lines, lines
    assert any(x.startswith("Skipped ") and "b.xml is cut short" in x for x in lines), lines
    assert os.path.isfile(out / "rejected.csv")


def test_the_average_speed_is_over_the_conversion_in_the_summary_and_the_graph(
        qtbot, window, tmp_path):
    """The Summary's Average speed counted the engine's reading of the source (and a
    cluster's start) before the conversion, which the graph's "average … over the
    conversion, as in the Summary" said it did not: the engine's summary now carries the
    conversion's own time and speed, and the folder's manifest keeps them."""
    assert quick_run(qtbot, window, voc_with_a_cut_xml(tmp_path / "voc"), tmp_path / "out")
    s = window.model.summary
    assert 0 < s.convert_seconds < s.seconds, s
    # (both rounded by the engine: the seconds to the millisecond, the speed to 0.01; 3 /
    # 0.615 is 4.88 where the unrounded 0.6154 s gave 4.87)
    fastest, slowest = (s.written / (s.convert_seconds + d) for d in (-0.0005, 0.0005))
    assert slowest - 0.005 <= s.convert_images_per_s <= fastest + 0.005
    assert s.convert_images_per_s > s.images_per_s
    rate = window.summary.values["rate"].text()
    assert rate == f"{decimal(s.convert_images_per_s)} images/s", rate
    window.plots.refresh(window.model)
    assert f"average {rate} over the conversion, as in the Summary" in \
        window.plots.caption.text(), window.plots.caption.text()
    timings = read_output_state(str(tmp_path / "out")).manifest["timings"]
    assert timings["convert_images_per_s"] == s.convert_images_per_s
    assert folder_rows(read_output_state(str(tmp_path / "out")))["rate"] == rate
