"""The Inspect tab reads `inspect --json` only in the format version it knows: another
version (a window and an engine from different releases) gives a plain message instead of
a misread summary. The engine side is replaced by a tiny program that prints a document."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from studio_fixtures import ROOT

from engine import protocol as P
from engine.records.example import encode_example
from engine.records.tfrecord import frame
from gui.widgets.inspect_panel import InspectPanel

WAIT = 120_000   # generous: a loaded 2-core CI machine; only a failure waits this long


def panel_answering(qtbot, tmp_path, document: dict) -> InspectPanel:
    """An Inspect panel whose engine prints ``document`` for the summary (pages of records
    come from the real engine)."""
    script = tmp_path / "fake_inspect.py"
    script.write_text(
        "import subprocess, sys\n"
        "if '--records' in sys.argv:\n"
        f"    sys.exit(subprocess.call([sys.executable, '-m', 'engine', *sys.argv[1:]], "
        f"cwd={str(ROOT)!r}))\n"
        f"sys.stdout.write({json.dumps(json.dumps(document))})\n")
    panel = InspectPanel(command=[sys.executable, str(script)])
    qtbot.addWidget(panel)
    return panel


def document(tmp_path, version: object) -> dict:
    """The real engine's `inspect --json` of a small file, with ``version`` (None: no
    version key at all)."""
    path = tmp_path / "a.tfrecord"
    path.write_bytes(b"".join(frame(encode_example({"label": i % 2})) for i in range(42)))
    r = subprocess.run([sys.executable, "-m", "engine", "inspect", str(path), "--json"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    doc = json.loads(r.stdout)
    assert doc["schema_version"] == P.INSPECT_SCHEMA_VERSION
    if version is None:
        del doc["schema_version"]
    else:
        doc["schema_version"] = version
    return doc


@pytest.mark.parametrize("version", [P.INSPECT_SCHEMA_VERSION + 1, None, "1"])
def test_an_unknown_version_is_said_not_misread(qtbot, tmp_path, version):
    panel = panel_answering(qtbot, tmp_path, document(tmp_path, version))
    loaded = []
    panel.summaryLoaded.connect(loaded.append)
    panel.open_paths([str(tmp_path / "a.tfrecord")])
    qtbot.waitUntil(lambda: "format version" in panel.summary.text(), timeout=WAIT)
    text = panel.summary.text()
    shown = str(version) if isinstance(version, int) else "?"
    assert f"format version {shown}" in text
    assert f"knows version {P.INSPECT_SCHEMA_VERSION}" in text
    assert "42" not in text and panel.report is None and not loaded
    assert not panel.verify_btn.isEnabled()


def test_the_known_version_is_read(qtbot, tmp_path):
    panel = panel_answering(qtbot, tmp_path, document(tmp_path, P.INSPECT_SCHEMA_VERSION))
    # before any file is open, a hint instead of empty 0..1 axes (as the live plots)
    assert panel.histogram.hint_shown()
    with qtbot.waitSignal(panel.pageLoaded, timeout=WAIT):
        with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
            panel.open_paths([str(tmp_path / "a.tfrecord")])
    assert "<b>42</b> records" in panel.summary.text()
    assert not panel.histogram.hint_shown()
    assert panel.histogram.getPlotItem().titleLabel.text == \
        "Records per class<br><small>label</small>"
    assert "format version" not in panel.summary.text()


@pytest.mark.parametrize("unit, title", [
    ("objects", "Objects per class"), ("images", "Images per class"),
    ("records", "Records per class"), (None, "Records per class")])
def test_the_chart_title_says_what_is_counted(qtbot, tmp_path, unit, title):
    doc = document(tmp_path, P.INSPECT_SCHEMA_VERSION)
    if unit is None:
        del doc["summary"]["labels"]["unit"]   # an engine from before the unit was sent
    else:
        doc["summary"]["labels"]["unit"] = unit
    panel = panel_answering(qtbot, tmp_path, doc)
    # the page of records is waited for too: the panel must not go while it is read
    with qtbot.waitSignal(panel.pageLoaded, timeout=WAIT):
        with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
            panel.open_paths([str(tmp_path / "a.tfrecord")])
    # the feature on a line of its own: beside the words it was cut off in a narrow pane
    assert panel.histogram.getPlotItem().titleLabel.text == f"{title}<br><small>label</small>"
    assert list(panel.histogram.bars.opts["height"]) == [21, 21]


def test_a_masks_255_bar_says_it_is_the_ignored_pixels(qapp):
    """A segmentation dataset's chart had a bar "255" among its classes, with nothing to
    say it is no class but the pixels to ignore."""
    from PySide6.QtGui import QColor

    from gui.widgets.class_histogram import ClassHistogram
    chart = ClassHistogram(QColor("white"), QColor("black"), "#1f77b4")
    chart.show_labels({"key": "image/segmentation/class/encoded", "unit": "images",
                       "classes": [{"value": 0, "text": "background", "count": 9},
                                   {"value": 1, "text": None, "count": 7},
                                   {"value": 255, "text": None, "count": 4}]})
    ticks = [t for _, t in chart.getPlotItem().getAxis("bottom")._tickLevels[0]]
    assert ticks == ["background", "1", "255 (ignore)"]
    chart.show_labels({"key": "image/class/label", "classes": [
        {"value": 255, "text": None, "count": 2}]})   # a class label 255 is a class
    assert [t for _, t in chart.getPlotItem().getAxis("bottom")._tickLevels[0]] == ["255"]


def test_each_bar_says_its_count(qtbot):
    """65 objects beside 63 could not be told apart on the axis (a Korean walk, the pane
    at 1024x640): each bar has its count written above it, inside the chart."""
    from PySide6.QtGui import QColor

    from gui.i18n import number
    from gui.widgets.class_histogram import MAX_COUNTED, ClassHistogram
    chart = ClassHistogram(QColor("white"), QColor("black"), "#1f77b4")
    qtbot.addWidget(chart)
    chart.resize(320, 170)   # the Inspect tab's chart at 1024x640
    chart.show()
    qtbot.waitExposed(chart)
    counts = [65, 63, 29, 1234]
    chart.show_labels({"key": "image/object/class/label", "unit": "objects", "classes": [
        {"text": t, "count": n} for t, n in zip("abcd", counts, strict=True)]})
    assert chart.count_texts() == [number(n) for n in counts]   # (1,234: the window's format)
    assert [(label.pos().x(), label.pos().y()) for label in chart.counts] == \
        [(i, n) for i, n in enumerate(counts)]
    qtbot.waitUntil(lambda: box_of(chart).contains(chart.counts[-1].sceneBoundingRect()),
                    timeout=5000)
    box = box_of(chart)
    for label in chart.counts:
        assert label.isVisible() and box.contains(label.sceneBoundingRect()), \
            (label.toPlainText(), label.sceneBoundingRect(), box)
    # fewer classes: the extra counts go; too many to read: none; no files: none
    chart.show_labels({"key": "label", "classes": [{"text": "a", "count": 7}]})
    assert chart.count_texts() == ["7"]
    many = [{"text": str(i), "count": i + 1} for i in range(MAX_COUNTED + 1)]
    chart.show_labels({"key": "label", "classes": many})
    assert chart.count_texts() == []
    chart.show_labels({"key": "label", "classes": many[:3]})
    chart.clear()
    assert chart.count_texts() == [] and not [
        item for item in chart.getPlotItem().items if hasattr(item, "toPlainText")]


def box_of(chart):
    """Where the chart's bars are drawn, in its scene."""
    return chart.getPlotItem().getViewBox().sceneBoundingRect()


def test_the_chart_says_when_only_some_records_hold_the_label(qtbot, tmp_path):
    """A folder of files from different sources (or an unlabelled split beside labelled
    ones): the bars count the 4 records of 10 that hold "label", and the chart read as if
    they were all the records."""
    (tmp_path / "a.tfrecord").write_bytes(
        b"".join(frame(encode_example({"label": i % 2})) for i in range(4)))
    (tmp_path / "b.tfrecord").write_bytes(
        b"".join(frame(encode_example({"x": 0.5})) for _ in range(6)))
    r = subprocess.run([sys.executable, "-m", "engine", "inspect", str(tmp_path), "--json"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    panel = panel_answering(qtbot, tmp_path, json.loads(r.stdout))
    with qtbot.waitSignal(panel.pageLoaded, timeout=WAIT):
        with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
            panel.open_paths([str(tmp_path)])
    assert panel.histogram.getPlotItem().titleLabel.text == \
        "Records per class<br><small>label · in 4 of 10 records</small>"
