"""A list cut short with "…" ends the sentence there: a notice read "… 현미경_003.jpg, ….
검사에서" (a COCO export whose images were found in a sub-folder), its "…" then the
template's full stop. One rule (engine.reason_codes.after_cut_list) for every catalogued
sentence, and the sentence so said is still recognised, so the window says it in its
language."""

from __future__ import annotations

import re

from engine import reason_codes
from engine.reason_codes import CATALOGUE, after_cut_list, describe, forms, render, say
from engine.sources.coco_images import found_notices


def test_the_found_below_notice_of_a_coco_export_ends_its_list_with_the_ellipsis():
    pairs = [(f"현미경_00{i}.jpg", f"/d/sub/현미경_00{i}.jpg") for i in range(5)]
    [notice] = found_notices("instances.json", pairs, "/d")
    assert "…." not in notice, notice
    assert "sub/현미경_002.jpg; … Check in Inspect that their boxes fit them" in notice, notice
    code, params = describe(notice)
    assert code == "ann.coco_found_below" and params["examples"].endswith("; …"), params
    assert render(code, params) == notice
    # three or fewer: no "…", and the full stop stays
    [notice] = found_notices("instances.json", pairs[:2], "/d")
    assert "sub/현미경_001.jpg. Check in Inspect" in notice, notice


def test_no_catalogued_sentence_says_a_full_stop_after_a_cut_list():
    """Every template with a full stop right after a placeholder: given a value that ends
    a cut list, the engine says no "…." and the window still finds the sentence's code."""
    checked = 0
    for code, template in CATALOGUE.items():
        for form in forms(template):
            names = re.findall(r"\{(\w+)\}\.(?=\s|$)", form)
            if not names or "{sentence}" in form or "{changes}" in form:
                continue
            params = {p: "7" for p in re.findall(r"\{(\w+)\}", form)}
            for name in names:
                params[name] = "a.jpg, b.jpg, …"
            said = form.format(**params)
            assert "…." in said
            for text in (render(code, params), say(code, **params)):
                assert "…." not in text, (code, text)
                if any(n in reason_codes._PLACEHOLDER_RX for n in names):
                    continue   # (a count's or a duration's placeholder holds no list)
                got, back = describe(text)
                assert got == code, (code, text)   # found again, with the same values
                assert all(back[n] == "a.jpg, b.jpg, …" for n in names), (code, back)
            checked += 1
    assert checked > 20


def test_after_cut_list_leaves_other_full_stops_and_ellipses():
    assert after_cut_list("a, b, …. Check it") == "a, b, … Check it"
    assert after_cut_list("a, b, ….") == "a, b, …"
    assert after_cut_list("a、b、…。検査で") == "a、b、… 検査で"
    assert after_cut_list("a、b、…。") == after_cut_list("a、b、…。」")[:-1] == "a、b、…"
    assert after_cut_list("(a, b, …).") == "(a, b, …)."
    assert after_cut_list("0, 1, 2, … (as YOLO's).") == "0, 1, 2, … (as YOLO's)."
    assert after_cut_list("wait….jpg is a name") == "wait….jpg is a name"
    assert reason_codes.template_regex("x: {names}. Do it").match("x: a, … Do it")
    assert not reason_codes.template_regex("x: {names}. Do it").match("x: a Do it")
