"""The Options form's "Largest image" (--max-pixels, in megapixels): its command line, its
place in job files and settings, the scan's problem list by it, a real run by it, and its
tooltip's memory figures by the engine's own model. A lab user's 108-megapixel
microscope scan was skipped, and the advice said to raise the limit on the command line."""

from __future__ import annotations

import dataclasses
import io
import json
import subprocess
import sys
import textwrap
import warnings

import pytest
from PIL import Image
from studio_fixtures import make_dataset, quick_run

from engine.config import DEFAULT_MAX_PIXELS
from gui.job import Job
from gui.widgets import max_pixels_field as option_fields
from tests.engine import imagefactory as F

WAIT = 120_000
TOO_LARGE = "megapixels, above the --max-pixels limit of"


def _argv_value(argv: list[str], option: str) -> str | None:
    return argv[argv.index(option) + 1] if option in argv else None


def test_the_field_sets_max_pixels_on_the_command_line(qtbot):
    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    qtbot.addWidget(form)
    assert form.max_pixels.value() == DEFAULT_MAX_PIXELS / 1e6
    job = form.job("/data/scans")
    assert job.max_pixels == DEFAULT_MAX_PIXELS
    assert "--max-pixels" not in job.convert_args()   # the engine's default: left out
    with qtbot.waitSignal(form.changed):
        form.max_pixels.setValue(150)
    job = form.job("/data/scans")
    assert _argv_value(job.convert_args(), "--max-pixels") == "150000000"
    assert _argv_value(job.tune_args(4, 2), "--max-pixels") == "150000000"   # tune reads so
    assert "--max-pixels 150000000" in job.command_line()
    form.max_pixels.setValue(0.5)
    assert form.job().max_pixels == 500_000 and form.max_pixels.text().startswith("0.5")
    # a value the field cannot show (a recorded 5000 pixels) is kept while it shows it
    form.set_job(Job(max_pixels=5000))
    assert form.job().max_pixels == 5000
    form.max_pixels.setValue(2)
    assert form.job().max_pixels == 2_000_000
    # a hand-edited job file's 0 is not passed on: the field's least
    form.set_job(Job(max_pixels=0))
    assert form.job().max_pixels == 100_000


