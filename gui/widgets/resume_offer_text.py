"""The Resume offer's words (gui.widgets.action_bar, context "ActionBar"): what the
interrupted run converted and what is left, what Resume converts again, and why it cannot
finish a run whose source changed since."""

from __future__ import annotations

import os
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine import __version__
from engine.output_state import JOURNAL, OutputState
from engine.resume_check import NAMED
from gui.i18n import number, plural, sentences
from gui.name_list import cut_names
from gui.scan_result import counted_state, display_name
from gui.widgets.common import esc


def _tr(text: str) -> str:
    return QCoreApplication.translate("ActionBar", text)


def done_text(state: OutputState, files: bool) -> str:
    """What the interrupted run in ``state`` converted, and what is left; ``files``: the
    source's files are not all images (counted as files)."""
    state = counted_state(state)   # (an image set aside for its annotations: skipped)
    # "images" agrees with {p}, "is/are" with {w} or {d}; "{r} still to convert" with any
    if state.planned and state.skipped:   # as the summary counts: written, skipped
        one, many_is, many_are = (_tr(
            "{w} of {p} file is already written and {s} skipped; {r} still to convert."),
            _tr("{w} of {p} files is already written and {s} skipped; {r} still to "
                "convert."), _tr(
                "{w} of {p} files are already written and {s} skipped; {r} still to "
                "convert.")) if files else (_tr(
            "{w} of {p} image is already written and {s} skipped; {r} still to convert."),
            _tr("{w} of {p} images is already written and {s} skipped; {r} still to "
                "convert."), _tr(
                "{w} of {p} images are already written and {s} skipped; {r} still to "
                "convert."))
        done = plural(state.planned, one, plural(state.records, many_is, many_are)).format(
            w=number(state.records), p=number(state.planned), s=number(state.skipped),
            r=number(state.remaining))
    elif state.planned:
        one, many_is, many_are = (
            _tr("{d} of {p} file is already done; {r} still to convert."),
            _tr("{d} of {p} files is already done; {r} still to convert."),
            _tr("{d} of {p} files are already done; {r} still to convert.")
        ) if files else (
            _tr("{d} of {p} image is already done; {r} still to convert."),
            _tr("{d} of {p} images is already done; {r} still to convert."),
            _tr("{d} of {p} images are already done; {r} still to convert."))
        done = plural(state.planned, one, plural(state.done, many_is, many_are)).format(
            d=number(state.done), p=number(state.planned), r=number(state.remaining))
    else:
        done = plural(state.shards, plural(
            state.done, _tr("{d} image in {k} complete shard is already done."),
            _tr("{d} images in {k} complete shard are already done.")), plural(
            state.done, _tr("{d} image in {k} complete shards is already done."),
            _tr("{d} images in {k} complete shards are already done."))).format(
            d=number(state.done), k=number(state.shards))
    return done


def converts_again(state: OutputState) -> bool:
    """Whether :func:`unfinished_text` says Resume converts images of an unfinished shard
    again (a killed annotated run's, an older cancel's removed shard)."""
    seen = getattr(state, "outlook", None)
    n = state.unfinished or state.removed or (seen.unfinished_records if seen else 0)
    return bool(seen and not n and seen.unfinished_redone) or bool(
        n and not state.unfinished and state.removed)


