"""A fixed-capacity buffer of float rows (numpy), for the run's counters and the plots'
series: appending is O(1) and the oldest rows are dropped when it is full."""

from __future__ import annotations

import numpy as np


class RingBuffer:
    """Fixed-capacity buffer of float rows; the oldest rows are dropped when full."""

    def __init__(self, capacity: int, columns: int = 1) -> None:
        if capacity < 1:
            raise ValueError("capacity must be >= 1")
        self._data = np.zeros((capacity, columns), dtype=float)
        self._start = 0
        self._len = 0

    def __len__(self) -> int:
        return self._len

    @property
    def capacity(self) -> int:
        return self._data.shape[0]

    def append(self, *values: float) -> None:
        cap = self.capacity
        i = (self._start + self._len) % cap
        self._data[i] = values
        if self._len < cap:
            self._len += 1
        else:
            self._start = (self._start + 1) % cap

    def shift(self, by: tuple[float, ...]) -> None:
        """Add ``by`` (one amount a column) to every row held."""
        idx = (self._start + np.arange(self._len)) % self.capacity
        self._data[idx] += by

    def clear(self) -> None:
        self._start = 0
        self._len = 0

    def array(self) -> np.ndarray:
        """The rows oldest first, as a copy of shape (len, columns)."""
        idx = (self._start + np.arange(self._len)) % self.capacity
        return self._data[idx].copy()

    def column(self, j: int) -> np.ndarray:
        return self.array()[:, j]

    def last(self) -> np.ndarray | None:
        if not self._len:
            return None
        return self._data[(self._start + self._len - 1) % self.capacity].copy()
