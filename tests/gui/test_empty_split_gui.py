"""A split the Split option asks for that the run would leave without an image is said
under the source before Start, in the window's language, and follows the option as it is
typed; the run's note says it in the Log. A table whose titles are not known, its 3rd
column taken for the split, says why in the window's language."""

from __future__ import annotations

from PIL import Image

from gui import engine_text

WAIT = 120_000
JA = "分割 'validation' には画像が 1 枚も入りません"


def _table(root, header: str, rows: list[str]) -> str:
    (root / "pics").mkdir(parents=True)
    lines = [header] if header else []
    for i, cells in enumerate(rows):
        Image.new("RGB", (16, 12), (40 * i, 90, 200)).save(root / "pics" / f"p{i}.png")
        lines.append(f"pics/p{i}.png,{cells}")
    (root / "t.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(root / "t.csv")


def test_an_empty_split_is_noted_in_japanese_as_split_is_typed(qtbot, window, language,
                                                                 tmp_path):
    language("ja")
    panel = window.source_panel
    window.set_source(_table(tmp_path, "", ["healthy", "infected"]))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert panel.last_result.error == "" and panel.last_result.images == 2
    assert JA not in panel.notices.text()   # all in train: nothing to say
    window.options.split.setText("train=0.8,validation=0.2")
    qtbot.waitUntil(lambda: JA in panel.notices.text(), timeout=WAIT)
    assert panel.notices.isVisibleTo(window)
    (line,) = [x for x in panel.notices.text().splitlines() if JA in x]
    assert "(最大 1 枚) の 0.2 は端数処理で 0 枚" in line and "gets no image" not in line
    assert line.endswith("ください。"), line   # (not an English full stop after it)
    # half each: a tie goes to the first split, so each class's one image still goes to train
    window.options.split.setText("train=0.5,validation=0.5")
    qtbot.wait(50)
    assert JA in panel.notices.text()
    window.options.split.setText("train=1")
    qtbot.waitUntil(lambda: JA not in panel.notices.text(), timeout=WAIT)
    # the run's note, in the Log tab
    note = ("note: The split 'validation' gets no image: 0.2 of 2 images rounds to 0. Use "
            "more images, or a larger fraction for it")
    assert "2 枚の 0.2 は端数処理で 0 枚" in engine_text.log_line(note)


def test_unknown_titles_over_three_columns_say_so_in_japanese(qtbot, window, language,
                                                               tmp_path):
    language("ja")
    panel = window.source_panel
    window.set_source(_table(tmp_path, "foo,bar,baz", ["healthy,1", "infected,2"]))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert panel.last_result.error_code() == "csv.unknown_split_untitled"
    text = panel.summary.text()
    assert "1 行目の見出し ('foo', 'bar', 'baz') は本プログラムが知らない名前" in text, text
    assert "path と label に変える" in text and "1=0.1" not in text
