"""The versions of the libraries that shape a run's output, as the run log records them
(engine.run.runlog) and the cluster's worker check compares them (engine.run.cluster_fit):
the same whether their modules are loaded or not, and the versions pip installs of them.
"""

from __future__ import annotations

import os
import platform
import re
import sys


def _release(version: str) -> str:
    """OpenCV's own version of a wheel's ("5.0.0.93" -> "5.0.0", what cv2 says): the wheel
    adds its build number."""
    return ".".join(version.split(".")[:3])


#: Libraries whose versions shape the output: (key in the log, module, the pip distributions
#: that install the module, the version the log says of the module's or the distribution's:
#: a wheel whose version is not its module's says the module's). A Dask worker whose cv2 a
#: turbo task had loaded was left out of the next run for "another opencv" (5.0.0 against
#: the wheel's 5.0.0.93). Any of the distributions will do, the first the one the engine's
#: extras install: a worker with opencv-python (not -headless) runs the same module, and was
#: said to lack OpenCV. (pillow-simd is another build of PIL, whose bytes may differ: its
#: version, "….postN", differs from Pillow's, so such a worker is left out for another
#: Pillow, by its version, not said to have none.)
_LIBRARIES = (("Pillow", "PIL", ("pillow", "pillow-simd"), str),
              ("numpy", "numpy", ("numpy",), str),
              ("google_crc32c", "google_crc32c", ("google-crc32c",), str),
              ("simplejpeg", "simplejpeg", ("simplejpeg",), str),   # the turbo decoder path
              ("opencv", "cv2", ("opencv-python-headless", "opencv-python",
                                 "opencv-contrib-python-headless", "opencv-contrib-python"),
               _release))


def library_versions() -> dict[str, str]:
    """Versions of the libraries that shape the output (TensorFlow only if loaded).
    Not by importing them: importing numpy only for its version cost the engine process
    ~0.09 s of CPU and 14 MB (bench/parent_cpu.py). A module that no distribution of
    _LIBRARIES installed (a conda package, a build of its own) is imported for its
    version: the code the run imports is what decides the bytes."""
    out = {"python": platform.python_version(), "platform": _platform()}
    loaded: dict[str, str] = {}
    wanted = {dist: key for key, module, dists, _ in _LIBRARIES
              if not _loaded_version(module, key, loaded) for dist in dists}
    if wanted:
        loaded.update((key, version) for key, (_, version) in _installed(wanted).items())
    for key, module, _, _ in _LIBRARIES:
        if key not in loaded:
            _imported_version(module, key, loaded)
    out.update((key, norm(loaded[key])) for key, _, _, norm in _LIBRARIES if key in loaded)
    tf = sys.modules.get("tensorflow")
    if tf is not None:
        out["tensorflow"] = str(getattr(tf, "__version__", "?"))
    return out


def installable_versions() -> dict[str, tuple[str, str]]:
    """key -> (pip distribution, its version) of the _LIBRARIES installed here: what pip
    installs (opencv-python-headless 5.0.0.93 where library_versions says 5.0.0), by
    whichever of the library's distributions is installed (opencv-python's, say)."""
    return _installed({dist: key for key, _, dists, _ in _LIBRARIES for dist in dists})


def installed_version(dist: str) -> str:
    """The version of the pip distribution ``dist`` installed here, "" when it is not: the
    one a cluster worker that cannot import its module is told to install
    (engine.run.cluster_feed), as one that lacks a library the check compares is (pins).
    For a distribution of _LIBRARIES, any of its library's distributions (opencv-python's
    version for opencv-python-headless: the two are released together)."""
    dists = next((d for _, _, d, _ in _LIBRARIES if _normal(dist) in map(_normal, d)), (dist,))
    return next(iter(_installed({d: dist for d in dists}).values()), ("", ""))[1]


def _platform() -> str:
    """The operating system, its release, the machine and the C library, as
    platform.platform() names them, but without the processor field: asking for it runs
    `uname -p` in a subprocess on Linux (~8 ms of the engine process's CPU every run)."""
    libc = "".join(platform.libc_ver()) if platform.system() == "Linux" else ""
    return "-".join(p for p in (platform.system(), platform.release(), platform.machine(),
                                "with" if libc else "", libc) if p)


def _loaded_version(module: str, key: str, out: dict[str, str]) -> bool:
    version = getattr(sys.modules.get(module), "__version__", None)
    if version:
        out[key] = str(version)
    return bool(version)


def _imported_version(module: str, key: str, out: dict[str, str]) -> None:
    """The version of `module` imported, when it is installed there without any of the
    distributions _LIBRARIES knows (and imports)."""
    import importlib
    import importlib.util
    try:
        if importlib.util.find_spec(module) is None:
            return
        version = getattr(importlib.import_module(module), "__version__", None)
    except Exception:  # noqa: BLE001 - a module that cannot be imported is not there
        return
    if version:
        out[key] = str(version)


def _normal(dist: str) -> str:
    """A distribution's name as its ``.dist-info`` folder spells it, in lower case."""
    return re.sub(r"[-_.]+", "_", dist).lower()


def _installed(wanted: dict[str, str]) -> dict[str, tuple[str, str]]:
    """{key: (distribution, version)} of the installed distributions of `wanted`
    ({distribution: key}; the first of a key's that is installed), from the names of their
    ``NAME-VERSION.dist-info`` folders on sys.path (importlib.metadata, the fallback, costs
    ~0.03 s of CPU to import)."""
    norm = {_normal(dist): dist for dist in wanted}
    seen: dict[str, tuple[str, str]] = {}
    for folder in sys.path:
        try:
            names = os.listdir(folder or ".")
        except OSError:
            continue
        for name in names:
            stem = name[:-len(".dist-info")]
            if name.endswith(".dist-info") and stem.count("-") == 1:
                dist, version = stem.split("-")
                known = norm.get(_normal(dist))
                if known is not None and known not in seen:
                    seen[known] = (known, version)
    found: dict[str, tuple[str, str]] = {}
    for dist, key in wanted.items():        # (in _LIBRARIES' order of a key's distributions)
        if key not in found and dist in seen:
            found[key] = seen[dist]
    missing = [d for d, k in wanted.items() if k not in found]
    if missing:
        from importlib import metadata
        for dist in missing:
            if wanted[dist] in found:
                continue
            try:
                found[wanted[dist]] = (dist, metadata.version(dist))
            except metadata.PackageNotFoundError:
                pass
    return found
