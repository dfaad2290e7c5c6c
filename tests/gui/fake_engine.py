"""A stand-in for `python -m engine` that replays recorded JSON lines.

Used by the GUI tests so the real QProcess path (spawn, line buffering, stdin cancel,
exit codes, stderr) is exercised without the real engine's cost.

    python fake_engine.py --replay convert.jsonl [--delay 0.01] [--exit N]
        [--stderr TEXT] [--stderr-file FILE] [--hang] [--hang-after TYPE] [--hang-verify]
        [--ignore-cancel] [--argv-out FILE] -- convert SRC ...

The subcommand after ``--`` selects the file: ``verify`` replays ``--verify-replay``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time

cancelled = threading.Event()


def _watch_stdin(ignore: bool) -> None:
    for line in sys.stdin:
        if line.strip() == "cancel" and not ignore:
            cancelled.set()
            return


CHUNKED = False


def _emit(obj: dict, t0: float, seq: int) -> None:
    obj = dict(obj)
    obj["seq"] = seq
    line = json.dumps(obj, ensure_ascii=False) + "\n"
    if CHUNKED:  # split lines across writes: the client must reassemble them
        half = len(line) // 2
        sys.stdout.write(line[:half])
        sys.stdout.flush()
        time.sleep(0.002)
        line = line[half:]
    sys.stdout.write(line)
    sys.stdout.flush()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--replay")
    ap.add_argument("--verify-replay")
    ap.add_argument("--delay", type=float, default=0.0)
    ap.add_argument("--exit", type=int, default=None)
    ap.add_argument("--stderr", default="")
    ap.add_argument("--stderr-file", default="")  # a long burst: too big for an argument
    ap.add_argument("--hang", action="store_true")
    ap.add_argument("--hang-verify", action="store_true",
                    help="like --hang, for the verify process only")
    ap.add_argument("--hang-after", metavar="TYPE",
                    help="after the first event of this type, wait for a cancel: a test that "
                         "cancels mid-run then sees the same state however loaded the machine is")
    ap.add_argument("--ignore-cancel", action="store_true")
    ap.add_argument("--ignore-term", action="store_true")
    ap.add_argument("--argv-out")
    ap.add_argument("--chunked", action="store_true")
    ap.add_argument("rest", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    rest = [x for x in a.rest if x != "--"]
    global CHUNKED
    CHUNKED = a.chunked
    if a.argv_out:
        with open(a.argv_out, "a", encoding="utf-8") as f:
            f.write(json.dumps(rest) + "\n")
    if a.ignore_term:   # before the first event: tests wait for one, then send SIGTERM
        import signal
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    threading.Thread(target=_watch_stdin, args=(a.ignore_cancel,), daemon=True).start()

    path = a.verify_replay if rest[:1] == ["verify"] else a.replay
    if a.hang_verify and rest[:1] == ["verify"]:
        a.hang = True
    lines = []
    if path:
        with open(path, encoding="utf-8") as f:
            for x in f:
                if not x.strip():
                    continue
                try:
                    lines.append(json.loads(x))
                except ValueError:
                    lines.append({"__raw__": x.rstrip("\n")})
    t0 = time.monotonic()
    seq = 0
    last = {}
    kept: list[dict] = []   # the shard_written lines sent: what a cancel keeps
    for obj in lines:
        if cancelled.is_set():
            break
        if (obj.get("type") in ("run_finished", "run_failed") and a.hang) or (
                obj.get("type") == "run_finished" and a.exit):
            continue  # the test wants a different ending
        if "__raw__" in obj:  # a non-JSON line, replayed as is
            sys.stdout.write(obj["__raw__"] + "\n")
            sys.stdout.flush()
            continue
        _emit(obj, t0, seq)
        seq += 1
        last = obj
        if obj.get("type") == "shard_written":
            kept.append(obj)
        if a.hang_after and obj.get("type") == a.hang_after:
            cancelled.wait()
            break
        if a.delay:
            time.sleep(a.delay)
    while a.hang and not cancelled.is_set():
        time.sleep(0.05)
    if cancelled.is_set():
        # as the real engine's: the shards written before the cancel are kept, and the
        # summary counts them (the window's headline and rows read it)
        _emit({"v": 1, "type": "run_finished", "t": last.get("t", 0.0), "status": "cancelled",
               "summary": {"command": "convert", "status": "cancelled",
                           "written": sum(o.get("records", 0) for o in kept), "failed": 0,
                           "shards": len(kept), "bytes": sum(o.get("bytes", 0) for o in kept)}},
              t0, seq)
        return 130
    if a.stderr:
        sys.stderr.write(a.stderr.replace("\\n", "\n") + "\n")
        sys.stderr.flush()
    if a.stderr_file:
        with open(a.stderr_file, encoding="utf-8") as f:
            sys.stderr.write(f.read())
        sys.stderr.flush()
    if a.exit is not None:
        return a.exit
    return 0


if __name__ == "__main__":
    os._exit(main())
