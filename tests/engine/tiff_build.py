"""TIFF files built byte by byte as cameras lay them out (tests.engine.raw_files' formats):
a directory of entries in either byte order, a TIFF-based RAW file (a preview in IFD0, the
sensor data in its SubIFD) and one whose IFD0 is the sensor data itself."""

from __future__ import annotations

import struct

#: TIFF field types: BYTE, ASCII, SHORT, LONG, UNDEFINED.
BYTE, ASCII, SHORT, LONG, UNDEFINED = 1, 2, 3, 4, 7
SIZES = {BYTE: 1, ASCII: 1, SHORT: 2, LONG: 4, UNDEFINED: 1}

PREVIEW = (160, 120)


def ifd(entries: dict[int, tuple[int, list | bytes]], at: int, next_ifd: int = 0,
         order: str = "<") -> tuple[bytes, bytes]:
    """(the directory at offset ``at``, the values that follow it) of ``entries``
    (tag -> (type, values)), in byte order ``order``, sorted by tag as TIFF requires."""
    table = struct.pack(order + "H", len(entries))
    extra = b""
    after = at + 2 + 12 * len(entries) + 4
    for tag in sorted(entries):
        kind, values = entries[tag]
        if kind in (ASCII, BYTE, UNDEFINED) and isinstance(values, bytes):
            raw = values
        else:
            raw = b"".join(struct.pack(order + ("H" if kind == SHORT else "I"), v)
                           for v in values)
        count = len(raw) // SIZES[kind]
        if len(raw) <= 4:
            table += struct.pack(order + "HHI", tag, kind, count) + raw.ljust(4, b"\0")
        else:
            table += struct.pack(order + "HHII", tag, kind, count, after + len(extra))
            extra += raw + b"\0" * (len(raw) % 2)
    return table + struct.pack(order + "I", next_ifd), extra


def tiff_raw(make: bytes = b"", *, cr2: bool = False, dng: bool = False,
             reduced: bool = True, sensor: bool = True, gap: int | bytes = 0,
             photometric: int = 2, order: str = "<", at8: bytes = bytes(8),
             ifd0: dict[int, tuple[int, list | bytes]] | None = None,
             sub: dict[int, tuple[int, list | bytes]] | None = None) -> bytes:
    """A TIFF-based RAW file: IFD0 a 160x120 RGB preview (NewSubfileType 1 when
    ``reduced``) with ``make``, DNGVersion 1.4 when ``dng``, "CR" and version 2.0 at offset
    8 when ``cr2`` (else ``at8``); its SubIFD (when ``sensor``) 16-bit CFA sensor data. With
    reduced and sensor false it is a camera's plain TIFF (some Nikons save TIFF as well as
    NEF). ``gap``: bytes (or their number) between the header and IFD0 (a maker's own data,
    or the pixels, there). ``photometric``: IFD0's (32803, a colour filter array: the
    sensor data itself in IFD0, as Samsung's SRW lays it out). ``order``: the byte order
    ("<" II, ">" MM). ``ifd0``, ``sub``: more entries of IFD0 and of the SubIFD, or others
    in place of its."""
    w, h = PREVIEW
    pixels = bytes((x * 7 + y * 3) % 256 for y in range(h) for x in range(w * 3))
    gap = bytes(gap) if isinstance(gap, int) else gap
    ifd0_at = 16 + len(gap)
    entries: dict[int, tuple[int, list | bytes]] = {
        254: (LONG, [1 if reduced else 0]), 256: (LONG, [w]), 257: (LONG, [h]),
        258: (SHORT, [8, 8, 8]), 259: (SHORT, [1]), 262: (SHORT, [photometric]),
        273: (LONG, [0]), 277: (SHORT, [3]), 278: (LONG, [h]),
        279: (LONG, [len(pixels)])}
    if make:
        entries[271] = (ASCII, make + b"\0")
        entries[272] = (ASCII, b"MODEL X\0")
    if dng:
        entries[50706] = (BYTE, bytes([1, 4, 0, 0]))
        entries[50707] = (BYTE, bytes([1, 1, 0, 0]))
    if sensor:
        entries[330] = (LONG, [0])
    entries |= ifd0 or {}
    # two passes: the offsets depend on the directory's own size
    table, extra = ifd(entries, ifd0_at, order=order)
    end0 = ifd0_at + len(table) + len(extra)
    sub_at = end0 + len(pixels)
    entries[273] = (LONG, [end0])
    if sensor:
        entries[330] = (LONG, [sub_at])
    table, extra = ifd(entries, ifd0_at, order=order)
    body = table + extra + pixels
    if sensor:
        sw, sh = 64, 48
        sensor_ifd = {254: (LONG, [0]), 256: (LONG, [sw]), 257: (LONG, [sh]),
                      258: (SHORT, [16]), 259: (SHORT, [1]), 262: (SHORT, [32803]),
                      273: (LONG, [0]), 277: (SHORT, [1]), 278: (LONG, [sh]),
                      279: (LONG, [sw * sh * 2])} | (sub or {})
        stable, sextra = ifd(sensor_ifd, sub_at, order=order)
        sensor_ifd[273] = (LONG, [sub_at + len(stable) + len(sextra)])
        stable, sextra = ifd(sensor_ifd, sub_at, order=order)
        body += stable + sextra + bytes(range(256)) * (sw * sh * 2 // 256)
    head = (b"II*\0" if order == "<" else b"MM\0*") + struct.pack(order + "I", ifd0_at)
    head += b"CR\x02\x00" + struct.pack("<I", 0) if cr2 else at8
    return head + gap + body


def sensor_ifd0(make: bytes, *, order: str = ">", compression: int = 1,
                photometric: int = 32803, bits: int = 12,
                more: dict[int, tuple[int, list | bytes]] | None = None,
                maker_dir: tuple[int, dict[int, tuple[int, list | bytes]]] | None = None
                ) -> bytes:
    """A TIFF-based RAW file whose IFD0 is the sensor data itself (64x48, one sample a
    pixel, ``bits`` each, stored as ``compression``), with ``make`` (none when empty) and
    ``more`` entries; ``maker_dir``: (a tag of IFD0, the entries of the maker's own
    directory it points to, after the sensor data)."""
    sw, sh = 64, 48
    data = bytes(range(256)) * (sw * sh * 2 // 256)
    entries: dict[int, tuple[int, list | bytes]] = {
        254: (LONG, [0]), 256: (LONG, [sw]), 257: (LONG, [sh]), 258: (SHORT, [bits]),
        259: (SHORT, [compression]), 262: (SHORT, [photometric]), 273: (LONG, [0]),
        277: (SHORT, [1]), 278: (LONG, [sh]), 279: (LONG, [len(data)])} | (more or {})
    if make:
        entries[271] = (ASCII, make + b"\0")
    if maker_dir:
        entries[maker_dir[0]] = (LONG, [0])
    table, extra = ifd(entries, 8, order=order)   # (twice: offsets depend on its size)
    data_at = 8 + len(table) + len(extra)
    entries[273] = (LONG, [data_at])
    tail = b""
    if maker_dir:
        entries[maker_dir[0]] = (LONG, [data_at + len(data)])
        mtable, mextra = ifd(maker_dir[1], data_at + len(data), order=order)
        tail = mtable + mextra
    table, extra = ifd(entries, 8, order=order)
    return (b"II*\0" if order == "<" else b"MM\0*") + struct.pack(order + "I", 8) \
        + table + extra + data + tail
