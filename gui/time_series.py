"""A chart's series over a whole run: rows (t, values...) kept in time order, in a fixed
amount of memory.

The live charts read their series from the run model. A ring buffer of the last 4000
rows dropped a long run's start: at ten counts a second, after ~7 minutes the throughput
and write-time lines began at 600 s on an axis from 0 (a 1M-image run drew its last
minutes only). Here, a full series halves itself instead, keeping the lowest and the
highest row of every four (peaks and dips stay as tall as they were, as gui.widgets.
decimate keeps them), and gathers the rows added later in groups as large, of which it
keeps the same two: it spans the run at one resolution, more coarsely the longer the run.
Adding is amortised O(1).

A row earlier than the last is inserted in its place: a line over time joins its points
in time order (pyqtgraph's clip-to-view also expects its x sorted).
"""

from __future__ import annotations

import numpy as np


class TimeSeries:
    """Rows whose first column is a time, in time order, at most ``capacity`` of them (and
    a group being gathered). ``added`` counts every row ever added."""

    def __init__(self, capacity: int, columns: int) -> None:
        if capacity < 8:
            raise ValueError("capacity must be >= 8")
        self._data = np.zeros((capacity, columns), dtype=float)
        self._len = 0
        self._group = 1          # rows of the run each two stored rows stand for, halved
        self._pending: list[tuple[float, ...]] = []   # the group being gathered
        # the latest row by time: a stored group keeps its lowest and highest rows, so the
        # run's newest count could be gone (a caption's "now" read a peak of the group)
        self._newest: tuple[float, ...] | None = None
        self.added = 0

    def __len__(self) -> int:
        return self._len + len(self._pending)

    @property
    def capacity(self) -> int:
        return self._data.shape[0]

    def add(self, *values: float) -> None:
        """One row, put in its place by its time (values[0]); after rows at the same time."""
        self.added += 1
        n, data, row = self._len, self._data, tuple(float(v) for v in values)
        if self._newest is None or row[0] >= self._newest[0]:
            self._newest = row
        if n and row[0] < data[n - 1, 0]:
            # (rare: arrives late, among the rows stored; the shift is short)
            if n == self.capacity:
                self._halve()
                n = self._len
            i = int(np.searchsorted(data[:n, 0], row[0], side="right"))
            data[i + 1:n + 1] = data[i:n].copy()
            data[i] = row
            self._len += 1
            return
        i = len(self._pending)
        while i and row[0] < self._pending[i - 1][0]:
            i -= 1
        self._pending.insert(i, row)
        if len(self._pending) >= self._group:
            self._store()

    def _store(self) -> None:
        """The gathered group, as its lowest and highest row by column 1 (in time order)."""
        rows, self._pending = self._pending, []
        if len(rows) > 2:
            y = [r[1] for r in rows]
            lo, hi = y.index(min(y)), y.index(max(y))
            rows = [rows[0], rows[-1]] if lo == hi else [rows[min(lo, hi)], rows[max(lo, hi)]]
        for r in rows:
            if self._len == self.capacity:
                self._halve()
            self._data[self._len] = r
            self._len += 1

    def _halve(self) -> None:
        """Of every four rows stored, the lowest and the highest by column 1 (the first and
        the last of four equal ones), in time order; the first row (the run's start) and
        the last ones stay. Rows added later are gathered in groups as large: the run keeps
        one resolution from its start to now."""
        n = self._len
        m = 1 + ((n - 2) // 4) * 4      # whole groups of four after the first row
        rows = self._data[1:m]
        y = rows[:, 1].reshape(-1, 4)
        lo, hi = np.argmin(y, axis=1), np.argmax(y, axis=1)
        same = lo == hi
        lo, hi = np.where(same, 0, np.minimum(lo, hi)), np.where(same, 3, np.maximum(lo, hi))
        base = np.arange(0, m - 1, 4)
        keep = np.stack([base + lo, base + hi], axis=1).ravel()
        kept = np.concatenate([self._data[:1], rows[keep], self._data[m:n]])
        self._data[:len(kept)] = kept
        self._len = len(kept)
        self._group *= 2 if self._group > 1 else 4

    def clear(self) -> None:
        self._len = 0
        self._group = 1
        self._pending = []
        self._newest = None

    def array(self) -> np.ndarray:
        """The rows in time order, as a copy of shape (len, columns), ending at the newest
        row (which a stored group may have left out: the line stopped short of it)."""
        rows = self._data[:self._len]
        if self._pending:
            rows = np.concatenate([rows, np.asarray(self._pending)])
        newest = self._newest
        if newest is not None and (not len(rows) or newest[0] > rows[-1, 0]):
            return np.concatenate([rows, np.asarray([newest])])
        return rows.copy()

    def column(self, j: int) -> np.ndarray:
        return self.array()[:, j]

    def last(self) -> np.ndarray | None:
        """The newest row added (by time), whether or not its group kept it."""
        return None if self._newest is None else np.asarray(self._newest)
