"""Choosing the source in the main window: dropped folders and .tfrecord files,
a sweep's answer that goes with another source, counts grouped as the run's, typed or
pasted paths read as the run reads them, and the output folder named after the source."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from window_steps import WAIT


def test_drop_a_folder_onto_the_window(qtbot, window, dataset):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(dataset))])
    ev = QDropEvent(QPointF(10, 10), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    window.dropEvent(ev)
    assert window.source_panel.source() == str(dataset)
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)


def _drop(window, path) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    window.dropEvent(QDropEvent(QPointF(10, 10), Qt.CopyAction, mime, Qt.LeftButton,
                                Qt.NoModifier))


def test_a_dropped_tfrecord_is_inspected_and_nothing_is_dropped_under_a_sweep(
        qtbot, window, dataset, tmp_path, monkeypatch):
    # a .tfrecord dropped on the Inspect page became the conversion source, unseen; a
    # folder dropped during a sweep became the source its recommendation was shown beside
    record = tmp_path / "a.tfrecord"
    record.write_bytes(b"")
    opened = []
    monkeypatch.setattr(window.inspect, "open_paths", opened.append)
    _drop(window, record)
    assert opened == [[str(record)]] and window.main_tabs.currentWidget() is window.inspect
    assert window.source_panel.source() != str(record)
    window.main_tabs.setCurrentIndex(0)
    monkeypatch.setattr(window.tune, "is_running", lambda: True)
    _drop(window, dataset)
    assert window.source_panel.source() != str(dataset)


def test_a_sweeps_answer_goes_with_another_source(qtbot, window, dataset):
    from engine import protocol as P
    tune = window.tune
    tune._max_workers = 2
    tune._on_point(P.SweepPoint(workers=1, trial=0, images_per_s=100.0))
    tune._on_recommendation(P.Recommendation(workers=1, images_per_s=100.0,
                                             estimated_seconds=5, reason="1 worker."))
    assert tune.use_btn.isEnabled() and tune.reason.text()
    window.set_source(str(dataset))
    assert not tune.use_btn.isEnabled() and tune.reason.text() == "" and not tune.points


def test_the_source_panels_counts_are_grouped_as_the_runs_are(qtbot, window, tmp_path,
                                                             language):
    # "10003 images" and a class of "5003" above "5,239 of 10,003 images are already done"
    from PIL import Image
    language("en")
    for cls in ("a", "b"):
        (tmp_path / "src" / cls).mkdir(parents=True)
    pixel = tmp_path / "p.png"
    Image.new("RGB", (1, 1)).save(pixel)
    data = pixel.read_bytes()
    for i in range(1001):
        (tmp_path / "src" / "a" / f"{i}.png").write_bytes(data)
    (tmp_path / "src" / "b" / "0.png").write_bytes(data)
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(tmp_path / "src"))
    panel = window.source_panel
    assert panel.summary.text().startswith("<b>1,002</b> images in <b>2</b> classes")
    assert panel.classes.item(0, 1).text() == "1,001"


def test_a_typed_or_pasted_source_path_is_read_as_the_run_reads_it(qtbot, window, dataset,
                                                                   monkeypatch):
    # quotes from "Copy as path", a file:// address, ~ and a path relative to the folder
    # the app started in: each was "The source does not exist." (the last one only in the
    # preview: Start would have read it)
    from gui.widgets.source_path import typed_path
    monkeypatch.chdir(dataset.parent)
    monkeypatch.setenv("HOME", str(dataset.parent))
    for typed in (f'"{dataset}"', f"'{dataset}'", QUrl.fromLocalFile(str(dataset)).toString(),
                  f"~/{dataset.name}", dataset.name, f"  {dataset}  "):
        assert typed_path(typed) == str(dataset), typed
    window.set_source(f'"{dataset.name}"')
    assert window.source_panel.source() == str(dataset)
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    assert window.source_panel.last_result.error == ""


def test_a_file_source_is_named_after_its_folder(qtbot, window, tmp_path, monkeypatch):
    """A table's proposed output was named after the file ("labels-tfrecord"), a folder's
    after the folder: a table is named after the folder that holds it, as that folder
    would be; the file's own name is kept where the folder says nothing of the dataset."""
    from gui.settings import dataset_name, default_output_for
    pets = tmp_path / "pets"
    (pets / "annotations").mkdir(parents=True)
    table = pets / "labels.csv"
    table.write_text("path,label\na.png,cat\n", encoding="utf-8")
    coco = pets / "annotations" / "instances_train.json"
    coco.write_text('{"images": [], "annotations": [], "categories": []}', encoding="utf-8")
    assert dataset_name(str(table)) == "pets" == dataset_name(str(coco))
    assert dataset_name(str(pets)) == "pets"   # the folder itself: the same name
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    (home / "flowers.csv").write_text("path,label\n", encoding="utf-8")
    assert dataset_name(str(home / "flowers.csv")) == "flowers"   # not the user's name
    # a folder's whole name, a version in it too: "…-coco 1.0" was named "…-coco 1"
    cvat = tmp_path / "task_cells-2026_12_07-coco 1.0"
    (cvat / "annotations").mkdir(parents=True)
    (cvat / "annotations" / "instances_default.json").write_text("{}", encoding="utf-8")
    assert dataset_name(str(cvat)) == "task_cells-2026_12_07-coco 1.0"
    assert dataset_name(str(cvat / "annotations" / "instances_default.json")) == \
        "task_cells-2026_12_07-coco 1.0"
    window.options.out_edit.setText("")
    window.set_source(str(table))
    assert window.options.out_edit.text().endswith("pets-tfrecord")
    # a run of the table begun when it was named after the file is still found again
    outs = tmp_path / "outs"
    (outs / "labels-tfrecord").mkdir(parents=True)
    found = default_output_for(str(table), reuse=lambda d: d.endswith("labels-tfrecord"),
                               parent=str(outs))
    assert found == str(outs / "labels-tfrecord")
    assert default_output_for(str(table), reuse=lambda d: False, parent=str(outs)) == \
        str(outs / "pets-tfrecord")


