"""A refused Resume in the window's language: the images added, removed or
changed and the annotation files changed since the run began, said from the params
the engine sends."""

from __future__ import annotations

import re

import pytest
from i18n_words import english_words

from engine.reason_codes import describe, render
from gui import engine_text


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_changed_annotation_files_of_a_refused_resume_are_in_the_language(language, lang):
    # "…: annotations/instances_default.json changed。…" in a Japanese window
    from engine.sources.fingerprint import mismatch
    old = {f"ann/{i}.xml": "a" for i in range(9)}
    new = dict(old, **{"ann/0.xml": "b", "ann/new.xml": "c"})
    del new["ann/1.xml"]
    for n in (1, 9):
        changed = dict(old, **{f"ann/{i}.xml": "z" for i in range(n)})
        for found in (mismatch(old, new, "/o"), mismatch(old, changed, "/o")):
            sentence = render(*found)
            code, params = describe(sentence)
            assert code == "resume.annotations_changed" + (
                "_more" if re.search(r" more annotation files? changed", sentence) else "")
            language(lang)
            shown = engine_text.text(code, params, sentence)
            assert shown != sentence and "ann/0.xml" in shown
            assert english_words(re.sub(r"ann/\w+\.xml", " ", shown)) == [], shown
            language("en")


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_images_added_and_removed_of_a_refused_resume_are_in_the_language(language, lang):
    # "…: 1 image removed (images/big_299.jpg)。…" in a Japanese window
    for changes in ("1 image removed (images/big_299.jpg)",
                    "2 images added (a/new.jpg, a/new2.jpg); 5 images removed "
                    "(b/01.jpg, b/02.jpg, b/03.jpg and 2 more)"):
        sentence = ("--resume: the source changed since the interrupted run in /o: "
                    f"{changes}. Put the source back as it was, or use --overwrite to "
                    "convert everything again.")
        code, params = describe(sentence)
        assert code == "resume.source_changed"
        language(lang)
        shown = engine_text.text(code, params, sentence)
        assert shown != sentence and ("big_299.jpg" in shown or "b/03.jpg" in shown), shown
        assert english_words(re.sub(r"\w+/\w+\.jpg", " ", shown)) == [], shown
        language("en")


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_images_changed_are_said_from_the_params_the_engine_sends(language, lang):
    """The engine sends the counts and names as params (a "list" of coded sentences): the
    window says them from those, not by reading them back out of the English, which a name
    with "; " or brackets defeated (the whole list stayed English)."""
    parts = [{"code": "resume.images_added", "params": {"n": "1", "files": "a/x; y (2).jpg"}},
             {"code": "resume.images_removed_more",
              "params": {"n": "5", "files": "b/01.jpg, b/03.jpg, b/05.jpg", "more": "2"}}]
    params = {"out": "/o", "changes": {"code": "list", "params": {"parts": parts}}}
    english = render("resume.source_changed", params)
    assert "1 image added (a/x; y (2).jpg); 5 images removed (b/01.jpg, b/03.jpg, " \
           "b/05.jpg and 2 more)" in english
    language(lang)
    shown = engine_text.text("resume.source_changed", params, english)
    assert shown != english and "a/x; y (2).jpg" in shown and "b/05.jpg" in shown, shown
    assert english_words(re.sub(r"[\w;() ]+/[\w;() ]+\.jpg", " ", shown)) == [], shown
    # an engine that sent the list as text (before 0.3.5): said, its list in English
    old = {"out": "/o", "changes": "1 image(s) added (a/new.jpg)"}
    shown = engine_text.text("resume.source_changed", old, english)
    assert "1 image(s) added (a/new.jpg)" in shown and shown != english, shown
    language("en")


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_annotation_files_changed_are_said_from_the_params_the_engine_sends(language,
                                                                              lang):
    """The engine sends the annotation files that changed as params (a "list" of coded
    sentences), as it sends the images added and removed: the window says them from
    those, not by reading them back out of the English, which a name with "; " defeated
    (the whole list stayed English). An older engine's text is still said."""
    from engine.sources.fingerprint import mismatch
    old = {"ann/a; b (2).xml": "a", "ann/b.xml": "a", "ann/c.xml": "a", "ann/d.xml": "a"}
    new = dict(old, **{"ann/a; b (2).xml": "b", "ann/new.xml": "c"})
    del new["ann/c.xml"]
    for changed in (new, dict(new, **{"ann/b.xml": "b"})):   # (three, and four: "1 more")
        code, params = mismatch(old, changed, "/o")
        english = render(code, params)
        language(lang)
        shown = engine_text.text(code, params, english)
        assert shown != english and "ann/a; b (2).xml" in shown and "ann/c.xml" in shown
        assert english_words(re.sub(r"ann/[\w;() ]+\.xml", " ", shown)) == [], shown
        language("en")
    # an engine before this one sent the list as text: said in the language too
    text = {"out": "/o", "changes": "ann/a.xml changed; ann/b.xml was added and 3 more "
                                    "annotation file(s) changed"}
    language(lang)
    shown = engine_text.text("resume.annotations_changed", text, "<english>")
    assert shown != "<english>" and "ann/b.xml" in shown
    assert english_words(re.sub(r"ann/\w+\.xml", " ", shown)) == [], shown
    language("en")