def unfinished_text(state: OutputState, finish: bool = False, press: bool = False) -> str:
    """The images the run converted into a shard it did not finish: kept by a cancel
    (among the done ones: OutputState.unfinished), in a killed run's .partial files (the
    outlook's: Resume keeps those it reads back whole, or none of an annotated source:
    converted again), or removed by an older version's cancel (the manifest's: converted
    again); of a run another version started, none of them is kept (OutputState.
    keeps_unfinished: :func:`other_version_text`). Without it, "0 of 212 images are already
    done" read as Resume having lost the work. "" when there were none. ``finish``: where
    Resume converts them again, say in the same sentence that it finishes the run (the
    offer said "Press Resume: it converts them again. Press Resume to finish it.").
    ``press``: Resume can be pressed now: a cancel's kept images are said with the press
    that finishes the run ("Resume keeps them … Press Resume to finish it." named it twice;
    the offer then says no "Press Resume to finish it." of its own)."""
    seen = getattr(state, "outlook", None)
    n = state.unfinished or state.removed or (seen.unfinished_records if seen else 0)
    redone = seen.unfinished_redone if seen and not n else 0
    if redone and not state.keeps_unfinished:   # another version's: none kept, cancelled
        return other_version_text(redone, state.engine_version, finish)   # or not
    if redone and finish:
        return plural(redone, _tr(
            "Of those still to convert, {n} had been converted into a shard the run did not "
            "finish; the run was stopped without Cancel, and then an unfinished shard of "
            "annotated images is not kept, so Resume converts it again and finishes the "
            "run."), _tr(
            "Of those still to convert, {n} had been converted into a shard the run did not "
            "finish; the run was stopped without Cancel, and then an unfinished shard of "
            "annotated images is not kept, so Resume converts them again and finishes the "
            "run.")).format(n=number(redone))
    if redone:   # a killed run of annotated images: none kept (keeps_killed_partial)
        return plural(redone, _tr(
            "Of those still to convert, {n} had been converted into a shard the run did not "
            "finish; the run was stopped without Cancel, and then an unfinished shard of "
            "annotated images is not kept, so Resume converts it again."), _tr(
            "Of those still to convert, {n} had been converted into a shard the run did not "
            "finish; the run was stopped without Cancel, and then an unfinished shard of "
            "annotated images is not kept, so Resume converts them again.")).format(
            n=number(redone))
    if not n:
        return ""
    if state.unfinished and press:
        text = plural(n, _tr(
            "Of the images already written, {n} is in the shard the run did not finish: "
            "press Resume to keep it and finish the run from that shard."), _tr(
            "Of the images already written, {n} are in the shard the run did not finish: "
            "press Resume to keep them and finish the run from that shard."))
    elif state.unfinished:
        text = plural(n, _tr(
            "Of the images already written, {n} is in the shard the run did not finish: "
            "Resume keeps it and continues that shard."), _tr(
            "Of the images already written, {n} are in the shard the run did not finish: "
            "Resume keeps them and continues that shard."))
    elif state.removed and finish:
        text = plural(n, _tr(
            "Of those still to convert, {n} had been converted into a shard the run did not "
            "finish; a shard is kept only when it is complete, so Resume converts it again "
            "and finishes the run."),
            _tr("Of those still to convert, {n} had been converted into a shard the run did "
                "not finish; a shard is kept only when it is complete, so Resume converts "
                "them again and finishes the run."))
    elif state.removed:   # (among those still to convert)
        text = plural(n, _tr(
            "Of those still to convert, {n} had been converted into a shard the run did not "
            "finish; a shard is kept only when it is complete, so Resume converts it again."),
            _tr("Of those still to convert, {n} had been converted into a shard the run did "
                "not finish; a shard is kept only when it is complete, so Resume converts "
                "them again."))
    else:
        text = plural(n, _tr(
            "Of those still to convert, {n} is already in a shard the run did not finish: "
            "Resume keeps it if it reads back whole."), _tr(
            "Of those still to convert, {n} are already in a shard the run did not finish: "
            "Resume keeps those that read back whole and converts the rest."))
    return text.format(n=number(n))


def other_version_text(n: int, version: str, finish: bool) -> str:
    """The images in the unfinished shards of a run another version of the app started
    (engine.output_state.keeps_unfinished): Resume converts them again, as the engine
    does; the offer had counted a cancel's as done and promised to keep a killed run's.
    ``finish``: as in :func:`unfinished_text`."""
    if finish:
        text = plural(n, _tr(
            "Of those still to convert, {n} had been converted into a shard the run did not "
            "finish; TFRecord Studio {version} started the run, and an unfinished shard of "
            "another version is not kept, so Resume converts it again and finishes the run."),
            _tr("Of those still to convert, {n} had been converted into a shard the run did "
                "not finish; TFRecord Studio {version} started the run, and an unfinished "
                "shard of another version is not kept, so Resume converts them again and "
                "finishes the run."))
    else:
        text = plural(n, _tr(
            "Of those still to convert, {n} had been converted into a shard the run did not "
            "finish; TFRecord Studio {version} started the run, and an unfinished shard of "
            "another version is not kept, so Resume converts it again."), _tr(
            "Of those still to convert, {n} had been converted into a shard the run did not "
            "finish; TFRecord Studio {version} started the run, and an unfinished shard of "
            "another version is not kept, so Resume converts them again."))
    return text.format(n=number(n), version=version or "?")


