"""Test helpers for the engine reliability tests: image files made in the test (Pillow,
numpy, or bytes written by hand), running the real engine as a subprocess, and reading
its output back without TensorFlow.
"""

from __future__ import annotations

import csv
import io
import json
import os
import queue
import re
import struct
import subprocess
import sys
import textwrap
import threading
import time
import zlib
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # lets plain `pytest` work without installing the project
    sys.path.insert(0, str(ROOT))

from engine.output_state import DIGESTS, DUPLICATES  # noqa: E402
from engine.ownership import is_shard_name  # noqa: E402
from engine.records.example import decode_example  # noqa: E402
from engine.records.tfrecord import iter_records  # noqa: E402
from engine.run.journal import JOURNAL  # noqa: E402

PYTHON = sys.executable


# -- image bytes -----------------------------------------------------------------------

def encode(im: Image.Image, fmt: str, **kw) -> bytes:
    buf = io.BytesIO()
    im.save(buf, fmt, **kw)
    return buf.getvalue()


def solid(size=(40, 20), color=(200, 30, 60), mode="RGB") -> Image.Image:
    return Image.new(mode, size, color)


def noise(w: int, h: int, seed: int) -> Image.Image:
    rng = np.random.default_rng(seed)
    return Image.fromarray(rng.integers(0, 256, (h, w, 3), dtype=np.uint8))


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def png_bomb(width: int = 40000, height: int = 40000) -> bytes:
    """A valid PNG signature and IHDR (correct CRC) claiming width x height RGB pixels,
    followed by a tiny IDAT: decoding it would need width*height*3 bytes."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", ihdr)
            + _png_chunk(b"IDAT", zlib.compress(b"\0" * 1024)) + _png_chunk(b"IEND", b""))


def png16(arr: np.ndarray) -> bytes:
    """16-bit PNG (grey HxW or RGB HxWx3), written by hand so the bit depth is certain."""
    h, w = arr.shape[:2]
    colour_type = 2 if arr.ndim == 3 else 0
    raw = b"".join(b"\0" + arr[y].astype(">u2").tobytes() for y in range(h))
    ihdr = struct.pack(">IIBBBBB", w, h, 16, colour_type, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", ihdr)
            + _png_chunk(b"IDAT", zlib.compress(raw)) + _png_chunk(b"IEND", b""))


def tiff16(arr: np.ndarray) -> bytes:
    """Uncompressed little-endian 16-bit TIFF (grey HxW or RGB HxWx3), written by hand:
    Pillow cannot create 16-bit RGB images itself."""
    h, w = arr.shape[:2]
    spp = 3 if arr.ndim == 3 else 1
    data = arr.astype("<u2").tobytes()
    data_off = 8
    bps_off = data_off + len(data)
    ifd_off = bps_off + 6
    entries = []

    def long_(tag, count, value):
        entries.append(struct.pack("<HHII", tag, 4, count, value))

    def short(tag, value):
        entries.append(struct.pack("<HHIHH", tag, 3, 1, value, 0))

    long_(256, 1, w)
    long_(257, 1, h)
    if spp == 3:
        entries.append(struct.pack("<HHII", 258, 3, 3, bps_off))
    else:
        short(258, 16)
    short(259, 1)                        # no compression
    short(262, 2 if spp == 3 else 1)     # RGB / BlackIsZero
    long_(273, 1, data_off)              # strip offset
    short(277, spp)
    long_(278, 1, h)                     # rows per strip
    long_(279, 1, len(data))             # strip byte count
    ifd = struct.pack("<H", len(entries)) + b"".join(entries) + b"\0\0\0\0"
    return b"II*\x00" + struct.pack("<I", ifd_off) + data + struct.pack("<HHH", 16, 16, 16) + ifd


def jpeg_with_orientation(size, orientation: int | None) -> bytes:
    """A JPEG whose left half is red and right half blue, with an EXIF orientation (no
    EXIF at all for None)."""
    im = Image.new("RGB", size, (255, 0, 0))
    im.paste((0, 0, 255), (size[0] // 2, 0, size[0], size[1]))
    if orientation is None:
        return encode(im, "JPEG", quality=95)
    exif = Image.Exif()
    exif[0x0112] = orientation
    return encode(im, "JPEG", quality=95, exif=exif.tobytes())


def corner_marked(fmt: str, orientation: int, **kw) -> bytes:
    """A 120x60 picture with a red block in its top-left corner, saved as `fmt` with an
    EXIF orientation (HEIF needs pillow-heif's opener registered); red_corner finds it."""
    a = np.full((60, 120, 3), 235, np.uint8)
    a[:20, :30] = (220, 20, 20)
    exif = Image.Exif()
    exif[0x0112] = orientation
    return encode(Image.fromarray(a), fmt, exif=exif.tobytes(), **kw)


def red_corner(rgb) -> tuple[int, int]:
    """(row half, column half) of corner_marked's red block in an RGB array: 0 = top or
    left, 1 = bottom or right."""
    ys, xs = np.nonzero((rgb[..., 0] > 150) & (rgb[..., 1] < 100))
    return int(ys.mean() > rgb.shape[0] / 2), int(xs.mean() > rgb.shape[1] / 2)


def animated_gif() -> bytes:
    frames = [Image.new("RGB", (40, 20), (255, 0, 0)), Image.new("RGB", (40, 20), (0, 0, 255))]
    buf = io.BytesIO()
    frames[0].save(buf, "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)
    return buf.getvalue()


def write(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def noise_dataset(root: Path, n: int, size: int = 600, classes=("a", "b"), quality=90,
                  extra: dict[str, bytes] | None = None) -> Path:
    """n noise JPEGs spread over class folders (cached: rebuilt only when missing)."""
    done = root / ".complete"
    if done.exists():
        return root
    for i in range(n):
        c = classes[i % len(classes)]
        write(root / c / f"{i:05d}.jpg", encode(noise(size, size, i), "JPEG", quality=quality))
    for rel, data in (extra or {}).items():
        write(root / rel, data)
    done.write_text("")
    return root


# -- reading output ----------------------------------------------------------------------

def shard_names(folder: Path) -> list[str]:
    return sorted(n for n in os.listdir(folder) if is_shard_name(n))


def read_records(path: Path) -> list[dict]:
    """Every record of an uncompressed shard as {key: value or [values]}."""
    out = []
    with open(path, "rb") as f:
        for rec in iter_records(f):
            ex = decode_example(rec.data)
            out.append({k: (v[0] if len(v) == 1 else v) for k, (_, v) in ex.items()})
    return out


def all_records(folder: Path) -> list[dict]:
    return [r for name in shard_names(folder) for r in read_records(folder / name)]


def records_by_name(folder: Path) -> dict[str, dict]:
    return {r["image/filename"].decode(): r for r in all_records(folder)}


def decoded(record: dict) -> Image.Image:
    im = Image.open(io.BytesIO(record["image/encoded"]))
    im.load()
    return im


def rejected_rows(folder: Path) -> list[dict]:
    with open(folder / "rejected.csv", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def manifest(folder: Path) -> dict:
    from engine.output_state import MANIFEST
    return json.loads((folder / MANIFEST).read_text(encoding="utf-8"))


def hidden_temp_files(folder: Path) -> list[str]:
    """The writer's temporaries left in `folder` (one shared rule: tests/leftovers.py)."""
    from tests.leftovers import leftover_temporaries
    return leftover_temporaries(folder)


def still_running(procs: list, timeout: float = 60.0) -> list:
    """The psutil processes of `procs` that have not exited within `timeout` s (generous:
    a loaded 2-core machine is slow to schedule them). A zombie has exited: only its
    parent's wait is missing, and orphans in a container whose init does not reap them
    stay zombies for good, so psutil.wait_procs alone would call them running."""
    import psutil

    def alive(p) -> bool:
        try:
            return p.status() != psutil.STATUS_ZOMBIE
        except psutil.NoSuchProcess:
            return False

    deadline = time.monotonic() + timeout
    left = [p for p in procs if alive(p)]
    while left and time.monotonic() < deadline:
        psutil.wait_procs(left, timeout=min(1.0, max(0.0, deadline - time.monotonic())))
        left = [p for p in left if alive(p)]
    return left


def folder_bytes(folder: Path, names=None) -> dict[str, bytes]:
    return {n: (folder / n).read_bytes() for n in (names or shard_names(folder))}


# -- running the engine ------------------------------------------------------------------

def with_sitecustomize(folder: Path, code: str, **env: str) -> dict:
    """The environment in which the engine and every process it starts (its workers, Dask
    workers) load ``code``, test-only, as sitecustomize.py (written into ``folder``/site),
    with the variables ``env`` added."""
    site = folder / "site"
    site.mkdir(exist_ok=True)
    (site / "sitecustomize.py").write_text(textwrap.dedent(code))
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(ROOT)]), **env)


#: sitecustomize code (test only): the decoding process dies on files named *CRASHME*, as a
#: decoder segfault would.
CRASH_DECODER = """
    import os, signal
    import engine.sources.reading as _reading
    _read_file = _reading.read_file
    def read_file(path):
        if "CRASHME" in os.path.basename(path):
            os.kill(os.getpid(), signal.SIGKILL)
        return _read_file(path)
    _reading.read_file = read_file
"""

#: sitecustomize code (test only): the decoder never returns on files named *HANGME*, as a
#: decoder stuck in an endless loop on a crafted file.
HANG_DECODER = """
    import os, time
    import engine.sources.reading as _reading
    _read_file = _reading.read_file
    def read_file(path):
        if "HANGME" in os.path.basename(path):
            while True:
                time.sleep(1)
        return _read_file(path)
    _reading.read_file = read_file
"""


def poisoned_source(root: Path, bad: str, n: int) -> Path:
    """``n`` good 64x64 noise JPEGs in class folders a and b, and one named ``bad`` in b
    (the file a poisoned decoder, CRASH_DECODER or HANG_DECODER, trips on)."""
    for i in range(n):
        write(root / "ab"[i % 2] / f"{i:03d}.jpg", encode(noise(64, 64, i), "JPEG"))
    write(root / "b" / bad, encode(noise(64, 64, 7), "JPEG"))
    return root


def coded_log_lines(err: str) -> list[tuple[str, str, dict]]:
    """(level, code, params) of every line of the engine's stderr `err` that is a log
    record ("note: ...") or one of the CLI's own lines, read as the window reads them
    (engine.reason_codes.describe_log_line); a log record the catalogue does not know
    fails the test (the window would show it in English)."""
    from engine.reason_codes import describe_log_line
    out = []
    for line in err.splitlines():
        level, code, params = describe_log_line(line)
        if line.startswith(("note: ", "warning: ", "error: ")):
            assert code, f"not catalogued (engine/reason_catalogue*.py): {line!r}"
        if code:
            out.append((level, code, params))
    return out


def after_first_journal_entry(err: str) -> int:
    """The crash step (TFRS_CRASH_AT_STEP) just after the first shard's journal entry,
    read from the stderr ``err`` of a run that listed its steps (TFRS_CRASH_AT_STEP=-1,
    engine.run.writer.step): a crash there leaves one shard complete and journalled."""
    appends = re.findall(r"^TFRS step (\d+): append to (.*)$", err, re.MULTILINE)
    return 1 + next(int(n) for n, path in appends
                    if os.path.basename(path.strip()) == JOURNAL)


def engine_argv(source, out, *options) -> list[str]:
    return [PYTHON, "-m", "engine", "convert", str(source), "--out", str(out),
            "--events", "jsonl", *map(str, options)]


def console_script(folder: Path, name: str = "tfrecord-studio-cli") -> Path:
    """The script pip writes for `name`, from its declaration in pyproject.toml (what
    users run after installing the wheel). As pip's, it is guarded: spawned worker
    processes re-run the main script, as `__mp_main__`."""
    import tomllib
    with open(ROOT / "pyproject.toml", "rb") as f:
        target = tomllib.load(f)["project"]["scripts"][name]
    module, func = target.split(":")
    script = Path(folder) / name
    script.write_text(f"import sys\nfrom {module} import {func}\n"
                      f"if __name__ == '__main__':\n    sys.exit({func}())\n")
    return script


def run_engine(argv: list[str], timeout: float = 120, **kw) -> tuple[int, list[dict], str]:
    """Run to the end; (exit code, events, stderr)."""
    p = subprocess.run(argv, cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True,
                       timeout=timeout, **kw)
    events = [json.loads(line) for line in p.stdout.decode("utf-8").splitlines() if line]
    return p.returncode, events, p.stderr.decode("utf-8", errors="replace")


class Engine:
    """The engine as a subprocess with stdin open (for `cancel`), its events collected
    by a reader thread so the test can wait for a particular moment."""

    def __init__(self, argv: list[str], env: dict | None = None):
        self.stderr_path = None
        self.proc = subprocess.Popen(argv, cwd=ROOT, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.events: list[dict] = []
        self.bad_lines: list[bytes] = []
        self._q: queue.Queue = queue.Queue()
        self._err: list[bytes] = []
        self._readers = [threading.Thread(target=self._read, daemon=True),
                         threading.Thread(target=lambda: self._err.extend(self.proc.stderr),
                                          daemon=True)]
        for t in self._readers:
            t.start()

    @property
    def pid(self) -> int:
        return self.proc.pid

    def _read(self):
        for line in self.proc.stdout:
            try:
                ev = json.loads(line)
            except ValueError:     # stdout must carry protocol lines only
                self.bad_lines.append(line)
                continue
            self.events.append(ev)
            self._q.put(ev)
        self._q.put(None)

    def wait_for(self, pred, timeout: float = 120) -> dict:
        """Block until an event satisfies pred; returns it."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no matching event within {timeout} s; "
                                     f"stderr: {self.stderr()[-2000:]}")
            try:
                ev = self._q.get(timeout=left)
            except queue.Empty:
                continue
            if ev is None:
                raise AssertionError(f"the engine ended before the expected event; "
                                     f"exit {self.proc.wait()}; stderr: {self.stderr()[-2000:]}")
            if pred(ev):
                return ev

    def send(self, line: str) -> None:
        try:
            self.proc.stdin.write(line.encode() + b"\n")
            self.proc.stdin.flush()
        except BrokenPipeError:  # the engine has already ended
            pass

    def wait(self, timeout: float = 120) -> int:
        rc = self.proc.wait(timeout=timeout)
        return rc

    def stderr(self) -> str:
        return b"".join(self._err).decode("utf-8", errors="replace")

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=60)

    def close(self) -> None:
        """Make sure nothing of this run is left: the engine and (by pid) its workers."""
        import psutil
        try:
            children = psutil.Process(self.proc.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            children = []
        self.kill()
        for c in children:
            try:
                c.kill()
            except psutil.NoSuchProcess:
                pass
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        # Workers inherit the engine's stdout: the readers see EOF only when all are gone.
        # (Closing a stream that a reader thread is blocked on would deadlock.)
        for t in self._readers:   # (generous: orphaned workers exit on their own)
            t.join(timeout=60)
        assert not any(t.is_alive() for t in self._readers), \
            "the engine's stdout is still open: a worker outlived the engine"
        self.proc.stdout.close()
        self.proc.stderr.close()
        # (A line without its newline is the last one of a SIGKILLed engine.)
        bad = [ln for ln in self.bad_lines if ln.endswith(b"\n")]
        assert not bad, f"non-protocol lines on stdout: {bad[:3]}"


def cancel_when(argv: list[str], pred, timeout: float = 120) -> tuple[int, Engine]:
    """Run the engine, send `cancel` at the first event satisfying pred, and wait for it to
    end: (its exit code, the finished Engine with its events and stderr)."""
    eng = Engine(argv)
    try:
        eng.wait_for(pred, timeout)
        eng.send("cancel")
        code = eng.wait(timeout=timeout)
    finally:
        eng.close()
    return code, eng


def types(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]



# -- comparing an interrupted run's output with an uninterrupted one ----------------------

def assert_identical(out: Path, reference: Path) -> None:
    assert shard_names(out) == shard_names(reference)
    assert folder_bytes(out) == folder_bytes(reference)
    assert hidden_temp_files(out) == []
    assert not (out / JOURNAL).exists()
    assert rejected_rows(out) == rejected_rows(reference)
    assert (out / "labels.txt").read_bytes() == (reference / "labels.txt").read_bytes()
    # the copies found (engine.run.duplicates), and the digests they were found with
    for name in (DUPLICATES, DIGESTS):
        assert (out / name).exists() == (reference / name).exists(), name
        if (reference / name).exists():
            assert (out / name).read_bytes() == (reference / name).read_bytes(), name
    m, ref = manifest(out), manifest(reference)
    assert m["status"] == "complete"
    assert m["splits"] == ref["splits"] and m["total_records"] == ref["total_records"]


def assert_consistent_partial(out: Path, reference: Path) -> None:
    """After a failed write: no temporary file, and whatever is under a final shard name
    is complete (identical to the uninterrupted run's shard)."""
    assert hidden_temp_files(out) == []
    for name in shard_names(out):
        assert (out / name).read_bytes() == (reference / name).read_bytes(), name
    assert (out / JOURNAL).exists()   # what --resume continues from


# -- adversarial inputs of issue 18 (damaged JPEGs, memory bombs) ------------------------

def jpeg_many_scans(extra_scans: int = 3000, size=(64, 64)) -> bytes:
    """A progressive JPEG followed by thousands of empty scans (a copy of its last SOS
    header with no data each): tiny on disk, each scan costs libjpeg a pass."""
    data = encode(noise(*size, seed=3), "JPEG", progressive=True, quality=80)
    sos = data.rfind(b"\xff\xda")
    length = struct.unpack(">H", data[sos + 2:sos + 4])[0]
    header = data[sos:sos + 2 + length]
    eoi = data.rfind(b"\xff\xd9")
    return data[:eoi] + header * extra_scans + data[eoi:]


def jpeg_claiming_larger(width: int = 10000, height: int = 10000) -> bytes:
    """A 64x64 baseline JPEG whose frame header claims width x height: libjpeg decodes the
    64x64 of data and paints the rest grey."""
    data = bytearray(encode(noise(64, 64, seed=4), "JPEG", quality=90))
    sof = data.find(b"\xff\xc0")
    struct.pack_into(">HH", data, sof + 5, height, width)
    return bytes(data)


def jpeg_truncated_with_eoi(size=(256, 192), keep: float = 0.5, **kw) -> bytes:
    """A JPEG cut at `keep` of its length with an end-of-image marker appended, so no
    decoder sees a truncated file: libjpeg paints the missing part grey."""
    data = encode(noise(*size, seed=5), "JPEG", quality=90, **kw)
    return data[:int(len(data) * keep)] + b"\xff\xd9"


def grey_bottom_jpeg(size=(256, 192)) -> bytes:
    """A genuine, complete JPEG whose lower half is exactly mid-grey (128): must not be
    mistaken for a grey-filled damaged one."""
    im = noise(*size, seed=6)
    im.paste((128, 128, 128), (0, size[1] // 2, size[0], size[1]))
    return encode(im, "JPEG", quality=95)


def bomb(kind: str, width: int, height: int) -> bytes:
    """A small file with a huge pixel count (flat colour compresses ~1000:1): PNG (RGB,
    RGBA, 16-bit grey), deflate TIFF (RGB, 32-bit float) or lossless WebP."""
    size = (width, height)
    if kind == "png":
        return encode(Image.new("RGB", size, (10, 200, 30)), "PNG", compress_level=9)
    if kind == "png_rgba":
        return encode(Image.new("RGBA", size, (10, 200, 30, 90)), "PNG", compress_level=9)
    if kind == "png16":
        return encode(Image.new("I;16", size, 300), "PNG", compress_level=9)
    if kind == "tiff":
        return encode(Image.new("RGB", size, (10, 200, 30)), "TIFF", compression="tiff_deflate")
    if kind == "tiff_float":
        return encode(Image.new("F", size, 3.5), "TIFF", compression="tiff_deflate")
    if kind == "webp":
        return encode(Image.new("RGB", size, (10, 200, 30)), "WEBP", lossless=True)
    raise ValueError(kind)


BOMB_KINDS = ("png", "png_rgba", "png16", "tiff", "tiff_float", "webp")


def tree_rss(pid: int) -> int:
    """Resident memory of a process and all its descendants, in bytes (0 once gone)."""
    import psutil
    try:
        proc = psutil.Process(pid)
        procs = [proc, *proc.children(recursive=True)]
    except psutil.NoSuchProcess:
        return 0
    total = 0
    for p in procs:
        try:
            total += p.memory_info().rss
        except psutil.NoSuchProcess:
            pass
    return total


def run_engine_measuring(argv: list[str], timeout: float = 300, interval: float = 0.01,
                         **kw) -> tuple[int, list[dict], str, int]:
    """run_engine, sampling the process tree's resident memory every `interval` s:
    (exit code, events, stderr, peak tree RSS in bytes)."""
    import tempfile
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        p = subprocess.Popen(argv, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=out,
                             stderr=err, **kw)
        peak = 0
        deadline = time.monotonic() + timeout
        while p.poll() is None:
            peak = max(peak, tree_rss(p.pid))
            if time.monotonic() > deadline:
                p.kill()
                raise AssertionError(f"engine did not finish in {timeout} s")
            time.sleep(interval)
        out.seek(0)
        err.seek(0)
        events = [json.loads(line) for line in out.read().decode().splitlines() if line]
        return p.returncode, events, err.read().decode(errors="replace"), peak


def convert_in_process(src: Path, out: Path, workers: int = 2, num_shards: int = 3,
                       **kw) -> tuple[int, list]:
    """Convert `src` (to 32x32, `num_shards` shards) in this process, as the CLI would:
    (exit code, every event emitted)."""
    from engine.config import ConvertConfig, ImageOptions
    from engine.events import Emitter
    from engine.run.pipeline import Converter
    events: list = []
    em = Emitter("none")
    em.listeners.append(events.append)
    cfg = ConvertConfig(source=str(src), out=str(out), image=ImageOptions(width=32, height=32),
                        workers=workers, num_shards=num_shards, **kw)
    return Converter(cfg, em).run().exit_code, events
