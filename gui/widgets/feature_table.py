"""The Inspect tab's "Features" table (gui.widgets.inspect_panel): a row for each feature
the records hold: its whole key, its kind, how many values a record has, and its first
value (for an image, the formats of the images it holds), wrapped to the room it has."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from gui.widgets.common import name
from gui.widgets.record_detail import KeyColumn, ValueDelegate, example_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("InspectPanel", text)   # (the panel's own words)


class FeatureTable(QTableWidget):
    """Filled from inspect's summary "schema" by show_schema()."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        name(self, "inspectSchema", _tr("Features in the records"))
        self.setHorizontalHeaderLabels(
            [_tr("Feature"), _tr("Kind"), _tr("Values"), _tr("First value")])
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # A feature's whole name (image/object/bbox/xmin: they differ at the end), wrapped
        # after a "/" past half the table (image/segmentation/class/encoded left its first
        # value no room at 1024 px), then its first value, on as many lines as it needs:
        # cut to ""photos/2019 tr…" at 1024 px, a TFDS dataset's values could not be read
        self.keys = KeyColumn(self, 0.5, wrap_values=False)
        self.setItemDelegateForColumn(3, ValueDelegate(self))
        for col, mode in ((1, "ResizeToContents"), (2, "ResizeToContents"), (3, "Stretch")):
            self.horizontalHeader().setSectionResizeMode(col, QHeaderView.ResizeMode[mode])

    def show_schema(self, schema: list[dict]) -> None:
        """One row per feature of inspect's "schema" list (none: an empty table)."""
        self.setRowCount(len(schema))
        for r, f in enumerate(schema):
            counts = str(f["min_count"]) if f["min_count"] == f["max_count"] else \
                f"{f['min_count']}–{f['max_count']}"
            if f.get("is_image"):   # the first value: one image (its format, or the formats
                # the feature's images come in)
                holds = _tr("image ({f})").format(f=", ".join(sorted(f["image_formats"])))
            else:
                holds = example_text(f.get("example") or "")
            for col, text in enumerate((f["key"], f["kind"], counts, holds)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.setItem(r, col, item)
        self.keys.fit()
