"""The window's strings reach the translators: lupdate reads only literal tr() and
QCoreApplication.translate() calls (and gui.i18n hands it the helpers' strings), so a
translate function called through another name is never extracted. The About box was
English in Japanese and Korean for that reason (``tr = QCoreApplication.translate``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from gui import i18n

GUI = Path(i18n.__file__).resolve().parent
TRANSLATORS = {"translate", "tr", "trUtf8"}


def _is_translator(node: ast.AST) -> bool:
    """QCoreApplication.translate, self.tr, translate ... named, not called."""
    if isinstance(node, ast.Attribute):
        return node.attr in TRANSLATORS
    return isinstance(node, ast.Name) and node.id in TRANSLATORS


def aliased_translators(source: str) -> list[int]:
    """Lines where a translate function is given another name (an assignment, a default
    argument, functools.partial): calls through that name are invisible to lupdate."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        values: list[ast.AST] = []
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.NamedExpr)) and node.value:
            values.append(node.value)
        elif isinstance(node, ast.arguments):
            values += [d for d in node.defaults + node.kw_defaults if d is not None]
        elif isinstance(node, ast.Call) and (
                getattr(node.func, "id", "") == "partial" or
                getattr(node.func, "attr", "") == "partial"):
            values += node.args[:1]
        lines += [v.lineno for v in values if _is_translator(v)]
    return lines


def test_the_check_finds_an_alias():
    assert aliased_translators("tr = QCoreApplication.translate\ntr('About', 'x')\n") == [1]
    assert aliased_translators("def f(t=self.tr):\n    pass\n") == [1]
    assert aliased_translators("g = partial(QCoreApplication.translate, 'C')\n") == [1]
    assert aliased_translators("x = QCoreApplication.translate('C', 'text')\n") == []


@pytest.mark.parametrize("path", sorted(GUI.rglob("*.py")), ids=lambda p: p.name)
def test_no_module_calls_a_translator_through_an_alias(path):
    found = aliased_translators(path.read_text(encoding="utf-8"))
    assert not found, (f"{path.name} lines {found}: call QCoreApplication.translate(\"Ctx\", "
                       "\"...\") or self.tr(\"...\") literally, so lupdate extracts the text")


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_the_about_box_speaks_the_language(qtbot, language, lang):
    from gui.desktop import AboutDialog, about_html
    english = re.sub(r"<[^>]+>", " ", about_html())
    language(lang)
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    shown = re.sub(r"<[^>]+>", " ", dialog.text.text())
    for words in ("Turns labelled image folders", "Licence:", "Built with", "are read with",
                  " and ", " on "):
        assert words in english and words not in shown, (words, shown)
    # the names and versions stay as they are
    for name in ("TFRecord Studio", "Apache License 2.0", "Qt for Python", "NumPy", "tf.data"):
        assert name in shown
