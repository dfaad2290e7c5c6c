"""The Summary after real engine runs with two splits: how many images and shards each
split got, and after a cancel what was kept and what was removed with the unfinished
shard. Every number on screen agrees with every other (the Written and Shards rows, the
Splits row, the headline, the progress header) and with the manifest, in a finished run,
after cancels (nothing kept, some kept) and after a Resume (kept + new)."""

from __future__ import annotations

import re

import pytest
from studio_fixtures import model_of_run

from engine import protocol as P
from gui.i18n import number
from gui.run_model import RunModel
from gui.widgets.progress_panel import ProgressPanel
from gui.widgets.summary_panel import SummaryPanel
from tests.engine import imagefactory as F

SPLIT = "train=0.8,validation=0.2"


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    # 300 images: train 240, validation 60; in batches of 16, a shard of 240 takes a while
    return F.noise_dataset(tmp_path_factory.mktemp("splits") / "src", 300, size=160)


@pytest.fixture(scope="module")
def held(tmp_path_factory):
    """The 300 images and two more whose decoder never returns under F.HANG_DECODER: with
    --no-shuffle, HANGME1 is train's 77th image (in its second of 4 shards, in its only
    one of 1) and HANGME2 validation's last. A cancel sent at an event before them cannot
    land after the shard or the run ended (the whole run took 0.1 s after its first
    shard: on a loaded machine the cancel came after the run had finished)."""
    return F.noise_dataset(tmp_path_factory.mktemp("held") / "src", 300, size=160, extra={
        "a/00150_HANGME1.jpg": F.encode(F.noise(160, 160, 7), "JPEG"),
        "b/zzz_HANGME2.jpg": F.encode(F.noise(160, 160, 8), "JPEG")})


def _held(tmp_path, on: str = "HANGME") -> dict:
    """The environment in which the engine's decoder never returns on ``held``'s files
    named *``on``*."""
    return F.with_sitecustomize(tmp_path, F.HANG_DECODER, HANG_ON=on)


def _argv(src, out, shards: int, *extra: str) -> list[str]:
    return F.engine_argv(src, out, "--split", SPLIT, "--shards", str(shards), "--workers",
                         "1", "--size", "64", *extra)


def _show(qtbot, events: list[dict], code: int) -> tuple[RunModel, SummaryPanel, ProgressPanel]:
    """The window's model and panels fed with the engine's own protocol lines."""
    model = model_of_run(events, code)
    panel, progress = SummaryPanel(), ProgressPanel()
    qtbot.addWidget(panel)
    qtbot.addWidget(progress)
    panel.show_model(model)
    progress.refresh(model)
    return model, panel, progress


def _splits_row(panel: SummaryPanel) -> dict[str, tuple[int, int]]:
    """{split: (images, shards)} as the Splits row says it ({} when the row is hidden)."""
    form = panel._form
    if not form.isRowVisible(panel._splits_row):
        return {}
    text = panel.values["splits"].text()
    found = re.findall(r"(\w+): ([\d,]+) images in ([\d,]+) shards?\b", text)
    assert "\n".join(f"{s}: {n} images in {k} shard{'s' * (k != '1')}"
                     for s, n, k in found) == text
    return {s: (int(n.replace(",", "")), int(k.replace(",", ""))) for s, n, k in found}


def _on_disk(out) -> dict[str, tuple[int, int]]:
    """{split: (records, shards)} of the manifest: what the files really hold."""
    m = F.manifest(out)
    return {s: (sum(x["records"] for x in v["shards"]), len(v["shards"]))
            for s, v in m["splits"].items()}


def _agree(panel: SummaryPanel, out, unfinished: int = 0) -> dict[str, tuple[int, int]]:
    """The Splits row adds up to the Written and Shards rows (less the images of the
    unfinished shard a cancel kept, ``unfinished``: in no complete shard) and matches the
    files."""
    rows = _splits_row(panel)
    written = int(panel.values["written"].text().split()[0].replace(",", "")) - unfinished
    shards = int(panel.values["shards"].text().replace(",", ""))
    assert sum(n for n, _ in rows.values()) == written
    assert sum(k for _, k in rows.values()) == shards
    assert rows == _on_disk(out)
    return rows


