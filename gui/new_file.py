"""Files the window writes into a folder of the user's choice (Inspect's exported
images): always new files, never over one that is there."""

from __future__ import annotations

from pathlib import Path


def write_new(folder: Path, stem: str, ext: str, data: bytes) -> tuple[Path, bool]:
    """Write ``data`` as a new file STEM.EXT in ``folder``, or STEM (2).EXT, STEM (3).EXT…
    when the name is taken (created exclusively: nothing of anyone's is written over).
    Returns the path and whether it got a new name. A file cut short by an error (a full
    disk) is removed: it is this call's own."""
    for k in range(1, 100_000):
        path = folder / (f"{stem}.{ext}" if k == 1 else f"{stem} ({k}).{ext}")
        try:
            f = open(path, "xb")   # noqa: SIM115 - removed below when the write fails
        except FileExistsError:
            continue
        try:
            with f:
                f.write(data)
        except OSError as e:
            path.unlink(missing_ok=True)
            e.filename = e.filename or str(path)
            raise
        return path, k > 1
    raise FileExistsError(0, "every name is taken", str(folder / f"{stem}.{ext}"))
