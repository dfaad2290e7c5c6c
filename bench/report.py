"""Summaries, ratios, targets, and the JSON / Markdown / PNG outputs of a bench run.

Everything here is a pure function of the results dict built by ``bench.__main__`` (plus
file writing), so a report can be re-rendered from a saved results.json:

    python -m bench.report bench/out/results.json
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

RUNNER_ORDER = ("A1", "A2", "ours_pillow", "ours", "limit", "cp", "cp_sync")
RUNNER_LABEL = {
    "A1": "A1 seed 000 (mp.Queue + TF)",
    "A2": "A2 seed 003 (tf.data)",
    "ours": "ours (engine convert)",
    "ours_pillow": "ours, old Pillow path (TFRS_DECODER=pillow)",
    "limit": "limit (best 1-core rate x N)",
    "cp": "cp -r (limit)",
    "cp_sync": "cp -r + sync (reference)",
}

#: issue 5 targets, checked at the largest worker count measured.
TARGETS = [
    # (id, dataset, metric, threshold, text)
    ("seed_vs_A1", "a", "speedup_vs_A1", 3.0, "seed experiment: ours >= 3x faster than A1"),
    ("seed_vs_A2", "a", "speedup_vs_A2", 2.5, "seed experiment: ours >= 2.5x faster than A2"),
    ("seed_vs_limit", "a", "fraction_of_limit", 0.85, "seed experiment: ours >= 85% of limit"),
    ("large_vs_A2", "b", "speedup_vs_A2", 1.5, "large photos: ours >= 1.5x faster than A2"),
    ("original_vs_cp", "d", "fraction_of_limit", 0.5, "original bytes: ours >= 50% of cp"),
    ("rss_vs_A1", "a", "rss_vs_A1", 1 / 3, "seed experiment: peak tree RSS <= 1/3 of A1"),
    # issue 16 (when the old path ran too: --runners A1,A2,ours_pillow,ours)
    ("seed_vs_old", "a", "speedup_vs_old", 1.3,
     "seed experiment: ours >= 1.3x faster than the old Pillow path"),
    ("mixed_vs_limit", "c", "fraction_of_limit", 0.75, "mixed formats: ours >= 75% of limit"),
    ("large_vs_old", "b", "speedup_vs_old", 1.0, "large photos: ours no slower than old path"),
]


def summarize(results: dict) -> list[dict]:
    """One row per (dataset, workers, runner): medians over repeats, plus limit rows."""
    datasets = results["datasets"]
    rows = []
    groups: dict[tuple, list[dict]] = {}
    for run in results["runs"]:
        groups.setdefault((run["dataset"], run["workers"], run["runner"]), []).append(run)
    worker_counts = sorted({w for (_, w, _) in groups})
    for (name, workers, runner), runs in groups.items():
        ds = datasets[name]
        good = [r for r in runs if r.get("valid")]
        row = {"dataset": name, "workers": workers, "runner": runner, "repeats": len(runs),
               "ok": len(good) == len(runs) and bool(runs), "status": _status(runs)}
        if good:
            # Best of the repeats: on a shared machine noise only ever adds time.
            best = min(good, key=lambda r: r["wall_s"])
            wall = best["wall_s"]
            row.update(
                wall_s=wall,
                wall_median_s=statistics.median(r["wall_s"] for r in good),
                wall_max_s=max(r["wall_s"] for r in good),
                images_per_s=(best.get("records") or 0) / wall,
                mb_per_s=ds["bytes"] / wall / 1e6,
                peak_rss_mb=max(r["peak_rss_bytes"] for r in good) / 1e6,
                cpu_s=best["cpu_s"],
                foreign_cpu_pct=best.get("foreign_cpu_pct"),
                phases=_phases(best, best.get("records") or 0),
            )
        rows.append(row)
    limit = results.get("limit") or {}
    for name, ds in datasets.items():
        if ds.get("original"):
            continue
        lim_ds = (limit.get("datasets") or {}).get(name) or {}
        rate = lim_ds.get("images_per_s_per_core")
        equal = lim_ds.get("images_per_s_per_core_equal_output")
        for workers in worker_counts:
            if not any(r["dataset"] == name and r["workers"] == workers for r in rows):
                continue
            row = {"dataset": name, "workers": workers, "runner": "limit", "repeats": 1,
                   "ok": bool(rate), "status": "compute only" if rate else "not measured"}
            if rate:
                ips = rate * workers
                row.update(wall_s=ds["count"] / ips, images_per_s=ips,
                           mb_per_s=ds["bytes"] / (ds["count"] / ips) / 1e6,
                           equal_output_images_per_s=equal * workers if equal else None)
            rows.append(row)
    rows.sort(key=lambda r: (r["dataset"], r["workers"], RUNNER_ORDER.index(r["runner"])))
    return rows


def _phases(run: dict, count: int) -> dict | None:
    """Split a run's wall time into converting and everything else (start-up, teardown).

    A1/A2 report when their first record arrived and when they finished; the engine
    reports its conversion time (after its workers are started) in its manifest
    (tfrecord_studio.json).
    """
    internal = run.get("internal") or {}
    wall = run["wall_s"]
    if run["runner"] in ("ours", "ours_pillow"):
        conv = (internal.get("timings") or {}).get("convert_s")
    elif internal.get("t_first_record_rel") is not None and internal.get("t_end_rel"):
        conv = internal["t_end_rel"] - internal["t_first_record_rel"]
    else:
        conv = None
    if not conv or conv <= 0:
        return None
    return {"converting_s": conv, "other_s": max(0.0, wall - conv),
            "converting_images_per_s": count / conv,
            "ready_s": internal.get("t_imported_rel")}


def _status(runs: list[dict]) -> str:
    bad = [r for r in runs if not r.get("valid")]
    if not bad:
        failed = max((r.get("failed_inputs") or 0) for r in runs)
        return "ok" if not failed else f"ok, {failed} inputs failed"
    r = bad[0]
    if r.get("missing"):
        return "missing: " + r.get("note", "")
    if r.get("timed_out"):
        return "timed out"
    if r.get("returncode"):
        return f"exit {r['returncode']}"
    return "invalid: " + "; ".join(r.get("problems", []))[:120]


def ratios(rows: list[dict]) -> list[dict]:
    """Per (dataset, workers): how ours compares with A1, A2 and the limit (or cp)."""
    by = {(r["dataset"], r["workers"], r["runner"]): r for r in rows}
    out = []
    for (name, workers) in sorted({(r["dataset"], r["workers"]) for r in rows}):
        ours = by.get((name, workers, "ours"))
        if not ours:
            continue
        entry = {"dataset": name, "workers": workers}
        t_ours = ours.get("wall_s")
        for ref in ("A1", "A2", "old"):
            r = by.get((name, workers, "ours_pillow" if ref == "old" else ref))
            entry[f"speedup_vs_{ref}"] = (r["wall_s"] / t_ours
                                          if r and r.get("wall_s") and t_ours else None)
        lim = by.get((name, workers, "limit"))
        if lim is None:
            # cp does not depend on the worker count: its best run over all of them is the
            # steadiest estimate of the copy limit.
            cps = [r for r in rows if r["dataset"] == name and r["runner"] == "cp"
                   and r.get("wall_s")]
            lim = min(cps, key=lambda r: r["wall_s"]) if cps else None
        entry["limit_kind"] = lim["runner"] if lim else None
        entry["fraction_of_limit"] = (lim["wall_s"] / t_ours
                                      if lim and lim.get("wall_s") and t_ours else None)
        a1 = by.get((name, workers, "A1"))
        entry["rss_vs_A1"] = (ours["peak_rss_mb"] / a1["peak_rss_mb"]
                              if a1 and a1.get("peak_rss_mb") and ours.get("peak_rss_mb")
                              else None)
        out.append(entry)
    return out


def targets(ratio_rows: list[dict]) -> list[dict]:
    out = []
    for tid, name, metric, threshold, text in TARGETS:
        cands = [r for r in ratio_rows if r["dataset"] == name]
        if not cands:
            out.append({"id": tid, "text": text, "value": None, "threshold": threshold,
                        "met": None, "workers": None})
            continue
        r = max(cands, key=lambda x: x["workers"])
        value = r.get(metric)
        if value is None:
            met = None
        elif metric == "rss_vs_A1":
            met = value <= threshold
        else:
            met = value >= threshold
        out.append({"id": tid, "text": text, "value": value, "threshold": threshold,
                    "met": met, "workers": r["workers"]})
    return out


def _f(v, fmt="{:.2f}", none="–"):
    return none if v is None else fmt.format(v)


def markdown(results: dict) -> str:
    rows = results["summary"]
    meta = results["meta"]
    lines = [
        f"### TFRecord Studio benchmark ({meta['mode']} mode, {meta['date']})",
        "",
        f"Machine: {meta['cpu_model']}, {meta['cpus']} cores, {meta['mem_gib']:.0f} GiB, "
        f"Linux {meta['kernel']}, Python {meta['python']}, TensorFlow {meta['tensorflow']}, "
        f"Pillow {meta['pillow']}; load average before/after "
        f"{meta['loadavg_before']:.2f}/{meta.get('loadavg_after', float('nan')):.2f}. "
        "Wall time is whole-process (start to exit, imports included), best of the "
        "alternating repeats (runs per dataset: "
        + ", ".join(f"{k} {v}" for k, v in results["config"]["repeats"].items()
                    if k in results["datasets"])
        + "); RSS is the peak sum over the process tree; MB/s counts input bytes; "
        "images/s counts images converted.",
        "",
        "| dataset | workers | runner | wall s | images/s | MB/s | peak RSS MB | CPU s "
        "| others' CPU | status |",
        "|---|---:|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    for r in rows:
        ds = results["datasets"][r["dataset"]]
        lines.append(
            f"| {r['dataset']}: {ds['count']} imgs | {r['workers']} | "
            f"{RUNNER_LABEL[r['runner']]} | {_f(r.get('wall_s'))} | "
            f"{_f(r.get('images_per_s'), '{:.1f}')} | {_f(r.get('mb_per_s'), '{:.1f}')} | "
            f"{_f(r.get('peak_rss_mb'), '{:.0f}')} | {_f(r.get('cpu_s'), '{:.1f}')} | "
            f"{_f(r.get('foreign_cpu_pct'), '{:.0f}%')} | {r['status']} |")
    lines += [
        "",
        "| dataset | workers | ours vs A1 (x faster) | ours vs A2 (x faster) "
        "| ours vs old path (x faster) | ours / limit (throughput) | peak RSS ours / A1 |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results["ratios"]:
        lim = "cp" if r.get("limit_kind") == "cp" else "limit"
        lines.append(
            f"| {r['dataset']} | {r['workers']} | {_f(r['speedup_vs_A1'])} | "
            f"{_f(r['speedup_vs_A2'])} | {_f(r.get('speedup_vs_old'))} | "
            f"{_f(r['fraction_of_limit'], '{:.0%}')} ({lim}) | "
            f"{_f(r['rss_vs_A1'], '{:.2f}')} |")
    max_w = max((r["workers"] for r in rows), default=1)
    lines += [
        "",
        f"Where the time goes ({max_w} workers, best run): *converting* is first record to "
        "last for A1/A2 and the engine's own convert_s (workers already started) for ours; "
        "*other* is interpreter start, imports, worker start-up, planning and teardown.",
        "",
        "| dataset | runner | wall s | converting s | other s | converting images/s "
        "| vs limit while converting |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    lim_rate = {(r["dataset"], r["workers"]): r.get("images_per_s") for r in rows
                if r["runner"] in ("limit",)}
    for r in rows:
        ph = r.get("phases")
        if r["workers"] != max_w or not ph:
            continue
        lr = lim_rate.get((r["dataset"], r["workers"]))
        frac = ph["converting_images_per_s"] / lr if lr else None
        lines.append(f"| {r['dataset']} | {r['runner']} | {_f(r['wall_s'])} | "
                     f"{_f(ph['converting_s'])} | {_f(ph['other_s'])} | "
                     f"{_f(ph['converting_images_per_s'], '{:.0f}')} | {_f(frac, '{:.0%}')} |")
    lines += _equal_output_table(rows, max_w)
    lines += ["", "| target (issue 5) | workers | measured | needed | met |",
              "|---|---:|---:|---:|---|"]
    for t in results["targets"]:
        pct = t["id"] in ("seed_vs_limit", "original_vs_cp")
        fmt = "{:.0%}" if pct else "{:.2f}"
        met = {True: "yes", False: "**no**", None: "n/a"}[t["met"]]
        need = ("<= " if t["id"] == "rss_vs_A1" else ">= ") + fmt.format(t["threshold"])
        lines.append(f"| {t['text']} | {_f(t['workers'], '{}')} | {_f(t['value'], fmt)} | "
                     f"{need} | {met} |")
    lines += ["", "Datasets: " + "; ".join(
        f"{k} = {v['description']} ({v['count']} files, {v['bytes'] / 1e6:.0f} MB)"
        for k, v in results["datasets"].items()) + "."]
    if results.get("limit"):
        lim = results["limit"]["datasets"]
        parts = []
        for k, v in lim.items():
            m = ", ".join(f"{mn} {_f(mv['images_per_s'], '{:.0f}')}/s"
                          + ("" if mv["decoded"] == mv["of"] else f" ({mv['decoded']}/{mv['of']})")
                          + (f" {mv['psnr']:.1f} dB" if mv.get("psnr") else "")
                          for mn, mv in v["methods"].items())
            if v.get("old_path_psnr"):
                m += f"; old path {v['old_path_psnr']:.1f} dB"
            parts.append(f"{k}: {m}")
        lines += ["", "Single-core rates (best of passes, one pinned core; mean PSNR against "
                  "the full decode composited and scaled as the engine does, resized with "
                  "Lanczos): " + "; ".join(parts) + "."]
    for note in results.get("notes", []):
        lines += ["", f"Note: {note}"]
    return "\n".join(lines) + "\n"


def _equal_output_table(rows: list[dict], workers: int) -> list[str]:
    """Ours against the limit counting only outputs as good as the old path's (bench.limit:
    the fastest methods drop alpha, clip 16-bit samples, skip EXIF orientation, or do not
    antialias). Information beside the targets, which stay against the plain limit."""
    by = {(r["dataset"], r["workers"], r["runner"]): r for r in rows}
    out = ["", f"At equal output ({workers} workers): the limit when a method counts only on "
           "the images where it scores at least the old path (-0.1 dB); the targets below "
           "stay against the plain limit.", "",
           "| dataset | limit images/s | at equal output | ours images/s | ours / limit | "
           "ours / limit at equal output | converting: ours / limit at equal output |",
           "|---|---:|---:|---:|---:|---:|---:|"]
    for (name, w, runner), lim in sorted(by.items()):
        ours = by.get((name, w, "ours"))
        equal = lim.get("equal_output_images_per_s")
        if runner != "limit" or w != workers or not ours or not equal or not ours.get("wall_s"):
            continue
        conv = (ours.get("phases") or {}).get("converting_images_per_s")
        out.append(f"| {name} | {_f(lim['images_per_s'], '{:.0f}')} | {equal:.0f} | "
                   f"{_f(ours['images_per_s'], '{:.0f}')} | "
                   f"{_f(ours['images_per_s'] / lim['images_per_s'], '{:.0%}')} | "
                   f"{ours['images_per_s'] / equal:.0%} | "
                   f"{_f(conv / equal if conv else None, '{:.0%}')} |")
    return out if len(out) > 5 else []


def plot(results: dict, path: Path) -> str | None:
    """Write a PNG (throughput and peak RSS per dataset); return a note if impossible."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib is not installed: no plot (pip install matplotlib)"
    rows = results["summary"]
    names = list(results["datasets"])
    colours = {"A1": "#c44e52", "A2": "#dd8452", "ours": "#4c72b0", "ours_pillow": "#64b5cd",
               "limit": "#8c8c8c", "cp": "#8c8c8c", "cp_sync": "#bdbdbd"}
    fig, axes = plt.subplots(2, len(names), figsize=(4.2 * len(names), 7), squeeze=False)
    for col, name in enumerate(names):
        ds_rows = [r for r in rows if r["dataset"] == name]
        workers = sorted({r["workers"] for r in ds_rows})
        runners = [k for k in RUNNER_ORDER if any(r["runner"] == k for r in ds_rows)]
        width = 0.8 / max(1, len(runners))
        for metric, ax, label in (("images_per_s", axes[0][col], "images/s (whole process)"),
                                  ("peak_rss_mb", axes[1][col], "peak tree RSS (MB)")):
            for i, runner in enumerate(runners):
                xs, ys = [], []
                for j, w in enumerate(workers):
                    r = next((r for r in ds_rows if r["workers"] == w and r["runner"] == runner),
                             None)
                    if r and r.get(metric) is not None:
                        xs.append(j + (i - (len(runners) - 1) / 2) * width)
                        ys.append(r[metric])
                if xs:
                    ax.bar(xs, ys, width, label=runner, color=colours[runner],
                           hatch="//" if runner in ("limit", "cp", "cp_sync") else None)
            ax.set_xticks(range(len(workers)), [f"{w} worker{'s' if w > 1 else ''}"
                                                for w in workers])
            ax.set_ylabel(label)
            if metric == "images_per_s":
                ax.set_title(f"{name}: {results['datasets'][name]['description']}", fontsize=9)
            ax.grid(axis="y", alpha=0.3)
        axes[0][col].legend(fontsize=8)
    meta = results["meta"]
    fig.suptitle(f"TFRecord Studio bench ({meta['mode']}) on {meta['cpu_model']}, "
                 f"{meta['cpus']} cores — {meta['date']}", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return None


def finish(results: dict, out_dir: Path) -> str:
    """Compute summary/ratios/targets, write results.json/.md/.png, return the Markdown."""
    results["summary"] = summarize(results)
    results["ratios"] = ratios(results["summary"])
    results["targets"] = targets(results["ratios"])
    notes = results.setdefault("notes", [])
    note = plot(results, Path(out_dir) / "results.png")
    if note and note not in notes:
        notes.append(note)
    md = markdown(results)
    Path(out_dir, "results.md").write_text(md)
    Path(out_dir, "results.json").write_text(json.dumps(results, indent=1, default=str))
    return md


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    path = Path(argv[0] if argv else "bench/out/results.json")
    results = json.loads(path.read_text())
    print(finish(results, path.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
