"""Test helpers for the engine reliability tests, by topic: image files made in the test
(images), running the real engine (runs), reading its output back without TensorFlow
(output) and a real full disk (disk). Everything is re-exported here, so
``import imagefactory as F`` (or ``tests.engine.imagefactory``) reaches all of it as
``F.name``.
"""

from __future__ import annotations

import sys
from pathlib import Path

_ROOT = str(Path(__file__).resolve().parents[3])
if _ROOT not in sys.path:  # lets plain `pytest` work without installing the project
    sys.path.insert(0, _ROOT)

from .disk import make_room, small_disk  # noqa: E402
from .images import (  # noqa: E402
    BOMB_KINDS,
    animated_gif,
    bomb,
    corner_marked,
    deep_layouts,
    encode,
    grey_bottom_jpeg,
    jpeg_claiming_larger,
    jpeg_many_scans,
    jpeg_truncated_with_eoi,
    jpeg_with_orientation,
    noise,
    noise_dataset,
    png16,
    png_bomb,
    png_oriented,
    poisoned_source,
    red_corner,
    solid,
    tiff16,
    twelve_bit_folder,
    write,
)
from .output import (  # noqa: E402
    all_records,
    assert_consistent_partial,
    assert_identical,
    decoded,
    folder_bytes,
    hidden_temp_files,
    manifest,
    manifest_shard_bytes,
    read_records,
    records_by_name,
    rejected_rows,
    shard_names,
)
from .runs import (  # noqa: E402
    CRASH_DECODER,
    HANG_DECODER,
    HOLD_AFTER_SHARDS,
    PYTHON,
    ROOT,
    Engine,
    after_first_journal_entry,
    after_journal_entry,
    after_journal_started,
    cancel_when,
    coded_log_lines,
    console_script,
    convert_in_process,
    end_left,
    engine_argv,
    journal_entry_steps,
    killed_after_first_shard,
    run_engine,
    run_engine_measuring,
    still_running,
    tree_rss,
    types,
    with_sitecustomize,
)

__all__ = [
    "BOMB_KINDS", "CRASH_DECODER", "HANG_DECODER", "HOLD_AFTER_SHARDS", "PYTHON", "ROOT", "Engine",
    "after_first_journal_entry", "after_journal_entry", "after_journal_started",
    "all_records", "animated_gif",
    "assert_consistent_partial", "assert_identical", "bomb", "cancel_when",
    "coded_log_lines", "console_script", "convert_in_process", "corner_marked", "decoded",
    "deep_layouts",
    "encode", "engine_argv", "folder_bytes", "grey_bottom_jpeg", "hidden_temp_files",
    "jpeg_claiming_larger", "jpeg_many_scans", "jpeg_truncated_with_eoi",
    "jpeg_with_orientation", "journal_entry_steps", "killed_after_first_shard", "make_room",
    "manifest", "manifest_shard_bytes",
    "noise", "noise_dataset",
    "png16", "png_bomb", "png_oriented", "poisoned_source", "read_records", "records_by_name",
    "red_corner",
    "rejected_rows", "run_engine", "run_engine_measuring", "shard_names", "small_disk",
    "end_left", "solid", "still_running", "tiff16", "tree_rss", "twelve_bit_folder", "types",
    "with_sitecustomize", "write",
]
