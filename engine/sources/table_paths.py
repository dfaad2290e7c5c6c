"""The paths a table's rows give (engine.sources.csv_table, engine.sources.multilabel): the
file a row names, read as Windows or a Mac wrote it, and what is said when it is not there.
"""

from __future__ import annotations

import os

from engine.reason_pair import counted, plural
from engine.sources.names import on_disk


def windows_path(base: str, rel: str) -> tuple[str, bool]:
    """(the path to read, True when it is ``rel`` with "/" for its backslashes): a table
    saved on Windows writes 画像\\写真.jpg, a file name with a backslash where "/" separates
    folders. The path as written wins when it names a file; Windows reads it unchanged.
    A path naming no file is read in its other Unicode forms (a table typed on Windows,
    composed, for pictures a Mac wrote decomposed: "file not found" for every Korean
    name, the same to the eye as the file's)."""
    rel = on_disk(base, rel)
    if os.sep != "/" or "\\" not in rel or os.path.lexists(os.path.join(base, rel)):
        return rel, False
    slashed = on_disk(base, rel.replace("\\", "/"))   # (a Mac's names too)
    if os.path.lexists(os.path.join(base, slashed)):
        return slashed, True
    return rel, False


def as_listed(base: str, rel: str) -> str:
    """``rel`` as the folders below ``base`` spell the file it names (its name alone when
    it is not below ``base``): on a disk that matches any capital letters (a Windows share,
    exFAT) rows naming pics/cat.jpg and pics/CAT.JPG were two images, one file converted
    twice with two labels; so spelled, the later row is the duplicate it is
    (engine.sources.scan_memo.spelled_below: ``rel`` itself on a case-sensitive disk)."""
    from engine.sources import scan_memo
    path = os.path.join(base, rel)
    if not scan_memo.any_case(os.path.dirname(path), os.path.basename(path)):
        return rel   # (its folders not listed: a case-sensitive disk spells it as written)
    try:   # (Windows: a path on another drive than the table's is not below it)
        below = not os.path.relpath(path, base).startswith(os.pardir)
    except ValueError:
        below = False
    found = scan_memo.spelled_below(base if below else os.path.dirname(path), path)
    if found == path:
        return rel
    return found if os.path.isabs(rel) else os.path.relpath(found, base)


def backslash_notice(path: str, slashed: list[str]) -> str:
    n = len(slashed)
    return (f"{os.path.basename(path)}: {counted(n, 'path')} {plural(n, 'has', 'have')} "
            "backslashes (\\) between folders, as Windows writes them, and "
            f"{plural(n, 'is', 'are')} read with / on this system "
            f"(as {slashed[0]})")


def missing_reason(rel: str, line_no: int) -> str:
    """Why the row at ``line_no`` naming ``rel`` is set aside: its file is not there."""
    if os.sep == "/" and "\\" in rel:
        return (f"file not found (CSV line {line_no}): its path has backslashes (\\) between "
                "folders, as Windows writes them, and no file is there with / either; check "
                "the path")
    return f"file not found (CSV line {line_no}); check the path"
