"""The class table's count title belongs to the source being read: a VOC source's
"Objects" stayed over the next folder's scan until it answered (the walk of session 31,
q1 and bs2: "オブジェクト数" above a folder of images being checked). The same source read
again (an option changed) keeps its own title meanwhile."""

from __future__ import annotations

import sys

from studio_fixtures import ROOT, make_dataset

sys.path.insert(0, str(ROOT))  # a Path in sys.path breaks a later `import tensorflow`
from tests.engine.annotated_sources import voc_declaring  # noqa: E402


def _title(window) -> str:
    return window.source_panel.classes.horizontalHeaderItem(1).text()


def test_a_new_source_does_not_keep_the_last_ones_title(qtbot, window, tmp_path, language):
    language("ja")
    panel = window.source_panel
    voc = voc_declaring(tmp_path / "voc", {})
    window.set_source(voc)
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.classes.rowCount() == 1,
                    timeout=60_000)
    assert _title(window) == "オブジェクト数"
    panel.rescan()   # the same source again (an option changed): its title stays
    assert panel.last_result is None and _title(window) == "オブジェクト数"
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=60_000)
    # another source: its scan has not answered yet (answers arrive through the event
    # loop, which has not run since), and the table no longer says objects
    window.set_source(str(make_dataset(tmp_path / "ds", per_class=2)))
    assert panel.last_result is None and panel.classes.rowCount() == 0
    assert _title(window) == "画像数"
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.classes.rowCount() == 2,
                    timeout=60_000)
    assert _title(window) == "画像数"
