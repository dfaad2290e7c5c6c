"""A --resume's note of the photos --format original stored unturned names the whole
dataset's: the shards it keeps (their journal entries, or the manifest's) and the records it
keeps of an unfinished shard say theirs. It named only the photos the resumed run converted
itself: "1 photo was stored …" of a dataset holding 6."""

from __future__ import annotations

import logging

import pytest

from engine.config import ImageOptions
from engine.run import run_end
from tests.engine import imagefactory as F
from tests.engine.interrupted import failed_writing_shard_1, resumed_after_a_cancel
from tests.engine.test_turned_originals import _photo

ORIGINAL = ImageOptions(width=32, height=32, format="original")


def _photos(root, n: int) -> set[str]:
    """``n`` photos in one class, every third upright, the others turned by EXIF: the
    display names of those."""
    (root / "cats").mkdir(parents=True)
    turned = set()
    for i in range(n):
        o = 1 if i % 3 == 2 else (6, 8)[i % 2]
        _photo(root / "cats" / f"p{i:03d}.jpg", o)
        if o != 1:
            turned.add(f"cats/p{i:03d}.jpg")
    return turned


@pytest.fixture
def noted(monkeypatch):
    """The photos each run's end note is about, and the note's words."""
    said: list[tuple[list[str], str]] = []
    real = run_end.note_turned

    def hear(paths, source):
        records: list[logging.LogRecord] = []

        class Catch(logging.Handler):
            def emit(self, record):
                records.append(record)
        handler = Catch()
        run_end.log.addHandler(handler)
        try:
            real(paths, source)
        finally:
            run_end.log.removeHandler(handler)
        said.append((sorted(paths), " ".join(r.getMessage() for r in records)))
    monkeypatch.setattr(run_end, "note_turned", hear)
    return said


def _names(paths: list[str], src) -> set[str]:
    top = str(src) + "/"
    return {p[len(top):] if p.startswith(top) else p for p in paths}


def test_a_resume_after_a_failed_write_names_every_turned_photo(tmp_path, monkeypatch,
                                                                  noted):
    src, out = tmp_path / "src", tmp_path / "out"
    turned = _photos(src, 48)
    failed_writing_shard_1(src, out, monkeypatch, image=ORIGINAL)
    code, _ = F.convert_in_process(src, out, workers=1, resume=True, image=ORIGINAL)
    assert code == 0
    (paths, words), = noted
    assert _names(paths, src) == turned
    assert f"{len(turned)} photos were stored as their files are" in words, words


def test_a_resume_after_a_cancel_names_every_turned_photo(tmp_path, monkeypatch, noted):
    src, out = tmp_path / "src", tmp_path / "out"
    turned = _photos(src, 160)
    resumed_after_a_cancel(src, out, monkeypatch, image=ORIGINAL)
    (paths, words), = noted   # (the cancelled run ends with no note)
    assert _names(paths, src) == turned
    assert f"{len(turned)} photos were stored as their files are" in words, words


def test_a_resume_of_a_finished_dataset_names_them_from_its_manifest(tmp_path, noted):
    src, out = tmp_path / "src", tmp_path / "out"
    turned = _photos(src, 12)
    assert F.convert_in_process(src, out, workers=1, image=ORIGINAL)[0] == 0
    assert F.convert_in_process(src, out, workers=1, resume=True, image=ORIGINAL)[0] == 0
    assert [_names(paths, src) for paths, _ in noted] == [turned, turned]
