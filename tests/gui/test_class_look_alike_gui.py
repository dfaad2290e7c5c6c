"""The source panel's notes name the class names that look alike (a walk's table with
``dgo`` and ``Bird`` among ``dog`` and ``bird`` showed 5 classes and said nothing), the
images deeper than their class folder, and a YOLO label file's unknown class says what to
do and that the image's other boxes are skipped with it: each in the window's language
(engine.sources.class_notes; engine.sources.yolo.unknown_class)."""

from __future__ import annotations

import pytest
from PIL import Image

from gui.scan import quick_scan
from gui.scan_result import counted
from gui.widgets.source_problems import problem_line
from gui.widgets.source_summary import notice_lines, reason_text

LOOK_ALIKE = {
    "en": 'labels.csv: "Bird" and "bird" differ only in case; "dgo" (1 image) looks like a '
          'typo of "dog" (24 images). Each is a class of its own: fix the labels in the table '
          'if they are the same class.',
    "ja": "labels.csv: 「Bird」と「bird」は大文字・小文字だけが違います、「dgo」(画像 1 枚) は"
          "「dog」(画像 24 枚) の打ち間違いのようです。それぞれが別のクラスです。同じクラスなら、"
          "表のラベルを直してください。",
    "ko": "labels.csv: “Bird”, “bird” 두 이름은 대소문자만 다릅니다; 클래스 “dgo”(이미지 1장): "
          "“dog”(이미지 24장)의 오타로 보입니다. 각각 별개의 클래스입니다. 같은 클래스라면 표의 "
          "라벨을 고치세요.",
}
NESTED = {
    "en": "1 image in a folder inside a class folder is given that class folder's label "
          "(alpha/deeper/nested/x/deep_01.jpg is labelled alpha); to make the folder a class "
          "of its own, move it beside the class folders.",
    "ja": "クラスフォルダーの中のフォルダーにある画像 1 枚には、そのクラスフォルダーのラベルが"
          "付きます (alpha/deeper/nested/x/deep_01.jpg のラベルは alpha)。そのフォルダーを別の"
          "クラスにするには、クラスフォルダーと同じ階層に移してください。",
    "ko": "클래스 폴더 안의 폴더에 있는 이미지 1장에는 그 클래스 폴더의 라벨이 붙습니다. "
          "예를 들어 alpha/deeper/nested/x/deep_01.jpg의 라벨은 alpha입니다. "
          "그 폴더를 별도의 클래스로 만들려면 클래스 폴더들과 같은 위치로 옮기세요.",
}
UNKNOWN = {
    "en": "images/a.jpg — labels/a.txt line 1: unknown class 5 (the class names list has "
          "0..2); the image is skipped with its 2 other boxes. Correct the class number on "
          "that line, or name class 5 in data.yaml",
    "ja": "images/a.jpg — labels/a.txt の 1 行目: 不明なクラス 5 です "
          "(クラス名の一覧にあるのはクラス 0..2 です)。"
          "この画像は、ほかのボックス 2 個とともにスキップします。その行のクラス番号を直すか、"
          "data.yaml にクラス 5 の名前を追加してください",
    "ko": "images/a.jpg — labels/a.txt 1행: 알 수 없는 클래스 5 (클래스 이름 목록에 있는 것은 "
          "클래스 0..2입니다). "
          "이 이미지는 다른 박스 2개와 함께 건너뜁니다. 그 행의 클래스 번호를 고치거나, "
          "data.yaml에 클래스 5의 이름을 추가하세요",
}


def _jpeg(path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (16, 16), (90, 120, 150)).save(path)


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_tables_look_alike_labels_are_noted(qtbot, language, lang, tmp_path):
    rows = ["path,label"]
    for i, label in enumerate(["dog"] * 24 + ["bird"] * 20 + ["dgo", "Bird"]):
        _jpeg(tmp_path / "img" / f"{i:03d}.jpg")
        rows.append(f"img/{i:03d}.jpg,{label}")
    (tmp_path / "labels.csv").write_text("\n".join(rows) + "\n")
    res = quick_scan(str(tmp_path / "labels.csv"))
    assert res.error == "" and list(res.classes) == ["Bird", "bird", "dgo", "dog"]
    language(lang)
    assert LOOK_ALIKE[lang] in notice_lines(res, "white"), notice_lines(res, "white")


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_images_deeper_than_their_class_folder_are_noted_once(qtbot, language, lang,
                                                              tmp_path):
    for rel in ("alpha/a.jpg", "alpha/deeper/nested/x/deep_01.jpg", "beta/b.jpg"):
        _jpeg(tmp_path / "src" / rel)
    res = quick_scan(str(tmp_path / "src"))
    language(lang)
    lines = notice_lines(res, "white")
    assert [x for x in lines if "deep_01" in x] == [NESTED[lang]], lines


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_yolo_unknown_class_says_the_fix_and_the_boxes_skipped(qtbot, language, lang,
                                                                 tmp_path):
    root = tmp_path / "y"
    for name in ("a", "b"):
        _jpeg(root / "images" / f"{name}.jpg")
    (root / "labels").mkdir()
    (root / "labels" / "a.txt").write_text("5 0.5 0.5 0.2 0.2\n0 0.5 0.5 0.2 0.2\n"
                                           "1 0.4 0.4 0.1 0.1\n")
    (root / "labels" / "b.txt").write_text("0 0.5 0.5 0.2 0.2\n")
    (root / "data.yaml").write_text("names: [cat, dog, owl]\n")
    res = quick_scan(str(root))
    # counted among the images and skipped (gui.scan_result.UNUSABLE), said once: no
    # "→ the image is skipped" after a reason that says it
    assert counted(res) == 2 and res.unusable == 1 and len(res.problems) == 1, res.problems
    language(lang)
    path, why = res.problems[0]
    assert problem_line(res, 0, reason_text(res, why)) == UNKNOWN[lang]
