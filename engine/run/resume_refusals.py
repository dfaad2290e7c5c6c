"""Why --resume refuses to continue the run in an output folder, in words that say what
differs and what finishes it instead: other options (engine.resume_options), another
decoder path, changed annotation files, images added or removed since, or another bytes
version. Each raises RunError (exit code EXIT_RESUME_MISMATCH), coded where the window
words it in its own language.

Separate from engine.run.resume, which decides what a --resume keeps: these only say
why it keeps nothing.
"""

from __future__ import annotations

import os

from engine import __version__, protocol, reason_codes, resume_check, resume_options
from engine.bytes_version import mixes_bytes, recorded_engine_version
from engine.config import ignored
from engine.errors import RunError
from engine.program import program_name
from engine.run.plan import ShardSpec
from engine.sources.names import display


def refuse(out: str, recorded: dict, options: dict | None, *, finished: bool) -> None:
    """Refuse to resume the run ``recorded`` in ``out``: name the options that differ from
    this run's ``options`` and the command that finishes it (engine.resume_options)."""
    found = resume_options.refusal(out, recorded, options, finished=finished,
                                   program=program_name())
    raise RunError(reason_codes.render(*found), protocol.EXIT_RESUME_MISMATCH, *found)


def refuse_changed_annotations(out: str, old: dict | None, new: dict | None,
                               source: object = "") -> None:
    """Refuse a --resume whose annotation files (``new``) are not the run's (``old``, read
    from the run's ``source``: engine.sources.fingerprint.changed_files)."""
    from engine.sources.fingerprint import mismatch
    # (coded: the files' names as params)
    found = mismatch(old, new, out, source if isinstance(source, str) else "")
    if found:
        raise RunError(reason_codes.render(*found), protocol.EXIT_RESUME_MISMATCH, *found)


def refuse_changed_source(out: str, header: dict, specs: list[ShardSpec]) -> None:
    """Images added to or removed from the source since the run in `out` planned
    (engine.resume_check's PLANNED), or that have another class or split now: name them,
    rather than only "the input files differ". Called only when that run's options are
    this run's: an option that plans other images (--skip-unannotated...) is not a
    changed source. A journal without a plan (an older version's) says what it said."""
    placed: dict[str, resume_check.Placed] = {}
    plan = resume_check.read_planned(out, str(header.get("fingerprint")), placed)
    if plan is None:
        return
    samples = [s for spec in specs for s in spec.samples]
    found = resume_check.source_changes(
        plan, {s.path: s.size for s in samples},
        placed=(placed, {s.path: (s.label, s.label_text, s.split) for s in samples}))
    if not found:
        return
    # the counts and names as data: run_failed carries them as params (the window says
    # them in its language without reading the English back)
    parts: list[tuple[str, dict]] = []
    for kind, names in (("added", found.added), ("removed", found.removed),
                        ("relabelled", found.relabelled)):
        n = found.counts[kind]
        if n:
            shown = ", ".join(_relative(p, str(header.get("source", ""))) for p in names)
            part = {"n": str(n), "files": shown}
            if n > len(names):
                part["more"] = str(n - len(names))
            parts.append((f"resume.images_{kind}" + ("_more" if "more" in part else ""), part))
    params = {"out": out, "changes": reason_codes.as_list(parts)}
    raise RunError(reason_codes.render("resume.source_changed", params),
                   protocol.EXIT_RESUME_MISMATCH, "resume.source_changed", params)


def _relative(path: str, source: str) -> str:
    """An image's path as the user knows it: under the source's folder, relative to it."""
    base = source if os.path.isdir(source) else os.path.dirname(source)
    try:
        rel = os.path.relpath(path, base) if base else path
    except ValueError:      # another drive (Windows): the full path
        return display(path)
    return display(path if rel.startswith("..") else rel.replace(os.sep, "/"))


def refuse_other_decoder(out: str, options, version, ours: str = "") -> None:
    """--resume across decoder paths (engine.codecs.decoders) would mix two encoders' bytes in one
    dataset: say so, and how to finish the run, rather than only "the options differ"."""
    from engine.codecs import decoders
    image = options.get("image") if isinstance(options, dict) else None
    if not isinstance(image, dict) or "decoder" in ignored(image):   # (original: any path)
        return
    theirs = image.get("decoder", "pillow")     # recorded only when not "pillow"
    ours = ours or decoders.default_decoder()
    if theirs == ours:
        return
    raise RunError(
        f"--resume: the run in {out} was converted by engine {version or 'before 0.2'} "
        f"with the {theirs} decoder path; this engine would use the {ours} path, whose "
        "images differ byte for byte, and one dataset must not mix them. Finish it with "
        f"--decoder {theirs}, or use --overwrite to start again.", protocol.EXIT_RESUME_MISMATCH)


def refuse_other_bytes(out: str, record: dict, task: str) -> None:
    """Finishing a run that an engine of another bytes version started would put two
    versions' bytes for the same options in one dataset (engine.output_state.mixes_bytes,
    ``task`` the scan's, as the window asks it): say which version started it and what
    finishes it instead. Called whenever shards are kept: with none kept nothing is mixed,
    but with none left to write, finishing the run still writes this version's manifest
    (its bytes_version, HOW_TO_LOAD.md, TFDS's metadata) over the other version's shards:
    a dataset that says it holds bytes it does not (a run killed after its last shard,
    before its manifest). The window offers Start over for it likewise
    (OutputState.other_bytes: any shard kept)."""
    if not mixes_bytes(record, task):
        return
    started = recorded_engine_version(record) or "unknown"
    raise RunError(
        f"--resume: the run in {out} was started by TFRecord Studio {started}, which writes "
        f"its records as other bytes than this version ({__version__}), and one dataset must "
        f"not mix them. Finish it with TFRecord Studio {started}, or use --overwrite to "
        "convert everything again.", protocol.EXIT_RESUME_MISMATCH)
