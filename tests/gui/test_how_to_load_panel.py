"""The "How to load this dataset" panel (Summary and Inspect) says that the dataset's folder
holds the same code in HOW_TO_LOAD.md when it does (a walker found the file only by
looking in the folder); an older dataset without the file is not said to have it."""

from __future__ import annotations

import pytest

ENTRIES = [{"id": "tf.data", "title": "tf.data", "code": "import tensorflow as tf\n",
            "note": "", "note_code": "", "note_params": {}}]


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_title_names_the_file_only_when_it_is_there(qtbot, language, tmp_path, lang):
    from gui.widgets.how_to_load import HowToLoadPanel
    if lang != "en":
        language(lang)
    panel = HowToLoadPanel()
    qtbot.addWidget(panel)
    panel.set_entries(ENTRIES, str(tmp_path))
    assert "HOW_TO_LOAD.md" not in panel.title.text()
    (tmp_path / "HOW_TO_LOAD.md").write_text("# How to load this dataset\n", encoding="utf-8")
    panel.set_entries(ENTRIES, str(tmp_path))
    assert "HOW_TO_LOAD.md" in panel.title.text()
    panel.set_entries([])   # a new run: no folder named yet
    assert "HOW_TO_LOAD.md" not in panel.title.text()