def _converted_before_cancel(events: list[dict]) -> int:
    """What the progress header showed as written, at most, before the cancel."""
    return max(e["done"] for e in F.types(events, "progress"))


def test_a_finished_run_says_each_splits_images_and_shards(qtbot, source, tmp_path):
    out = tmp_path / "out"
    code, events, err = F.run_engine(_argv(source, out, 2))
    assert code == 0, err
    _, panel, _ = _show(qtbot, events, code)
    assert panel.headline.text() == "Done: 300 images written to 4 shards."
    assert _agree(panel, out) == {"train": (240, 2), "validation": (60, 2)}
    assert panel.values["splits"].text() == \
        "train: 240 images in 2 shards\nvalidation: 60 images in 2 shards"


def test_one_split_has_no_splits_row(qtbot, source, tmp_path):
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(source, out, "--shards", "2",
                                                   "--workers", "1", "--size", "64"))
    assert code == 0, err
    _, panel, _ = _show(qtbot, events, code)
    assert _splits_row(panel) == {}


def test_a_cancel_before_a_complete_shard_says_what_it_kept_of_it(qtbot, held, tmp_path):
    out = tmp_path / "out"
    # one shard per split: a cancel at the first batch lands inside the 242-image shard,
    # which cannot be finished (HANGME1)
    code, eng = F.cancel_when(_argv(held, out, 1, "--no-shuffle"),
                              lambda e: e["type"] == "batch_written", env=_held(tmp_path))
    assert code == P.EXIT_CANCELLED, eng.stderr()[-2000:]
    assert not F.shard_names(out), "the machine finished the shard before the cancel"
    model, panel, progress = _show(qtbot, eng.events, code)
    converted = _converted_before_cancel(eng.events)
    assert converted > 0
    head = panel.headline.text()
    assert "Kept 0" not in head and "0 B" not in head, head
    # (it said "so no shard was kept" and that they were removed: they are kept now)
    assert head == ("Cancelled before any shard was complete. The "
                    f"{number(converted)} images already converted into the unfinished "
                    "shard are kept. Press Resume to continue from there.")
    assert model.summary is not None and model.summary.removed == 0
    assert model.summary.unfinished == model.summary.written == converted
    assert panel.values["written"].text() == \
        f"{number(converted)} (all in the unfinished shard, kept)"
    assert panel.values["shards"].text() == "0"
    assert _splits_row(panel) == {}     # no complete shard: no row of zeros
    assert f"· {number(converted)} written ·" in progress.counts.text()


def test_a_cancel_that_kept_shards_says_what_it_kept(qtbot, held, tmp_path):
    out = tmp_path / "out"
    # the cancel at train's first shard lands in its second, which cannot be finished
    code, eng = F.cancel_when(_argv(held, out, 4, "--no-shuffle"),
                              lambda e: e["type"] == "shard_written", env=_held(tmp_path))
    assert code == P.EXIT_CANCELLED, eng.stderr()[-2000:]
    model, panel, progress = _show(qtbot, eng.events, code)
    s = model.summary
    assert s is not None and s.shards == 1
    rows = _agree(panel, out, s.unfinished)
    assert set(rows) == {"train", "validation"}   # a split with no shard yet says 0
    # a cancel keeps the unfinished shard's images: nothing converted is removed, and
    # what was written is what the progress header showed last
    assert s.removed == 0
    assert s.written == _converted_before_cancel(eng.events)
    head = panel.headline.text()
    assert head.startswith(f"Cancelled. Kept {s.shards} complete shard{'s' * (s.shards != 1)} with "
                           f"{number(s.written - s.unfinished)} images (")
    if s.unfinished:   # what was written of the unfinished shard is kept too
        assert head.endswith(
            f"). The {number(s.unfinished)} "
            f"image{'s' * (s.unfinished != 1)} already converted into the unfinished shard "
            f"{'are' if s.unfinished != 1 else 'is'} kept too. Press Resume to continue "
            "from there."), head
    else:   # the cancel came between two shards
        assert head.endswith("Press Resume to finish.")
    assert f"· {number(s.written)} written ·" in progress.counts.text()


