"""Inspect's line of counts, size and compression wraps between its items, not inside
one: in Japanese at 1024x640 "…、121.4 KiB、圧縮: なし" left "し" alone on a line of its
own (a walk); English and Korean broke "compression: | none" and "압축: | 없음" too. The
line is laid out as the summary label lays it out, at every width from its widest item's
to the whole line's."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF, QTextDocument
from PySide6.QtWidgets import QApplication

from gui.widgets.common import WORD_JOINER
from gui.widgets.inspect_summary import _tr, summary_lines

REPORT = {"files": [{"path": "/data/a.tfrecord", "size": 124_314, "compression": "none",
                     "ok": True, "payload": "tf.train.Example"}],
          "summary": {"records": 40, "files": 1}}


def _laid_out(html: str, width: float) -> list[str]:
    """The lines of ``html`` in the window's font at ``width`` pixels, as text."""
    doc = QTextDocument()
    doc.setDefaultFont(QApplication.font())
    doc.setDocumentMargin(0)
    doc.setHtml(html)
    doc.setTextWidth(width)
    doc.size()   # (laid out)
    block, lines = doc.begin(), []
    while block.isValid():
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            lines.append(block.text()[line.textStart():line.textStart() + line.textLength()])
        block = block.next()
    return [line.replace(WORD_JOINER, "").replace("\xa0", " ") for line in lines]


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_records_line_wraps_between_its_items(qtbot, language, lang):
    language(lang)
    html = summary_lines(REPORT)[0][0]
    whole = "".join(_laid_out(html, 10_000))
    sep = _tr(", ").strip()
    compression = _tr("compression: {c}").format(c=_tr("none"))
    assert whole.endswith(compression), whole
    fm = QFontMetricsF(QApplication.font())
    width = max(fm.horizontalAdvance(item + sep) for item in whole.split(sep)) + 4
    while width < fm.horizontalAdvance(whole) + 4:
        lines = _laid_out(html, width)
        assert "".join(lines) == whole
        assert any(compression in line for line in lines), (lang, width, lines)
        for line in lines[:-1]:   # each line ends after an item and its separator
            assert line.rstrip().endswith(sep), (lang, width, lines)
        width += 3
