"""Every reason the Failures tab gives for an image the run could not convert says what to
do, as the scan's do: a Japanese walk read "ファイルが途中で切れています…元のファイルからもう一度
コピーしてください" from the scan and "JPEG が途中で切れているか不完全です" (no advice) in the
Failures tab for the same file, and the exported list carried the library's English
"(image file is truncated (79 bytes not processed))" inside the Japanese reason."""

from __future__ import annotations

import csv
import re

import pytest

from engine.reason_codes import describe
from gui import engine_text
from gui.run_model import Failure
from gui.widgets.failures_table import FailuresTable

#: The reasons of the run's decode stage (engine.sources.reading, engine.codecs,
#: engine.errors.failure_reason, the scheduler's crashed decoder).
DECODE = ("file.empty", "file.unknown_format", "file.heic_missing", "file.avif_missing",
          "file.heic", "file.avif", "file.svg", "file.pdf", "file.psd", "file.jpeg2000",
          "file.text", "file.html", "file.rtf", "file.office", "file.media", "file.archive",
          "file.thumbs_db", "file.xml", "file.annotation_xml", "file.annotation_xml_named",
          "file.dicom", "file.camera_raw",
          "file.link_loop",
          "file.truncated", "file.corrupt_header", "file.damaged_header",
          "file.corrupt_data", "file.png_checksum", "file.damaged_data", "file.damaged_frame",
          "file.cannot_decode", "file.no_pixels", "file.too_many_pixels", "file.jpeg_no_eoi",
          "file.iso_cut", "file.jpeg_grey", "file.jpeg_no_data", "file.not_found",
          "file.permission", "file.read_error", "file.too_big", "file.memory_limit",
          "file.jpeg_scans", "file.accept_damaged", "file.animated_webp",
          "file.original_unreadable", "file.decoder_crashed", "file.out_of_memory",
          "file.decoder_error", "file.deep_layout")
#: What the advice says, in each language (a verb the user acts on).
ADVICE = {
    "en": r"copy it again|take it out|save it|export|install|choose|raise|check|put it back"
          r"|close other|convert it|reduce it",
    "ja": r"ください|上げられます|選ぶと",
    "ko": r"세요|수 있습니다|고르면",
}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_every_decode_reason_says_what_to_do(language, lang):
    if lang != "en":
        language(lang)
    templates = engine_text.templates()
    missing = [code for code in DECODE
               if not re.search(ADVICE[lang], str(templates[code]))]
    assert missing == []


def test_the_exported_list_says_a_cut_short_file_plainly(qtbot, language, tmp_path):
    language("ja")
    reason = ("JPEG is truncated or incomplete (image file is truncated (79 bytes not "
              "processed)): copy it again from the original")
    table = FailuresTable()
    qtbot.addWidget(table)
    table.sync([Failure("/data/bird/bird_truncated.jpg", reason, "decode", *describe(reason))])
    out = tmp_path / "failed-images.csv"
    assert table.export_csv(str(out))
    with out.open(encoding="utf-8-sig", newline="") as f:
        said = list(csv.reader(f))[1][1]
    assert said == "JPEG が途中で切れているか不完全です: 元のファイルからもう一度コピーしてください"


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_damaged_header_is_said_without_the_library_s_english(qtbot, language, lang, tmp_path):
    """A JPEG whose header is garbage read "JPEG のヘッダーが壊れています: cannot identify image
    file" in the Failures tab: Pillow's words for "no opener took it" inside the Japanese."""
    from engine.codecs import imaging
    language(lang)
    with pytest.raises(imaging.ImageError) as e:
        imaging.open_image(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(200) + b"\xff\xd9", 10**8)
    reason = str(e.value)
    assert describe(reason) == ("file.damaged_header", {"format": "JPEG"})
    said = engine_text.text(*describe(reason), reason)
    assert "JPEG" in said and not re.search("identify|image file|header|damaged", said)
    assert re.search(ADVICE[lang], said)
    # in the words the source's own check uses for the same file (engine.codecs.scan_checks: the
    # run's, coded), with what to do
    from engine.codecs.scan_checks import check_file
    path = tmp_path / "header.jpg"
    path.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(200) + b"\xff\xd9")
    check = check_file(str(path))
    assert engine_text.text(check.code, check.params, check.problem) == said
