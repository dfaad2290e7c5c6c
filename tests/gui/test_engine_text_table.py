"""The window's table of the engine's sentences is built once for each language, not for
every sentence: a sort of the Failures tab's 1,500 rows translated each row's reason, and
each translation built the whole table (~700 translate() calls): the window froze 0.5 s
per sort at 1,500 failures, seconds at 10,000."""

from __future__ import annotations

import re

from gui import engine_text, engine_text_items
from gui.run_failures import Failure
from gui.widgets.failures_model import FailuresModel

CUT = Failure("/src/cat/a.jpg", "JPEG is cut short", "decode", "file.iso_cut",
              {"format": "JPEG"})


def _counted(monkeypatch) -> list[int]:
    built = [0]
    real = engine_text_items.templates

    def counting():
        built[0] += 1
        return real()

    monkeypatch.setattr(engine_text_items, "templates", counting)
    return built


def test_many_sentences_build_the_table_once(qapp, monkeypatch):
    built = _counted(monkeypatch)
    model = FailuresModel()
    model.set_rows([Failure(f"/src/cat/{i}.jpg", CUT.reason, CUT.stage, CUT.code,
                            CUT.params) for i in range(300)])
    model.sort(1)   # by reason: every row's sentence
    for r in range(model.rowCount()):
        model.data(model.index(r, 1))
    assert built[0] <= 1


def test_another_language_is_a_table_of_its_own(language, monkeypatch):
    english = engine_text.text(CUT.code, CUT.params, CUT.reason)
    built = _counted(monkeypatch)
    language("ja")
    for _ in range(3):
        japanese = engine_text.text(CUT.code, CUT.params, CUT.reason)
    assert japanese != english and re.search("[ぁ-んァ-ン一-龯]", japanese), japanese
    language("en")   # (not the Japanese kept from before)
    assert [engine_text.text(CUT.code, CUT.params, CUT.reason) for _ in range(3)] == \
        [english] * 3
    assert built[0] == 2
