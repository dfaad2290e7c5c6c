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
from pathlib import Path

RESOURCE_PACKAGE = "tfrecord_studio_resources"
#: The folder holding the ``gui`` and ``engine`` packages (site-packages when installed).
CODE_ROOT = Path(__file__).resolve().parent.parent


def is_source_checkout() -> bool:
    """True when running from a clone of the repository rather than an installation."""
    return (CODE_ROOT / "pyproject.toml").is_file() and (CODE_ROOT / "resources").is_dir()


def resources_root() -> Path:
    """The folder of the shipped data files (a real folder: packages install unzipped)."""
    if is_source_checkout():
        return CODE_ROOT / "resources"
    root = importlib.resources.files(RESOURCE_PACKAGE)
    # A wheel installs as plain files, so this is a pathlib.Path; a zipped install would
    # not be, and the engine (a separate process) could not read the sample from it.
    if not isinstance(root, Path):
        raise RuntimeError(f"{RESOURCE_PACKAGE} is not installed as plain files: {root}")
    return root


def resource(*parts: str) -> Path:
    """Path of a shipped data file or folder, e.g. ``resource("sample")``."""
    return resources_root().joinpath(*parts)


def installation_dirs() -> list[Path]:
    """Folders the app must never write into or run the engine in: the folder the code is
    installed in (site-packages, or a bundle's own folder). Empty in a source checkout,
    which is the developer's own working folder."""
    if is_source_checkout():
        return []
    dirs = {CODE_ROOT}
    try:
        dirs.add(resources_root())
    except (ModuleNotFoundError, RuntimeError):
        pass
    return sorted(dirs)


def inside_installation(path: str | os.PathLike[str]) -> bool:
    """True if ``path`` is one of the installation's folders or below one."""
    p = Path(os.path.abspath(path))
    return any(p == d or d in p.parents for d in installation_dirs())
