"""Whether a Dask worker can run a cluster run's shard tasks (engine.run.cluster): it sees
the source and the output folder (a shared file system: cluster_task.check_worker), and it
runs the same TFRecord Studio and image libraries as this computer.

The driver asks every worker before the run (fitness; say_all says why when none can);
workers that join later (an HPC job that starts after the first, a worker restarted
elsewhere) are asked by their first task (check_task), which raises UnfitWorker instead of
converting; engine.run.cluster_feed leaves an unfit worker out of the run. Such a worker
rejected every image as "moved or deleted" and the run ended "ok", and one with another
engine or Pillow wrote other bytes than a run on this computer, silently; so did one whose
Pillow of the same version links other libraries (a pip wheel's libjpeg-turbo and zlib-ng,
a conda package's own). A worker that cannot import the engine (not installed there) is
named with the error Dask reports.

What a worker lacks travels as data (Problem: its kind, its catalogue code, its
parameters) and is said in the catalogue's words (engine.reason_catalogue_cluster), so
the sentences exist once and which sentence lists a problem never depends on its words.
"""

from __future__ import annotations

import re
import threading
import zlib
from dataclasses import dataclass, field

from engine import __version__, protocol
from engine.config import ConvertConfig
from engine.errors import RunError, UnfitWorker
from engine.reason_codes import as_list, say

#: The name the messages give this program's own version among the libraries.
PROGRAM = "TFRecord Studio"
#: A version a worker or this computer does not have (not installed, not linked).
NONE = "(none)"

#: The kinds of Problem, each said by a sentence of its own (say_all): other versions of
#: the engine or a library (or no engine at all), a Pillow linked with other libraries,
#: the source or the output folder out of the worker's sight.
SOFTWARE, BUILD, FILES = "software", "build", "files"

#: The libraries Pillow links that decide the bytes it writes (libjpeg and zlib encode
#: --format jpeg and png) or the pixels it reads (libwebp, libtiff, libavif decode those
#: images), by the name the messages give them -> PIL.features' name. libjpeg is the API
#: level (6.2, 8.0, 9.x: IJG's own), mozjpeg says its libjpeg-turbo base, zlib-ng writes
#: other deflate streams than zlib while it reports zlib's compatible version.
PILLOW_LIBRARIES = {"libjpeg": "jpg", "libjpeg-turbo": "libjpeg_turbo", "mozjpeg": "mozjpeg",
                    "zlib": "zlib", "zlib-ng": "zlib_ng", "libwebp": "webp",
                    "libtiff": "libtiff", "libavif": "avif"}


@dataclass(frozen=True)
class Needs:
    """What a worker must have for this run: the file it must read, the folder it must
    write in, the versions it must run (software()) and the libraries its Pillow must be
    built with (pillow_build())."""

    first_file: str
    out: str
    software: dict[str, str] = field(default_factory=dict)
    build: dict[str, str] = field(default_factory=dict)
    #: name -> the version pip installs, where it is not software()'s (opencv's wheel
    #: 5.0.0.93 is OpenCV 5.0.0): what a worker that lacks the library is told to install
    pins: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Problem:
    """One thing that keeps a worker from running a run's tasks: a sentence of the
    catalogue's CLUSTER_LIST_PARTS (they begin "the worker at {worker}") with its
    parameters but the worker's, and its kind (SOFTWARE, BUILD, FILES)."""

    kind: str
    code: str
    params: dict[str, str]

    def part(self, worker: str) -> tuple[str, dict]:
        """(code, params) of the sentence that says it of `worker` (for as_list)."""
        return self.code, {"worker": worker, **self.params}

    def said(self, worker: str) -> str:
        """The sentence, in English: "the worker at WORKER ..."."""
        code, params = self.part(worker)
        return say(code, **params)


def software(cfg: ConvertConfig) -> dict[str, str]:
    """The versions that decide a record's bytes for these options: the engine's, Pillow's
    (the libraries it links: pillow_build), numpy's (masks, 16-bit images), simplejpeg's
    and OpenCV's on the turbo path, zlib's when the shards are compressed. Not the turbo
    path's where the run has no decoder path (engine.config.ignored: --format original
    stores the files' own bytes), which left out workers without them for nothing."""
    from engine.run.library_versions import library_versions
    libs = library_versions()
    names = ["Pillow", "numpy"] + (["simplejpeg", "opencv"] if cfg.image.uses_turbo() else [])
    found = {PROGRAM: __version__, **{n: libs.get(n, NONE) for n in names}, **heif()}
    if cfg.compression != "none":
        found["zlib"] = zlib.ZLIB_RUNTIME_VERSION
    return found


