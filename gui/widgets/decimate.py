"""Fewer points for a plot than the data has, keeping every peak and dip.

A long run's ring buffers hold thousands of samples while a plot is a few hundred pixels
wide: pushing all of them into pyqtgraph made each refresh and repaint take tens of
milliseconds on the GUI thread. Per bucket of consecutive samples the lowest and the
highest are kept, in their order, so spikes in write time and dips in throughput stay
visible exactly as tall as they were.
"""

from __future__ import annotations

import numpy as np

# About two points per pixel of the plots' usual width; more only costs repaint time.
MAX_POINTS = 800


def decimate(x: np.ndarray, y: np.ndarray, max_points: int = MAX_POINTS
             ) -> tuple[np.ndarray, np.ndarray]:
    """(x, y) with at most ``max_points`` points: min and max of each bucket, in order."""
    n = len(x)
    if n <= max_points:
        return x, y
    buckets = max(1, max_points // 2)
    k = -(-n // buckets)            # samples per bucket
    m = (n // k) * k                # the part that fills whole buckets
    rows = y[:m].reshape(-1, k)
    base = np.arange(0, m, k)
    lo = base + np.argmin(rows, axis=1)
    hi = base + np.argmax(rows, axis=1)
    idx = np.concatenate([np.minimum(lo, hi), np.maximum(lo, hi)])
    if m < n:  # the last, partial bucket
        tail = y[m:]
        idx = np.concatenate([idx, [m + int(np.argmin(tail)), m + int(np.argmax(tail))]])
    idx = np.unique(idx)  # sorted; a flat bucket keeps one point
    return x[idx], y[idx]
