"""Render the application icon's PNG sizes from resources/icons/tfrecord-studio.svg.

Desktops pick the size they need (16 px in a title bar, 256 px in a launcher); rendering
each size from the SVG keeps them sharp. Run after changing the SVG:
    QT_QPA_PLATFORM=offscreen python resources/make_icons.py
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = os.path.dirname(os.path.abspath(__file__))
SVG = os.path.join(HERE, "icons", "tfrecord-studio.svg")
SIZES = (16, 24, 32, 48, 64, 128, 256)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    renderer = QSvgRenderer(SVG)
    if not renderer.isValid():
        print(f"cannot read {SVG}", file=sys.stderr)
        return 1
    for size in SIZES:
        img = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
        img.fill(Qt.transparent)
        p = QPainter(img)
        p.setRenderHint(QPainter.Antialiasing)
        renderer.render(p)
        p.end()
        path = os.path.join(HERE, "icons", f"tfrecord-studio-{size}.png")
        img.save(path)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