def _header_only_png(width: int, height: int, colour_type: int) -> Image.Image:
    """A PNG opened, not decoded: its header claims width x height (2: RGB, 6: RGBA)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", Image.DecompressionBombWarning)
        return Image.open(io.BytesIO(F.png_bomb(width, height, colour_type)))


def test_the_tooltip_says_what_a_worker_needs_by_the_engines_model(qtbot):
    """Its figures are the engine's estimate (engine.run.memory_budget) at the default
    limit, 100 megapixels: a colour image made 224 x 224, and a transparent one kept at its
    size, per pixel."""
    from engine.config import ImageOptions
    from engine.run.memory_budget import estimate
    side = 10_000
    pixels = side * side
    rgb, rgba = _header_only_png(side, side, 2), _header_only_png(side, side, 6)
    assert (rgb.mode, rgba.mode) == ("RGB", "RGBA")
    low = estimate(rgb, (side, side), 0, ImageOptions(width=224, height=224)) / pixels
    high = estimate(rgba, (side, side), 0, ImageOptions(resize="none")) / pixels
    want_low, want_high = option_fields.BYTES_PER_PIXEL
    assert want_low <= low <= want_low * 1.05, low
    assert want_high <= high <= want_high * 1.05, high
    tip = option_fields.max_pixels_tip(100)
    assert "decompression bomb" in tip and "460 MB" in tip and "2.5 GB" in tip
    assert "about 9.2 GB" in option_fields.max_pixels_tip(2000)
    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    qtbot.addWidget(form)
    form.max_pixels.setValue(200)
    assert "At 200 megapixels" in form.max_pixels.toolTip() and \
        "920 MB" in form.max_pixels.toolTip()
    assert form.max_pixels_need.text() == "up to 5.1 GB of memory per worker"


def test_at_original_bytes_the_figure_is_the_engines_model():
    """The most a file holds at Original bytes (a WebP's first picture decoded, the file
    aside) is the engine's estimate at original (engine.run.memory_budget.original_check),
    which priced a conversion there too."""
    from engine.config import ImageOptions
    from engine.run.memory_budget import estimate
    side = 10_000
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", Image.DecompressionBombWarning)
        webp = Image.open(io.BytesIO(F.bomb("webp", side, side)))
    need = estimate(webp, (side, side), 0, ImageOptions(format="original")) / side ** 2
    want = option_fields.ORIGINAL_BYTES_PER_PIXEL
    assert round(need, 1) == want, need   # (the slack of 4 MB spread over its pixels)


def test_job_files_and_settings_keep_it(tmp_path, settings):
    job = Job(source="s", out="o", max_pixels=150_000_000)
    saved = json.loads(job.to_json())
    assert saved["max_pixels"] == 150_000_000
    assert Job.from_json(job.to_json()).max_pixels == 150_000_000
    # a job file from before the field: the engine's default
    del saved["max_pixels"]
    assert Job.from_json(json.dumps(saved)).max_pixels == DEFAULT_MAX_PIXELS
    settings.save_job(job)
    assert settings.load_job().max_pixels == 150_000_000


def test_save_and_load_job_in_the_window(qtbot, window, tmp_path):
    path = tmp_path / "scans.json"
    window.options.max_pixels.setValue(150)
    assert window.save_job(str(path))
    assert json.loads(path.read_text())["max_pixels"] == 150_000_000
    window.options.max_pixels.setValue(100)
    assert window.load_job(str(path))
    assert window.options.max_pixels.value() == 150
    assert window.job().max_pixels == 150_000_000
    # a hand-edited 0 is not taken: the present limit stays, and the message says so
    saved = json.loads(path.read_text())
    saved["max_pixels"] = 0
    path.write_text(json.dumps(saved))
    window.options.max_pixels.setValue(120)
    assert window.load_job(str(path))
    assert window.job().max_pixels == 120_000_000
    assert "Largest image: 0 in the file" in window.last_error.text()


def _scans(tmp_path):
    """Class folders of small JPEGs, and a 1500x1000 PNG (1.5 megapixels) among the cats."""
    src = make_dataset(tmp_path / "src", per_class=2)
    Image.new("RGB", (1500, 1000), (40, 90, 160)).save(src / "cat" / "slide.png")
    return src


def _too_large(res) -> list[str]:
    return sorted(p.replace("\\", "/").rsplit("/", 1)[-1] for p, why in res.problems
                  if TOO_LARGE in why)


def test_the_scan_lists_what_the_limit_skips(qtbot, window, tmp_path):
    src = _scans(tmp_path)
    panel = window.source_panel
    window.options.max_pixels.setValue(1)
    window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.last_result.source
                    == str(src), timeout=WAIT)
    assert _too_large(panel.last_result) == ["slide.png"]
    row = next(panel.problems.item(i).text() for i in range(panel.problems.count())
               if panel.problems.item(i).text().startswith("cat/slide.png"))
    # (the run's words, as the window says them: its Largest image, not --max-pixels)
    assert "1500x1000 = 1.5 megapixels, above the limit of 1 MP" in row
    assert "“Largest image”" in row and "--max-pixels" not in row
    window.options.max_pixels.setValue(2)   # raised over its size: read again, no problem
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.opts.max_pixels == 2_000_000, timeout=WAIT)
    assert _too_large(panel.last_result) == []


def test_typing_a_limit_key_by_key_reads_the_source_once(qtbot, window, tmp_path,
                                                          monkeypatch):
    """Typing 2000 changes the limit at each key (2, 20, 200, 2000): the source is read
    once it rests, by the last, not once a key."""
    from gui.widgets import source_panel
    src = _scans(tmp_path)
    panel = window.source_panel
    window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    started = []
    real = source_panel.run_in_background
    monkeypatch.setattr(source_panel, "run_in_background",
                        lambda fn, what: (started.append(what), real(fn, what)))
    field = window.options.max_pixels
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "2000")
    assert panel.last_result is None   # the old limit's result is not shown meanwhile
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert started == ["source-scan"] and panel.opts.max_pixels == 2_000_000_000


@pytest.mark.e2e
def test_a_real_run_converts_what_the_raised_limit_admits(qtbot, window, tmp_path):
    src = _scans(tmp_path)
    window.options.max_pixels.setValue(1)
    assert quick_run(qtbot, window, src, tmp_path / "low")
    rejected = (tmp_path / "low" / "rejected.csv").read_text(encoding="utf-8-sig")
    assert "slide.png" in rejected and "--max-pixels limit of 1 MP" in rejected
    manifest = json.loads((tmp_path / "low" / "tfrecord_studio.json").read_text())
    assert manifest["total_records"] == 4
    window.options.max_pixels.setValue(2)
    assert quick_run(qtbot, window, src, tmp_path / "high")
    manifest = json.loads((tmp_path / "high" / "tfrecord_studio.json").read_text())
    assert manifest["total_records"] == 5
    assert manifest["options"]["image"]["max_pixels"] == 2_000_000
    rejected = tmp_path / "high" / "rejected.csv"
    assert not rejected.exists() or "slide.png" not in rejected.read_text(encoding="utf-8-sig")


def test_the_advice_names_the_field_in_every_language(language):
    from gui.engine_text import templates
    for lang, field in (("en", "Largest image"), ("ja", "最大画像サイズ"),
                        ("ko", "최대 이미지 크기")):
        if lang != "en":
            language(lang)
        text = templates()["file.too_many_pixels"]   # (the scan's list says it too)
        assert field in text and "--max-pixels" not in text, (lang, text)


def test_a_job_from_an_earlier_version_keeps_the_default_through_the_form(qtbot):
    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    qtbot.addWidget(form)
    old = json.loads(Job(source="s", out="o").to_json())
    del old["max_pixels"]
    form.set_job(Job.from_json(json.dumps(old)))
    assert "--max-pixels" not in form.job("s").convert_args()
    form.set_job(dataclasses.replace(Job(), max_pixels=DEFAULT_MAX_PIXELS))
    assert form.job().max_pixels == DEFAULT_MAX_PIXELS


#: Measures in a process of its own what --format original holds while it checks one file
#: (engine.codecs.originals.store): its peak resident memory above the file read.
_MEASURE_ORIGINAL = textwrap.dedent("""
    import json, sys
    from engine.codecs import imaging, originals
    from engine.config import ImageOptions
    from engine.sources import reading

    def status(key):
        for line in open("/proc/self/status"):
            if line.startswith(key):
                return int(line.split()[1]) * 1024

    opts = ImageOptions(format="original", max_pixels=10**9)
    imaging.warm_up(opts)
    data = reading.read_file(sys.argv[1])
    before = status("VmRSS:")
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")   # (the peak from here)
    originals.store(data, opts)
    print(json.dumps({"used": status("VmHWM:") - before, "file": len(data)}))
