"""The versions of the libraries that shape a run's output, as the run log records them
(engine.run.runlog) and the cluster's worker check compares them (engine.run.cluster_fit):
the same whether their modules are loaded or not, and the versions pip installs of them.
"""

from __future__ import annotations

import os
import platform
import sys


def _release(version: str) -> str:
    """OpenCV's own version of a wheel's ("5.0.0.93" -> "5.0.0", what cv2 says): the wheel
    adds its build number."""
    return ".".join(version.split(".")[:3])


#: Libraries whose versions shape the output: (key in the log, module, distribution, the
#: version the log says of the module's or the distribution's: a wheel whose version is not
#: its module's says the module's). A Dask worker whose cv2 a turbo task had loaded was
#: left out of the next run for "another opencv" (5.0.0 against the wheel's 5.0.0.93).
_LIBRARIES = (("Pillow", "PIL", "pillow", str), ("numpy", "numpy", "numpy", str),
              ("google_crc32c", "google_crc32c", "google-crc32c", str),
              ("simplejpeg", "simplejpeg", "simplejpeg", str),   # the turbo decoder path
              ("opencv", "cv2", "opencv-python-headless", _release))


def library_versions() -> dict[str, str]:
    """Versions of the libraries that shape the output (TensorFlow only if loaded).
    Not by importing them: importing numpy only for its version cost the engine process
    ~0.09 s of CPU and 14 MB (bench/parent_cpu.py)."""
    out = {"python": platform.python_version(), "platform": _platform()}
    loaded: dict[str, str] = {}
    wanted = {dist: key for key, module, dist, _ in _LIBRARIES
              if not _loaded_version(module, key, loaded)}
    if wanted:
        loaded.update(_installed_versions(wanted))
    out.update((key, norm(loaded[key])) for key, _, _, norm in _LIBRARIES if key in loaded)
    tf = sys.modules.get("tensorflow")
    if tf is not None:
        out["tensorflow"] = str(getattr(tf, "__version__", "?"))
    return out


def installable_versions() -> dict[str, tuple[str, str]]:
    """key -> (pip distribution, its version) of the _LIBRARIES installed here: what pip
    installs (opencv-python-headless 5.0.0.93 where library_versions says 5.0.0)."""
    dists = {key: dist for key, _, dist, _ in _LIBRARIES}
    found = _installed_versions({dist: key for key, dist in dists.items()})
    return {key: (dists[key], version) for key, version in found.items()}


def installed_version(dist: str) -> str:
    """The version of the pip distribution ``dist`` installed here, "" when it is not: the
    one a cluster worker that cannot import its module is told to install
    (engine.run.cluster_feed), as one that lacks a library the check compares is (pins)."""
    return _installed_versions({dist: dist}).get(dist, "")


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


def _installed_versions(wanted: dict[str, str]) -> dict[str, str]:
    """{key: version} of installed distributions ({distribution: key}), from the names of
    their ``NAME-VERSION.dist-info`` folders on sys.path (importlib.metadata, the fallback,
    costs ~0.03 s of CPU to import)."""
    norm = {dist.replace("-", "_").lower(): key for dist, key in wanted.items()}
    found: dict[str, str] = {}
    for folder in sys.path:
        try:
            names = os.listdir(folder or ".")
        except OSError:
            continue
        for name in names:
            stem = name[:-len(".dist-info")]
            if name.endswith(".dist-info") and stem.count("-") == 1:
                dist, version = stem.split("-")
                key = norm.get(dist.lower())
                if key is not None and key not in found:
                    found[key] = version
    missing = [d for d, k in wanted.items() if k not in found]
    if missing:
        from importlib import metadata
        for dist in missing:
            try:
                found[wanted[dist]] = metadata.version(dist)
            except metadata.PackageNotFoundError:
                pass
    return found
