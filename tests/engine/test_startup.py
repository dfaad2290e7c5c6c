"""What the engine's processes import while starting: a worker imports only what converting
needs, and the command line only the command it runs. Every process a run starts pays for
its imports, and on a 2-core machine that CPU is taken from the workers (issue 16; the
numbers are in bench/README.md). The lists are checked, not timed."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A real pool worker (spawned, initialised like a run's) converts the source's images and
# then reports its sys.modules. builtins.eval is the one picklable function that can.
WORKER_MODULES = textwrap.dedent("""
    import json, os, sys
    sys.path.insert(0, sys.argv[1])
    from engine.config import ConvertConfig
    from engine.run import worker
    from engine.run.pool import kill_pool, spawn_pool

    src = sys.argv[2]
    items = [(os.path.join(src, n), n, 0, "c") for n in sorted(os.listdir(src))]
    pool = spawn_pool(ConvertConfig(source=src, out=src + "-out"), 1)
    try:
        result = pool.submit(worker.convert_batch, 0, items).result(timeout=300)
        modules = pool.submit(eval, "sorted(__import__('sys').modules)").result(timeout=300)
        memory = pool.submit(eval, "[__import__('PIL.Image').Image.core.get_blocks_max(), "
                                   "__import__('PIL.Image').Image.core.get_block_size()]"
                             ).result(timeout=300)
    finally:
        kill_pool(pool)
    print(json.dumps({"converted": sum(i.record is not None for i in result.items),
                      "reasons": [i.reason for i in result.items if i.reason],
                      "modules": modules, "memory": memory}))
""")


def test_a_worker_imports_only_what_converting_needs(make_dataset):
    src = make_dataset({"": 4})   # one JPEG, PNG, WebP and TIFF: every plugin it needs
    out = subprocess.run([sys.executable, "-c", WORKER_MODULES, str(ROOT), str(src)],
                         capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["converted"] == 4, report["reasons"]
    modules = set(report["modules"])
    # The report comes from the worker that converted: its converter is loaded.
    assert {"engine.run.worker", "engine.codecs.imaging", "PIL.JpegImagePlugin",
            "PIL.TiffImagePlugin", "PIL.WebPImagePlugin"} <= modules
    # engine.protocol (the event dataclasses) is the engine process's; the folder walk is
    # the scan's; Image.init() would load every Pillow plugin (PDF, EPS, ...).
    assert not modules & {"engine.protocol", "engine.sources.discover", "engine.reason_codes",
                          "tensorflow"}
    # It keeps Pillow's freed image memory for the next image (engine.codecs.imaging).
    from engine.codecs.imaging import BLOCK_SIZE, KEPT_BLOCKS
    assert report["memory"] == [KEPT_BLOCKS, BLOCK_SIZE]
    plugins = {m for m in modules if m.startswith("PIL.") and m.endswith("ImagePlugin")}
    allowed = {f"PIL.{p}ImagePlugin" for p in
               ("Jpeg", "Png", "Bmp", "Gif", "WebP", "Tiff", "Avif", "Ppm", "Mpo")}
    assert plugins <= allowed, sorted(plugins - allowed)


def test_the_lock_error_keeps_the_protocols_exit_code():
    # engine.errors spells the number out so that it need not import engine.protocol.
    from engine import errors, protocol
    assert errors.LockedError.exit_code == protocol.EXIT_OUTPUT_EXISTS


# The engine process of a real `python -m engine convert`, its sys.modules saved at exit.
ENGINE_MODULES = textwrap.dedent("""
    import atexit, json, sys
    sys.path.insert(0, sys.argv[1])
    report = sys.argv[2]

    def save():
        with open(report, "w") as f:
            json.dump(sorted(sys.modules), f)

    atexit.register(save)
    sys.argv = ["python -m engine"] + sys.argv[3:]
    from engine.__main__ import main
    raise SystemExit(main())
""")


def test_convert_does_not_import_the_other_commands(make_dataset, tmp_path):
    src = make_dataset({"a": 2, "b": 2}, formats=("jpg",))
    report = tmp_path / "modules.json"
    out = subprocess.run([sys.executable, "-c", ENGINE_MODULES, str(ROOT), str(report),
                          "convert", str(src), "--out", str(tmp_path / "out"), "--size", "16",
                          "--workers", "1", "--events", "none"],
                         capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert len(list((tmp_path / "out").glob("*.tfrecord"))) == 1
    modules = set(json.loads(report.read_text()))
    # Every command's options were registered (the parser is whole) and the run happened...
    assert {"engine.commands.inspect_cli", "engine.commands.tune_cli",
            "engine.run.pipeline"} <= modules
    # ...but inspect's and tune's machinery are imported only when those commands run,
    # and the XML parser only for a Pascal VOC source (engine.sources.voc is asked).
    assert "engine.sources.voc" in modules
    assert not modules & {"engine.commands.inspect", "engine.commands.inspect_records",
                          "engine.commands.tune", "engine.commands.tune_decide", "statistics",
                          "xml.etree.ElementTree", "tensorflow"}


def test_reason_codes_skip_only_templates_that_cannot_match():
    # describe() compiles only the templates whose texts the sentence holds (each run
    # describes its how-to-load notes); the codes are those of trying every template.
    import re

    from engine.reason_catalogue_annotations import FORMER
    from engine.reason_codes import CATALOGUE, describe_one, forms, template_regex

    # (an older engine's words are recognised too: FORMER)
    every = [(c, template_regex(t)) for c, t in sorted(
        [(c, form) for c, t in CATALOGUE.items() for form in forms(t)]
        + [(c, old) for c, olds in FORMER.items() for old in olds],
        key=lambda kv: -len(kv[1]))]

    def by_every_template(text: str) -> str:
        return next((c for c, rx in every if rx.match(text.strip())), "")

    sentences = []
    for template in (form for t in CATALOGUE.values() for form in forms(t)):
        names = re.findall(r"\{(\w+)\}", template)
        sentences += [template.format(**{n: v for n in names})
                      for v in ("3", "1,024", "photo 7.jpg", "")]
    sentences += [s[: len(s) // 2] for s in sentences[::3]] + ["no such sentence"]
    coded = 0
    for s in sentences:
        code = by_every_template(s)
        if code and not any("{sentence}" in form for form in forms(CATALOGUE[code])):
            assert describe_one(s)[0] == code, s
            coded += 1
        elif not code:
            assert describe_one(s)[0] == "", s
    assert coded > len(CATALOGUE)   # most templates were matched, so the check bites
