"""How a label file's bytes become text: a class names file (YOLO's classes.txt, obj.names
and data.yaml, a mask folder's classes.txt and labelmap.txt), a split list (ImageSets),
a YOLO label file, a COCO JSON, a Pascal VOC or CVAT XML (one that declares its encoding
is read as it declares, multi-byte ones too, which the XML parser refuses). One rule, a
table's (engine.sources.table_text): a UTF-8 byte-order mark, then UTF-8, then UTF-16 by
its byte-order mark (Notepad's "Unicode"), then Japanese or Korean Windows' code page
(Notepad's "ANSI": cp932, cp949) when the text is made of its language's characters
(table_text.typical_share). A reading other than UTF-8 is said in a notice (csv.encoding,
as a table's); bytes no reading tells apart are refused with what to do (ann.not_text),
never read with U+FFFD in place of the names: "背景" became "�w�i" in labels.txt.
"""

from __future__ import annotations

import codecs
import io
import re
from collections.abc import Callable

from engine.errors import NotText
from engine.reason_codes import render
from engine.regular_files import open_input
from engine.sources.table_text import CODE_PAGES, TYPICAL, code_page_readings, typical_share

#: An XML declaration that names an encoding, which is followed (XML's own rule).
_XML_DECLARED = re.compile(rb"\A\s*<\?xml[^>]*?\bencoding\s*=\s*[\"']([A-Za-z][\w.:-]*)",
                           re.ASCII)
#: The encodings the XML parser (expat) reads itself, by Python's names for them; it reads
#: no multi-byte one other than these.
_PARSER_OWN = ("utf-8", "utf-16", "utf-16-le", "utf-16-be", "ascii", "iso8859-1")
_PIECE = 1 << 20
_BOMS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")


def not_text(name: str) -> str:
    """Why the label file ``name`` cannot be read (ann.not_text), and what to do."""
    return render("ann.not_text", {"file": name})


def encoding_notice(name: str, read_as: str) -> str:
    """The notice that the file ``name`` was read as ``read_as`` (csv.encoding, a table's)."""
    return render("csv.encoding", {"file": name, "encoding": read_as})