#: Libraries the engine uses when they are installed (a computer without them converts
#: without those formats), by the name the messages give them -> the pip package: a worker
#: without one that this computer has is told what to install.
OPTIONAL = {"pillow-heif": "pillow-heif"}
#: ... and every library a worker may lack that a run needs (the turbo decoder's): a
#: worker without it was said to have "version (none)" of it.
INSTALLABLE = {**OPTIONAL, "simplejpeg": "simplejpeg", "opencv": "opencv-python-headless"}


def heif() -> dict[str, str]:
    """pillow-heif's version and its libheif's, when it is installed: they decode HEIC
    (engine.codecs.decoders.heif_ready), and other versions give other pixels. {} without
    it. (Importing it costs ~35 ms; asked once a run, on each side.)"""
    import importlib.util
    if importlib.util.find_spec("pillow_heif") is None:
        return {}
    try:
        import pillow_heif
        return {"pillow-heif": str(pillow_heif.__version__),
                "libheif": str(pillow_heif.libheif_version())}
    except Exception:  # noqa: BLE001 - a broken install decodes nothing: as without it
        return {}


def pillow_build() -> dict[str, str]:
    """The versions of the libraries this Pillow links (PILLOW_LIBRARIES), NONE for one it
    does without. (PIL.features imports PIL.Image: ~13 ms.)"""
    from PIL import features
    return {name: features.version(feature) or NONE
            for name, feature in PILLOW_LIBRARIES.items()}


def needs_here(first_file: str, cfg: ConvertConfig) -> Needs:
    """What every worker must have for a run of `cfg` on this computer, whose source's
    first file is `first_file`."""
    ours = software(cfg)
    return Needs(first_file, cfg.out, ours, pillow_build(), pins(ours))


def pins(ours: dict[str, str]) -> dict[str, str]:
    """The versions pip installs of the INSTALLABLE libraries among `ours` (software()'s),
    where they are not the versions software() says (library_versions.installable_versions:
    by whichever of a library's distributions is installed here; opencv-python's wheels
    and INSTALLABLE's opencv-python-headless's share their versions)."""
    from engine.run.library_versions import installable_versions
    wheels = installable_versions() if set(ours) & set(INSTALLABLE) else {}
    return {name: version for name, (_, version) in wheels.items()
            if name in ours and name in INSTALLABLE and version != ours[name]}


#: The sentence that says a version differs, and its parameter for the name, by kind.
_DIFFERS = {SOFTWARE: ("cluster.worker_software", "name"),
            BUILD: ("cluster.worker_pillow_build", "library")}


def differences(theirs: dict[str, str], ours: dict[str, str],
                kind: str = SOFTWARE, pins: dict[str, str] | None = None) -> list[Problem]:
    """One problem per version that differs: of software() (SOFTWARE) or of
    pillow_build() (BUILD). A library a worker lacks (INSTALLABLE) is said to be missing,
    with the pip command that installs this computer's version (`pins`: Needs.pins)."""
    code, key = _DIFFERS[kind]
    pins = pins or {}
    found = [Problem(kind, code, {key: name, "theirs": theirs.get(name, NONE), "ours": version})
             if name not in INSTALLABLE or theirs.get(name, NONE) != NONE else
             Problem(kind, "cluster.worker_lacks_library",
                     {"name": name, "ours": pins.get(name, version),
                      "package": INSTALLABLE[name]})
             for name, version in ours.items() if theirs.get(name, NONE) != version]
    if any(p.params.get("name") == "pillow-heif" for p in found):   # (its libheif is moot)
        found = [p for p in found if p.params.get("name") != "libheif"]
    return found


def fitness(needs: Needs, cfg: ConvertConfig) -> list[Problem]:
    """On a worker: what keeps it from running this run's tasks; [] when nothing does."""
    from engine.run.cluster_task import check_worker
    theirs = software(cfg)
    problems = differences(theirs, needs.software, pins=getattr(needs, "pins", None))
    if theirs.get("Pillow") == needs.software.get("Pillow"):   # (else its build is moot)
        problems += differences(pillow_build(), needs.build, BUILD)
    if problems:          # (its files are moot: it would write other bytes)
        return problems
    said = check_worker(needs.first_file, needs.out)
    return [said] if said else []


_SEEN: dict[tuple[str, str], tuple[str, list[Problem]]] = {}   # (worker address, server
_SEEN_LOCK = threading.Lock()                                    # id) -> (run, its problems)


def ask(worker: str, who: str, run: str, needs: Needs, cfg: ConvertConfig,
        again: bool = False) -> list[Problem]:
    """On a worker: fitness, asked once per start of the worker (`who`: its server id; a
    worker restarted at the same address is asked again) and run (`run`: the run's Dask
    topic); `again`: asked anew (a left-out worker mended where it runs: a share mounted,
    a library installed: engine.run.cluster_readmit), the answer its next tasks get."""
    with _SEEN_LOCK:
        seen = _SEEN.get((worker, who))
    if again:
        import importlib
        importlib.invalidate_caches()   # (a module installed since is found)
    if again or seen is None or seen[0] != run:
        seen = (run, fitness(needs, cfg))
        with _SEEN_LOCK:
            _SEEN[(worker, who)] = seen
    return seen[1]


