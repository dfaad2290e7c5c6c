"""Hand-written event streams consistent with engine/protocol.py (regenerate with
`python tests/gui/data/make_fixtures.py`). Recorded real-engine streams sit beside them
as *_recorded.jsonl."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from engine import protocol as P  # noqa: E402


def convert_ok():
    evs = [P.RunStarted(engine_version="0.1.0", command="convert", source="/data/flowers",
                        out="/tmp/out", workers=2, options={"size": "224"}, t=0.05),
           P.ScanProgress(found=120, rejected=0, t=0.2),
           P.ScanProgress(found=240, rejected=2, finished=True, t=0.3),
           P.ItemFailed(path="/data/flowers/rose/broken.jpg",
                        reason="not an image (truncated JPEG)", stage="scan", t=0.3),
           P.Plan(total=238, splits={"train": 214, "val": 24}, shards={"train": 2, "val": 1},
                  labels=["daisy", "rose", "tulip"], records_per_shard=120, t=0.35)]
    done = 0
    t = 0.5
    bytes_out = 0
    i = 0
    while done < 236:
        i += 1
        t += 0.1
        step = min(8 + (i % 3), 236 - done)
        done += step
        bytes_out += step * 15000
        failed = 1 if done > 100 else 0
        if i == 12:
            evs.append(P.ItemFailed(path="/data/flowers/tulip/odd.png",
                                    reason="cannot decode: broken PNG chunk", stage="decode", t=t))
        evs.append(P.BatchWritten(shard="data-train-00000-of-00002.tfrecord", records=step,
                                  bytes=step * 15000, write_seconds=0.002 + 0.001 * (i % 4), t=t))
        evs.append(P.Progress(done=done, failed=failed, total=238, bytes_in=done * 40000,
                              bytes_out=bytes_out, t=t))
        if i % 5 == 0:
            evs.append(P.WorkerStats(busy=[0.9, 0.85], writer_busy=0.05, interval=0.5,
                                     bottleneck="decoding", t=t))
        if done - step < 120 <= done:
            evs.append(P.ShardWritten(path="/tmp/out/data-train-00000-of-00002.tfrecord",
                                      split="train", index=0, count=2, records=120,
                                      bytes=120 * 15000, sha256="0" * 64, t=t))
    evs.append(P.ShardWritten(path="/tmp/out/data-train-00001-of-00002.tfrecord", split="train",
                              index=1, count=2, records=94, bytes=94 * 15000, sha256="2" * 64, t=t))
    evs.append(P.ShardWritten(path="/tmp/out/data-val-00000-of-00001.tfrecord", split="val",
                              index=0, count=1, records=22, bytes=22 * 15000, sha256="1" * 64, t=t))
    evs.append(P.RunFinished(status="ok", t=t + 0.05, summary={
        "written": 236, "failed": 2, "shards": 3, "bytes": bytes_out, "seconds": t + 0.05,
        "images_per_s": 236 / (t + 0.05), "out": "/tmp/out"}))
    return evs


def verify_ok():
    return [P.RunStarted(command="verify", out="/tmp/out", t=0.01),
            P.VerifyResult(ok=True, checked=236, problems=[], t=1.0),
            P.RunFinished(status="ok", summary={"checked": 236}, t=1.01)]


def verify_progress(total=1600, step=200):
    """A verify run that reports its progress (for convert_recorded.jsonl's 1600 records)."""
    evs = [P.RunStarted(command="verify", source="/tmp/out", out="/tmp/out", t=0.01)]
    t = 0.05
    for checked in range(0, total + 1, step):
        t += 0.05
        evs.append(P.VerifyProgress(checked=checked, total=total,
                                    shard="data-train-00000-of-00002.tfrecord", t=t))
    evs.append(P.VerifyResult(ok=True, checked=total, problems=[], t=t + 0.01))
    evs.append(P.RunFinished(status="ok", summary={"checked": total, "out": "/tmp/out"},
                             t=t + 0.02))
    return evs


def convert_bad_source():
    return [P.RunStarted(command="convert", source="/nope", out="/tmp/out", t=0.01),
            P.RunFailed(message="source not found: /nope", exit_code=3, t=0.02)]


def write(name, evs, extra=()):
    with open(HERE / name, "w", encoding="utf-8") as f:
        for seq, e in enumerate(evs):
            e.seq = seq
            f.write(P.encode(e) + "\n")
        for line in extra:
            f.write(line + "\n")


if __name__ == "__main__":
    write("convert_ok.jsonl", convert_ok(),
          extra=['{"v":1,"type":"from_the_future","seq":999,"t":9.9,"x":1}', "a stray log line"])
    write("verify_ok.jsonl", verify_ok())
    write("verify_progress.jsonl", verify_progress())
    write("convert_bad_source.jsonl", convert_bad_source())