def test_a_typed_output_folder_stays_when_the_table_is_read_again(qtbot, window, tmp_path):
    pets = tmp_path / "pets"
    pets.mkdir()
    table = pets / "labels.csv"
    table.write_text("path,label\na.png,cat\n", encoding="utf-8")
    window.set_source(str(table))
    window.options.out_edit.setText(str(tmp_path / "mine"))
    window.options.outputEdited.emit()
    window.set_source(str(table))   # the same source again (Enter in its field)
    assert window.options.out_edit.text() == str(tmp_path / "mine")


def test_an_archive_source_is_named_after_the_archive(qtbot, window, tmp_path):
    """A .zip chosen from Downloads was proposed an output named after the folder holding
    it ("다운로드-tfrecord"): an archive is its export, named as the folder it unpacks into
    is named (its name without .zip/.tar.gz), wherever it lies."""
    import zipfile

    from gui.settings import dataset_name
    from gui.unpack import destination
    downloads = tmp_path / "다운로드"
    downloads.mkdir()
    archive = downloads / "욜로_내보내기.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("욜로_내보내기/classes.txt", "사과\n")
    tarred = downloads / "cells.v2.tar.gz"
    tarred.write_bytes(b"")
    assert dataset_name(str(archive)) == "욜로_내보내기" == \
        dataset_name(destination(str(archive)))
    assert dataset_name(str(tarred)) == "cells.v2"
    window.options.out_edit.setText("")
    window.set_source(str(archive))
    assert window.options.out_edit.text().endswith("욜로_내보내기-tfrecord")


def test_a_source_file_not_there_yet_is_named_as_when_it_is(qtbot, window, tmp_path):
    """A COCO JSON typed before it existed was proposed "instances_train-tfrecord" (after
    the file), the same file once there "pets-tfrecord" (after its dataset's folder, as
    the folder itself): one rule whether or not the file exists, for a YOLO data.yaml, a
    VOC XML and a table too; a folder not there yet keeps its whole name, as one there."""
    from gui.settings import dataset_name
    pets = tmp_path / "pets"
    files = [pets / "annotations" / "instances_train.json", pets / "data.yaml",
             pets / "Annotations" / "cat_1.xml", pets / "labels.csv"]
    before = [dataset_name(str(f)) for f in files]
    window.options.out_edit.setText("")
    window.set_source(str(files[0]))
    proposed = window.options.out_edit.text()
    for f in files:
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text("{}", encoding="utf-8")
    assert before == [dataset_name(str(f)) for f in files] == ["pets"] * 4
    assert proposed.endswith("pets-tfrecord"), proposed
    later = tmp_path / "cells.v2"
    named = dataset_name(str(later))
    later.mkdir()
    assert named == dataset_name(str(later)) == "cells.v2"
