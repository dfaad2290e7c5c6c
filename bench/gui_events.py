"""The event stream of a large conversion, generated: what `python -m engine convert
--events jsonl` prints for a 100,000-image run, with the engine's own cadence (a
batch_written per batch of 16 images, progress at most every 0.1 s, worker_stats every
0.5 s, a shard_written per shard, an item_failed per broken file).

Used by bench/gui_work.py and tests/gui/test_responsiveness.py to replay a long run into
the real window at full speed (the fake engine in tests/gui prints the lines with no
delay), so every piece of GUI-thread work meets the event rates of a real long run, and
faster.

    python -m bench.gui_events OUT.jsonl [--images 100000] [--rate 500]
"""

from __future__ import annotations

import argparse
import random
import sys

from engine import protocol as P

BATCH = 16
PROGRESS_INTERVAL = 0.1
STATS_INTERVAL = 0.5


def run_events(images: int = 100_000, rate: float = 500.0, workers: int = 2,
               fail_every: int = 97, records_per_shard: int = 2000,
               classes: int = 10, seed: int = 0) -> list[P.Event]:
    """The events of a run of ``images`` images converted at ``rate`` images/s."""
    rng = random.Random(seed)
    evs: list[P.Event] = []
    t = 0.0

    def add(ev: P.Event) -> None:
        ev.t = round(t, 4)
        ev.seq = len(evs)
        evs.append(ev)

    labels = [f"class_{i:02d}" for i in range(classes)]
    shards = -(-images // records_per_shard)
    add(P.RunStarted(engine_version="bench", command="convert", source="/data/big",
                     out="/data/big-tfrecord", workers=workers, options={}))
    for found in range(0, images + 1, 5000):
        t += 0.05
        add(P.ScanProgress(found=found, rejected=0, finished=False))
    add(P.ScanProgress(found=images, rejected=0, finished=True))
    t += 0.1
    add(P.Plan(total=images, splits={"train": images}, shards={"train": shards},
               labels=labels, records_per_shard=records_per_shard))
    done = failed = bytes_in = bytes_out = in_shard = shard = 0
    last_progress = last_stats = t
    while done + failed < images:
        n = min(BATCH, images - done - failed)
        t += n / rate * rng.uniform(0.7, 1.3)
        ok = n
        first = done + failed + 1
        for i in range(first, first + n):
            if i % fail_every == 0:
                failed += 1
                ok -= 1
                cls = labels[rng.randrange(classes)]
                add(P.ItemFailed(path=f"/data/big/{cls}/IMG_{i:06d}.jpg",
                                 reason="the file is cut off (truncated JPEG data)",
                                 stage="decode"))
        if ok:
            size = ok * rng.randint(14_000, 18_000)
            done += ok
            bytes_in += ok * 120_000
            in_shard += ok
            add(P.BatchWritten(shard=f"data-train-{shard:05d}-of-{shards:05d}.tfrecord",
                               records=ok, bytes=size,
                               write_seconds=round(rng.uniform(0.0002, 0.002), 6)))
            if in_shard >= records_per_shard or done + failed >= images:
                add(P.ShardWritten(path=f"/data/big-tfrecord/data-train-{shard:05d}-of-"
                                        f"{shards:05d}.tfrecord", split="train", index=shard,
                                   count=shards, records=in_shard, bytes=in_shard * 16_000,
                                   sha256="0" * 64))
                bytes_out += in_shard * 16_000
                shard += 1
                in_shard = 0
        if t - last_progress >= PROGRESS_INTERVAL:
            last_progress = t
            add(P.Progress(done=done, failed=failed, total=images, bytes_in=bytes_in,
                           bytes_out=bytes_out))
        if t - last_stats >= STATS_INTERVAL:
            last_stats = t
            add(P.WorkerStats(busy=[round(rng.uniform(0.85, 1.0), 3) for _ in range(workers)],
                              writer_busy=round(rng.uniform(0.01, 0.05), 3), interval=0.5,
                              bottleneck="decoding"))
    add(P.Progress(done=done, failed=failed, total=images, bytes_in=bytes_in,
                   bytes_out=bytes_out))
    add(P.RunFinished(status="ok", summary={
        "written": done, "failed": failed, "shards": shard, "bytes": bytes_out,
        "seconds": round(t, 3), "images_per_s": round(done / t, 1)}))
    return evs


def write_jsonl(path: str, events: list[P.Event]) -> None:
    with open(path, "w", encoding="utf-8") as f:
        for ev in events:
            f.write(P.encode(ev) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.gui_events")
    ap.add_argument("out")
    ap.add_argument("--images", type=int, default=100_000)
    ap.add_argument("--rate", type=float, default=500.0)
    a = ap.parse_args(argv)
    evs = run_events(a.images, a.rate)
    write_jsonl(a.out, evs)
    counts: dict[str, int] = {}
    for ev in evs:
        counts[ev.type] = counts.get(ev.type, 0) + 1
    print(f"{len(evs):,} events, {evs[-1].t:.0f} s of run: {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
