"""Video and sound files by their first bytes (engine.magic's 'video'): what a phone or a
camera records beside its photos, and a song or a voice memo among them. ISO media (MP4,
MOV, M4A) is told by its ftyp box in engine.magic.sniff; here the others: Matroska, ASF,
FLAC, Ogg, FLV, MPEG program and video streams, AVI and WAV, a QuickTime movie without an
ftyp box, MP3 (its ID3 tag, or two frames in a row) and MPEG transport streams.

Standard library only and no engine imports, as engine.magic (the GUI may import it).
"""

from __future__ import annotations

#: Video and sound files by their first bytes.
_MEDIA = (
    b"\x1a\x45\xdf\xa3",                    # Matroska: MKV, WebM
    b"\x30\x26\xb2\x75\x8e\x66\xcf\x11",    # ASF: WMV, WMA
    b"fLaC", b"OggS", b"FLV\x01",
    b"\x00\x00\x01\xba", b"\x00\x00\x01\xb3",  # MPEG program stream, MPEG video
)
#: RIFF forms of video and sound (RIFF WEBP is a picture).
_RIFF_MEDIA = (b"AVI ", b"WAVE")
#: The first box of a QuickTime movie written without an ftyp box.
_QUICKTIME_BOXES = (b"moov", b"mdat", b"wide", b"pnot")


def is_media(head: bytes, enough: int) -> bool:
    """The first bytes ``head`` begin a video or sound file (not an MPEG transport stream:
    transport_stream). ``enough``: how many bytes the sniffer reads (an MP3 frame whose
    next one starts past them is taken at its word only in a head that long)."""
    return head.startswith(_MEDIA) or (head[:4] == b"RIFF" and head[8:12] in _RIFF_MEDIA) \
        or head[4:8] in _QUICKTIME_BOXES or _mp3(head, enough)


def transport_stream(head: bytes) -> bool:
    """An MPEG transport stream (.ts, .mts, .m2ts: camcorders): its 188-byte packets each
    start with 0x47 (.m2ts: 192-byte ones, after a 4-byte time stamp)."""
    return any(len(head) > start + 2 * step and
               all(head[start + i * step] == 0x47 for i in range(3))
               for start, step in ((0, 188), (4, 192)))


#: MPEG audio (MP3) bit rates in kbit/s, by bit-rate index 1..14, for MPEG-1 layers I, II,
#: III and MPEG-2/2.5 layers I, II and III (ISO/IEC 11172-3, 13818-3).
_MPEG_KBITS = {
    (1, 1): (32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448),
    (1, 2): (32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384),
    (1, 3): (32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320),
    (2, 1): (32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256),
    (2, 2): (8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160),
}
#: Sample rates by the header's version bits (3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5).
_MPEG_RATES = {3: (44100, 48000, 32000), 2: (22050, 24000, 16000), 0: (11025, 12000, 8000)}


def _mpeg_frame(head: bytes, at: int) -> tuple[int, int] | None:
    """(length in bytes, (version, layer, sample rate) packed as an int) of the MPEG audio
    frame whose 4-byte header is at ``at``; None when no valid header is there (reserved
    version, layer, bit rate, sample rate or emphasis; a free-format bit rate)."""
    if at + 4 > len(head) or head[at] != 0xFF or head[at + 1] & 0xE0 != 0xE0:
        return None
    b1, b2, b3 = head[at + 1], head[at + 2], head[at + 3]
    version, layer = (b1 >> 3) & 3, 4 - ((b1 >> 1) & 3)
    index, rate_index, padding = b2 >> 4, (b2 >> 2) & 3, (b2 >> 1) & 1
    if version == 1 or layer == 4 or index in (0, 15) or rate_index == 3 or b3 & 3 == 2:
        return None
    mpeg1 = version == 3
    kbits = _MPEG_KBITS[(1, layer) if mpeg1 else (2, min(layer, 2))][index - 1]
    rate = _MPEG_RATES[version][rate_index]
    if layer == 1:
        length = (12 * kbits * 1000 // rate + padding) * 4
    else:
        length = (144 if mpeg1 or layer == 2 else 72) * kbits * 1000 // rate + padding
    return length, (b1 & 0x1E) << 2 | rate_index


def _mp3(head: bytes, enough: int) -> bool:
    """MP3 (MPEG audio): an ID3v2 tag (ID3, version 2-4, its size in 7-bit bytes), or a
    valid frame header whose next frame, when it starts within ``head``, has one too (two
    bytes of frame sync alone, FF FB, called any file that began so a song)."""
    if head[:3] == b"ID3":
        return len(head) >= 10 and head[3] in (2, 3, 4) and head[4] != 0xFF \
            and all(b < 0x80 for b in head[6:10])
    first = _mpeg_frame(head, 0)
    if first is None:
        return False
    length, what = first
    if length + 4 > len(head):   # (the next frame lies past the bytes sniffed)
        return len(head) >= enough
    second = _mpeg_frame(head, length)
    return second is not None and second[1] == what
