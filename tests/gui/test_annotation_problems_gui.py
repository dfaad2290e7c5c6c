"""The source panel's list says an annotation problem with its file, why and what to do,
in the window's language: a YOLO line that is no box skips its image with the image's
other boxes (said once, no "→ the image is skipped" after it), and a class mask's values
that are no class are listed, their "and" and "to" in the window's words
(engine.sources.yolo.wrong_fields, engine.sources.mask_classes.value_problem)."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from gui.scan import quick_scan
from gui.scan_result import counted
from gui.widgets.source_problems import problem_line
from gui.widgets.source_summary import reason_text

FIELDS = {
    "en": "images/a.jpg — labels/a.txt line 2: the wrong number of values (4) for a box (class "
          "cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); "
          "the image is skipped with its 1 other box. Correct or delete that line",
    "ja": "images/a.jpg — labels/a.txt の 2 行目: 値の数 (4 個) がボックス (class cx cy w h: 5 "
          "個) にもポリゴン (class x1 y1 x2 y2 x3 y3 ...: 7 個以上の奇数) にも合いません。この"
          "画像は、ほかのボックス 1 個とともにスキップします。その行を直すか削除してください",
    "ko": "images/a.jpg — labels/a.txt 2행: 값의 개수(4개)가 박스(class cx cy w h: 5개)에도 "
          "다각형(class x1 y1 x2 y2 x3 y3 ...: 7개 이상의 홀수)에도 맞지 않습니다. 이 이미지는 "
          "다른 박스 1개와 함께 건너뜁니다. 그 행을 고치거나 지우세요",
}
VALUES = {
    "en": "the mask masks/s1.png holds 5 values that are no class: 3 to 5, 7 and 9 (the class "
          "names list has classes 0 and 1; 255 = ignore). Add lines to the class names file "
          "until it names class 9, or repaint those pixels with a class's value",
    "ja": "マスク masks/s1.png に、どのクラスでもない値が 5 個あります: 3～5、7、9 (クラス名の"
          "一覧はクラス 0 と 1、255 = 無視)。クラス名のファイルにクラス 9 まで名前の行を追加する"
          "か、そのピクセルをクラスの値で塗り直してください",
    "ko": "마스크 masks/s1.png에 어느 클래스도 아닌 값이 5개 있습니다: 3~5, 7, 9 (클래스 이름 "
          "목록: 클래스 0과 1, 255 = 무시). 클래스 이름 파일에 클래스 9까지 이름 행을 추가하거나, "
          "그 픽셀을 클래스 값으로 다시 칠하세요",
}


def _jpeg(path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (16, 16), (90, 120, 150)).save(path)


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_yolo_line_that_is_no_box_says_the_fix_and_the_boxes_skipped(qtbot, language, lang,
                                                                      tmp_path):
    root = tmp_path / "y"
    for name in ("a", "b"):
        _jpeg(root / "images" / f"{name}.jpg")
    (root / "labels").mkdir()
    (root / "labels" / "a.txt").write_text("0 0.5 0.5 0.2 0.2\n1 0.5 0.5 0.2\n")
    (root / "labels" / "b.txt").write_text("0 0.5 0.5 0.2 0.2\n")
    (root / "data.yaml").write_text("names: [cat, dog]\n")
    res = quick_scan(str(root))
    assert counted(res) == 2 and res.unusable == 1 and len(res.problems) == 1, res.problems
    language(lang)
    _, why = res.problems[0]
    assert problem_line(res, 0, reason_text(res, why)) == FIELDS[lang]


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_masks_values_of_no_class_are_listed_in_the_windows_words(qtbot, language, lang,
                                                                    tmp_path):
    root = tmp_path / "seg"
    for i in range(2):
        _jpeg(root / "images" / f"s{i}.png")
    (root / "masks").mkdir()
    mask = np.zeros((16, 16), np.uint8)
    Image.fromarray(mask, "L").save(root / "masks" / "s0.png")
    mask[3, :5] = (3, 4, 5, 7, 9)
    Image.fromarray(mask, "L").save(root / "masks" / "s1.png")
    (root / "classes.txt").write_text("background\ncell\n")
    res = quick_scan(str(root))
    (i,) = [k for k, (path, _) in enumerate(res.problems) if path.endswith("s1.png")]
    language(lang)
    line = problem_line(res, i, reason_text(res, res.problems[i][1]))
    assert line.startswith("images/s1.png — " + VALUES[lang]), line


def test_a_coco_annotation_of_no_image_is_not_said_to_convert_its_image(qtbot, language,
                                                                        tmp_path):
    """A COCO annotation whose image_id is in no 'images' entry (or that has none) was
    listed "… refers to image id 3, which is not in 'images' → this object is left out;
    the image is converted": there is no image to convert (a walk with detection data)."""
    import json
    root = tmp_path / "c"
    _jpeg(root / "images" / "a.jpg")
    box = {"bbox": [1, 1, 5, 5], "area": 25, "iscrowd": 0, "category_id": 1}
    (root / "instances.json").write_text(json.dumps({
        "images": [{"id": 1, "file_name": "a.jpg", "width": 16, "height": 16}],
        "annotations": [dict(box, id=1, image_id=1), dict(box, id=2, image_id=3),
                        dict(box, id=3)],
        "categories": [{"id": 1, "name": "cat"}]}))
    res = quick_scan(str(root / "instances.json"))
    assert counted(res) == 1 and len(res.problems) == 2, res.problems
    language("en")
    lines = [problem_line(res, i, reason_text(res, why))
             for i, (_, why) in enumerate(res.problems)]
    assert all("the image is converted" not in line for line in lines), lines
    (unknown,) = [line for line in lines if "refers to image id 3" in line]
    assert unknown.endswith("which is not in 'images' → this annotation is not used"), lines
    (none,) = [line for line in lines if "has no image_id" in line]
    assert none.endswith("so it belongs to no image: left out"), lines   # (said once)


