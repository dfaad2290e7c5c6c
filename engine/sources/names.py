"""File and class names as text that every output can hold.

On POSIX a file name is bytes. Python decodes names that are not valid UTF-8 with
``surrogateescape``: the str opens the file, but encoding it to UTF-8 (JSON, CSV, the
Example's ``image/filename``, a terminal) raises. The engine therefore keeps two forms:

- the *path* (surrogate-escaped str) only for opening the file;
- :func:`display` of it everywhere text is written: valid Unicode in which each byte that
  is not UTF-8 is shown as ``\\xNN`` (``b'caf\\xe9.jpg'`` -> ``caf\\xe9.jpg``).

Class names become labels (labels.txt has one per line, the manifest lists them, models
print them), so a class folder whose name holds a control character (newline, tab, ESC...)
or bytes that are not UTF-8 is refused with a reason rather than escaped: an escaped label
would not match the folder the user sees. See README "When things go wrong".

Class names are labels in composed Unicode (NFC, :func:`class_labels`): macOS writes
Japanese and Korean names decomposed (NFD) when files are copied over SMB or out of a zip,
and a 고양이 folder of each form were two classes that looked the same.
"""

from __future__ import annotations

import os
import unicodedata

from engine.reason_codes import say


def display(text: str) -> str:
    """`text` with each undecodable byte (a lone surrogate from surrogateescape) written
    as ``\\xNN``; always encodable as UTF-8. Valid text is returned unchanged."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        pass
    out = []
    for ch in text:
        o = ord(ch)
        if 0xDC80 <= o <= 0xDCFF:       # surrogateescape of byte o - 0xDC00
            out.append(f"\\x{o - 0xDC00:02x}")
        elif 0xD800 <= o <= 0xDFFF:     # any other lone surrogate (cannot come from a name)
            out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)


def name_list(names: list[str], limit: int = 3) -> str:
    """"a, b, c, …": the first `limit` names, then "…" when there are more."""
    return ", ".join(names[:limit]) + (", …" if len(names) > limit else "")


def displayable(value: object) -> object:
    r"""`value` (JSON-like: str, dict, list, tuple, numbers) with every string, keys too,
    made encodable as UTF-8 by :func:`display` (an event naming a file whose name is not
    UTF-8, engine.protocol.encode)."""
    if isinstance(value, str):
        return display(value)
    if isinstance(value, dict):
        return {displayable(k): displayable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [displayable(v) for v in value]
    return value


def has_undecodable(text: str) -> bool:
    """True when `text` holds bytes that are not UTF-8 (surrogate-escaped)."""
    return any(0xD800 <= ord(ch) <= 0xDFFF for ch in text)


def _is_control(ch: str) -> bool:
    # Cc: C0/C1 controls incl. newline, tab, ESC, DEL; Zl/Zp: line and paragraph separators,
    # which also start a new line in many text readers.
    return unicodedata.category(ch) in ("Cc", "Zl", "Zp")


def label_problem(name: str) -> str | None:
    """Why `name` cannot be a class label, or None when it can."""
    if has_undecodable(name):
        return (f"the class folder name \"{display(name)}\" is not valid UTF-8 text, so it "
                "cannot be written as a label; rename the folder")
    bad = sorted({ch for ch in name if _is_control(ch)})
    if bad:
        which = ", ".join(_char_name(ch) for ch in bad)
        return (f"the class name \"{printable(name)}\" contains a control character ({which}), "
                "which would break labels.txt; rename it")
    if not name.strip():
        return "the class name is empty or only spaces; rename it"
    return None


def composed_label(name: str) -> str:
    """The label of a class name: composed (NFC) when it is written all decomposed, as a
    Mac writes it; else as written. NFC also rewrites names typed as they are elsewhere
    (Hindi's क़ U+0958 becomes two code points, a Hanja compatibility ideograph another
    character), which no copy decomposed."""
    return unicodedata.normalize("NFC", name) if unicodedata.normalize("NFD", name) == name \
        else name


def class_labels(where: str, written: list[str]
                 ) -> tuple[dict[str, str], list[str], list[str]]:
    """({name as written: its label}, notices, composed) of a source's class names: each
    label is the
    name in composed Unicode (NFC), as Windows, Linux and input methods write it. Names
    that differ only in their Unicode form (a 고양이 folder copied from a Mac, decomposed,
    beside one typed here) are one class; the notices (engine.reason_catalogue_table's
    class.names_merged, class.names_composed) say which names were merged, or written
    composed though the source has them decomposed only; `composed`: the labels written
    otherwise than some name they come from (ScanResult.composed). `where`: the source's
    name. A name with spaces at its ends is labelled without them (class.names_trimmed):
    TensorFlow Datasets strips each name of the ClassLabel names file it reads, so " cat"
    in labels.txt was "cat" to TFDS and the two disagreed."""
    label = {w: composed_label(w) for w in dict.fromkeys(written)}
    forms: dict[str, list[str]] = {}
    for w, n in label.items():
        forms.setdefault(n, []).append(w)
    merged = sorted(n for n, ws in forms.items() if len(ws) > 1)
    composed = sorted(n for n, ws in forms.items() if ws != [n] and len(ws) == 1)
    notices = []
    if merged:
        notices.append(f"{where}: these class names were written in two Unicode forms "
                       "(composed and decomposed, as macOS writes Japanese and Korean names); "
                       f"both forms of each are one class: {', '.join(merged)}")
    if composed:
        notices.append(f"{where}: class names written in decomposed Unicode (as macOS writes "
                       "Japanese and Korean names) are labelled in composed form, as other "
                       f"systems write them: {', '.join(composed)}")
    trimmed = trimmed_notice(where, list(label.values()))
    if trimmed:
        notices.append(trimmed)
        label = {w: n.strip() for w, n in label.items()}
    return label, notices, sorted({n for w, n in label.items() if w != n})


def trimmed_notice(where: str, names: list[str]) -> str | None:
    """The notice (class.names_trimmed) that those of the class ``names`` of the source
    ``where`` with spaces at their ends are labelled without them, as TensorFlow Datasets
    reads them; None when none has."""
    trimmed = [n for n in dict.fromkeys(names) if n != n.strip() and n.strip()]
    if not trimmed:
        return None
    return say("class.names_trimmed", where=where,
               names=", ".join(chr(34) + n + chr(34) for n in trimmed))


def _char_name(ch: str) -> str:
    named = {"\n": "newline", "\r": "carriage return", "\t": "tab", "\x1b": "escape"}
    return named.get(ch, f"U+{ord(ch):04X}")


def printable(text: str, keep_newlines: bool = False) -> str:
    """`text` safe to print on a terminal: undecodable bytes as ``\\xNN`` and control
    characters (newline, ESC of a terminal escape sequence, ...) as escapes, so a file
    name can neither break a line nor reprogram the terminal. keep_newlines: for messages
    of our own that span lines."""
    text = display(text)

    def bad(ch: str) -> bool:
        return _is_control(ch) and not (keep_newlines and ch == "\n")

    if not any(bad(ch) for ch in text):
        return text
    return "".join(ch.encode("unicode_escape").decode("ascii") if bad(ch) else ch
                   for ch in text)


def forms(name: str) -> tuple[str, ...]:
    """``name`` as written, then composed (NFC) and decomposed (NFD) when those differ: the
    forms in which a file of that name is looked for (on_disk,
    engine.sources.annotation_files.find_image)."""
    return tuple(dict.fromkeys((name, unicodedata.normalize("NFC", name),
                                unicodedata.normalize("NFD", name))))


def on_disk(base: str, rel: str, absent: bool = False) -> str:
    """``rel`` (a path below ``base``, or absolute) as the disk spells it: a part that
    names nothing as written is looked for in its other Unicode form, so that a table
    typed on Windows (composed) finds 사진/현미경_001.jpg in a folder made here (composed)
    holding pictures a Mac wrote (decomposed): each row was "file not found", the same
    name to the eye. ``rel`` unchanged when it names a file, is ASCII, or some part is in
    neither form. ``absent``: the caller has just found that ``rel`` names no file (it is
    not asked again). In a scan (engine.sources.scan_memo) each folder of the path is
    looked up once: a YOLO folder's label paths, one an image, looked up every folder from
    the disk's root again for each image without its label file."""
    if rel.isascii() or (not absent and os.path.lexists(os.path.join(base, rel))):
        return rel
    from engine.sources import scan_memo
    known = scan_memo.spelled()
    parts = rel.split(os.sep)
    start, here, out = 0, (os.sep if os.path.isabs(rel) else "") or base, list[str]()
    if known is not None:   # the deepest folder of the path already spelled in this scan
        for i in range(len(parts) - 1, 0, -1):
            key = (base, os.sep.join(parts[:i]))
            if key in known:
                hit = known[key]
                if hit is None:
                    return rel
                start, out, here = i, list(hit[0]), hit[1]
                break
    for i in range(start, len(parts)):
        part = parts[i]
        if absent and i == len(parts) - 1 and out == parts[:i] and forms(part) == (part,):
            return rel   # (nothing to choose: the file as written, which is not there)
        form = next((f for f in forms(part) if os.path.lexists(os.path.join(here, f))),
                    None) if part else part
        if form is not None:
            out.append(form)
            here = os.path.join(here, form) if part else here
        if known is not None and i < len(parts) - 1:   # (a folder of the path)
            known[(base, os.sep.join(parts[:i + 1]))] = \
                None if form is None else (tuple(out), here)
        if form is None:
            return rel
    return os.sep.join(out)
