"""--headless, and a launch with no display: convert without a window, with the engine's text
output; the engine command it runs (only what the options say), and what it says after the
engine's last line (where the skipped files are listed, how to load the dataset). A ZIP or
tar export given as the source is unpacked first, as the window does (gui.headless_unpack)."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

from gui.headless_unpack import archive_kind, unpacked_source


def display_available() -> bool:
    """False on Linux when Qt would find no display to open a window on."""
    if not sys.platform.startswith("linux"):
        return True
    return any(os.environ.get(k) for k in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def headless_argv(opts: argparse.Namespace) -> list[str]:
    """The engine command line --headless runs (no QApplication involved).

    Only what the options say: the form's remembered source and options are not used, and
    nothing is replaced without --overwrite.
    """
    from gui.engine_launch import engine_command
    from gui.job import Job
    from gui.settings import SAMPLE_DIR, default_output_for

    job = Job()
    job.source = opts.source or str(SAMPLE_DIR)
    job.out = opts.out or default_output_for(job.source)
    if opts.size:
        job.size = opts.size.strip().lower()
    if opts.workers:
        w = opts.workers.strip().lower()
        job.workers = 0 if w == "auto" else int(w)
    job.overwrite = bool(opts.overwrite)
    args = job.convert_args()
    args[args.index("--events") + 1] = "text"
    if not opts.no_verify:
        args.append("--verify")
    return engine_command() + args


def next_steps(out: str, code: int) -> list[str]:
    """What a headless run says after the engine's last line ("-> OUT"): where the list of
    skipped files is, when there is one, and, when the engine wrote no HOW_TO_LOAD.md (its
    last line names that file), the command that shows how to load the dataset. Nothing
    when no dataset was written."""
    import csv
    import shlex
    if code not in (0, 7):   # finished (7: verification found problems; still written)
        return []
    lines = []
    rejected = os.path.join(out, "rejected.csv")
    try:
        with open(rejected, encoding="utf-8", newline="") as f:
            skipped = sum(1 for _ in csv.DictReader(f))
    except OSError:
        skipped = 0
    if skipped:
        lines.append(f"Skipped files and why: {rejected}")
    # (the engine's last line names HOW_TO_LOAD.md when it wrote one: engine.events)
    if not os.path.isfile(os.path.join(out, "HOW_TO_LOAD.md")):
        from gui.engine_launch import display_command
        cmd = shlex.join([*display_command(), "inspect", out, "--how-to-load"])
        lines.append(f"How to load it: {cmd}")
    return lines


def run_headless(opts: argparse.Namespace) -> int:
    """Convert without a window; returns the engine's exit code."""
    from gui.engine_launch import engine_pythonpath, engine_working_dir
    if opts.source and archive_kind(opts.source):   # unpacked as the window unpacks it
        folder, code = unpacked_source(opts.source)
        if not folder:
            return code
        opts = argparse.Namespace(**{**vars(opts), "source": folder})
    argv = headless_argv(opts)
    print(f"tfrecord-studio: converting {argv[argv.index('convert') + 1]} into "
          f"{argv[argv.index('--out') + 1]}", flush=True)
    env = dict(os.environ)
    pp = engine_pythonpath(env.get("PYTHONPATH", ""))
    if pp:
        env["PYTHONPATH"] = pp
    env.setdefault("PYTHONIOENCODING", "utf-8")
    try:
        code = subprocess.run(argv, env=env, cwd=engine_working_dir()).returncode
        for line in next_steps(argv[argv.index("--out") + 1], code):
            print(line, flush=True)
        return code
    except KeyboardInterrupt:  # the engine got the same Ctrl+C and cleaned up
        return 130
    except OSError as e:
        print(f"tfrecord-studio: cannot start the engine: {e}", file=sys.stderr)
        return 2
