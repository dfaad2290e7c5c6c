"""An image skipped for its annotations is counted alike on every screen, and what is not
an image is not counted as one (session 29's disagreements): the source's splits beside
its images, the thumbnails that lead, the Resume offer right after a kill, the Log tab's
earlier parts, and a VOC file with neither a readable XML nor an image. With the real
engine, on small generated images."""

from __future__ import annotations

from studio_fixtures import quick_run

from tests.engine.annotated_data import make_voc

WAIT = 180_000


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
