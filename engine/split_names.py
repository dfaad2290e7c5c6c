"""The other names a split is given in a table's split column or by an export's folder
(訓練, 検証, 학습, "valid", "training", ｔｒａｉｎ), and the split each means.

Users who read Japanese or Korean first label their tables in those languages: a split
column of 訓練/検証/テスト was refused as "unknown split", and --split names may hold only
[A-Za-z0-9_], so such a table could not be converted without editing it. Roboflow writes
"valid", others "training"/"testing". Here, beside engine.config.KNOWN_SPLITS (the names
kept as written), so the class table, the multi-label table and the annotation exports'
split folders read the same names the same way; --split is read here too (parse_split),
so 学習=0.8 is train there as in a table. Standard library only, besides engine.config's
names and engine.errors' RuleError.
"""

from __future__ import annotations

import re
import unicodedata

from engine.config import KNOWN_SPLITS, SPLIT_NAME_PATTERN
from engine.errors import RuleError

#: Other names of a split -> the split, keyed as split_key makes them (NFKC, lower case).
#: The split a known English name gives is the output's short name (train, val, test),
#: as engine.sources.annotation_files' split folders give it; "validation" itself is a known
#: name and stays "validation" in a table, as it always did.
#: 評価 and 평가 (literally "evaluation") are "eval", not guessed as val or test: in
#: practice they mean either (評価用データ is often the test set, sometimes the validation
#: set), and "eval" is itself a known split name, so the table's distinction is kept and
#: the notice says what the rows became; --split train=...,eval=... names it.
#: 시험 (Korean) and 試験 (Japanese), "examination", are the test set (시험 데이터,
#: 試験データ): a walk's Korean table said 시험 and was refused.
SPLIT_ALIASES: dict[str, str] = {
    # Japanese (half-width ﾃｽﾄ is テスト once keyed)
    "訓練": "train", "学習": "train", "トレーニング": "train",
    "検証": "val", "バリデーション": "val",
    "テスト": "test", "試験": "test", "評価": "eval",
    # Korean
    "훈련": "train", "학습": "train", "트레이닝": "train",
    "검증": "val", "밸리데이션": "val",
    "테스트": "test", "시험": "test", "평가": "eval",
    # English spellings not in KNOWN_SPLITS (Roboflow's "valid")
    "training": "train", "valid": "val", "validate": "val", "testing": "test",
    "evaluation": "eval",
}


def split_key(value: str) -> str:
    """``value`` as SPLIT_ALIASES keys it: full-width and half-width forms folded
    (ｔｒａｉｎ, ﾃｽﾄ), lower case (Train, VAL), surrounding spaces dropped. A table's
    titles are keyed from it too (engine.table_headers.csv_header_key)."""
    return unicodedata.normalize("NFKC", value).strip().casefold()


def canonical_split(value: str) -> str | None:
    """The split ``value`` names: a known split name in any case or width (Train ->
    train), or one of SPLIT_ALIASES' names (訓練 -> train, valid -> val); None for any
    other value."""
    key = split_key(value)
    if key in KNOWN_SPLITS:
        return key
    return SPLIT_ALIASES.get(key)


def table_split(value: str, accepted: set[str]) -> str | None:
    """The split of a table's cell ``value``: itself when it is one of ``accepted``
    (KNOWN_SPLITS and --split's names, exactly as written), else canonical_split's; None
    when it names no split (the row is refused, as before)."""
    return value if value in accepted else canonical_split(value)


class SplitCells:
    """A table's split cells read as splits: the one reading of the class table
    (engine.sources.csv_table) and the multi-label table (engine.sources.multilabel).
    ``file``: the table's name, for the notice; ``accepted``: table_split's; ``title``:
    the split column's title, when the table has titles."""

    def __init__(self, file: str, accepted: set[str], title: str | None = None) -> None:
        self.file, self.accepted, self.title = file, accepted, title
        self.aliased: dict[tuple[str, str], int] = {}   # (value, split) -> rows

    def split(self, written: str | None) -> str | None:
        """The split a cell names; None when it is empty, or names none (the row is
        refused: ``written and split is None``)."""
        return table_split(written, self.accepted) if written else None

    def read(self, written: str | None, split: str | None) -> None:
        """A row's cell ``written`` was read as ``split``: a value read as another name
        (訓練 as train) is counted for the notice, said once."""
        if written and split and split != written:
            self.aliased[written, split] = self.aliased.get((written, split), 0) + 1

    def column(self) -> str:
        """" in the column 'セット'" for a refused value, when the column has a title
        (a セット column of other use)."""
        return f" in the column {self.title!r}" if self.title is not None else ""

    def notices(self) -> list[str]:
        """The notice of the values read as other names, when there were any."""
        return [aliases_notice(self.file, self.aliased)] if self.aliased else []


