"""The form's option rules are the engine's (engine.config): whatever the form accepts,
the engine's own parser and ConvertConfig accept, and the reverse; each rule the engine
names has a message in the window; the limits shown come from the engine."""

from __future__ import annotations

import dataclasses

import pytest

from engine import errors, option_rules, split_names
from engine.commands import cli
from gui.job import Job
from gui.job_rules import RULE_MESSAGES, RULE_VALUES, validate


def engine_accepts(job: Job) -> str:
    """"" when the engine's real parser and config take the form's argv, else why not."""
    try:
        args = cli.build_parser().parse_args(job.convert_args())
        cli.config_from_args(args)
    except errors.ConfigError as e:
        assert getattr(e, "rule", None) in (None, *option_rules.RULES)
        return str(e)
    except SystemExit:
        return "argparse refused it"
    return ""


FIELDS = {"size", "split", "prefix", "workers", "shard_mb", "quality", "cluster"}
# (a number of files is checked under the Shards row, as the shard size: "shard_mb")

CASES = [
    ("size", s) for s in ("1", "8", "16384", "16384x1", "16385", "0", "7x", "320×240",
                          "320*240", "20000x10")
] + [
    ("prefix", p) for p in ("data", "my-cells", "a.b_c-1", "a/b", "sp ace", "ü", "-x")
] + [
    ("split", s) for s in ("train", "train=0.8,val=0.2", "train=0.5", "a=0.5,a=0.5",
                           "train=x,val=1", "t r=1", "train=1.5", "train=1,", ",")
] + [
    ("workers", n) for n in (0, 1, option_rules.max_workers(), option_rules.max_workers() + 1)
] + [
    ("shard_mb", n) for n in (1, 128, int(option_rules.SHARD_SIZE_MIB_MAX),
                              int(option_rules.SHARD_SIZE_MIB_MAX) + 1)
] + [
    ("shards", n) for n in (0, 1, 8, option_rules.SHARDS_MAX, option_rules.SHARDS_MAX + 1, -1)
] + [
    ("quality", q) for q in (1, 100, 101)
] + [
    ("cluster", c) for c in ("local", "local:4", "tcp://host:8786", "tls://h:1",
                             "ucx://h:1", "host:8786", "local:0", "tcp://host",
                             "tcp://host:8786/", "tcp://host:99999")
]


@pytest.mark.parametrize("field,value", CASES)
def test_form_and_engine_agree(src, tmp_path, field, value):
    job = dataclasses.replace(Job(source=str(src), out=str(tmp_path / "out")),
                              **{field: value})
    errors = {k: v for k, v in validate(job).items() if k in FIELDS}
    if errors:
        # the form refuses it: so does the engine (or the form cannot even build argv)
        try:
            why = engine_accepts(job)
        except errors.ConfigError:   # normalise_split refuses the split while building argv
            why = "refused"
        assert why, f"the form refuses {field}={value!r} ({errors}) but the engine takes it"
    else:
        assert engine_accepts(job) == "", f"the form takes {field}={value!r}, the engine not"


def test_dash_in_prefix_and_engine_size_bounds_are_accepted(src, tmp_path):
    """The drift the issue found: the form refused '-' in prefixes and sizes the engine
    takes (its bounds were 8-8192)."""
    job = Job(source=str(src), out=str(tmp_path / "o"), prefix="cells-2026",
              size=f"{option_rules.SIZE_MIN}x{option_rules.SIZE_MAX}")
    assert validate(job) == {}
    assert engine_accepts(job) == ""


@pytest.mark.parametrize("call,rule", [
    (lambda: option_rules.parse_size("x"), "size.syntax"),
    (lambda: option_rules.parse_size("0"), "size.range"),
    (lambda: split_names.parse_split(","), "split.empty"),
    (lambda: split_names.parse_split("a b=1"), "split.name"),
    (lambda: split_names.parse_split("a=x"), "split.number"),
    (lambda: split_names.parse_split("a=2"), "split.range"),
    (lambda: split_names.parse_split("a=0.5,a=0.5"), "split.twice"),
    (lambda: split_names.parse_split("a=0.5"), "split.sum"),
    (lambda: split_names.parse_split("a=0.5,b"), "split.fraction"),
    (lambda: option_rules.resolve_workers("many"), "workers.syntax"),
    (lambda: option_rules.resolve_workers(0), "workers.range"),
    (lambda: option_rules.check_shard_size(0), "shard_size.range"),
    (lambda: option_rules.check_num_shards(0), "shards.range"),
    (lambda: option_rules.check_prefix("a/b"), "prefix.chars"),
    (lambda: option_rules.check_cluster("host:1"), "cluster.syntax"),
    (lambda: option_rules.check_quality(0), "quality.range"),
])
def test_each_engine_rule_is_named(call, rule):
    with pytest.raises(errors.RuleError) as e:
        call()
    assert e.value.rule == rule and isinstance(e.value, errors.ConfigError)


def test_every_engine_rule_has_a_window_message():
    assert set(RULE_MESSAGES) == set(option_rules.RULES)
    for text in RULE_MESSAGES.values():
        text.format(**RULE_VALUES)   # every placeholder is a known limit


def test_the_limits_in_the_messages_are_the_engines(src, tmp_path):
    from gui.widgets.problems import problem_text
    job = Job(source=str(src), out=str(tmp_path / "o"), size=str(option_rules.SIZE_MAX + 1))
    shown = problem_text(validate(job)["size"])
    assert f"{option_rules.SIZE_MIN} and {option_rules.SIZE_MAX}" in shown
    job = Job(source=str(src), out=str(tmp_path / "o"), workers=option_rules.max_workers() + 1)
    assert str(option_rules.max_workers()) in problem_text(validate(job)["workers"])


def test_the_form_spin_boxes_span_the_engines_ranges(qtbot):
    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    qtbot.addWidget(form)
    assert form.workers.maximum() == option_rules.max_workers()
    assert (form.quality.minimum(), form.quality.maximum()) == (option_rules.QUALITY_MIN,
                                                              option_rules.QUALITY_MAX)
    assert form.shard_mb.maximum() == int(option_rules.SHARD_SIZE_MIB_MAX)


def test_a_japanese_or_korean_split_name_is_that_split(src, tmp_path):
    # a walk typed 学習=0.8,val=0.2 and was told to write name=fraction pairs, which it was
    job = Job(source=str(src), out=str(tmp_path / "o"), split="学習=0.8,val=0.2")
    assert validate(job) == {} and engine_accepts(job) == ""
    args = job.convert_args()
    assert args[args.index("--split") + 1] == "train=0.8,val=0.2"
    job = dataclasses.replace(job, split="훈련=0.9,시험=0.1")
    assert engine_accepts(job) == ""
    assert job.convert_args()[args.index("--split") + 1] == "train=0.9,test=0.1"


def test_a_split_name_of_other_letters_says_which_letters(qtbot, language, src, tmp_path):
    # the message for 猫=1 was "write the split as name=fraction pairs": it is one
    from gui import i18n
    from gui.widgets.problems import problem_text
    job = Job(source=str(src), out=str(tmp_path / "o"), split="猫=0.8,val=0.2")
    message = validate(job)["split"]
    assert problem_text(message).startswith("Split names may hold only the letters A–Z")
    language("ja")
    shown = problem_text(message)
    assert shown == i18n.translate_in("ja", "Job", RULE_MESSAGES["split.name"])
    assert "半角の英字" in shown and "名前=割合" not in shown
