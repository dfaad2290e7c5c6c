"""Which files in an output folder this engine wrote, and may therefore delete or replace.

A name alone proves nothing (other tools use the same shard pattern): a file is ours when
our manifest or journal names it, or when it is one of our hidden ``.NAME.partial``
temporaries. ``--overwrite``, ``--resume``, verify and the window's Replace dialog ask here.

Standard library and engine.output_state only, so the window may import it: the Replace
dialog lists exactly the files the engine would delete.
"""

from __future__ import annotations

import os
import re

from engine.output_state import (
    ATTEMPT_TOKEN,
    DALI_INDEX_SUFFIX,
    DIGESTS,
    DUPLICATES,
    HOW_TO_LOAD,
    JOURNAL,
    LABEL_MAP,
    LABELS,
    LEFTOVERS,
    LEGACY_MANIFEST,
    LOCK_NAME,
    MANIFEST,
    OBJECTS,
    PARTIAL_SUFFIX,
    PLANNED,
    REJECTED,
    RUN_LOG,
    TFDS_FILES,
    VERIFIED,
    manifest_path,
    read_journal,
    read_our_manifest,
)

#: {prefix}-{split}-{i:05d}-of-{n:05d}.tfrecord[.gz|.zlib] (plan.shard_filename)
_SHARD_NAME = re.compile(r"[A-Za-z0-9_.\-]+-[A-Za-z0-9_]+-\d{5}-of-\d{5}\.tfrecord(\.gz|\.zlib)?")


def is_shard_name(name: str) -> bool:
    """A final shard name: PREFIX-SPLIT-00000-of-00004.tfrecord[.gz|.zlib]."""
    return _SHARD_NAME.fullmatch(name) is not None


def is_engine_file(name: str) -> bool:
    """Names this engine writes into an output folder: shards, side files, the journal and
    their temporary ``.NAME.partial`` files. A name alone does not prove the engine wrote
    the file; see :func:`classify_output`."""
    if name in (MANIFEST, LEGACY_MANIFEST, LABELS, LABEL_MAP, REJECTED, DUPLICATES, OBJECTS,
                DIGESTS, JOURNAL, PLANNED, RUN_LOG, VERIFIED, HOW_TO_LOAD) or name in TFDS_FILES:
        return True
    if name.startswith(".") and name.endswith(PARTIAL_SUFFIX):
        inner = name[1:-len(PARTIAL_SUFFIX)]
        if inner == "" or inner.endswith(PARTIAL_SUFFIX):
            return False
        if is_engine_file(inner):
            return True
        base, _, attempt = inner.rpartition(".")   # .NAME.ATTEMPT.partial (a shard task)
        return bool(base) and ATTEMPT_TOKEN.fullmatch(attempt) is not None and \
            not base.startswith(".") and is_engine_file(base)
    if name.endswith(DALI_INDEX_SUFFIX):
        return is_shard_name(name[:-len(DALI_INDEX_SUFFIX)])
    return is_shard_name(name)


def owned_names(folder: str) -> set[str] | None:
    """The names this engine's manifest or journal in `folder` account for: the shards (and
    DALI indexes) they list, the shards the interrupted run planned, the side files (with
    the TFDS metadata the manifest lists), and the temporary ``.NAME.partial`` of each.
    None when neither file is ours (TFDS also writes a dataset_info.json): then nothing
    there is provably ours. An older version's manifest (LEGACY_MANIFEST) counts too."""
    names: set[str] = set()
    proven = False
    path = manifest_path(folder)
    manifest = read_our_manifest(path)
    if manifest is not None:
        proven = True
        names.add(os.path.basename(path))
        try:
            for split in (manifest.get("splits") or {}).values():
                for sh in split.get("shards", []):
                    names.update(str(sh.get(k)) for k in ("filename", "dali_index")
                                 if sh.get(k))
            names.update(str(n) for n in manifest.get("tfds_files") or [] if n in TFDS_FILES)
        except (AttributeError, TypeError):
            pass
    header, entries = read_journal(os.path.join(folder, JOURNAL))
    if header is not None:
        proven = True
        planned, replacing = header.get("planned"), header.get("replacing")
        for name in planned if isinstance(planned, list) else []:   # (else damaged)
            names.update((str(name), f"{name}{DALI_INDEX_SUFFIX}"))
        names.update(str(n) for n in (replacing if isinstance(replacing, list) else []))
        for entry in entries.values():
            names.update(str(entry.get(k)) for k in ("filename", "dali_index") if entry.get(k))
    if not proven:
        return None
    names = {n for n in names if n and os.path.basename(n) == n and n not in (".", "..")}
    names |= {MANIFEST, LABELS, LABEL_MAP, REJECTED, DUPLICATES, OBJECTS, DIGESTS, JOURNAL,
              PLANNED, RUN_LOG, VERIFIED, HOW_TO_LOAD}
    return names | {f".{n}{PARTIAL_SUFFIX}" for n in names}


def listing(folder: str) -> list[str]:
    """The folder's entries, without the run lock (which a new run takes over: neither
    ours to delete nor another program's)."""
    return [n for n in os.listdir(folder) if n != LOCK_NAME]


def classify_output(folder: str, names: list[str]) -> tuple[list[str], list[str]]:
    """Split the entries of an output folder into (files this engine wrote, which a new
    run may delete: those its own manifest or journal name, its hidden ``.NAME.partial``
    temporaries and its hidden side files, LEFTOVERS, whose names are ours alone; files
    with an engine name that nothing shows it wrote, which it must not touch). Other
    entries (the user's files, folders, the lock) are in neither list and are left
    alone."""
    owned = owned_names(folder)
    ours, foreign = [], []
    for name in names:
        if not os.path.isfile(os.path.join(folder, name)):
            continue
        # A hidden .partial of an engine name is unmistakably a temporary file of ours
        # (a run killed while writing its journal leaves nothing else), and so is a hidden
        # side file (LEFTOVERS: left when the folder was emptied in a file manager).
        if (owned is not None and name in owned) or name in LEFTOVERS or \
                (name.endswith(PARTIAL_SUFFIX) and is_engine_file(name)):
            ours.append(name)
        elif is_engine_file(name):
            foreign.append(name)
    return ours, foreign


def journal_lost(folder: str, manifest: object, names: list[str] | None = None) -> bool:
    """The run in ``folder`` did not finish (its ``manifest``, as read, is not complete),
    its journal is gone (the caller knows: deleted, or left behind by a copy that skips
    hidden files), and the folder holds its work: shards of ours, or records the manifest
    counts. Only the journal says which shards are whole, so --resume keeps none of them
    and refuses (engine.run.resume), and the window offers Start over only
    (engine.output_kind). ``names``: the folder's entries, when the caller has them."""
    if not isinstance(manifest, dict) or manifest.get("status") == "complete":
        return False
    ours, _ = classify_output(folder, listing(folder) if names is None else names)
    return any(is_shard_name(n) for n in ours) or bool(manifest.get("total_records"))


def run_bytes(folder: str) -> int | None:
    """The size of every file the run wrote in ``folder`` (:func:`classify_output`'s ours):
    its shards, the ``.partial`` file of an unfinished shard a cancel kept, and the side
    files (manifest, labels, rejected.csv, HOW_TO_LOAD.md, journal, log), as a file
    manager adds them up (the user's own files and the lock aside). None when the folder
    cannot be read."""
    try:
        ours, _ = classify_output(folder, listing(folder))
    except OSError:
        return None
    total = 0
    for name in ours:
        try:
            total += os.path.getsize(os.path.join(folder, name))
        except OSError:
            pass   # (removed since the listing)
    return total
