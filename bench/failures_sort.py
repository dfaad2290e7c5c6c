"""`python -m bench.failures_sort`: the Failures tab's sort and Export list… of many
failures, with the window's table of the engine's sentences built once per language (as
gui.engine_text does) against built again for every sentence (as it did: each translated
reason rebuilt the ~700 sentences). Printed: seconds of each and their ratio, measured in
one run, for 1,500 and 10,000 failures (a lab folder's broken files).

    QT_QPA_PLATFORM=offscreen python -m bench.failures_sort
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _sort_seconds(n: int, fresh_table: bool) -> float:
    from gui import engine_text, i18n
    from gui.run_failures import Failure
    from gui.widgets.failures_model import FailuresModel
    model = FailuresModel()
    model.set_rows([Failure(f"/lab/c{i % 12}/img{i}.jpg", "JPEG is cut short", "decode",
                            "file.iso_cut", {"format": "JPEG"}) for i in range(n)])
    real = i18n.generation
    if fresh_table:   # every call a new generation: the table built for each sentence
        count = iter(range(10**9))
        engine_text.i18n.generation = lambda: next(count)   # type: ignore[attr-defined]
    try:
        start = time.perf_counter()
        model.sort(1, Qt.SortOrder.DescendingOrder)   # by reason: every row's sentence
        return time.perf_counter() - start
    finally:
        engine_text.i18n.generation = real   # type: ignore[attr-defined]


def main() -> None:
    _app = QApplication.instance() or QApplication([])
    for n in (1_500, 10_000):
        once, every = _sort_seconds(n, False), _sort_seconds(n, True)
        print(f"{n:>6,} failures: sort by reason {once:.3f} s (table once) vs {every:.3f} s "
              f"(table per sentence): {every / once:.0f}x")


if __name__ == "__main__":
    main()
