"""One problem, one wording: a JPEG cut off in the copy read 「ファイルが途中で切れています (画像
の終わりより前で終わっています)」 in the scan's list and 「JPEG が途中で切れています: 画像データの
途中でファイルが終わっています」 in the Failures tab after the run (and "JPEG is truncated: the
end-of-image marker is missing" when the format was Original bytes)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.codecs.imaging import convert
from engine.codecs.originals import store
from engine.config import ImageOptions
from engine.errors import ImageError
from engine.reason_codes import describe
from gui import engine_text
from gui.scan_checks import check_file
from gui.scan_text import scan_sentence


def _cut_jpeg() -> bytes:
    buf = io.BytesIO()
    Image.effect_noise((120, 90), 60).convert("RGB").save(buf, "JPEG")
    data = buf.getvalue()
    return data[:len(data) // 2]


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
@pytest.mark.parametrize("original", [False, True])
def test_a_cut_jpeg_is_said_alike_by_the_scan_and_the_run(language, tmp_path, lang, original):
    data = _cut_jpeg()
    path = tmp_path / "cut.jpg"
    path.write_bytes(data)
    scanned = check_file(str(path)).problem
    with pytest.raises(ImageError) as e:
        if original:
            store(data, ImageOptions(format="original", resize="none"))
        else:
            convert(data, ImageOptions())
    ran = str(e.value)
    language(lang)
    code, params = describe(ran)
    assert code == "file.iso_cut"
    assert scan_sentence(scanned) == engine_text.text(code, params, ran)
    assert "JPEG" in scan_sentence(scanned)