def redo_text(state: OutputState) -> str:
    """The finished shards Resume writes again because they are missing or damaged, and
    the kept ones it converts again because an image in them changed since
    (gui.resume_check: the numbers above leave them out already), naming a few; and the
    kept files of an older engine's run that could not be read to check that this version
    takes them into records as it did (Outlook.unread), which Resume keeps all the same."""
    seen = getattr(state, "outlook", None)
    if seen is None:
        return ""
    text = ""
    if seen.damaged:   # (deleted or cut short since: Resume said nothing of them)
        text += (_tr("{k} finished shard file is missing or damaged and will be "
                     "written again: {files}.") if len(seen.damaged) == 1 else
                 _tr("{k} finished shard files are missing or damaged and will be "
                     "written again: {files}.")).format(
            k=number(len(seen.damaged)), files=cut_names(seen.damaged, 3, len(seen.damaged)))
    if seen.redo:
        text = sentences(text, (_tr(
            "{k} shard on disk will be converted again, because images in it changed "
            "after they were converted: {files}.") if len(seen.redo) == 1 else _tr(
            "{k} shards on disk will be converted again, because images in them changed "
            "after they were converted: {files}.")).format(
            k=number(len(seen.redo)),
            files=some_names(seen.redo_files, seen.redo_count, state.source)))
    if seen.unread:   # (--resume keeps them too, and logs it: log.resume_unread)
        # (a few named, then how many more: a share that could not be read named thousands)
        text = sentences(text, plural(len(seen.unread), _tr(
            "{n} file in its finished shards could not be read ({file}), so whether this "
            "version takes it into records as TFRecord Studio {theirs} did is not known: "
            "Resume keeps it as that run converted or skipped it."), _tr(
            "{n} files in its finished shards could not be read ({files}), so whether this "
            "version takes them into records as TFRecord Studio {theirs} did is not known: "
            "Resume keeps them as that run converted or skipped them.")).format(
            n=number(len(seen.unread)), theirs=state.engine_version or "?",
            file=display_name(seen.unread[0][0], state.source),
            files=some_names([p for p, _ in list(seen.unread)[:NAMED]], len(seen.unread),
                             state.source)))
    return text


def offer_names(state: OutputState | None) -> list[str]:
    """The names the offer's rich text may say (escaped), each kept on one line
    (gui.whole_text): its folder's, the images' and shard files' it names."""
    if state is None:
        return []
    seen = getattr(state, "outlook", None)
    paths = [*seen.damaged, *seen.redo_files, *(p for p, _ in seen.unread)] if seen else []
    found = getattr(seen, "changes", None)
    paths += [p for kind in ("added", "removed", "relabelled") for p in
              (getattr(found, kind, None) or [])]
    shown = [folder_named(state.path), os.path.basename(state.path.rstrip("/\\"))]
    return [esc(x) for x in shown + [display_name(p, state.source) for p in paths] if x]


def some_names(paths: Sequence[str], count: int, source: str) -> str:
    """A few images as the user knows them, and how many more there are."""
    return cut_names([display_name(p, source) for p in paths], len(paths), count)


def changed_text(changed: Sequence[tuple[str, str]], state: OutputState) -> str:
    """Why Resume cannot finish a run whose source changed since, and what to do."""
    planned = state.planned
    seen = getattr(state, "outlook", None)
    if changed[0][1] == "images" and seen is not None and seen.changes:
        found, parts = seen.changes, []
        for kind, text in (("added", _tr("added: {files}")),
                           ("removed", _tr("removed: {files}")),
                           ("relabelled", _tr("another class or split now: {files}"))):
            if found.counts.get(kind):
                parts.append(text.format(files=some_names(
                    getattr(found, kind), found.counts[kind], state.source)))
        return _tr(
            "Images changed in the source since the run set out to convert them ({what}), "
            "so Resume cannot finish it. Press Start over to convert them all, or put the "
            "source back as it was.").format(what=_tr("; ").join(parts))
    if changed[0][1] == "images":
        return plural(int(changed[0][0]), _tr(
            "The source lists {n} image now, and the run set out to convert {p}: images "
            "were added or removed since, so Resume cannot finish it. Press Start over to "
            "convert them all, or put the source back as it was."), _tr(
            "The source lists {n} images now, and the run set out to convert {p}: images "
            "were added or removed since, so Resume cannot finish it. Press Start over to "
            "convert them all, or put the source back as it was.")).format(
                n=number(int(changed[0][0])), p=number(planned))
    if changed[0][1] == "unrecorded":
        return _tr(
            "It did not record its annotation files (an earlier version started it, or it "
            "read this source without its annotations), so Resume cannot check its shards "
            "against the annotations now: press Start over to convert again.")
    said = {"added": _tr("{f} was added"), "removed": _tr("{f} was removed"),
            "changed": _tr("{f} changed")}
    names = [said[how].format(f=f) for f, how in changed[:3]]
    if len(changed) > 3:
        names.append(_tr("{n} more").format(n=number(len(changed) - 3)))
    return _tr(
        "The annotation files changed since it ran: {files}. Its shards hold the old "
        "annotations, so Resume cannot finish it. Put the files back as they were, or press "
        "Start over to convert again with the new ones.").format(
            files=_tr("; ").join(names))


