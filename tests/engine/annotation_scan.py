"""The scan the annotated-source tests call and the reasons it gives, by file name
(shared by tests/engine/test_annotation_*.py)."""

from __future__ import annotations

import os

from engine.sources import discover


def scan(source, **opts):
    return discover.scan(str(source), annotations=opts)


def reasons(result) -> dict[str, str]:
    return {os.path.basename(r.path): r.reason for r in result.rejected}
