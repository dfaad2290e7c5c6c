"""The Split field as the source's scan leaves it: greyed out, showing the splits the source
gives, when it gives every image its split (a YOLO data.yaml's or an export's split
folders, COCO/VOC/CVAT splits, a table's split column), so that the job passes no
--split the run would not use; with a note of those splits when it gives some.

A walk's YOLO export showed "train=0.99,val=0.01" in the field, in the log and in Copy
command, and was written as the export's own train and val. The value typed is kept (for
the settings, and for the next source without splits of its own). The engine says the
same of a --split it does not use (engine.split_sizes.source_split_notices).

The note counts the images of each split the run writes, and says how many more it skips
(a broken file, an image whose annotations cannot be used), so that the two add up to the
source line's count: it said "train 3, val 3" beside "7 images" and "train 3, val 3 (and 1
image that will be skipped…)", while the run wrote train 2 and val 3. With "Leave out
images without annotations" those are not among them either, as the source line counts."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QLineEdit

from engine.config import KNOWN_SPLITS
from gui.i18n import number, plural, sentences
from gui.widgets.common import name


def source_splits(res) -> tuple[dict[str, int], int]:
    """({split: images the source gives it}, images it gives none) of a scan
    (gui.scan_result.ScanResult; None: no scan), the splits in their usual order (train, val,
    test, then others)."""
    given = dict(getattr(res, "splits", None) or {})
    order = {n: i for i, n in enumerate(KNOWN_SPLITS)}
    given = dict(sorted(given.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])))
    return given, sum((getattr(res, "free", None) or {}).values())


def written_splits(res, leave_out: bool = False) -> tuple[dict[str, int], int, int]:
    """({split: images of it the run writes}, the images given no split it writes, the
    images it skips) of a scan, as :func:`source_splits` orders them: without those the
    scan found it skips (gui.scan_result.ScanResult.split_skipped, and the images set
    aside for their annotations, whose split is not known: ``unusable``) and, with
    ``leave_out``, those without annotations (left out as chosen, not skipped)."""
    given, free = source_splits(res)
    skipped = skipped_by_split(res, leave_out)
    gone = dict(getattr(res, "unannotated", None) or {}) if leave_out else {}
    written = {s: max(0, n - skipped.get(s, 0) - gone.get(s, 0)) for s, n in given.items()}
    rest = max(0, free - skipped.get("", 0) - gone.get("", 0))
    return written, rest, sum(max(0, n) for n in skipped.values()) + \
        int(getattr(res, "unusable", 0) or 0)


def skipped_by_split(res, leave_out: bool = False) -> dict[str, int]:
    """{split ("": given none): images of it the scan found the run skips (a broken file)}
    of a scan; with ``leave_out``, without those that have no annotations (left out as
    chosen, not skipped)."""
    skipped = dict(getattr(res, "split_skipped", None) or {})
    if leave_out:   # (a broken image without annotations is left out, not skipped)
        for key, n in (getattr(res, "split_skipped_unannotated", None) or {}).items():
            skipped[key] = skipped.get(key, 0) - n
    return {key: n for key, n in skipped.items() if n > 0}


class SplitField(QObject):
    """The Split QLineEdit ``edit`` of the form, and a note under it (in the layout of the
    form's row that holds it). ``hint``: the field's placeholder for a source without
    splits of its own."""

    def __init__(self, edit: QLineEdit, hint: str) -> None:
        super().__init__(edit)
        self.edit, self.hint = edit, hint
        edit.setPlaceholderText(hint)
        self.tip = " ".join((edit.toolTip(), self.tr(
            "A source's own splits (an export's train/valid/test folders, a table's split "
            "column) are kept: the Split then divides only the images they leave.")))
        edit.setToolTip(self.tip)
        self.note = name(QLabel(), "splitSource", self.tr("Splits from the source"))
        self.note.setWordWrap(True)
        self.note.hide()
        box = edit.parentWidget()   # (OptionsForm._row: the field, its problem, then this)
        row = box.layout() if box is not None else None
        if row is not None:
            row.addWidget(self.note)
        self._typed = ""          # the value typed, while the source's splits replace it
        self._from_source = False   # (the field greyed for that: the form's own greying
        #                             while a run goes is not it)
        self._given: dict[str, int] = {}
        self._res = None          # the last scan, and whether images without annotations
        self._leave_out = False   # are left out: what the note counts

    # ------------------------------------------------------------------ state
    def from_source(self) -> bool:
        """Whether the source gives every image its split: the field is not used. Not "the
        field is greyed": the whole form is greyed while a run goes, which read so dropped
        the typed split from the job, and a scan answering meanwhile put the field's text
        back to what was typed before a source with splits (empty)."""
        return self._from_source

    def value(self) -> str:
        """The split the job passes: none while the source's splits are used."""
        return "" if self.from_source() else self.edit.text().strip()

    def typed(self) -> str:
        """The value the user typed (kept in the settings), used or not."""
        return self._typed if self.from_source() else self.edit.text().strip()

    def set_text(self, text: str) -> None:
        """A job's split (settings, a job file): typed, shown once the field is used."""
        if self.from_source():
            self._typed = text
        else:
            self.edit.setText(text)

    # ------------------------------------------------------------------ the scan
    def set_scan(self, res) -> None:
        """Show what the finished scan ``res`` (gui.scan_result.ScanResult) says of the splits;
        None (a scan starting) changes nothing, so that a rescan the field's own change
        asks for (a table's split names) does not undo it."""
        if res is None:
            return
        given, free = source_splits(res)
        # every image's split from the source, under names a table may use without the
        # option (a table's "fold1" needs "Split" to name it: the field stays in use)
        whole = bool(given) and not free and all(n in KNOWN_SPLITS for n in given)
        self._given, self._res = given, res
        if whole and not self.from_source():
            self._typed = self.edit.text().strip()
            self._from_source = True
            self.edit.setEnabled(False)
            self.edit.setText("")   # (the job changes: the window checks it again)
        elif not whole and self.from_source():
            self._from_source = False
            self.edit.setEnabled(True)
            self.edit.setText(self._typed)
        self._show()

    def set_leave_out(self, on: bool) -> None:
        """"Leave out images without annotations" is ``on``: the note counts the splits
        without them, as the source line does."""
        if on != self._leave_out:
            self._leave_out = on
            self._show()

    def _show(self) -> None:
        if self._res is None:
            return
        given, free, skipped = written_splits(self._res, self._leave_out)
        splits = self.tr(", ").join(
            self.tr("{split} {n}").format(split=s, n=number(n)) for s, n in given.items())
        # the splits of what the run writes: said so when it skips some of their images
        head = (self.tr("From the source, to be written: {splits}") if skipped else
                self.tr("From the source: {splits}")).format(splits=splits)
        more = plural(skipped, self.tr("1 more image is skipped: its problem is listed with "
                                       "the source."),
                      self.tr("{n} more images are skipped: their problems are listed with "
                              "the source.")).format(n=number(skipped)) if skipped else ""
        if self.from_source():
            self.edit.setPlaceholderText(head)
            self.edit.setToolTip(self.tr(
                "This source gives every image its split ({splits}): those splits are kept "
                "and the Split option is not used, so the run is started without it. What "
                "you typed is kept for a source without splits of its own.").format(
                splits=splits))
            rest = self.tr("The source's own splits are used; the Split option is not.")
        else:
            self.edit.setPlaceholderText(self.tr(
                "e.g. train=0.9,val=0.1 (empty: the source's splits, the other images train)")
                if given else self.hint)
            self.edit.setToolTip(self.tip)
            # (the images given none: all of them, as the source line counts them)
            others = sum((getattr(self._res, "free", None) or {}).values())
            # (none when every image given no split is skipped: "the other 0 images")
            rest = self.tr("Every image has its split from the source; the Split only names "
                           "the splits the table may use.") if not others else plural(
                free, self.tr("The Split divides only the other image."),
                self.tr("The Split divides only the other {n} images.")).format(
                n=number(free)) if free else ""
        self.note.setText(sentences(self.tr("{text}.").format(text=head), rest, more))
        self.note.setVisible(bool(given))
