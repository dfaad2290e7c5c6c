"""Help -> User guide: a short illustrated guide shown inside the app, from the HTML and
pictures shipped in resources/help (no browser, no network: it works on an offline lab
computer, and it always matches the installed version)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gui.widgets.common import name

GUIDE_FILE = "guide.html"


def guide_file(folder: Path, lang: str | None = None) -> Path:
    """The guide in `lang` (default: the window's language), guide_<lang>.html, or the
    English guide when that language has none."""
    if lang is None:
        from gui import i18n
        lang = i18n.current()
    translated = folder / f"guide_{lang}.html"
    return translated if lang and lang != "en" and translated.is_file() else folder / GUIDE_FILE


def help_dir() -> Path:
    """The folder holding the guide: resources/help in a checkout, the shipped package data
    (found through importlib.resources) when installed or bundled."""
    from gui import package_data
    return package_data.resource("help")


class UserGuide(QDialog):
    """A non-modal window with the guide; links inside it move within the guide."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name(self, "userGuide", self.tr("User guide"))
        # not the app's name: Qt adds " — TFRecord Studio" to a title that does not end with it
        self.setWindowTitle(self.tr("User guide"))
        self.browser = name(QTextBrowser(), "userGuideText", self.tr("User guide text"))
        self.browser.setOpenExternalLinks(True)
        folder = help_dir()
        self.browser.setSearchPaths([str(folder)])
        guide = guide_file(folder)
        if guide.is_file():
            self.browser.setSource(QUrl.fromLocalFile(str(guide)))
        else:  # a broken installation: say where the guide should have been
            self.browser.setPlainText(self.tr(
                "The user guide was not found at {p}. Reinstalling TFRecord Studio brings "
                "it back.").format(p=guide))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser, 1)
        lay.addWidget(buttons)
        self.resize(self._fitting_size())

    def _fitting_size(self):
        """640x720, or less on a small screen (a 1024x640 laptop)."""
        from PySide6.QtCore import QSize
        screen = (self.parentWidget().screen() if self.parentWidget() is not None
                  else QGuiApplication.primaryScreen())
        avail = screen.availableGeometry() if screen is not None else None
        if avail is None:
            return QSize(640, 720)
        return QSize(min(640, avail.width() - 40), min(720, avail.height() - 60))
