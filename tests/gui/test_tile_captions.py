"""The captions under Inspect's thumbnails: a multi-label tile's file name, cut after 17
characters, still did not fit the tile, wrapped at its hyphen ("abcd06-" / "photo_06…")
and lost its last line (Korean walk, screenshot 55). Each line is elided to the tile's
width, and the tooltip holds the whole caption."""

from __future__ import annotations

import pytest

from gui.widgets.record_grid import caption_width

RECORD = {"index": 0, "offset": 0, "length": 1715, "is_example": True, "label": 0}


@pytest.mark.parametrize("label, filename", [
    ("양성, 음성", "images/abcd06-photo_06.jpg"),
    ("sky, person, cloud, tree, car", "sky/a-very-long-file-name-of-a-photo-2024.jpg"),
    ("", "images/IMG_20240131_123456789-edited.png"),
])
def test_each_caption_line_fits_its_tile_and_the_tooltip_has_it_all(window, label, filename):
    grid = window.inspect.record_grid
    r = dict(RECORD, label_text=label, filename=filename, label=0 if label else None)
    lines = grid._tile_text(r).splitlines()
    assert len(lines) == (2 if label else 1)
    metrics, width = grid.grid.fontMetrics(), caption_width(grid.grid)
    assert width < grid.grid.gridSize().width()
    for line in lines:
        assert metrics.horizontalAdvance(line) <= width, (line, width)
    name = lines[-1]
    assert name == filename.split("/")[-1] or ("…" in name and name.endswith(filename[-4:]))
    if label:
        assert lines[0] == label or (lines[0].endswith("…") and label.startswith(lines[0][:-1]))
    tip = grid._tile_tip(r)
    assert filename in tip and (not label or label in tip)