def accepted_text(accepted: set[str]) -> str:
    """The split values a table may use, for its "unknown split" error: ``accepted`` (the
    known names and --split's) sorted, then SPLIT_ALIASES' other names in brackets, so a
    Japanese or Korean user refused for a typo sees that 訓練 or 검증 would do too."""
    others = ", ".join(n for n in SPLIT_ALIASES if n not in accepted)
    return ", ".join(sorted(accepted)) + (f" (or {others})" if others else "")


def aliases_notice(file: str, read: dict[tuple[str, str], int]) -> str:
    """The notice of a table whose split values were read as other names: ``read`` is
    {(value, split): rows}, in the order first met (engine.reason_catalogue_table's
    csv.split_aliases)."""
    pairs = ", ".join(f"{value} → {split} ({n:,})" for (value, split), n in read.items())
    return (f"{file}: split values read as split names (the number of rows in brackets): "
            f"{pairs}")


def parse_split(text: str) -> tuple[tuple[str, float], ...]:
    """'train=0.9,val=0.1' -> (('train', 0.9), ('val', 0.1)). Fractions must sum to 1.
    Names are ASCII (they are in the file names); 学習 or ｔｒａｉｎ, a split column's
    other names of a split (engine.split_names), are that split (学習=0.8 -> train)."""
    parts = [p.strip() for p in str(text).split(",") if p.strip()]
    if not parts:
        raise RuleError("split.empty", "--split is empty: use e.g. train=0.9,val=0.1 or just "
                        "train")
    out: list[tuple[str, float]] = []
    bare: list[tuple[str, str]] = []   # the splits given without a fraction: (as written, name)
    for p in parts:
        written, _, frac = p.partition("=")
        written = written.strip()
        plain = unicodedata.normalize("NFKC", written)   # ｖａｌｉｄ is valid, as typed
        name = plain if re.fullmatch(SPLIT_NAME_PATTERN, plain) else \
            canonical_split(written) or written   # valid stays valid, 학습 is train
        if not re.fullmatch(SPLIT_NAME_PATTERN, name):
            raise RuleError("split.name", f"--split: {name!r} is not a valid split name: "
                            "use ASCII letters, digits and _ (they are in the file names)")
        try:
            value = float(frac) if frac else 1.0
        except ValueError:
            raise RuleError("split.number", f"--split: {p!r}: the fraction must be a number "
                            f"like 0.8") from None
        if not 0 < value <= 1:
            raise RuleError("split.range", f"--split: {p!r}: the fraction must be between 0 "
                            f"and 1")
        if any(n == name for n, _ in out):
            also = f" ({name})" if name != written else ""   # 学習=0.5,train=0.5
            raise RuleError("split.twice", f"--split: {written!r}{also} is given twice")
        out.append((name, value))
        if not frac:
            bare.append((written, name))
    if bare and len(out) > 1:   # "train=0.8,val": val counted as 1, "add up to 1.8"
        said = " and ".join(repr(w) for w, _ in bare)
        raise RuleError("split.fraction", f"--split: {said} {'has' if len(bare) == 1 else 'have'}"
                        f" no fraction: give every split one, as in "
                        f"{_example(out, {n for _, n in bare})}")
    total = sum(v for _, v in out)
    if abs(total - 1.0) > 1e-6:
        raise RuleError("split.sum", f"--split fractions add up to {total:g}; they must add "
                        f"up to 1")
    return tuple(out)


def _example(parts: list[tuple[str, float]], bare: set[str]) -> str:
    """--split as it would read with a fraction for each split: the share the others
    leave, divided among the ``bare`` ones (train=0.8,val -> train=0.8,val=0.2), or, when
    they leave none, equal shares."""
    left = 1 - sum(v for n, v in parts if n not in bare)
    shares = {n: (left / len(bare) if n in bare else v) if left > 1e-6 else 1 / len(parts)
              for n, v in parts}
    return ",".join(f"{n}={round(shares[n], 4):g}" for n, _ in parts)
