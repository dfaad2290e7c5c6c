"""The source panel's counts of an annotated source, with the real engine's scan: its
size is of the images it counts, and an annotation file that cannot be read is said to be
a file set aside whose image is converted (session 30). The panel counted an image set
aside for its annotations among "3 images" but not its bytes, and called an unreadable
annotation file "1 image … not used", "→ the image is skipped", of an image the run
wrote without annotations."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from studio_fixtures import ROOT

from gui.scan import quick_scan
from gui.scan_result import counted
from gui.widgets.source_problems import problem_line, problems_text
from gui.widgets.source_summary import reason_text, size_text, summary_text

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine.annotated_sources import voc_declaring  # noqa: E402
from tests.engine.test_voc_unreadable_file import unreadable_voc  # noqa: E402


def test_the_size_is_of_the_images_counted(qapp, tmp_path):
    root = tmp_path / "voc"
    voc_declaring(root, {})
    xml = root / "Annotations" / "b.xml"
    xml.write_text(xml.read_text()[:60])   # cut short: b.jpg is set aside, and skipped
    (root / "JPEGImages" / "b.jpg").write_bytes((root / "JPEGImages" / "b.jpg").read_bytes()
                                                + b"\0" * 3000)   # (a size of its own)
    res = quick_scan(str(root))
    assert res.error == "" and counted(res) == 3 and res.unusable == 1, res.problems
    images = sum(os.path.getsize(p) for p in (root / "JPEGImages").iterdir())
    assert res.bytes == images
    text = summary_text(res, {"detection": "Object detection"})
    assert f"<b>3</b> images, <b>1</b> class ({size_text(images)})" in text, text


def test_an_unreadable_annotation_file_is_a_file_set_aside_not_an_image(qapp, tmp_path,
                                                                        language):
    res = quick_scan(unreadable_voc(tmp_path / "voc"))
    assert res.error == "" and counted(res) == 3, res.problems
    assert problems_text(res).endswith(
        "Not used: 1 unreadable annotation file, 1 annotation file without an image "
        "(Annotations/c.xml, Annotations/d.xml); not among the 3 images counted."), \
        problems_text(res)
    lines = {Path(p).name: problem_line(res, i, reason_text(res, why))
             for i, (p, why) in enumerate(res.problems)}
    assert lines["c.xml"].startswith("Annotations/c.xml — cannot read c.xml: ") and \
        lines["c.xml"].endswith("; its image is converted without annotations, unless "
                                "images without annotations are left out"), lines
    assert lines["d.xml"].endswith("→ these annotations are not used: there is no image "
                                   "for them"), lines
    language("ja")
    i = [Path(p).name for p, _ in res.problems].index("c.xml")
    said = problem_line(res, i, reason_text(res, res.problems[i][1]))
    assert "アノテーションなしで変換します" in said and "→" not in said, said
    assert "読み込めないアノテーションファイル 1 個" in problems_text(res), problems_text(res)


def test_a_label_tables_empty_cell_is_an_image_without_labels(qapp, tmp_path, language):
    """A label table's row with an empty labels cell: the source panel said "1 image
    without annotations (kept as a background image)", Japanese "(オブジェクトのない背景画像
    として残します)", of a table that has no objects: the image is kept with no class."""
    from PIL import Image
    for name in ("a.png", "b.png"):
        Image.new("RGB", (8, 8)).save(tmp_path / name)
    (tmp_path / "labels.csv").write_text('path,labels\na.png,"cat;dog"\nb.png,""\n')
    res = quick_scan(str(tmp_path / "labels.csv"))
    assert res.error == "" and res.task == "multilabel", res.error
    for lang, words, wrong in (
            ("en", "1 image without labels (kept with none of the classes)", "background"),
            ("ja", "ラベルのない画像 1 枚 (どのクラスも付けずに残します)", "オブジェクト"),
            ("ko", "라벨 없는 이미지 1장 (어느 클래스도 붙이지 않고 남김)", "객체")):
        language(lang)
        text = summary_text(res, {"multilabel": "Multi-label"})
        assert words in text and wrong not in text, text


def test_labels_joined_with_another_separator_are_said_in_the_windows_language(
        qapp, tmp_path, language):
    """"猫, 犬" in a labels cell made a class of its own beside 猫 and 犬; the panel now
    says so under the scan, in Japanese for a Japanese window."""
    from PIL import Image

    from gui.widgets.source_summary import notice_lines
    for name in ("a.png", "b.png"):
        Image.new("RGB", (8, 8)).save(tmp_path / name)
    (tmp_path / "labels.csv").write_text('path,labels\na.png,"猫;犬"\nb.png,"猫, 犬"\n',
                                         encoding="utf-8")
    res = quick_scan(str(tmp_path / "labels.csv"))
    language("ja")
    text = "\n".join(notice_lines(res, ""))
    assert ("labels.csv のラベル 1 個は、ほかのラベルを別の区切り文字でつないだもののようです: "
            "“猫, 犬” (3 行目)") in text, text
    assert "猫;犬 のように書いてください" in text, text
