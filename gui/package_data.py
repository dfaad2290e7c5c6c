"""Where the app's data files are, installed or in a source checkout.

Installed (wheel, sdist, bundle) they are the package ``tfrecord_studio_resources``
(``resources/`` in the repository, mapped by pyproject.toml) and are found through
:mod:`importlib.resources`. In a source checkout run with ``PYTHONPATH=checkout`` that
package name does not exist, so the checkout's own ``resources/`` folder is used: the data
then always matches the code next to it, even if another copy of the project is installed.
"""

from __future__ import annotations

import importlib.resources
import os
import sys
from pathlib import Path

RESOURCE_PACKAGE = "tfrecord_studio_resources"
# The folder holding the ``gui`` and ``engine`` packages (site-packages when installed).
CODE_ROOT = Path(__file__).resolve().parent.parent


def is_source_checkout() -> bool:
    """True when running from a clone of the repository rather than an installation."""
    return (CODE_ROOT / "pyproject.toml").is_file() and (CODE_ROOT / "resources").is_dir()


def resources_root() -> Path:
    """The folder of the shipped data files (a real folder: packages install unzipped)."""
    return resource()


def resource(*parts: str) -> Path:
    """Path of a shipped data file or folder, e.g. ``resource("sample")``."""
    if is_source_checkout():
        return CODE_ROOT.joinpath("resources", *parts)
    root = importlib.resources.files(RESOURCE_PACKAGE)
    if isinstance(root, Path):  # a wheel installs plain files
        return root.joinpath(*parts)
    # A bundle keeps the package's code in an archive and its data in a folder, so the
    # package is a MultiplexedPath: each child of it is a real path.
    children = [c for c in root.iterdir() if isinstance(c, Path)]
    if not children:
        raise RuntimeError(f"{RESOURCE_PACKAGE} has no files on disk: {root}")
    base = children[0].parent
    return base.joinpath(*parts)


def installation_dirs() -> list[Path]:
    """Folders the app must never write into or run the engine in: the folder the code is
    installed in (site-packages, or a bundle's own folder). Empty in a source checkout,
    which is the developer's own working folder."""
    if is_source_checkout():
        return []
    dirs = {CODE_ROOT}
    if getattr(sys, "frozen", False):  # the bundle's folder, beside its _internal/
        dirs.add(Path(sys.executable).resolve().parent)
    try:
        dirs.add(resources_root())
    except (ModuleNotFoundError, RuntimeError):
        pass
    return sorted(dirs)


def inside_installation(path: str | os.PathLike[str]) -> bool:
    """True if ``path`` is one of the installation's folders or below one."""
    p = Path(os.path.abspath(path))
    return any(p == d or d in p.parents for d in installation_dirs())
