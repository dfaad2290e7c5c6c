"""--bit-depth in whole runs: a folder of 12-bit camera images (PNG and TIFF, grey and
RGB) is stored bright, in the same bytes at 1 and 2 workers; the manifest, the run log and
HOW_TO_LOAD.md say how; --resume with another depth is refused, naming it."""

from __future__ import annotations

import numpy as np

from engine import protocol
from engine.output_state import HOW_TO_LOAD
from tests.engine import imagefactory as F


def _source(root):
    y, x = np.mgrid[0:40, 0:56]
    for i in range(3):
        grey = ((x * 4095 // 55 + i * 7) % 4096).astype(np.uint16)
        rgb = np.stack([grey, 4095 - grey, (y * 4095 // 39).astype(np.uint16)], -1)
        F.write(root / "cells" / f"g{i}.png", F.png16(grey))
        F.write(root / "cells" / f"c{i}.tif", F.tiff16(rgb))
        F.write(root / "nuclei" / f"c{i}.png", F.png16(rgb))
        F.write(root / "nuclei" / f"g{i}.tif", F.tiff16(grey, ">"))
    return root


def test_twelve_bit_images_are_stored_bright_alike_at_any_worker_count(tmp_path):
    src = _source(tmp_path / "src")
    outs = []
    for workers in ("1", "2"):
        out = tmp_path / f"out{workers}"
        code, _, err = F.run_engine(F.engine_argv(src, out, "--bit-depth", "12", "--size",
                                                  "32", "--format", "png", "--workers",
                                                  workers, "--shards", "2"))
        assert code == protocol.EXIT_OK, err
        outs.append(out)
    F.assert_identical(outs[1], outs[0])
    records = F.all_records(outs[0])
    assert len(records) == 12
    for record in records:   # a ramp up to 4095: white at its bright end, not 15 of 255
        assert np.asarray(F.decoded(record)).max() >= 200, record["image/filename"]
    m = F.manifest(outs[0])
    assert m["options"]["image"]["bit_depth"] == 12
    assert "16-bit source images were read as 12-bit data: their values 0 to 4,095 were " \
           "stored as 0 to 255" in (outs[0] / HOW_TO_LOAD).read_text(encoding="utf-8")
    log = (outs[0] / protocol.RUN_LOG).read_text(encoding="utf-8")
    assert "option image: " in log and ", bit_depth 12" in log   # (words, not a dict)

    dark = tmp_path / "dark"   # the default, as before the option: almost black
    code, _, err = F.run_engine(F.engine_argv(src, dark, "--size", "32", "--format", "png"))
    assert code == protocol.EXIT_OK, err
    assert max(np.asarray(F.decoded(r)).max() for r in F.all_records(dark)) <= 16
    assert "bit_depth" not in F.manifest(dark)["options"]["image"]
    assert "16-bit source images" not in (dark / HOW_TO_LOAD).read_text(encoding="utf-8")


def test_resume_with_another_bit_depth_is_refused_naming_it(tmp_path):
    src = _source(tmp_path / "src")
    out = tmp_path / "out"
    argv = F.engine_argv(src, out, "--size", "16", "--bit-depth", "12")
    code, _, err = F.run_engine(argv)
    assert code == protocol.EXIT_OK, err
    code, events, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--resume"))
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["code"] == "resume.dataset_options_named", failed
    assert "--bit-depth: the run used 12, now 16" in failed["message"], failed
