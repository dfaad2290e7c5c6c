"""The bottleneck diagnosis never advises more workers than the machine has cores."""

from engine.run.bottleneck import diagnose, more_workers_help


def test_decoding_bound_below_the_core_count_advises_more_workers_up_to_the_cores():
    d = diagnose([0.95, 0.97], 0.10, 0.05, cores=8)
    assert d.kind == "decoding"
    assert "more workers, up to 8" in d.sentence


def test_decoding_bound_at_the_core_count_names_what_else_would_help():
    d = diagnose([0.95, 0.97], 0.10, 0.05, cores=2)
    assert d.kind == "decoding"
    assert "more workers would not help" in d.sentence
    for lever in ("smaller output size", "--format original", "faster disk", "other programs"):
        assert lever in d.sentence
    # more workers than cores (the user asked for it) is past the limit too
    assert "would not help" in diagnose([0.9] * 4, 0.1, 0.0, cores=2).sentence


def test_unknown_core_count_never_invites_more_workers():
    assert "would not help" in diagnose([0.95], 0.1, 0.0).sentence
    assert not more_workers_help(3, None)
    assert more_workers_help(1, 2) and not more_workers_help(2, 2)
