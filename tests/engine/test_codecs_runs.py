"""Decoder paths (issue 16) in real runs: --resume refuses to mix paths, --decoder is
checked like the environment variable, the default path's shards are identical at any
worker count, and neither a worker nor the engine process imports numpy or OpenCV."""

import os

import pillow_heif
import pytest

from engine import protocol
from engine.codecs import decoders
from engine.errors import ConfigError
from tests.engine import imagefactory as F
from tests.engine.decoder_photos import photo

pillow_heif.register_heif_opener()


def test_resume_refuses_to_mix_decoder_paths(tmp_path):
    src = tmp_path / "src"
    for i in range(4):
        F.write(src / "a" / f"{i}.jpg", F.encode(photo(120, 90, i), "JPEG"))
    out = tmp_path / "out"
    argv = F.engine_argv(src, out, "--workers", "1", "--size", "32")
    env = dict(os.environ, **{decoders.DECODER_ENV: "pillow"})
    code, _, err = F.run_engine(argv, env=env)
    assert code == protocol.EXIT_OK, err
    for other in ("turbo", "auto"):        # auto: the default, scaled
        env[decoders.DECODER_ENV] = other
        code, events, err = F.run_engine(argv + ["--resume"], env=env)
        assert code == protocol.EXIT_RESUME_MISMATCH
        assert "pillow decoder path" in err and "--decoder pillow" in err
        # coded, so that the window says it in its language
        [failed] = [e for e in events if e["type"] == "run_failed"]
        assert (failed["code"], failed["params"]["theirs"]) == ("resume.other_decoder",
                                                                "pillow")
    # --decoder names the path on the command line (what the window passes), over the env
    code, _, err = F.run_engine(argv + ["--resume", "--decoder", "pillow"], env=env)
    assert code == protocol.EXIT_OK, err
    env[decoders.DECODER_ENV] = "pillow"
    code, _, err = F.run_engine(argv + ["--resume", "--decoder", "scaled"], env=env)
    assert code == protocol.EXIT_RESUME_MISMATCH and "the scaled path" in err
    code, _, err = F.run_engine(argv + ["--resume"], env=env)
    assert code == protocol.EXIT_OK, err


def test_decoder_option_is_checked_like_the_environment_variable(monkeypatch):
    from engine.commands import cli
    monkeypatch.setenv(decoders.DECODER_ENV, "pillow")
    parser = cli.build_parser()

    def decoder(*extra: str) -> str:
        return cli.config_from_args(parser.parse_args(["convert", "src", "--out", "o", *extra])
                                    ).image.decoder
    assert decoder() == "pillow"                       # not given: the environment's
    assert decoder("--decoder", "auto") == "scaled"
    assert decoder("--decoder", "Turbo") == "turbo"
    with pytest.raises(ConfigError, match="--decoder 'fastest': use auto, scaled"):
        decoder("--decoder", "fastest")
    monkeypatch.setattr(decoders, "fast_path_available", lambda: False)
    with pytest.raises(ConfigError, match="--decoder turbo needs simplejpeg"):
        decoder("--decoder", "turbo")


def test_default_path_shards_are_identical_at_any_worker_count(tmp_path):
    src = tmp_path / "src"
    for i in range(12):
        F.write(src / "ab"[i % 2] / f"{i}.jpg", F.encode(photo(300, 200, i), "JPEG"))
    outs = []
    for workers in ("1", "2"):
        out = tmp_path / f"out{workers}"
        code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", workers, "--size", "64"))
        assert code == protocol.EXIT_OK, err
        outs.append(F.folder_bytes(out, F.shard_names(out)))
    assert outs[0] == outs[1]
    assert F.manifest(tmp_path / "out1")["options"]["image"]["decoder"] == "scaled"


def test_default_worker_and_engine_process_import_neither_numpy_nor_opencv(tmp_path):
    """The memory target of issue 16: a worker on the default path holds what the old
    Pillow path held (numpy alone is +14 MB resident), and the engine process does not
    import numpy either (only for its version in the run log, it cost 0.09 s of CPU)."""
    import subprocess
    import sys
    src = tmp_path / "src"
    for i in range(3):
        F.write(src / "a" / f"{i}.jpg", F.encode(photo(400, 300, i), "JPEG"))
    argv = [str(a) for a in F.engine_argv(src, tmp_path / "out", "--workers", "1")[3:]]
    code = f"""
import sys
if __name__ == "__main__":
    from engine.codecs import imaging
    from engine.commands import cli
    from engine.run import worker
    from engine.config import ImageOptions
    assert cli.main({argv!r}) == 0
    parent = sorted(m for m in ("numpy", "cv2", "simplejpeg", "pyspng") if m in sys.modules)
    worker.configure(ImageOptions())
    imaging.convert(open({str(src / 'a' / '0.jpg')!r}, "rb").read(), ImageOptions())
    print(parent, sorted(m for m in ("numpy", "cv2", "simplejpeg", "pyspng") if m in sys.modules))
"""
    env = {k: v for k, v in os.environ.items() if k != decoders.DECODER_ENV}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split("\n")[-2] == "[] []"
