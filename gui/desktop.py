"""Desktop integration: the application icon, its font (and the text of its line edits
centred in it), and the About dialog."""

from __future__ import annotations

import platform
import sys

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QCoreApplication, QRect, QUrl, qVersion
from PySide6.QtGui import QFontInfo, QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QVBoxLayout,
    QWidget,
)

from gui import __version__
from gui.package_data import resource

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
LICENSE_URL = "https://www.apache.org/licenses/LICENSE-2.0"


def app_icon() -> QIcon:
    """The application icon: every PNG size we ship, plus the SVG for other sizes."""
    icon = QIcon()
    folder = resource("icons")
    for size in ICON_SIZES:
        png = folder / f"tfrecord-studio-{size}.png"
        if png.is_file():
            icon.addFile(str(png))
    svg = folder / "tfrecord-studio.svg"
    if svg.is_file():
        icon.addFile(str(svg))
    return icon


def latin_font_first(app: QApplication) -> None:
    """Name the font the system's sans-serif is for Latin text first in ``app``'s font.

    Named by a generic family ("Sans Serif", as on Linux), the font is chosen again for
    each script: a line of Korean or of Japanese kana got a CJK font for all its
    characters, the ellipsis among them, which CJK fonts draw as dots at mid-height:
    "찾아보기⋯", "처음부터 다시⋯" (a Korean walk), "ファイルを開く⋯". With the Latin
    font named first, a character it has (…, digits, Latin letters, punctuation) is drawn
    in it whatever the script around, and the rest as before (the generic family follows,
    which still picks the CJK fonts for Hangul, kana and kanji)."""
    font = app.font()
    family = QFontInfo(font).family()
    if family and family not in font.families():
        font.setFamilies([family, *font.families()])
        app.setFont(font)


class CentredLineText(QProxyStyle):
    """The application's style, with a line edit's text (a spin box's too) centred as a
    combo box's is when some of its characters come from a taller fallback font.

    QLineEdit centres the box of its text, measured with every font the text uses, but puts
    the baseline where the widget's own font has it: when the font named first has no
    Japanese or Korean (the Latin font first, gui.desktop.latin_font_first, or an English
    system in a Japanese window), "品質 95", "シード 0" and "100 メガピクセル" sat 2-3 px
    higher than "JPEG" in the combo box beside them (a walk). The text's rectangle begins
    lower by the height the fallback font adds, so the line is where a text of the widget's
    own font would be."""

    def subElementRect(self, element: QStyle.SubElement, option: QStyleOption,  # noqa: N802
                       /, widget: QWidget | None = None) -> QRect:
        # (PySide6's stubs of QProxyStyle want a widget; Qt's QStyle takes none too)
        r = super().subElementRect(element, option, widget)  # type: ignore[arg-type]
        if element == QStyle.SubElement.SE_LineEditContents and isinstance(widget, QLineEdit):
            text = widget.displayText() or widget.placeholderText()
            fm = widget.fontMetrics()
            extra = fm.boundingRect(text).height() - fm.height() if text else 0
            if 0 < extra < r.height() // 2:
                r.setTop(r.top() + extra)
        return r


def centre_line_text(app: QApplication) -> None:
    """Give ``app`` the CentredLineText style over its own (once)."""
    if not isinstance(app.style(), CentredLineText):
        app.setStyle(CentredLineText())


def license_path() -> str:
    """The LICENSE shipped with this copy ('' when none is found)."""
    from importlib import metadata

    from gui.package_data import CODE_ROOT, is_source_checkout
    if is_source_checkout():
        path = CODE_ROOT / "LICENSE"
        return str(path) if path.is_file() else ""
    try:
        dist = metadata.distribution("tfrecord-studio")
    except metadata.PackageNotFoundError:
        return ""
    for f in dist.files or ():
        if f.name == "LICENSE":
            return str(f.locate())
    return ""


def about_html() -> str:
    """The About text: version, licence, links and the versions of what we run on.

    Every sentence is a literal QCoreApplication.translate("About", ...) call: lupdate
    finds only those (through a local alias, ``tr = QCoreApplication.translate``, it found
    none, and the About text stayed English in every language;
    tests/gui/test_i18n_sources.py keeps aliases out)."""
    lic = license_path()
    lic_link = (f' (<a href="{QUrl.fromLocalFile(lic).toString()}">'
                + QCoreApplication.translate("About", "the licence text") + "</a>)") if lic else ""
    built = QCoreApplication.translate(
        "About", "Built with {qt} {pyside} (Qt {qtv}), {pyqtgraph}, {pillow} and {numpy}; "
                 "Python {python} on {platform}.").format(
        qt='<a href="https://doc.qt.io/qtforpython-6/">Qt for Python</a>', pyside=PYSIDE_VERSION,
        qtv=qVersion(), pyqtgraph='<a href="https://www.pyqtgraph.org/">pyqtgraph</a>',
        pillow='<a href="https://python-pillow.github.io/">Pillow</a>',
        numpy='<a href="https://numpy.org/">NumPy</a>', python=platform.python_version(),
        platform=sys.platform)
    return (
        f"<h3>TFRecord Studio {__version__}</h3>"
        "<p>" + QCoreApplication.translate(
            "About", "Turns labelled image folders into sharded TFRecord datasets that load "
                     "unchanged in tf.data, TF Model Garden and DALI.") + "</p>"
        "<p>" + QCoreApplication.translate("About", "Licence: {licence}").format(
            licence=f'<a href="{LICENSE_URL}">Apache License 2.0</a>') + f"{lic_link}</p>"
        "<p>" + built + "</p>"
        "<p>" + QCoreApplication.translate("About", "TFRecord files are read with {tfdata}.")
        .format(tfdata='<a href="https://www.tensorflow.org/tutorials/load_data/tfrecord">'
                       'tf.data</a>') + "</p>")


class AboutDialog(QDialog):
    """Version, licence and links; the links open in the browser."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        # (Qt adds " — TFRecord Studio" to a title that does not end with it: the Japanese
        # "TFRecord Studio について" named the app twice)
        self.setWindowTitle(QCoreApplication.translate("About", "About"))
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(96, 96))
        self.text = QLabel(about_html())
        self.text.setObjectName("aboutText")
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        self.text.setMinimumWidth(380)
        row = QHBoxLayout()
        row.addWidget(icon, 0)
        row.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        about_qt = buttons.addButton(QCoreApplication.translate("About", "About Qt"),
                                     QDialogButtonBox.ButtonRole.HelpRole)
        about_qt.clicked.connect(QApplication.aboutQt)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(row)
        lay.addWidget(buttons)
