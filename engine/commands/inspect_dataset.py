"""What `inspect` says of a dataset folder of ours as a whole: the shard files its
manifest lists that are not in the folder, and the TFRecord files there that it does not
list (a partial copy reads as intact file by file: every record of the files that *are*
there is sound). Sentences are catalogued (engine.reason_catalogue_inspect, inspect.ds_*;
a listed name that is not a plain file name, as `verify` says it: verify.unsafe_shard)."""

from __future__ import annotations

import os

from engine.commands.inspect_files import find_tfrecord_files
from engine.commands.verify_manifest import Manifest, missing_shards, plain_name_problem
from engine.sources.names import name_list


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
        out.append(f"The manifest lists {n:,} shard files; 1 of them is not in this folder "
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
