"""With "Leave out images without annotations" ticked, the source panel counts what the run
converts: the "Files per split" and empty-split notes and the size count neither the
left-out images the source gives a split nor those it gives none (the notes counted the
latter, the size both)."""

from __future__ import annotations

from PIL import Image

from gui.widgets.source_summary import size_text

WAIT = 120_000
NOTE = ("The split 'train' has 2 images, so it gets 2 files, not the 4 of “Files per "
        "split”: a file holds at least one image.")


def _yolo(root):
    """A YOLO source: 2 annotated images and 3 without a label file (given no split), of
    sizes of their own. Their bytes: (annotated, all)."""
    (root / "images").mkdir(parents=True)
    (root / "labels").mkdir()
    for i, name in enumerate(("a", "b", "n0", "n1", "n2")):
        Image.new("RGB", (20 + 30 * i, 20), (30, 90, 160)).save(root / "images" / f"{name}.png")
    (root / "labels" / "a.txt").write_text("0 0.5 0.5 0.2 0.2\n")
    (root / "labels" / "b.txt").write_text("1 0.5 0.5 0.2 0.2\n")
    (root / "classes.txt").write_text("cat\ndog\n")
    sizes = {p.stem: p.stat().st_size for p in (root / "images").iterdir()}
    return root, (sizes["a"] + sizes["b"], sum(sizes.values()))


def test_the_notes_and_the_size_count_the_images_the_run_converts(qtbot, window, tmp_path):
    src, (kept, every) = _yolo(tmp_path / "y")
    panel, form = window.source_panel, window.options
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(src))
    assert f"({size_text(every)})" in panel.summary.text()
    form.shard_by.setCurrentIndex(form.shard_by.findData("count"))
    form.shard_count.setValue(4)   # 5 images: 4 files
    qtbot.waitUntil(lambda: form.shard_count.value() == 4, timeout=WAIT)
    assert "Files per split" not in panel.notices.text()
    form.skip_unannotated.setChecked(True)   # 2 images: 2 files
    qtbot.waitUntil(lambda: "left out" in panel.summary.text(), timeout=WAIT)
    assert NOTE in panel.notices.text().splitlines(), panel.notices.text()
    assert f"({size_text(kept)})" in panel.summary.text(), panel.summary.text()
    # 0.2 of 2 images rounds to 0 (of 5 to 1): the split gets no image, as the run says
    form.split.setText("train=0.8,val=0.2")
    qtbot.waitUntil(lambda: "'val' gets no image" in panel.notices.text(), timeout=WAIT)
    form.skip_unannotated.setChecked(False)
    qtbot.waitUntil(lambda: "'val' gets no image" not in panel.notices.text(), timeout=WAIT)
    lines = [x for x in panel.notices.text().splitlines() if "Files per split" in x]
    assert lines == ["The split 'val' has 1 image, so it gets 1 file, not the 4 of “Files per "
                     "split”: a file holds at least one image."], lines   # train: 4 of 5
    assert f"({size_text(every)})" in panel.summary.text()
