"""Every number of the window follows its locale (gui.i18n.number and decimal): Inspect's
summary line, a record's size and the verification's count were grouped with Python's
"{n:,}" (always a comma), the run header's percentages and the plots' caption written with
"{x:.1f}" (always a point)."""

from __future__ import annotations

from studio_fixtures import as_written

from engine import protocol as P


def test_the_summary_line_groups_records_and_files_as_the_locale_does(german):
    from gui.widgets.inspect_summary import summary_lines
    files = [{"path": f"/d/{i}.tfrecord", "size": 1000, "compression": "none", "ok": True,
              "payload": "tf.train.Example"}
             for i in range(3)]
    lines, _ = summary_lines({"files": files, "summary": {"records": 12345, "files": 1234}})
    assert as_written(lines[0]).startswith("<b>12.345</b> records in <b>1.234</b> files"), \
        lines[0]


def test_a_records_title_groups_its_size_as_the_locale_does(qtbot, german):
    from gui.widgets.record_detail import RecordDetail
    detail = RecordDetail()
    qtbot.addWidget(detail)
    detail.show_record({"index": 7, "offset": 3347585, "length": 12345, "features": {}}, None)
    assert detail.detail_title.text() == "Record #7 · byte offset 3.347.585 · 12.345 bytes"


def test_the_verified_count_is_grouped_as_the_locale_does(qtbot, german, tmp_path):
    from gui.widgets.inspect_panel import InspectPanel
    panel = InspectPanel()
    qtbot.addWidget(panel)
    panel._verify_ev, panel._verify_folder, panel._mark = \
        P.VerifyResult(ok=True, checked=12345, reader="builtin"), str(tmp_path), ()
    panel.report = {"dataset": {"folder": str(tmp_path)}}   # (the checked dataset is shown)
    panel._verify_finished(0, "ok")
    assert panel.verify_label.text().startswith("Verified: 12.345 records read back with the "
                                                "built-in reader"), panel.verify_label.text()


def test_numbers_a_qt_free_module_wrote_in_english_follow_the_locale(german):
    # the unpacker writes "10,000" (Python's "{:,}"): the window
    # shows them as the locale writes numbers, other text as it is
    from gui import unpack
    from gui.i18n import localized
    from gui.widgets.unpack_offer import error_text
    assert [localized(x) for x in ("10,000", "1,234,567", "12.5", "100", "7 MB", ".jpg",
                                   "1,2")] == \
        ["10.000", "1.234.567", "12,5", "100", "7 MB", ".jpg", "1,2"]
    e = unpack.UnpackError(unpack.U_("{path}: unpacked, it needs {needed}, and the disk has "
                                     "{free} free. Make room, or unpack it on another disk."),
                           path="/x.zip", needed="1,052 MB", free="84 kB")
    assert error_text(e) == ("/x.zip: unpacked, it needs 1.052 MB, and the disk has 84 kB "
                             "free. Make room, or unpack it on another disk.")


def test_the_run_headers_and_the_plots_numbers_follow_the_locale(qtbot, german):
    from gui.run_model import RunModel
    from gui.widgets.plots import LivePlots
    from gui.widgets.progress_panel import ProgressPanel
    panel, plots = ProgressPanel(), LivePlots()
    qtbot.addWidget(panel)
    qtbot.addWidget(plots)
    m = RunModel()
    m.start()
    m.on_event(P.Plan(total=12345, t=0.1))
    m.on_event(P.Progress(done=1234, total=12345, t=1.0))
    m.on_event(P.BatchWritten(write_seconds=0.0125, t=1.0))
    m.on_event(P.Progress(done=2345, total=12345, t=2.0))
    m.on_event(P.WorkerStats(busy=[0.5, 0.496], writer_busy=0.125, t=2.0))
    panel.refresh(m)
    plots.refresh(m)
    assert panel.counts.text().startswith("2.345 of 12.345 images (18,9%) · 2.345 written")
    assert "mean write 12,5 ms per batch" in plots.caption.text(), plots.caption.text()
    assert "workers busy 50%, writer busy 12%" in plots.limit_text(m)
    m.phase = "verifying"
    m.on_event(P.VerifyProgress(checked=6200, total=12345, t=3.0))
    panel.refresh(m)
    assert panel.counts.text() == "6.200 of 12.345 records verified (50%)"


def test_the_charts_axes_write_numbers_as_the_captions_do(qtbot, german):
    """pyqtgraph wrote "1200" and "0.5" on the axes, beside the caption's "1.200 images/s"
    and "0,5 MB/s"; and a mean write of 0.06 ms read "0,1 ms" under points at 0,06."""
    from gui.run_model import RunModel
    from gui.widgets.plots import LivePlots
    plots = LivePlots()
    qtbot.addWidget(plots)
    p = plots.throughput.getPlotItem()
    assert p.getAxis("left").tickStrings([0.0, 600.0, 1200.0], 1.0, 600.0) == \
        ["0", "600", "1.200"]
    assert p.getAxis("right").tickStrings([0.0, 0.5, 1.0], 1.0, 0.5) == ["0,0", "0,5", "1,0"]
    assert p.getAxis("bottom").tickStrings([-0.0, 2.0], 1.0, 2.0) == ["0", "2"]
    write = plots.write.getPlotItem().getAxis("left")
    assert write.tickStrings([0.02, 0.06], 1.0, 0.02) == ["0,02", "0,06"]
    m = RunModel()
    m.start()
    m.on_event(P.BatchWritten(write_seconds=0.00006, t=1.0))
    plots.refresh(m)
    assert "mean write 0,06 ms per batch" in plots.caption.text(), plots.caption.text()


def test_an_images_megapixels_are_said_as_the_locale_writes_them(german, tmp_path):
    """The run's refusal of an image above Largest image (file.too_many_pixels) gives its
    megapixels and the limit as the engine writes them, "1.5" and "0.5": the scan's own
    sentence wrote them in the locale, and neither the source's list nor the Failures tab
    did once both said the run's."""
    import io

    from PIL import Image

    from engine.codecs.imaging import convert
    from engine.codecs.scan_checks import check_file
    from engine.config import ImageOptions
    from engine.errors import ImageError
    from engine.reason_codes import describe
    from gui import engine_text
    buf = io.BytesIO()
    Image.new("RGB", (1500, 1000)).save(buf, "PNG")
    (tmp_path / "slide.png").write_bytes(buf.getvalue())
    scanned = check_file(str(tmp_path / "slide.png"), max_pixels=500_000)
    try:
        convert(buf.getvalue(), ImageOptions(max_pixels=500_000))
    except ImageError as e:
        ran = engine_text.text(*describe(str(e)), str(e))
    assert engine_text.text(scanned.code, scanned.params, scanned.problem) == ran
    assert "image is 1500x1000 = 1,5 megapixels, above the limit of 0,5 MP" in ran, ran