""")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_at_original_bytes_it_says_what_checking_a_file_holds(qtbot, tmp_path):
    """"Original bytes" converts no image (engine.codecs.originals checks each file, in the
    engine's own process: engine.one_process): the note said "up to 2.5 GB of
    memory per worker", a conversion's, of a run that holds a JPEG file as it is. Its
    figures, measured: a JPEG or BMP file held as it is, a PNG file about twice, the most a
    WebP's first picture decoded (above a TIFF's and a GIF's)."""
    w, h = 3000, 2500
    picture = F.noise(w, h, seed=3)
    files = {"jpeg": F.encode(picture, "JPEG"), "bmp": F.encode(picture, "BMP"),
             "png": F.encode(picture, "PNG", compress_level=1),
             "gif": F.encode(picture.convert("P"), "GIF"),
             "tiff": F.encode(picture, "TIFF"), "webp": F.bomb("webp", w, h),
             "tiff_float": F.bomb("tiff_float", w, h)}
    used = {}
    for kind, data in files.items():
        path = F.write(tmp_path / f"big.{kind}", data)
        r = subprocess.run([F.PYTHON, "-c", _MEASURE_ORIGINAL, str(path)], cwd=F.ROOT,
                           capture_output=True, text=True, timeout=120)
        assert r.returncode == 0, r.stderr
        used[kind] = json.loads(r.stdout)["used"]
        assert used[kind] <= w * h * option_fields.ORIGINAL_BYTES_PER_PIXEL, (kind, used)
    assert used["jpeg"] < 4e6 and used["bmp"] < 4e6, used   # (the file alone)
    assert used["png"] < len(files["png"]) + 4e6, used      # (its image data once more)
    assert used["webp"] > 0.8 * w * h * option_fields.ORIGINAL_BYTES_PER_PIXEL / 1.15, used
    tip = option_fields.max_pixels_tip(100, original=True)
    assert "up to 2 GB" in tip and "JPEG or BMP file is held in memory as it is" in tip, tip
    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    qtbot.addWidget(form)
    assert form.max_pixels_need.text() == "up to 2.5 GB of memory per worker"
    form.format_combo.setCurrentIndex(form.format_combo.findData("original"))
    assert form.max_pixels_need.text() == "up to 2 GB of memory per file"
    assert form.max_pixels.toolTip() == tip == form.max_pixels_need.toolTip()
    form.max_pixels.setValue(200)
    assert form.max_pixels_need.text() == "up to 3.9 GB of memory per file"
    form.format_combo.setCurrentIndex(form.format_combo.findData("png"))
    assert form.max_pixels_need.text() == "up to 5.1 GB of memory per worker"
