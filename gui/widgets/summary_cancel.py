"""The Summary's headline of a cancelled conversion: what was kept (the complete shards and
what was written of the unfinished one), what else the folder holds, and whether Resume
can finish the run."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from engine.ownership import is_shard_name
from gui.i18n import number, plural, sentences
from gui.name_list import with_names
from gui.units import format_bytes

SHOWN_FILES = 6   # names said of what a cancel left beside no shard


def _tr(text: str) -> str:
    return QCoreApplication.translate("SummaryPanel", text)


def cancelled_text(shards: int, written: int, size: int, removed: int, blocked_why: str,
                   left: str, unfinished: int = 0) -> str:
    """The headline of a cancelled conversion: what was kept, with what was written of
    the unfinished shard (``unfinished`` of ``written``: kept, Resume continues it,
    engine.run.partial). ``removed``: images of an unfinished shard that could not be
    kept (converted, then thrown away: Resume converts them again). When Resume cannot
    finish the run (``blocked_why``: SummaryPanel.resume_blocked), it says so and why
    instead of promising it. Without a complete shard or a kept image it names what the
    folder holds all the same (``left``: left_words', "nothing was kept" beside labels.txt,
    rejected.csv and the log)."""
    blocked = blocked_text(blocked_why)
    if not shards and not removed and not unfinished:
        return sentences(_tr("Cancelled before any image was written: no shard was written."),
                         left)
    # whole sentences, each in the form of its counts (an empty shard holds no image:
    # 2 shards may hold 1); Japanese puts no space between them
    whole = written - unfinished
    if shards:
        kept = plural(shards, plural(
            whole, _tr("Cancelled. Kept {k} complete shard with {n} image ({size})."),
            _tr("Cancelled. Kept {k} complete shard with {n} images ({size}).")), plural(
            whole, _tr("Cancelled. Kept {k} complete shards with {n} image ({size})."),
            _tr("Cancelled. Kept {k} complete shards with {n} images ({size}).")))
    elif unfinished:
        kept = _tr("Cancelled before any shard was complete.")
    else:
        kept = _tr("Cancelled before any shard was complete, so no shard was kept.")
    kept = kept.format(k=number(shards), n=number(whole), size=format_bytes(size))
    if unfinished:   # what was written of the unfinished shard: kept ("too": with shards)
        gone = plural(unfinished, _tr(
            "The {u} image already converted into the unfinished shard is kept too."), _tr(
            "The {u} images already converted into the unfinished shard are kept too.")) \
            if shards else plural(unfinished, _tr(
                "The {u} image already converted into the unfinished shard is kept."), _tr(
                "The {u} images already converted into the unfinished shard are kept."))
        if not blocked:
            gone = sentences(gone, _tr("Press Resume to continue from there."))
    elif removed and blocked:
        gone = plural(removed, _tr(
            "The unfinished shard with {r} converted image was removed (a shard is kept "
            "only when it is complete)."), _tr(
            "The unfinished shard with {r} converted images was removed (a shard is kept "
            "only when it is complete)."))
    elif removed:
        # (keeping it failed, or an older engine's run: it converts them again)
        gone = plural(removed, _tr(
            "The unfinished shard with {r} converted image was removed (a shard is kept "
            "only when it is complete): Resume converts it again."), _tr(
            "The unfinished shard with {r} converted images was removed (a shard is kept "
            "only when it is complete): Resume converts them again."))
    else:
        gone = "" if blocked else _tr("Press Resume to finish.")
    return sentences(kept, gone.format(r=number(removed), u=number(unfinished)),
                     left if not shards and not unfinished else "", blocked)


def left_names(folder: str) -> tuple[str, ...]:
    """What a cancel before any complete shard left in ``folder`` (its label files,
    rejected.csv, the log, the journal Resume reads), by name, read from the disk (in any
    thread: a listing); left_words says them."""
    try:
        return tuple(sorted(n for n in os.listdir(folder) if not n.startswith(".")
                            and not is_shard_name(n))) if folder else ()
    except OSError:
        return ()


def left_words(names: tuple[str, ...] | None) -> str:
    """left_names' sentence of ``names`` ("" when none); None: the folder is still being
    read (the disk does not answer yet: gui.widgets.summary_disk), which it says."""
    if names is None:
        return _tr("What else the folder holds is still being read (the disk does not "
                   "answer yet).")
    if not names:
        return ""
    return with_names(_tr("The folder holds only the run's other files: {names}."), names,
                      SHOWN_FILES)


def blocked_text(why: str) -> str:
    """Why Resume cannot finish the run in the output folder (gui.widgets.action_bar's
    ``blocked``), as a sentence; "" when it can."""
    return {
        "source": _tr("The source changed since the run began, so Resume cannot "
                      "finish it: Start over converts every image again."),
        "options": _tr("Resume needs the options the run was started with: put them "
                       "back (“Use the interrupted run's options”) to finish it."),
        "version": _tr("Another version of TFRecord Studio started it, so Resume "
                       "cannot finish it here: Start over converts every image again."),
        "other": _tr("Resume cannot finish it here (the note above the buttons says "
                     "why): Start over converts every image again."),
    }.get(why, "")