def other_version(state: OutputState) -> bool:
    """Resume cannot finish the run in ``state``: another version started it, whose records
    are other bytes (OutputState.other_bytes) or took other files (``other_rule``)."""
    return state.other_bytes or state.other_rule is not None


def started_elsewhere_text(state: OutputState) -> str:
    """Why Resume cannot finish the run another version started (:func:`other_version`),
    and what to do: --resume refuses it (resume.other_bytes, resume.other_verdicts)."""
    theirs = state.engine_version or "?"
    if state.other_bytes:
        return _tr(
            "It was started by TFRecord Studio {theirs}, which writes its records as "
            "other bytes than this version ({ours}), and one dataset must not mix them: "
            "finish it with TFRecord Studio {theirs}, or press Start over to convert every "
            "image again.").format(theirs=theirs, ours=__version__)
    from engine.reason_codes import render
    from gui.engine_text import text
    kind, path = state.other_rule or ("", "")
    return _tr(
        "It was started by TFRecord Studio {theirs}, which took other files into records "
        "than this version ({ours}): {rule} Its finished shards include one of them: "
        "{file}. One dataset must not take its records by two rules: finish it with "
        "TFRecord Studio {theirs}, or press Start over to convert every image "
        "again.").format(theirs=theirs, ours=__version__, rule=text(kind, {}, render(kind, {})),
                         file=display_name(path, state.source))


def journal_lost_text() -> str:
    """Why Resume cannot finish a run whose journal is gone (OutputState.journal_lost: its
    manifest says it did not finish), and what to do: --resume refuses it."""
    return _tr("Its journal (the hidden file {journal}), which says which of its shards are "
               "complete, is missing, so Resume cannot keep any of them: press Start over to "
               "convert every image again.").format(journal=JOURNAL)


def carried_options(args: Sequence[str]) -> list[str]:
    """["--shards", "3", "--exact"] -> ["--shards 3", "--exact"]."""
    out: list[str] = []
    for a in args:
        if a.startswith("--") or not out:
            out.append(a)
        else:
            out[-1] += " " + a
    return out


def folder_named(path: str, room: int = 60) -> str:
    """The output folder as the offer names it: its whole path, which tells one "out" from
    another (its name alone, "out", left the user at 1024x640 asking which folder, the
    Output folder row being out of sight under the offer), its middle folders left out
    past ``room`` characters ("/home/me/…/plate_7/out"), and a folder name longer than
    that shortened in its middle too (a word without spaces is never wrapped, and widened
    the bar; a path wraps after its "/")."""
    path = path.rstrip("/\\") or path
    if len(path) <= room:
        return path
    sep = "\\" if "\\" in path and "/" not in path else "/"
    parts = path.split(sep)
    last = parts[-1]
    if len(last) > room - 2:
        return f"…{sep}{last[:room // 2 - 2]}…{last[-(room - room // 2 - 1):]}"
    head, tail = sep.join(parts[:2]), last   # ("/home", "C:\\Users", "//server")
    for part in reversed(parts[2:-1]):
        if len(head) + len(part) + 1 + len(tail) + 3 > room:   # ("/…/" and part's "/")
            break
        tail = f"{part}{sep}{tail}"
    return f"{head}{sep}…{sep}{tail}" if len(head) + len(tail) + 3 <= room else f"…{sep}{tail}"