def test_the_entries_not_used_are_named_in_the_order_of_their_kinds(qtbot, language,
                                                                    tmp_path):
    """"Not used: 1 image no annotation file lists, 1 image with unusable annotations
    (instances.json, images/b.jpg)" named them the other way round from their kinds (a
    walk with a COCO file holding an 'images' entry without file_name)."""
    import json

    from gui.widgets.source_problems import problems_text
    root = tmp_path / "c"
    for name in ("a.jpg", "b.jpg"):
        _jpeg(root / "images" / name)
    (root / "instances.json").write_text(json.dumps({
        "images": [{"id": 1, "file_name": "a.jpg", "width": 16, "height": 16},
                   {"id": 2, "width": 16, "height": 16}],
        "annotations": [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [1, 1, 5, 5]}],
        "categories": [{"id": 1, "name": "cat"}]}))
    res = quick_scan(str(root / "instances.json"))
    language("en")
    text = problems_text(res)
    assert "Not used: 1 image no annotation file lists, 1 image with unusable annotations " \
           "(images/b.jpg, instances.json)" in text, text


def test_an_annotation_of_no_image_is_said_apart_from_the_objects_converted(qtbot, language,
                                                                           tmp_path):
    """Above the list, a COCO annotation of image_id 9999 (no 'images' entry: a Korean walk
    of a CVAT export) was counted in "The other 2 are about objects; their images are
    converted": it has no image. Said apart: not used."""
    import json

    from gui.widgets.source_problems import problems_text
    root = tmp_path / "c"
    _jpeg(root / "images" / "a.jpg")
    box = {"bbox": [1, 1, 5, 5], "area": 25, "iscrowd": 0, "category_id": 1}
    (root / "instances.json").write_text(json.dumps({
        "images": [{"id": 1, "file_name": "a.jpg", "width": 16, "height": 16},
                   {"id": 2, "file_name": "gone.jpg", "width": 16, "height": 16}],
        "annotations": [dict(box, id=1, image_id=1, segmentation=[[1, 1, 5, 5]]),
                        dict(box, id=2, image_id=2), dict(box, id=603, image_id=9999)],
        "categories": [{"id": 1, "name": "cat"}]}))
    res = quick_scan(str(root / "instances.json"))
    language("en")
    text = problems_text(res)
    assert "1 of them is an annotation that belongs to no image in its file; it is not " \
           "used. The other one is about an object; its image is converted." in text, text
    language("ko")
    assert "1건은 파일의 어느 이미지에도 속하지 않는 주석이며, 쓰지 않습니다." in problems_text(res)


def test_an_object_with_only_a_box_is_not_said_left_out_of_class_masks(qtbot, language,
                                                                      tmp_path):
    """Written as class masks, an object with only a box was listed "… its box is marked
    255 (“ignore”) in the class mask → this object is left out; the image is converted":
    its box is in the mask, as its reason says (a Korean walk)."""
    import json
    root = tmp_path / "c"
    _jpeg(root / "images" / "a.jpg")
    box = {"bbox": [1, 1, 5, 5], "area": 25, "iscrowd": 0, "category_id": 1, "image_id": 1}
    (root / "instances.json").write_text(json.dumps({
        "images": [{"id": 1, "file_name": "a.jpg", "width": 16, "height": 16}],
        "annotations": [dict(box, id=1, segmentation=[[1, 1, 9, 1, 9, 9, 1, 9]]),
                        dict(box, id=2)],
        "categories": [{"id": 1, "name": "cat"}]}))
    res = quick_scan(str(root / "instances.json"), task="segmentation")
    language("en")
    (line,) = [problem_line(res, i, reason_text(res, why))
               for i, (_, why) in enumerate(res.problems)]
    assert line.endswith("the object has only a box, no polygon or mask: its box is marked "
                         "255 (“ignore”) in the class mask"), line