def test_a_resume_counts_kept_and_new_shards_per_split(qtbot, held, tmp_path):
    out = tmp_path / "out"
    argv = _argv(held, out, 4, "--no-shuffle")
    # cancelled in train's second shard (HANGME1 stops it there)
    code, eng = F.cancel_when(argv, lambda e: e["type"] == "shard_written",
                              env=_held(tmp_path, "HANGME1"))
    assert code == P.EXIT_CANCELLED, eng.stderr()[-2000:]
    kept = F.types(eng.events, "run_finished")[-1]["summary"]
    assert kept["shards"] == 1

    # a Resume cancelled in turn, at its first new shard (HANGME2, validation's last
    # image, stops it before the end): the headline's kept shards are the first run's too
    # (the shard_written events of this run name only the new ones)
    code, eng = F.cancel_when(argv + ["--resume"], lambda e: e["type"] == "shard_written",
                              env=_held(tmp_path, "HANGME2"))
    assert code == P.EXIT_CANCELLED, eng.stderr()[-2000:]
    model, panel, _ = _show(qtbot, eng.events, code)
    s = model.summary
    assert s is not None and s.kept == kept["written"] and s.removed == 0
    assert len(model.shards) >= 1
    assert s.shards == kept["shards"] + len(model.shards) == len(F.shard_names(out))
    # (of what was written, the unfinished shard's images are kept too, in no shard yet)
    assert panel.headline.text().startswith(
        f"Cancelled. Kept {s.shards} complete shard{'s' * (s.shards != 1)} with "
        f"{number(s.written - s.unfinished)} images (")
    assert sum(n for n, _ in _agree(panel, out, s.unfinished).values()) == \
        s.written - s.unfinished
    assert s.written == _converted_before_cancel(eng.events)

    # the Resume that finishes: kept + new, per split, as the files hold them
    code, events, err = F.run_engine(argv + ["--resume"])
    assert code == 0, err
    model, panel, _ = _show(qtbot, events, code)
    assert model.summary is not None and 0 < model.summary.kept < 302
    assert panel.headline.text() == "Done: 302 images written to 8 shards."
    assert _agree(panel, out) == {"train": (242, 4), "validation": (60, 4)}


def test_a_split_that_got_no_image_has_its_line(qtbot, tmp_path):
    """train=0.8,validation=0.2 of 2 images: both go to train, and validation is in no
    plan or summary; the Splits row said nothing of it (the note under the source did)."""
    from PIL import Image
    for cls in ("a", "b"):
        (tmp_path / "src" / cls).mkdir(parents=True)
        Image.new("RGB", (20, 20)).save(tmp_path / "src" / cls / "1.png")
    argv = F.engine_argv(tmp_path / "src", tmp_path / "out", "--split", SPLIT, "--workers",
                         "1", "--size", "16")
    code, events, err = F.run_engine(argv)
    assert code == 0, err
    model, panel, _ = _show(qtbot, events, code)
    assert model.requested_splits == ["train", "validation"]
    assert panel.values["splits"].text() == (
        "train: 2 images in 1 shard\n"
        "validation: no image")   # why: the note under the source


def test_a_run_under_a_minute_says_its_seconds(language):
    """A small run's Summary said "Conversion time: 0:00" beside "125.5 images/s"."""
    from gui.widgets.summary_text import duration_text
    # under 10 s two decimals: "0.5 s" beside 44.1 images/s of 24 images read as 48
    assert duration_text(0.544) == "0.54 s" and duration_text(9.994) == "9.99 s"
    assert duration_text(9.996) == "10.0 s" and duration_text(12.0) == "12.0 s"
    assert duration_text(59.96) == "1:00" and duration_text(125) == "2:05"
    assert duration_text(None) == "—"
    language("ja")
    assert duration_text(0.544) == "0.54 秒"
