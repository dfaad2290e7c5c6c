"""An address written wrong in "Run on" says what is wrong with it: a Japanese walker's
``tcp//127.0.0.1:8799`` (the colon missing), ``tcp:/host:8786`` and ``127.0.0.1`` (no port)
got the hint of an empty field, "write it like tcp://HOST:8786", and had to spot the
difference themselves. And the cluster's threads are counted in Japanese (スレッド 2 本)."""

from __future__ import annotations

import pytest

from engine.config import check_cluster
from gui import i18n
from gui.cluster_address import address_problem
from gui.job import Job
from gui.job_rules import RULE_MESSAGES, validate

GENERAL = RULE_MESSAGES["cluster.syntax"]


@pytest.mark.parametrize("typed, starts", [
    ("tcp//127.0.0.1:8799", "The “://” after tcp is missing"),
    ("tcp:/host:8786", "The “://” after tcp is missing"),
    ("tls:host:8786", "The “://” after tls is missing"),
    ("127.0.0.1", "The address has no port: add :8786"),
    ("localhost", "The address has no port"),   # (not "local"…)
    ("tcp://127.0.0.1", "The address has no port: add :8786"),
    ("tcp://[::1]", "The address has no port"),
    ("tcp://host:99999", "The port must be a number from 1 to 65535"),
    ("tcp://host:86a", "The port must be a number"),
    ("host:8786", "Start the address with tcp://"),
    ("http://host:8787", "A Dask scheduler's address starts with tcp://"),
    ("ucx://host:8786", "A Dask scheduler's address here starts with tcp://"),
    ("TCP://host:8786", "Write tcp in lower case"),
    ("tcp://host :8786", "The address has a space in it"),
])
def test_a_malformed_address_is_told_what_is_wrong(tmp_path, typed, starts):
    with pytest.raises(ValueError):
        check_cluster(typed)   # (the engine refuses each)
    message = validate(Job(source=str(tmp_path), out=str(tmp_path / "o"),
                           cluster=typed))["cluster"]
    assert message.startswith(starts) and message != GENERAL
    source = getattr(message, "template", message)   # (a Filled one: its template)
    for lang in ("ja", "ko"):   # translated, not left in English
        assert i18n.translate_in(lang, "Job", source) != source, (lang, message)


@pytest.mark.parametrize("typed, fixed", [
    ("http://10.0.0.5:8787", "tcp://10.0.0.5:8786"),             # the dashboard's page
    ("http://10.0.0.5:8787/status", "tcp://10.0.0.5:8786"),
    ("https://lab-server", "tcp://lab-server:8786"),
    ("http://[::1]:8787/", "tcp://[::1]:8786"),
    ("http://lab-server:8786", "tcp://lab-server:8786"),          # only the scheme wrong
    ("HTTP://lab-server:9000/", "tcp://lab-server:9000"),
])
def test_a_web_address_is_told_the_address_to_write(qtbot, tmp_path, language, typed, fixed):
    """http://HOST:8787 (the dashboard's page, copied from the browser) said what was
    wrong with it but never what to write."""
    from gui.widgets.problems import problem_text
    message = validate(Job(source=str(tmp_path), out=str(tmp_path / "o"),
                           cluster=typed))["cluster"]
    scheme = typed.split(":")[0]
    assert message.endswith(f": {fixed}."), message
    if typed.endswith(":8786") or "9000" in typed:
        assert f"Replace {scheme}:// with tcp://: {fixed}." in message
    else:
        assert "8786 unless it was set otherwise" in message
    check_cluster(fixed)   # (what it says to write, the engine takes)
    assert problem_text(message) == message
    for lang in ("ja", "ko"):
        language(lang)
        said = problem_text(message)
        assert fixed in said and f"{scheme}://" in said and said != message, said


@pytest.mark.parametrize("typed", ["?", "tcp://", "jobqueue:", "local:0", "tcp://a/b:1"])
def test_nothing_more_specific_keeps_the_general_hint(tmp_path, typed):
    assert address_problem(typed) == ""
    errors = validate(Job(source=str(tmp_path), out=str(tmp_path / "o"), cluster=typed))
    assert errors["cluster"] == GENERAL


@pytest.mark.parametrize("typed", ["tcp://host:8786", "tcp://10.0.0.5:8786/", "tls://[::1]:1",
                                   "local:4", "local", "jobqueue:slurm.yaml"])
def test_a_good_address_has_no_problem(tmp_path, typed):
    assert address_problem(typed) == ""
    assert "cluster" not in validate(Job(source=str(tmp_path), out=str(tmp_path / "o"),
                                         cluster=typed))


@pytest.mark.parametrize("source", [
    "{n} worker, {t} thread, {m} GB memory", "{n} workers, {t} threads, {m} GB memory",
    "Dask cluster at {address}: {n} workers, {t} threads",
    "Local Dask cluster in the engine process: {n} workers, {t} threads"])
def test_threads_are_counted_in_japanese_and_korean(source):
    context = "RunOnRow" if "GB" in source else "RunController"
    ja, ko = (i18n.translate_in(lang, context, source) for lang in ("ja", "ko"))
    assert "スレッド {t} 本" in ja, ja          # was 「スレッド 2、メモリ 25.3 GB」
    assert "스레드 {t}개" in ko, ko
