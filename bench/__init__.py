"""Benchmarks for TFRecord Studio (issue 5): `python -m bench [--quick]`; see bench/README.md."""
