"""An output folder inside the source says what to do, under the field: it said only "The
output folder must not be inside the source folder." (출력 폴더는 소스 폴더 안에 둘 수
없습니다.), where every other note of the field says which folder to choose instead."""

from __future__ import annotations

import pytest

from gui.job import Job
from gui.job_rules import OUT_IN_SOURCE, validate
from gui.widgets.problems import problem_text, short_problem


@pytest.mark.parametrize("lang, says", [("en", "choose a folder outside it"),
                                        ("ko", "바깥에 있는 폴더를 고르세요")])
def test_an_output_inside_the_source_says_where_to_put_it(tmp_path, language, lang, says):
    src = tmp_path / "photos"
    (src / "cat").mkdir(parents=True)
    job = Job(source=str(src), out=str(src / "tfrecords"))
    assert validate(job)["out"] == OUT_IN_SOURCE
    language(lang)
    assert says in problem_text(OUT_IN_SOURCE)
    # beside Start its first clause, as before
    assert not short_problem(problem_text(OUT_IN_SOURCE)).endswith(says)
