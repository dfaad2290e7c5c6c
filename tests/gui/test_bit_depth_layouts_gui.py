"""16-bit images the run refuses below --bit-depth 16 (grey with alpha, CMYK, premultiplied
alpha: file.deep_layout) in the window: the scan finds them in the headers it reads and
lists them whenever the chosen depth is below 16, in the run's words, counted as the run
skips them (the window said "7 images will be converted" and the run at 12 bits skipped
3). Another depth shows them or not without reading the source again."""

from __future__ import annotations

import pytest
from microscope import F
from studio_fixtures import scans_made

from engine import protocol
from gui.engine_text import text as engine_text
from gui.scan import quick_scan
from gui.scan_depth import for_run
from gui.widgets.source_problems import problem_line, problems_text

WAIT = 120_000


def _run_skipped(src, out, bits: int) -> dict[str, str]:
    """path -> reason of what a real engine run at --bit-depth ``bits`` skips."""
    code, events, err = F.run_engine(F.engine_argv(src, out, "--bit-depth", bits, "--size",
                                                   "16", "--workers", "1"))
    assert code == protocol.EXIT_OK, err
    return {e["path"]: e["reason"] for e in events if e["type"] == "item_failed"}


def test_the_scan_lists_at_12_bits_what_the_run_skips(qtbot, language, tmp_path):
    language("en")
    src = tmp_path / "src"
    refused = {str(p) for p in F.deep_layouts(src)}
    found = quick_scan(str(src))
    assert found.error == "" and found.images == 7 and found.problems == []
    assert set(found.deep_layouts) == refused   # noted from the headers, not a problem
    assert for_run(found, 16) is found

    res = for_run(found, 12)
    skipped = _run_skipped(src, tmp_path / "out", 12)
    assert dict(res.problems) == skipped == {p: res.broken[p] for p in refused}
    assert problems_text(res).startswith("3 problems found; they are listed below. 3 of "
                                         "the 7 images will be skipped. 4 images will be "
                                         "converted.")
    assert len(F.all_records(tmp_path / "out")) == 4
    assert res.convertible == {"cells": 2, "nuclei": 2}   # of 3 and 4: the class table's
    assert sum(res.shapes.values()) == sum(found.shapes.values()) - 3
    for i, (_path, why) in enumerate(res.problems):
        code, params = res.coded[why]
        assert (code, params["bits"]) == ("file.deep_layout", "12")
        shown = engine_text(code, params, why)
        assert shown.startswith("16-bit ") and "choose 16 bits under “16-bit images”" in shown
        assert problem_line(res, i, shown).endswith("→ the image is skipped")
    assert found.problems == [] and found.convertible == {"cells": 3, "nuclei": 4}   # kept
    assert dict(for_run(found, 10).problems) == _run_skipped(src, tmp_path / "o10", 10)


def test_a_broken_file_is_listed_once(tmp_path):
    src = tmp_path / "src"
    [grey_alpha, *_] = F.deep_layouts(src)
    grey_alpha.write_bytes(grey_alpha.read_bytes()[:60])   # cut off: a problem at any depth
    res = for_run(quick_scan(str(src)), 12)
    assert len(res.problems) == 3 and [p for p, _ in res.problems].count(str(grey_alpha)) == 1


@pytest.mark.parametrize("lang, word", [("ja", "16 ビット画像"), ("ko", "16비트 이미지")])
def test_the_window_lists_them_when_the_depth_changes(qtbot, window, language, monkeypatch,
                                                      lang, word, tmp_path):
    language(lang)
    src = tmp_path / "src"
    refused = {str(p) for p in F.deep_layouts(src)}
    panel, form = window.source_panel, window.options
    scans = scans_made(monkeypatch)
    window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.thumbs.count() == 7,
                    timeout=WAIT)
    assert not panel.problems.isVisibleTo(window) and panel.last_result.problems == []
    seen: list = []
    panel.scanned.connect(seen.append)
    form.set_bit_depth(12)
    res = panel.last_result
    assert len(res.problems) == 3 and seen == [res]   # the options and Start follow
    assert panel.problems.isVisibleTo(window) and panel.problems.count() == 3
    lines = [panel.problems.item(i).text() for i in range(3)]
    assert all(word in line and "--bit-depth" not in line for line in lines), lines
    assert problems_text(res) in panel.summary.text()   # "3 of the 7 … 4 images …"
    marked = {panel.thumbs.item(i).toolTip().split("\n")[0] for i in range(7)
              if panel.thumbs.item(i).data(0x0100)}   # (Qt.UserRole: a broken file's reason)
    assert marked == {res.display_name(p) for p in refused}
    form.set_bit_depth(10)
    assert "10" in str(panel.last_result.problems) and panel.problems.count() == 3
    form.set_bit_depth(16)
    assert panel.last_result.problems == [] and not panel.problems.isVisibleTo(window)
    assert not any(panel.thumbs.item(i).data(0x0100) for i in range(7))
    assert scans == [str(src)]   # never read again


