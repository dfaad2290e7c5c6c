"""The system's refusals in the window's language: an error read "No such file or
directory" (the OS's English) in a Japanese window. The common errno values are said in
words of the window's own; the rest keep the system's text as a detail."""

from __future__ import annotations

import errno
import os

import pytest

from gui.os_errors import os_reason

COMMON = (errno.ENOENT, errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EROFS, errno.EEXIST,
          errno.ENOTDIR, errno.EISDIR)


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_common_errors_are_said_in_the_windows_words(qapp, language, lang):
    language(lang)
    said = {code: os_reason(OSError(code, os.strerror(code), "/x/a.jpg")) for code in COMMON}
    for code, text in said.items():
        assert text and os.strerror(code) not in text, (code, text)
        if lang != "en":
            assert not any(c.isascii() and c.isalpha() for c in text), (code, text)
    assert said[errno.EACCES] == said[errno.EPERM]   # one meaning for the user
    assert len({said[c] for c in COMMON if c != errno.EPERM}) == len(COMMON) - 1
    if lang == "en":
        assert said[errno.ENOSPC] == "the disk is full"
    rare = OSError(errno.EIO, os.strerror(errno.EIO))
    assert os_reason(rare) == os.strerror(errno.EIO)   # the rest: the system's own detail
    assert os_reason(ValueError("bad header")) == "bad header"


def test_a_job_that_cannot_be_read_says_why_in_the_windows_language(qtbot, window, tmp_path,
                                                                    language):
    language("ja")
    missing = tmp_path / "gone.json"
    assert not window.load_job(str(missing))
    text = window.last_error.text()
    assert "gone.json" in text and "No such file" not in text, text
    assert os_reason(FileNotFoundError(errno.ENOENT, "x")) in text


def test_a_log_that_cannot_be_saved_names_the_file_and_why(qtbot, window, tmp_path, language):
    language("ko")
    target = tmp_path / "no-folder" / "log.txt"
    window.save_log(str(target))
    text = window.last_error.text()
    assert "log.txt" in text and "No such file" not in text, text
    assert os_reason(FileNotFoundError(errno.ENOENT, "x")) in text


def test_an_archive_error_is_said_in_the_windows_words(qapp, language):
    from gui import unpack
    from gui.widgets.unpack_offer import error_text
    language("ja")
    full = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    e = unpack.UnpackError(unpack.U_("{path}: unpacking stopped ({detail}); nothing was kept. "
                                     "Download it again, or unpack it with your archive "
                                     "tool."), path="a.zip", detail=unpack._why(full),
                           cause=full)
    assert os.strerror(errno.ENOSPC) in str(e)   # the English text, as before
    text = error_text(e)
    assert "a.zip" in text and os_reason(full) in text and "No space" not in text, text