def check_task(worker: str, run: str, needs: Needs, cfg: ConvertConfig, who: str = "") -> None:
    """At the start of a shard task: raise UnfitWorker when this worker (`who`: its server
    id) cannot run the run's tasks (ask)."""
    problems = ask(worker, who, run, needs, cfg)
    if problems:
        raise UnfitWorker(worker, problems, who)


def error_detail(e: BaseException) -> str:
    """A worker's error as "Kind: message", without brackets (it stands in a pair): the
    {detail} of the catalogue's cluster sentences (here and in engine.run.cluster_feed)."""
    text = str(e)
    # (Dask hands back a worker's error in a plain Exception: 'ModuleNotFoundError("...")')
    wrapped = re.fullmatch(r"(\w+)\((['\"])(.*)\2\)", text, re.S)
    kind, text = (wrapped[1], wrapped[3]) if wrapped else (type(e).__name__, text)
    return f"{kind}: {text}".replace("(", "").replace(")", "")


def cannot_run(e: BaseException) -> Problem:
    """A worker whose answer was an error: the engine is not importable there, or is a
    version without this check."""
    return Problem(SOFTWARE, "cluster.worker_cannot_run", {"detail": error_detail(e)})


def lacks_module(e: BaseException, module: str, package: str, version: str = "") -> Problem:
    """A worker that has the engine but cannot import `module` (error `e`), which pip
    package `package` installs: at `version`, this computer's, when it has it."""
    params = {"module": module, "detail": error_detail(e), "package": package}
    if version:
        return Problem(SOFTWARE, "cluster.worker_lacks_module_pinned",
                       {**params, "version": version})
    return Problem(SOFTWARE, "cluster.worker_lacks_module", params)


def problems_of(answer: object) -> list[Problem]:
    """A worker's answer to fitness as Problems: an error is one; so is an answer this
    engine does not write (another version of it answered: it would write other bytes)."""
    if isinstance(answer, BaseException):
        return [cannot_run(answer)]
    if isinstance(answer, list) and all(isinstance(p, Problem) for p in answer):
        return answer
    return [Problem(SOFTWARE, "cluster.worker_cannot_run",
                    {"detail": f"it answered as another version of {PROGRAM} does"})]


def check_all(client, needs: Needs, cfg: ConvertConfig) -> None:
    """Ask every worker of `client` (cluster_task's checks); say_all of their answers (the
    run asks once, in cluster_feed.first_check, and calls say_all itself: this is the
    whole check in one call, for a caller with a client and nothing asked yet)."""
    say_all(client.run(fitness, needs, cfg, on_error="return"), needs)


def say_all(answers: dict[str, object], needs: Needs) -> None:
    """Raise RunError naming each worker whose answer to fitness says it cannot run the
    tasks, and what to do: other software, then another Pillow build, each in a sentence
    of its own; files only when the software is right (else they are moot)."""
    found: dict[str, list[tuple[str, dict]]] = {SOFTWARE: [], BUILD: [], FILES: []}
    for worker, answer in sorted(answers.items()):
        for problem in problems_of(answer):
            found[problem.kind].append(problem.part(worker))
    said = []
    if found[SOFTWARE]:
        said.append(say("cluster.other_software", version=__version__,
                        changes=as_list(found[SOFTWARE])))
    if found[BUILD]:
        said.append(say("cluster.other_pillow_build", pillow=needs.software.get("Pillow", NONE),
                        changes=as_list(found[BUILD])))
    if said:
        raise RunError(" ".join(said), protocol.EXIT_USAGE)
    if found[FILES]:
        raise RunError(say("cluster.not_shared", changes=as_list(found[FILES])),
                       protocol.EXIT_USAGE)


def joined_unfit(unfit: dict[str, list[Problem]]) -> RunError:
    """The run's error when workers that joined during the run cannot run its tasks
    (address -> their problems): each named with what it lacks."""
    parts = [p.part(w) for w, problems in sorted(unfit.items()) for p in problems]
    return RunError(say("cluster.worker_unfit", changes=as_list(parts)),
                    protocol.EXIT_CLUSTER_LOST)


def task_cannot_run(e: BaseException) -> RunError:
    """The run's error when a shard task could not even start on a worker (the engine is
    not importable there: a worker that joined during the run)."""
    return RunError(say("cluster.task_cannot_run", detail=error_detail(e), version=__version__),
                    protocol.EXIT_CLUSTER_LOST)