def test_an_annotated_images_objects_are_taken_out_of_the_counts(qtbot, language):
    """Of boxes: the class table and the objects total count what the run writes, as for an
    image found broken (gui.scan_result.uncount); listed after the engine's notes about
    objects, it is said to be skipped."""
    language("en")
    from gui.scan_depth import Refused
    from gui.scan_result import ScanResult
    found = ScanResult(source="/src", kind="yolo", task="detection", images=2,
                       classes={"cat": 3, "dog": 1}, annotations={"objects": 4},
                       problems=[("/src/a.png", "box clipped")], objects_from=0,
                       object_notes=1,
                       deep_layouts={"/src/b.tif": Refused("TIFF", objects={"cat": 2})})
    res = for_run(found, 14)
    assert res.classes == {"cat": 1, "dog": 1} and res.annotations["objects"] == 2
    assert found.classes["cat"] == 3 and found.annotations["objects"] == 4
    assert res.problems[1][0] == "/src/b.tif" and "--bit-depth 14" in res.problems[1][1]
    assert problem_line(res, 1, "x").endswith("→ the image is skipped")
    assert problems_text(res).startswith("2 problems found; they are listed below. 1 of the 2 "
                                         "images will be skipped.")


def test_the_16_bit_note_counts_only_what_the_depth_converts(qtbot, language, tmp_path):
    """At 12 bits the note said "6 images are 16-bit … converted as 12-bit data" of 3
    converted and 3 skipped, and "(The values of 3 of them were read.)": the 3 refused
    cannot be read whole. At 16 all 6 are converted, and only 3 were read."""
    language("en")
    from gui.widgets.bit_depth_note import lines
    src = tmp_path / "src"
    F.deep_layouts(src)
    found = quick_scan(str(src))
    assert (found.deep, found.deep_read, found.brightest) == (6, 3, 4095)
    (at12,) = lines(for_run(found, 12), 12)
    assert at12 == ("3 images are 16-bit with values up to 4,095: converted as 12-bit data, "
                    "0 to 4,095 becomes 0 to 255."), at12
    (at16,) = lines(for_run(found, 16), 16)
    assert at16.startswith("6 images are 16-bit but their brightest value is 4,095") and \
        at16.endswith("(The values of 3 of them were read.)"), at16
    assert found.deep == 6   # (the scan's own result is not changed)


def test_below_16_bits_they_lead_the_thumbnails_as_broken_files_do(qtbot, window, language,
                                                                   tmp_path):
    """In a source larger than the strip they were not among its samples: at 12 bits the
    problems listed 3 files the strip did not show, where a broken file leads it marked."""
    language("en")
    src = tmp_path / "src"
    refused = {str(p) for p in F.deep_layouts(src)}
    for folder in ("cells", "nuclei"):   # before them in the listing: the samples' choice
        for i in range(20):
            (src / folder / f"a_{i:02d}.jpg").write_bytes(
                F.encode(F.noise(32, 24, i), "JPEG"))
    panel = window.source_panel
    window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.thumbs.count() == 12,
                    timeout=WAIT)

    def shown() -> list[tuple[str, bool]]:   # (file, marked) of each thumbnail, in order
        return [(panel.thumbs.item(i).data(0x0101), bool(panel.thumbs.item(i).data(0x0100)))
                for i in range(panel.thumbs.count())]
    assert [p for p, marked in shown() if marked] == []
    assert {p for p, _ in shown()[-3:]} == refused   # at 16 bits: converted, shown last
    window.options.set_bit_depth(12)
    assert [marked for _p, marked in shown()] == [True] * 3 + [False] * 9
    assert {p for p, _ in shown()[:3]} == refused
    window.options.set_bit_depth(16)
    assert [marked for _p, marked in shown()] == [False] * 12
    assert {p for p, _ in shown()[-3:]} == refused
