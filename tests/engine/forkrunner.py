"""Run `python -m engine ...` many times, fast: a clean interpreter that imports the engine
once and forks a child per run (the child runs engine.commands.cli.main exactly as `python -m
engine` does, then os._exit()s with its exit code). Used by the crash-point test, which
needs a couple of hundred runs; a fresh interpreter each time would take minutes.

Protocol (one JSON object per line): stdin {"argv": [...], "crash_at": k, "log": path};
stdout {"code": exit code}. The child's stdout and stderr go to `log`.
The pytest process itself never forks (it may hold TensorFlow or Qt threads).
"""

from __future__ import annotations

import json
import os
import sys


def _child(argv: list[str], crash_at: int, log: str) -> None:
    code = 1
    try:
        fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        sys.stdout = open(1, "w", encoding="utf-8", closefd=False)
        sys.stderr = open(2, "w", encoding="utf-8", errors="backslashreplace", closefd=False)
        sys.stdin = open(0, encoding="utf-8", closefd=False)
        from engine.commands import cli
        from engine.run import writer
        writer.arm_crash_points(crash_at)
        code = cli.main(argv)
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    except BaseException:  # noqa: BLE001 - the child reports any failure as exit code 1
        import traceback
        traceback.print_exc()
        code = 1
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def main() -> None:
    # Import what a run needs once, before forking, so each child starts warm.
    from engine.codecs import imaging  # noqa: F401
    for line in sys.stdin:
        req = json.loads(line)
        pid = os.fork()
        if pid == 0:
            _child(req["argv"], int(req.get("crash_at", 0)), req["log"])
        _, status = os.waitpid(pid, 0)
        print(json.dumps({"code": os.waitstatus_to_exitcode(status)}), flush=True)


if __name__ == "__main__":
    main()
