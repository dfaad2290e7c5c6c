"""The typed objects inside the engine's events (engine.protocol): the JsonPart base,
plan's annotations and run_finished's summaries, one per command. engine.protocol names
every one of them too, and its docstring's event table says where each part travels; here
is how a part is written and read back (unknown keys ignored, malformed values left at
their defaults).

Standard library only, like engine.protocol (the GUI reads these through it).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, Self


class JsonPart:
    """Base of the typed objects inside events (summaries, plan annotations).

    On the wire a part is a JSON object. ``to_json`` leaves out the optional fields that
    are None, so the line is the same as before these parts were typed; ``from_json``
    ignores keys it does not know (a newer engine) and never raises on a malformed value of
    a known key: it keeps the default instead.
    """

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this part."""
        d: dict[str, Any] = {}
        for f in fields(self):  # type: ignore[arg-type]  # every subclass is a dataclass
            value = getattr(self, f.name)
            if value is None and f.default is None:
                continue
            d[f.name] = plain(value)
        return d

    @classmethod
    def from_json(cls, data: object) -> Self:
        """The part held in ``data`` (a decoded JSON object); unknown keys are ignored."""
        kwargs: dict[str, Any] = {}
        if isinstance(data, dict):
            for f in fields(cls):  # type: ignore[arg-type]
                if f.name in data and _fits(data[f.name], f.type):
                    kwargs[f.name] = data[f.name]
        return cls(**kwargs)


class Summary(JsonPart):
    """Base of run_finished's typed summaries: one per command, told apart on the wire by
    their ``command`` key."""

    command: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this summary (``command`` first)."""
        return {"command": self.command, **super().to_json()}


def plain(value: Any) -> Any:
    """`value` with nested containers copied (the summary object stays independent)."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


_JSON_KINDS: dict[str, tuple[type, ...]] = {
    "int": (int,), "float": (int, float), "str": (str,), "bool": (bool,),
    "list": (list,), "dict": (dict,),
}


def _fits(value: object, annotation: object) -> bool:
    """Whether a JSON value suits a field annotated ``annotation`` (a string under
    ``from __future__ import annotations``, e.g. "int", "str | None", "dict[str, int]")."""
    for part in str(annotation).split("|"):
        name = part.strip().split("[", 1)[0]
        if name == "None" and value is None:
            return True
        if name == "Any":
            return True
        kinds = _JSON_KINDS.get(name)
        if kinds is None:
            continue
        if isinstance(value, bool) and name in ("int", "float"):
            continue  # JSON true is not a count
        if isinstance(value, kinds):
            return True
    return False


@dataclass
class PlanAnnotations(JsonPart):
    """What the scan found in an annotated source (plan.annotations)."""

    #: detection: boxes per class; segmentation and multi-label: images per class
    objects_per_class: dict[str, int] = field(default_factory=dict)
    objects: int = 0                  # boxes in all (detection; 0 for the other tasks)
    unannotated_images: int = 0       # kept as background images unless --skip-unannotated
    emptied_images: int = 0           # every listed object unusable: kept with none, the same
    object_problems: dict[str, int] = field(default_factory=dict)  # {reason: objects}


