"""The report of one ``inspect`` over all its files: the paths that gave no file, the
files' schemas and label histograms merged, the exit code, and the ``inspect --json``
document.

The JSON document carries ``schema_version`` (engine.protocol.INSPECT_SCHEMA_VERSION); the
window's Inspect tab refuses a version it does not know instead of misreading it. Raise the
version when a key changes meaning or goes away; adding a key does not need a new version.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, field, replace

from engine.commands.inspect_report import (
    TEXT_KEY_SET,
    FeatureInfo,
    FileReport,
    LabelClass,
    LabelSummary,
)
from engine.protocol import (
    EXIT_BAD_SOURCE,
    EXIT_OK,
    EXIT_VERIFY_FAILED,
    INSPECT_SCHEMA_VERSION,
)


@dataclass
class PathProblem:
    """A command-line path that gave no file to inspect."""

    path: str
    reason: str


@dataclass
class InspectReport:
    files: list[FileReport] = field(default_factory=list)
    problems: list[PathProblem] = field(default_factory=list)
    label_map: dict[str, str] = field(default_factory=dict)   # name_classes'

    @property
    def unreadable(self) -> list[FileReport]:
        """The files that could not be read (opened, sized or read on: their permissions,
        an I/O error): the source could not be read, as a path that gave no file."""
        return [f for f in self.files if f.error and f.error.kind == "unreadable"]

    @property
    def exit_code(self) -> int:
        if self.problems or self.unreadable or not self.files:
            return EXIT_BAD_SOURCE
        if any(not f.ok for f in self.files):
            return EXIT_VERIFY_FAILED
        return EXIT_OK

    def merged_schema(self) -> list[FeatureInfo]:
        """The schema of all files together (value counts, presence and images combined)."""
        merged: dict[str, FeatureInfo] = {}
        for f in self.files:
            for s in f.schema:
                m = merged.get(s.key)
                if m is None:
                    merged[s.key] = replace(s, image_formats=dict(s.image_formats))
                    continue
                if m.kind != s.kind:
                    m.kind = s.kind if m.kind == "none" else (
                        m.kind if s.kind == "none" else "mixed")
                m.min_count, m.max_count = min(m.min_count, s.min_count), max(m.max_count,
                                                                              s.max_count)
                m.present += s.present
                for fmt, n in s.image_formats.items():
                    m.image_formats[fmt] = m.image_formats.get(fmt, 0) + n
                if s.min_value is not None and s.max_value is not None:  # set together
                    m.min_value = s.min_value if m.min_value is None else min(m.min_value,
                                                                              s.min_value)
                    m.max_value = s.max_value if m.max_value is None else max(m.max_value,
                                                                              s.max_value)
        return [merged[k] for k in sorted(merged)]

    def merged_labels(self) -> LabelSummary | None:
        """The label histogram of all files together (the most common label key's)."""
        summaries = [f.labels for f in self.files if f.labels]
        if not summaries:
            return None
        key = Counter(s.key for s in summaries).most_common(1)[0][0]
        counts: Counter = Counter()
        texts: dict = {}
        notes: list[str] = []
        truncated = False
        text_key = None
        for s in summaries:
            if s.key != key:
                continue
            text_key = text_key or s.text_key
            truncated = truncated or s.truncated
            notes += [n for n in s.warnings if n not in notes]
            for c in s.classes:
                counts[c.value] += c.count
                if c.text is not None:
                    seen = texts.setdefault(c.value, c.text)
                    note = f"label {c.value} has different names in different files"
                    if seen != c.text and note not in notes:
                        notes.append(note)
        seen = len(counts)
        if key not in TEXT_KEY_SET and not truncated:   # the label map's classes none has
            for k, name in self.label_map.items():
                if k.lstrip("-").isdigit() and int(k) not in counts:
                    counts[int(k)] = 0
                    texts.setdefault(int(k), name)
        classes = [LabelClass(v, counts[v], texts.get(v))
                   for v in sorted(counts, key=lambda v: (type(v).__name__, v))]
        unit = next(s.unit for s in summaries if s.key == key)
        return LabelSummary(key, text_key, classes, seen, truncated, notes, unit)

    def name_classes(self, names: dict[str, str]) -> None:
        """Give classes without a name in the records the name ``names`` has for their value
        (a label map: the manifest's, or label_map.pbtxt beside the files); its classes no
        record has are counted 0 (merged_labels)."""
        self.label_map = dict(names)
        for f in self.files:
            if f.labels is None or f.labels.key in TEXT_KEY_SET:
                continue
            for c in f.labels.classes:
                if c.text is None and str(c.value) in names:
                    c.text = names[str(c.value)]

    @property
    def brightness(self) -> list[int]:
        """The brightest value of every picture looked at, in every file."""
        return [v for f in self.files for v in f.brightness]

    def warnings(self) -> list[str]:
        """What is wrong with intact files (catalogued sentences): their images are almost
        black (engine.commands.inspect_dark)."""
        from engine.commands.inspect_dark import dark_sentence
        return [s for s in (dark_sentence(self.brightness),) if s]

    def to_dict(self) -> dict:
        from engine.commands.inspect_dark import DARK_MAX
        from engine.reason_codes import code_pair, coded_message
        labels = self.merged_labels()
        looked = self.brightness
        return {
            "schema_version": INSPECT_SCHEMA_VERSION,
            "files": [f.to_dict() for f in self.files],
            # [code, params] of each reason, so that the window says it in its language
            "problems": [asdict(p) | {"reason_code": code_pair(p.reason)}
                         for p in self.problems],
            "summary": {
                "files": len(self.files),
                "ok": sum(f.ok for f in self.files),
                "failed": sum(not f.ok for f in self.files),
                "records": sum(f.records for f in self.files),
                "damaged": sum(f.damaged_count for f in self.files),
                "schema": [asdict(f) | {"is_image": f.is_image} for f in self.merged_schema()],
                "labels": asdict(labels) if labels else None,
                # pictures decoded for their brightness, and those almost black of them
                "images_looked_at": len(looked),
                "almost_black": sum(v <= DARK_MAX for v in looked),
            },
            # what is wrong with intact files, each with [code, params] for the window
            "warnings": [coded_message(w) for w in self.warnings()],
            "exit_code": self.exit_code,
        }
