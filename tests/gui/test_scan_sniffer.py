"""The pre-run scan recognises images with the engine's own sniffer (engine.magic), so the
window never calls a file fine that the run will reject, or the other way round."""

from engine.codecs.scan_checks import sniff as gui_sniff
from engine.errors import ImageError
from engine.sources.reading import check_head


def test_the_window_and_the_engine_agree_on_what_is_an_image():
    samples = [b"\xff\xd8\xff\xe0", b"\x89PNG\r\n\x1a\n", b"P6\n4 4\n255\n" + bytes(48),
               b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2", b"%PDF-1.4"]
    for head in samples:
        try:
            engine_reads = bool(check_head(head))
        except ImageError:
            engine_reads = False
        assert bool(gui_sniff(head)) == engine_reads, head