def decode(raw: bytes, name: str) -> tuple[str, str | None]:
    """(the text of the bytes ``raw`` of the file ``name``, what it was read as: None for
    UTF-8, else the words of the notice); NotText when no reading tells them apart."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return raw.decode("utf-16"), "UTF-16"
        except UnicodeDecodeError:
            raise NotText(not_text(name)) from None
    try:
        return raw.decode("utf-8-sig"), None
    except UnicodeDecodeError:
        pass
    texts = code_page_readings(raw)
    for half_width_kana in (False, True):   # a Japanese file in half-width katakana
        typical = [e for e, text in texts.items()
                   if typical_share(text, e, half_width_kana) >= TYPICAL]
        if len(typical) == 1:
            return texts[typical[0]], CODE_PAGES[typical[0]]
        if typical:   # both: the bytes do not say which
            break
    raise NotText(not_text(name))


def read_text(path: str, name: str) -> tuple[str, str | None]:
    """decode of the file at ``path``, named ``name`` in its sentences; OSError when it
    cannot be read, NotText when it is not text."""
    with open_input(path) as f:
        raw = f.read()
    return decode(raw, name)


def xml_input(raw: bytes, name: str) -> tuple[bytes | str, str | None]:
    """(what the XML parser is given, what it was read as: None, or the words of the
    notice) for the XML file ``name`` of the bytes ``raw``. XML that begins with a
    byte-order mark, or is UTF-8, is the parser's to read; XML that declares its encoding
    is read as it declares (the parser reads no multi-byte one: Shift_JIS was "malformed
    XML"); other bytes are what Notepad's "ANSI" saves on Japanese or Korean Windows (a VOC
    file edited there: LabelImg itself writes UTF-8 without a declaration), read by the
    module's rule. NotText when they cannot be read, ValueError when they are not the
    encoding they declare."""
    if raw.startswith(_BOMS):   # (UTF-16 said, as every file's is)
        return raw, _utf16(raw)
    declared = _declared(raw)
    if declared is not None:
        return _as_declared(raw, declared), None
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return decode(raw, name)
    return raw, None


def _utf16(raw: bytes) -> str | None:
    """"UTF-16" when ``raw`` begins with UTF-16's byte-order mark, else None (UTF-8's)."""
    return "UTF-16" if raw.startswith((b"\xff\xfe", b"\xfe\xff")) else None


def _declared(head: bytes) -> str | None:
    """The encoding the XML declaration at the start of ``head`` names, or None."""
    m = _XML_DECLARED.match(head)
    return m.group(1).decode("ascii") if m else None


def _as_declared(raw: bytes, declared: str) -> bytes | str:
    """The XML ``raw`` declaring the encoding ``declared`` for the parser: its bytes when the
    parser reads that encoding itself (or it is none Python knows: the parser says so),
    else its text (ValueError when its bytes are not that encoding)."""
    if _parser_reads(declared):
        return raw
    try:
        return raw.decode(codecs.lookup(declared).name)
    except LookupError:   # a codec of no text ("hex", "zlib"): the parser says so
        return raw
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        raise ValueError(f"its bytes on line {line:,} are not {declared}, the encoding its "
                         "first line declares") from None


def _parser_reads(declared: str) -> bool:
    """Whether the XML parser is given the bytes of XML declaring ``declared``: it reads
    that encoding itself, or it is none Python knows (the parser says so)."""
    try:
        return codecs.lookup(declared).name in _PARSER_OWN
    except LookupError:
        return True


def xml_source(path: str, name: str) -> tuple[str | io.StringIO, str | None]:
    """(what a streaming XML parser, CVAT's iterparse, is given for the XML file at
    ``path``, what it was read as) by xml_input's rule: the path itself, unless it declares
    an encoding the parser cannot read, or neither declares one nor is UTF-8 (checked a
    piece at a time: a project's export holds 100,000 images): then its text. OSError,
    NotText, ValueError as xml_input."""
    with open_input(path) as f:
        chunk = f.read(_PIECE)
        declared = None if chunk.startswith(_BOMS) else _declared(chunk)
        if declared is not None:
            if _parser_reads(declared):   # (CVAT's own "utf-8": not read whole for nothing)
                return path, None
            f.seek(0)
            xml = _as_declared(f.read(), declared)
            return (path if isinstance(xml, bytes) else io.StringIO(xml)), None
        if chunk.startswith(_BOMS):
            return path, _utf16(chunk)
        check = codecs.getincrementaldecoder("utf-8")()
        try:
            while chunk:
                check.decode(chunk)
                chunk = f.read(_PIECE)
            check.decode(b"", final=True)
            return path, None
        except UnicodeDecodeError:
            f.seek(0)
            text, read_as = decode(f.read(), name)
    return io.StringIO(text), read_as


class ReadAs:
    """The files of one kind a scan read otherwise than as UTF-8 (thousands of YOLO label
    files or VOC XMLs saved alike), said in one notice per reading: the first file named,
    the others counted (ann.files_encoding)."""

    def __init__(self) -> None:
        self._files: dict[str, list[str]] = {}

    def add(self, name: str, read_as: str | None) -> None:
        if read_as is not None:
            self._files.setdefault(read_as, []).append(name)

    def notices(self) -> list[str]:
        out = []
        for read_as, names in self._files.items():
            if len(names) == 1:
                out.append(encoding_notice(names[0], read_as))
                continue
            out.append(render("ann.files_encoding", {
                "file": names[0], "n": f"{len(names) - 1:,}", "encoding": read_as}))
        return out


def text_or_refusal(path: str, name: str, refuse: Callable[[str, str], None],
                    notices: list[str]) -> str | None:
    """The text of the small label file at ``path`` (a class names file, a split list),
    named ``name``, its reading's notice added to ``notices``; None when it cannot be read,
    the file then refused with why (``refuse(path, reason)``, a Builder's reject)."""
    try:
        text, read_as = read_text(path, name)
    except OSError as e:
        refuse(path, f"cannot read {name}: {e.strerror or e}")
        return None
    except NotText as e:
        refuse(path, str(e))
        return None
    if read_as is not None:
        notices.append(encoding_notice(name, read_as))
    return text
