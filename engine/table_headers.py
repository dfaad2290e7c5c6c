"""A table source's header titles (CSV/TSV): the other names of its path, label and split
columns, in English, Japanese and Korean, and which column each title picks.

Shared by the class table (engine.sources.csv_table) and the multi-label table
(engine.sources.multilabel), so both read the same column as the path, the label and the
split. Titles are keyed as split values are (engine.split_names.split_key). Standard
library only besides that.
"""

from __future__ import annotations

import re

from engine.split_names import split_key

#: A table source's header names (CSV/TSV): other names of its columns, and the path
#: column's, one of which starts a header row. Keys as csv_header_key makes them (NFKC,
#: lower case, "_").
#: Japanese and Korean titles too (ファイル名,ラベル; 파일명,레이블): an unknown title was a
#: row of data (a missing file, and a class ラベル sorted first, moving every label by one).
CSV_COLUMN_ALIASES = {
    "file": "path", "filename": "path", "file_name": "path", "image": "path",
    "image_path": "path", "filepath": "path", "file_path": "path", "image_name": "path",
    "class": "label", "category": "label", "class_name": "label",
    # Japanese
    "ファイル名": "path", "ファイル": "path", "ファイルパス": "path", "パス": "path",
    "画像": "path", "画像名": "path", "画像ファイル": "path", "画像ファイル名": "path",
    "画像パス": "path",
    "ラベル": "label", "ラベル名": "label", "クラス": "label", "クラス名": "label",
    "カテゴリ": "label", "カテゴリー": "label", "分類": "label", "種類": "label",
    # its values are split names or their other names (学習 is train: engine.split_names)
    "分割": "split", "データ分割": "split", "用途": "split", "セット": "split",
    "データセット区分": "split", "スプリット": "split",
    # Korean (파일 이름 is 파일_이름 once keyed)
    "파일": "path", "파일명": "path", "파일_이름": "path", "파일_경로": "path", "경로": "path",
    "이미지": "path", "이미지명": "path", "이미지_파일": "path", "이미지_경로": "path",
    "레이블": "label", "라벨": "label", "클래스": "label", "클래스명": "label", "분류": "label",
    "범주": "label", "카테고리": "label", "종류": "label",
    "분할": "split", "데이터_분할": "split", "용도": "split", "세트": "split",
    "데이터셋_구분": "split", "스플릿": "split",
}
CSV_PATH_NAMES = ("path", *(k for k, v in CSV_COLUMN_ALIASES.items() if v == "path"))


def csv_header_key(title: str) -> str:
    """A header cell as CSV_COLUMN_ALIASES names it: keyed as a split value is (full-width
    or half-width forms folded, ＰＡＴＨ, ﾌｧｲﾙ名; lower case), spaces and hyphens as "_"."""
    return re.sub(r"[\s\-]+", "_", split_key(title))


def header_columns(head: list[str]) -> dict[str, int]:
    """Each meaning of the keyed titles ``head`` (csv_header_key) -> its column: path,
    label and split by CSV_COLUMN_ALIASES, other titles as themselves; of two columns
    that mean the same, the first. The one picker of the class table and the multi-label
    table, so that they read the same column as the split."""
    named: dict[str, int] = {}
    for i, h in enumerate(head):
        named.setdefault(CSV_COLUMN_ALIASES.get(h, h), i)
    return named
