"""Register the `bench` marker (select with `-m bench`, skip with `-m "not bench"`)."""


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "bench: runs the benchmark harness in --tiny mode (~1 min, no timing asserts)")
