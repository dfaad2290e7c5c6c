"""Cheap structural checks of a JPEG file, made before (and instead of trusting) libjpeg.

libjpeg recovers from damage silently as far as Pillow is concerned: a scan that ends
early ("Corrupt JPEG data: premature end of data segment") is filled with grey, a header
may claim 10000x10000 pixels over 64x64 of data, and a progressive file may hold thousands
of empty scans that each cost a pass over the whole image. Pillow drops libjpeg's
warnings, so the engine reads the marker structure itself: one pass with a C-speed regular
expression over the entropy-coded data, no Huffman decoding.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from engine.errors import JpegDamage

#: Most scans a JPEG may have. libjpeg's and mozjpeg's progressive scripts write 10 scans
#: for colour (6 for grey), tuned encoders about 20; a file with more than 100 is crafted
#: or broken, and each scan costs a full pass over the coefficients (issue 18: a 28 KB file
#: with thousands of empty scans took 13 s of CPU).
MAX_SCANS = 100

# The markers that matter after the first scan: DHT (tables), SOS (scans), EOI (end).
_SCAN_MARKERS = re.compile(rb"\xff[\xc4\xd9\xda]")
_EOI = re.compile(rb"\xff\xd9")
_SOF = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}
_HUFFMAN_SOF = {0xC0, 0xC1, 0xC2}     # baseline, extended, progressive (Huffman coded)
_STANDALONE = {0x01} | set(range(0xD0, 0xD8))


@dataclass
class JpegInfo:
    width: int = 0
    height: int = 0
    components: int = 0
    progressive: bool = False
    scans: int = 0
    eoi: int | None = None      # offset of the end-of-image marker of the main image
    first_scan: int | None = None


def end_of_image(data: bytes, info: JpegInfo) -> int | None:
    """Offset of the main image's end-of-image marker (the first after its first scan:
    entropy-coded data cannot contain one); None when the file has none."""
    if info.eoi is None and info.first_scan is not None:
        m = _EOI.search(data, info.first_scan)
        info.eoi = m.start() if m else None
    return info.eoi


#: What the grey-fill probe inserts before the end marker: no 0xFF, so never a marker.
_NOISE = bytes((i * 73 + 41) % 251 for i in range(256))


def with_noise_before_end(data: bytes, info: JpegInfo) -> bytes | None:
    """`data` with noise inserted before its end-of-image marker, to confirm a suspected
    grey fill (engine.codecs.imaging and fast_jpeg decode it again): data that was complete
    never reaches the noise, so the picture is the same; data that ran out is continued by
    the noise instead of grey, so the picture changes. None when the file has no end
    marker."""
    eoi = end_of_image(data, info)
    if eoi is None:
        return None
    return data[:eoi] + _NOISE + data[eoi:]


def _check_sequential(data: bytes, info: JpegInfo, sof: int, comps: dict, min_code: dict,
                      strict: bool) -> None:
    """Baseline/extended JPEGs: no pass over the data (a regex pass costs ~10% of a
    decode). libjpeg refuses a component repeated across sequential scans, so their count
    cannot be absurd; the data, taken to run to the file's last end marker (an upper
    bound), must hold the fewest bits every block of every component needs."""
    info.scans = 1
    if not (strict and sof in _HUFFMAN_SOF and comps and info.width and info.height):
        return
    pos = info.first_scan
    if pos is None:  # no start-of-scan marker: nothing to measure the data against
        return
    length = int.from_bytes(data[pos + 2:pos + 4], "big")
    sos = data[pos + 4:pos + 2 + length]
    need = _min_scan_bits(sos, comps, info, min_code)
    in_scan = set(sos[1:1 + 2 * sos[0]:2]) if sos else set()
    need += sum(2 * _component_blocks(info.width, info.height, comps, cid)
                for cid in comps if cid not in in_scan)
    last = data.rfind(b"\xff\xd9", pos)
    end = last if last >= 0 else len(data)
    if (end - (pos + 2 + length)) * 8 < need:
        raise JpegDamage(
            f"JPEG data is too short for its {info.width}x{info.height} size: the file "
            "is cut short or damaged (the missing part would be painted grey)",
            size=(info.width, info.height))


def _component_blocks(width: int, height: int, comps: dict, cid: int) -> int:
    """8x8 blocks of one component (a lower bound for interleaved scans too)."""
    hmax = max(c[0] for c in comps.values())
    vmax = max(c[1] for c in comps.values())
    h, v = comps[cid]
    cw = math.ceil(width * h / hmax)
    ch = math.ceil(height * v / vmax)
    return math.ceil(cw / 8) * math.ceil(ch / 8)


def check(data: bytes, max_scans: int = MAX_SCANS, strict: bool = True) -> JpegInfo:
    """Walk the markers of the JPEG in `data`. Raises JpegDamage when it ends before its
    first scan, when it has more than max_scans scans, or (strict) when a scan holds fewer
    bits than the fewest its blocks can be coded in: the data was cut short and libjpeg
    would paint the rest grey.

    Entropy-coded data never contains 0xFF followed by anything but 0x00 or a restart
    marker, so the SOS, DHT and EOI markers after the first scan are found by one
    regular-expression pass (C speed, ~1 ms per MB) instead of walking the data."""
    info = JpegInfo()
    comps: dict[int, tuple[int, int]] = {}
    min_code: dict[tuple[int, int], int] = {}   # (class, table id) -> shortest code length
    sof, first_sos = _read_headers(data, info, comps, min_code)
    if first_sos is None and info.eoi is None:
        # the file ends among its headers: Pillow opens it and then says only "cannot
        # load this image" (a walker's rejected list beside the scan's "the file is cut off")
        raise JpegDamage("JPEG is cut short: the file ends before its picture data does "
                         "(copy it again from the original)", acceptable=False)
    if first_sos is None:
        return info
    info.first_scan = first_sos
    n = len(data)
    if not info.progressive:
        _check_sequential(data, info, sof, comps, min_code, strict)
        return info
    events: list[tuple[int, int]] = []
    info.eoi = None
    for m in _SCAN_MARKERS.finditer(data, first_sos):
        if m.group()[1] == 0xD9:
            info.eoi = m.start()
            break
        events.append((m.start(), m.group()[1]))
    end = n if info.eoi is None else info.eoi
    info.scans = sum(1 for _, m in events if m == 0xDA)
    if info.scans > max_scans:
        raise JpegDamage(f"JPEG has more than {max_scans} scans (a crafted or broken "
                         "progressive file; decoding it would take minutes): save it again as JPEG "
                         "in an image editor", acceptable=False)
    if not (strict and comps and info.width and info.height):
        return info
    # Final precision (Al) reached by each coefficient of each component, progressive only.
    precision = {cid: [None] * 64 for cid in comps}
    for k, (pos, marker) in enumerate(events):
        length = int.from_bytes(data[pos + 2:pos + 4], "big")
        seg = data[pos + 4:pos + 2 + length]
        if marker == 0xC4:
            _read_dht(seg, min_code)
            continue
        if info.progressive:
            _record_precision(seg, precision)
        if sof not in _HUFFMAN_SOF:
            continue
        stop = events[k + 1][0] if k + 1 < len(events) else end
        if (stop - (pos + 2 + length)) * 8 < _min_scan_bits(seg, comps, info, min_code):
            raise JpegDamage(
                f"JPEG data is too short for its {info.width}x{info.height} size: the "
                "file is cut short or damaged (the missing part would be painted grey)",
                size=(info.width, info.height))
    if info.progressive and any(al != 0 for coefs in precision.values() for al in coefs):
        raise JpegDamage("JPEG is incomplete: its progressive scans stop before the picture "
                         "is complete (the file was cut short; the picture would be blurred "
                         "or grey)")
    return info


def _record_precision(sos: bytes, precision: dict) -> None:
    """Note the precision each scan brings its coefficients to. Every encoder's script
    ends with all 64 coefficients of every component at full precision (Al = 0); a file
    cut short, even with an end marker appended, lacks the last scans."""
    if not sos:
        return
    ns = sos[0]
    if len(sos) < 1 + 2 * ns + 3:
        return
    ss, se, al = sos[1 + 2 * ns], sos[2 + 2 * ns], sos[3 + 2 * ns] & 15
    for k in range(ns):
        coefs = precision.get(sos[1 + 2 * k])
        if coefs is not None:
            for i in range(ss, min(se, 63) + 1):
                coefs[i] = al


def _read_headers(data: bytes, info: JpegInfo, comps: dict, min_code: dict
                  ) -> tuple[int, int | None]:
    """Read the segments before the first scan: (SOF marker, offset of the first SOS)."""
    n = len(data)
    pos = 2                                  # after SOI
    sof = 0
    while pos < n:
        if data[pos] != 0xFF:                # junk between segments: libjpeg skips it too
            pos = data.find(b"\xff", pos)
            if pos < 0:
                break
        while pos < n and data[pos] == 0xFF:
            pos += 1
        if pos >= n:
            break
        marker = data[pos]
        pos += 1
        if marker == 0xD9:
            info.eoi = pos - 2
            break
        if marker in _STANDALONE:
            continue
        if marker == 0xDA:
            return sof, pos - 2
        if pos + 2 > n:
            break
        length = int.from_bytes(data[pos:pos + 2], "big")
        seg = data[pos + 2:pos + length]
        if length < 2 or len(seg) < length - 2:
            break                            # cut inside a header: Pillow reports it
        if marker in _SOF and not sof and len(seg) >= 6:
            sof = marker
            info.height = int.from_bytes(seg[1:3], "big")
            info.width = int.from_bytes(seg[3:5], "big")
            info.components = seg[5]
            info.progressive = marker in (0xC2, 0xC6, 0xCA, 0xCE)
            for i in range(seg[5]):
                c = seg[6 + 3 * i:9 + 3 * i]
                if len(c) == 3:
                    comps[c[0]] = (max(1, c[1] >> 4), max(1, c[1] & 15))
        elif marker == 0xC4:
            _read_dht(seg, min_code)
        pos += length
    return sof, None


def header_end(data: bytes) -> int | None:
    """Offset just after the first scan header (SOS): everything Pillow reads to open a
    JPEG. None when `data` ends first. Junk between segments is skipped at C speed here,
    where Pillow skips it a byte per Python call (minutes for a file padded with zeros)."""
    n = len(data)
    pos = 2
    while pos < n:
        nxt = data.find(b"\xff", pos)
        if nxt < 0:
            return None
        pos = nxt
        while pos < n and data[pos] == 0xFF:
            pos += 1
        if pos + 3 > n:
            return None
        marker = data[pos]
        pos += 1
        if marker in _STANDALONE or marker == 0xD8:
            continue
        if marker == 0xD9:
            return pos
        pos += int.from_bytes(data[pos:pos + 2], "big")
        if marker == 0xDA:
            return pos if pos <= n else None
    return None


def _read_dht(seg: bytes, min_code: dict) -> None:
    i = 0
    while i + 17 <= len(seg):
        tc, th = seg[i] >> 4, seg[i] & 15
        counts = seg[i + 1:i + 17]
        shortest = next((k + 1 for k, c in enumerate(counts) if c), 16)
        min_code[(tc, th)] = shortest
        i += 17 + sum(counts)


def _min_scan_bits(sos: bytes, comps: dict, info: JpegInfo, min_code: dict) -> int:
    """Fewest bits the scan's entropy-coded data can have. Sequential: every block has a
    DC code and at least one AC code (EOB). Progressive DC scans: a DC code (first pass)
    or one bit (refinement) per block. Progressive AC scans can skip blocks (EOBRUN): 0."""
    if not sos:
        return 0
    ns = sos[0]
    if len(sos) < 1 + 2 * ns + 3:
        return 0
    ss = sos[1 + 2 * ns]
    ah = sos[3 + 2 * ns] >> 4
    if ss != 0:
        return 0
    bits = 0
    for k in range(ns):
        cid, tables = sos[1 + 2 * k], sos[2 + 2 * k]
        if cid not in comps:
            return 0
        blocks = _component_blocks(info.width, info.height, comps, cid)
        if info.progressive:
            per = 1 if ah else min_code.get((0, tables >> 4), 1)
        else:
            per = min_code.get((0, tables >> 4), 1) + min_code.get((1, tables & 15), 1)
        bits += blocks * per
    return bits
