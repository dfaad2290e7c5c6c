"""What `inspect` says of a dataset folder of ours as a whole: the shard files its
manifest lists that are not in the folder, and the TFRecord files there that it does not
list (a partial copy reads as intact file by file: every record of the files that *are*
there is sound); and what the manifest lists for each file, so that a cut-short shard says
how many records it lost. Sentences are catalogued (engine.reason_catalogue_inspect,
inspect.ds_*; a listed name that is not a plain file name, as `verify` says it:
verify.unsafe_shard)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from engine.commands.inspect_files import find_tfrecord_files
from engine.commands.verify_manifest import Manifest, missing_shards, plain_name_problem
from engine.sources.names import name_list

if TYPE_CHECKING:
    from engine.commands.inspect_merged import InspectReport


def read_dataset(paths: list[str], found: list[str] | None = None
                 ) -> tuple[dict, Manifest] | None:
    """(the ``dataset`` object of ``inspect --json``, the manifest) when the paths are (in)
    a folder holding a manifest of ours, else None (engine.commands.inspect_cli.dataset_of
    says what the object holds; `found` as there). The manifest is read once."""
    from engine.commands.verify_manifest import read_manifest
    from engine.errors import ManifestError
    from engine.output_state import is_our_manifest
    from engine.reason_codes import coded_message
    from engine.records.loading import how_to_load
    for p in paths:
        folder = p if os.path.isdir(p) else os.path.dirname(os.path.abspath(p))
        try:
            loaded, m = read_manifest(folder)   # read once: its fields, each of its kind
        except ManifestError:
            continue   # none, or damaged: its files are inspected as any TFRecord files are
        if not is_our_manifest(m):
            continue   # another program's
        listed = found if found is not None and len(paths) == 1 and os.path.isdir(p) else None
        problems = shard_file_problems(folder, loaded, listed)
        return {"folder": os.path.abspath(folder), "manifest": loaded.path,
                "how_to_load": how_to_load(folder, m), "shards_listed": len(loaded.shards),
                "problems": [coded_message(p) for p in problems]}, loaded
    return None


def expect_listed(report: InspectReport, folder: str, m: Manifest) -> None:
    """Tell each inspected file that the manifest lists (by a plain name in ``folder``)
    the records and bytes it should hold (FileReport.expect): a cut-short shard then says
    how many records are missing, and one cut at a record boundary is found at all."""
    listed = {os.path.join(folder, s.filename): s for s in m.shards
              if not plain_name_problem(s.filename, "shard")}
    for f in report.files:
        s = listed.get(os.path.abspath(f.path))
        if s is not None:
            f.expect(s.records, s.bytes)


def shard_files(folder: str, m: Manifest,
                found: list[str] | None = None) -> tuple[list[str], list[str]]:
    """(shard files the manifest lists that are not in ``folder``, TFRecord files in
    ``folder`` it does not list), each in the manifest's or the folder's order. A listed
    name that is not a plain file name is not looked up (engine.commands.verify_manifest
    .missing_shards): shard_file_problems says it. `found`: the TFRecord files in
    ``folder`` (find_tfrecord_files([folder])) when the caller has listed them already."""
    missing = missing_shards(folder, m.shards)
    if found is None:
        found, _problems = find_tfrecord_files([folder])
    names = {s.filename for s in m.shards}
    unlisted = [os.path.basename(p) for p in found if os.path.basename(p) not in names]
    return missing, unlisted


def shard_file_problems(folder: str, m: Manifest, found: list[str] | None = None) -> list[str]:
    """The sentences about missing and unlisted shard files ([] when the folder holds
    exactly the files its manifest lists); `found` as for shard_files."""
    missing, unlisted = shard_files(folder, m, found)
    out = []
    n = len(m.shards)
    if len(missing) == 1:
        out.append(f"The manifest lists {n:,} shard file; it is not in this folder "
                   f"({name_list(missing)})" if n == 1 else
                   f"The manifest lists {n:,} shard files; 1 of them is not in this folder "
                   f"({name_list(missing)})")
    elif missing:
        out.append(f"The manifest lists {n:,} shard files; {len(missing):,} of them are not "
                   f"in this folder ({name_list(missing)})")
    if len(unlisted) == 1:
        out.append(f"This folder holds 1 TFRecord file that the manifest does not list "
                   f"({name_list(unlisted)})")
    elif unlisted:
        out.append(f"This folder holds {len(unlisted):,} TFRecord files that the manifest "
                   f"does not list ({name_list(unlisted)})")
    # '../x' or an absolute path: not looked up outside the folder, and not silently
    return out + [bad for s in m.shards if (bad := plain_name_problem(s.filename, "shard"))]
