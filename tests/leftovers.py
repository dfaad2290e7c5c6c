"""The one way tests look for temporaries a run left behind in an output folder.

The writer's temporaries are hidden ``.NAME.partial`` files (engine.run.writer.temp_name:
``.NAME.partial`` for shards and side files written in place, ``.NAME.ATTEMPT.partial`` for
a shard task's attempt; the cluster's write probe uses the same suffix). Globs such as
``*.tmp*`` never match them, so every test asks here instead of writing its own glob;
tests/test_leftovers.py plants each kind and checks that this finds it.
"""

from __future__ import annotations

import os
from pathlib import Path

from engine.output_state import PARTIAL_SUFFIX


def leftover_temporaries(folder: str | os.PathLike[str]) -> list[str]:
    """Sorted names in `folder` (not its sub-folders: the engine writes none) that are
    temporaries of the writer: hidden and ending in ``.partial``. [] when the folder is
    missing (a run that never created it left nothing behind)."""
    path = Path(folder)
    if not path.is_dir():
        return []
    return sorted(p.name for p in path.iterdir()
                  if p.name.startswith(".") and p.name.endswith(PARTIAL_SUFFIX))