@dataclass
class ConvertSummary(Summary):
    """run_finished.summary of ``convert`` (built by engine.run.run_stats and
    engine.run.pipeline)."""

    command: ClassVar[str] = "convert"
    status: str = "ok"            # "ok" | "cancelled"
    out: str = ""
    written: int = 0              # records written (images converted)
    kept: int = 0                 # of them, those a --resume kept from the interrupted run
    failed: int = 0               # inputs skipped (scan and decode), listed in rejected.csv
    rejected_at_scan: int = 0
    ignored: int = 0              # side files beside the class folders (not images)
    total: int = 0                # images planned
    shards: int = 0               # shards complete on disk
    shards_planned: int = 0
    #: of ``shards``, those holding no record: every image planned for them failed to
    #: convert (written all the same, 0 records in the manifest: every "-of-N" name exists)
    empty_shards: int = 0
    #: per planned split, in plan order: {"records", "shards", "bytes"} of its complete
    #: shards (they add up to written, shards and bytes)
    splits: dict[str, dict[str, int]] | None = None
    #: images converted into unfinished shards that a cancel removed (not in written;
    #: --resume converts them again): now only when keeping them failed
    removed: int = 0
    #: of ``written``, those in the unfinished shards kept (the one a cancel kept, and any a
    #: --resume kept and did not reach: their .partial files, not in ``shards`` or
    #: ``splits``; --resume continues them, engine.run.partial)
    unfinished: int = 0
    bytes: int = 0                # bytes written (records, framed)
    bytes_in: int = 0             # bytes of the source images read
    seconds: float = 0.0
    images_per_s: float = 0.0     # images this run converted per second (not a resume's kept;
    #                               a cancelled shard's too, as mb_per_s counts its bytes)
    #: MB of images read per second, over convert_seconds as convert_images_per_s is (over
    #: ``seconds`` when that is 0; an engine before session 37 measured it over ``seconds``)
    mb_per_s: float = 0.0
    #: the part of ``seconds`` spent converting (the workers' images to the last shard:
    #: not the source read again, the plan, a cluster's start), and the images this run
    #: converted per second over it, the live graph's mean (since 0.3.7; 0: not said)
    convert_seconds: float = 0.0
    convert_images_per_s: float = 0.0
    writer_busy_fraction: float = 0.0
    manifest: str = ""
    rejected_csv: str = ""
    #: annotated sources only: detection | segmentation | multilabel
    task: str | None = None
    #: the objects the records written hold, by class (detection: boxes; multi-label:
    #: images): those of the shards on disk and of the unfinished shards' records a cancel
    #: kept (as ``written`` counts them); not those of images that failed or objects
    #: dropped while converting, nor those of a shard a cancel removed (the scan's count
    #: is plan.annotations')
    objects_per_class: dict[str, int] | None = None
    object_problems: dict[str, int] | None = None
    #: status ok only: [{id, title, code, note}] from engine.records.loading
    how_to_load: list[dict[str, str]] | None = None
    #: --verify only: True | False | "cancelled", and the reader that checked
    verified: bool | str | None = None
    verified_with: str | None = None
    #: status ok only (older engines send none): images that are byte-identical copies of an
    #: earlier one, listed in duplicates.csv when any (engine.run.duplicates); of them, those
    #: in another split than that image, and those with another label
    duplicates: int | None = None
    duplicates_across_splits: int | None = None
    duplicates_other_label: int | None = None
    #: a --cluster run only (since 0.3.8; a local run, and an older engine, send none): the
    #: cluster's workers that converted and the cluster's kind, {"kind", "threads"[,
    #: "address"]}: the manifest's "workers" and "cluster" (engine.run.cluster_record)
    workers: int | None = None
    cluster: dict[str, Any] | None = None


@dataclass
class VerifySummary(Summary):
    """run_finished.summary of ``verify`` (the details are in verify_result)."""

    command: ClassVar[str] = "verify"
    checked: int = 0              # records read back
    out: str = ""                 # the folder checked
    reader: str | None = None     # status ok: "tensorflow" | "builtin"
    verified: str | None = None   # "cancelled" when stopped before the end


@dataclass
class TuneSummary(Summary):
    """run_finished.summary of ``tune`` (a cancelled tune has only ``trials``)."""

    command: ClassVar[str] = "tune"
    trials: int = 0
    recommended_workers: int | None = None
    images_per_s: float | None = None
    sample: int | None = None
    total: int | None = None
    estimated_seconds: float | None = None
    #: tune --cluster: the scheduler whose workers were counted (not local processes)
    cluster: str | None = None


@dataclass
class UnknownSummary(Summary):
    """The summary of a command this side does not know (a newer engine): kept as sent."""

    name: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The summary exactly as it was received."""
        return plain(self.data)  # type: ignore[no-any-return]


SUMMARY_TYPES: dict[str, type[Summary]] = {
    cls.command: cls for cls in (ConvertSummary, VerifySummary, TuneSummary)}


def summary_from_json(data: object) -> Summary:
    """The typed summary of a run_finished event. Engines before the summaries were typed
    sent no ``command``; their summaries are told apart by their keys."""
    if not isinstance(data, dict):
        return ConvertSummary()
    command = data.get("command")
    if not isinstance(command, str):
        if "recommended_workers" in data or ("trials" in data and "written" not in data):
            command = "tune"
        elif "checked" in data and "written" not in data:
            command = "verify"
        else:
            command = "convert"
    cls = SUMMARY_TYPES.get(command)
    if cls is None:
        return UnknownSummary(name=command, data=dict(data))
    return cls.from_json(data)


#: The protocol's version, in every event's ``v`` (engine.protocol).
PROTOCOL_VERSION = 1


@dataclass
class Event:
    """Base of every event. ``seq`` and ``t`` are filled in by the emitter."""

    type: ClassVar[str] = ""
    seq: int = field(default=0, kw_only=True)
    t: float = field(default=0.0, kw_only=True)

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of this event (typed parts written by their ``to_json``)."""
        d: dict[str, Any] = {"v": PROTOCOL_VERSION, "type": self.type}
        for f in fields(self):
            value = getattr(self, f.name)
            d[f.name] = (value.to_json() if isinstance(value, JsonPart)
                         else plain(value))
        return d
