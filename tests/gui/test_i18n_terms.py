"""One word for one thing in each language (docs/translating.md's glossary): the Korean
catalogue said "box" as both 상자 and 박스, and "source" as both 소스 and 원본, so a
reader could take them for two different things. Also: no Korean particle written both
ways ("이(가)", "을(를)") and one kind of bracket in Japanese."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from gui import i18n


def _messages(lang: str) -> list[tuple[str, str]]:
    """(English, translation) of every message of `lang`'s catalogue, plural forms joined."""
    found = []
    for message in ET.parse(i18n.ts_path(lang)).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("vanished", "obsolete"):
            continue
        text = (translation.text or "") + " ".join(
            form.text or "" for form in translation.findall("numerusform"))
        found.append((message.findtext("source") or "", text))
    return found


def test_korean_says_box_one_way():
    # 박스 (바운딩 박스) is the word Korean labelling tools use; 상자 reads as a carton
    boxes = [(en, ko) for en, ko in _messages("ko") if re.search(r"\bbox(es)?\b", en)]
    assert len(boxes) > 10
    assert [ko for _, ko in boxes if "박스" not in ko] == []
    assert [ko for _, ko in _messages("ko") if "상자" in ko] == []
    guide = (i18n.ROOT / "resources" / "help" / "guide_ko.html").read_text(encoding="utf-8")
    assert "박스" in guide and "상자" not in guide


def test_korean_says_source_one_way():
    # 원본 stays for "the original" (a file as it was: 원본 바이트, copy it from the original)
    sources = [(en, ko) for en, ko in _messages("ko")
               if re.search(r"\bsource\b", en, re.I) and "original" not in en.lower()]
    assert len(sources) > 20
    assert [(en, ko) for en, ko in sources if "원본" in ko] == []


def test_korean_says_label_one_way():
    # 라벨 (as in 라벨링 도구, the labelling tools' own word); the catalogue and the guide
    # said 레이블 74 times beside 라벨, so "라벨링 도구" and "레이블 맵" read as two things.
    # (레이블 stays a table header the engine reads: engine.table_headers, not a word here.)
    labels = [ko for en, ko in _messages("ko") if re.search(r"\blabel", en, re.I)]
    assert len([ko for ko in labels if "라벨" in ko]) > 30
    assert [ko for _, ko in _messages("ko") if "레이블" in ko] == []
    guide = (i18n.ROOT / "resources" / "help" / "guide_ko.html").read_text(encoding="utf-8")
    assert "라벨" in guide and "레이블" not in guide
    glossary = (i18n.ROOT / "docs" / "translating.md").read_text(encoding="utf-8")
    assert "| label | ラベル | 라벨 |" in glossary



def test_english_says_background_image_plainly(capsys):
    # "negative example" is the same jargon in English: the window's templates, the engine's
    # catalogue (its log and terminal) and `convert --help` say "background image"
    from engine.commands.cli import build_parser
    from engine.reason_codes import CATALOGUE, By
    from gui import engine_text

    def forms(template) -> list[str]:
        if isinstance(template, str):
            return [template]
        if isinstance(template, By):
            return forms(template.one) + forms(template.many)
        return [form for part in template for form in forms(part)]

    window = [f for t in engine_text.templates().values() for f in forms(t)]
    engine = [f for t in CATALOGUE.values() for f in forms(t)]
    with pytest.raises(SystemExit):
        build_parser().parse_args(["convert", "--help"])
    said = window + engine + [en for en, _ in _messages("ja")] + [capsys.readouterr().out]
    assert [f for f in said if re.search(r"negative\s+examples?", f, re.I)] == []
    assert len([f for f in window if "background image" in f]) >= 9
    assert len([f for f in engine if "background image" in f]) >= 9


def test_korean_says_background_image_plainly():
    # "네거티브 예제" is machine-learning jargon a lab user does not read; an image kept with
    # no object (or no class) in it is a 배경 이미지, as Korean YOLO guides say it
    kept = [(en, ko) for en, ko in _messages("ko") if "background image" in en]
    assert len(kept) >= 12
    assert [ko for _, ko in kept if "배경 이미지" not in ko] == []
    assert [ko for _, ko in _messages("ko") if "네거티브" in ko] == []
    guide = (i18n.ROOT / "resources" / "help" / "guide_ko.html").read_text(encoding="utf-8")
    assert "네거티브" not in guide


def test_japanese_says_background_image_plainly():
    # "負例" is the same jargon in Japanese: a 背景画像 with no object (or class) in it
    kept = [(en, ja) for en, ja in _messages("ja") if "background image" in en]
    assert len(kept) >= 12
    assert [ja for _, ja in kept if "背景画像" not in ja] == []
    assert [ja for _, ja in _messages("ja") if "負例" in ja] == []
    guide = (i18n.ROOT / "resources" / "help" / "guide_ja.html").read_text(encoding="utf-8")
    assert "負例" not in guide


# A particle written both ways, for a name whose last sound is unknown: Korean software
# says it so, but it reads as machine text. A name is followed by a noun instead ("{file}
# 파일이"), or put in brackets after one ("출력 폴더({out})가"), and a number by its counter.
BOTH_WAYS = re.compile(r"이\(가\)|가\(이\)|을\(를\)|를\(을\)|은\(는\)|는\(은\)|과\(와\)|와\(과\)"
                       r"|\(으\)로|\(이\)")


def test_the_check_finds_a_particle_written_both_ways():
    assert [t for t in ("{f}이(가) 추가됨", "{out}을(를) 열 수", "{n}(으)로", "{a}와(과) {b}",
                        "{x}(이)라고", "{f} 파일이 없습니다", "출력 폴더({out})가", "워커 {n}개로")
            if BOTH_WAYS.search(t)] == ["{f}이(가) 추가됨", "{out}을(를) 열 수", "{n}(으)로",
                                          "{a}와(과) {b}", "{x}(이)라고"]


def test_korean_writes_no_particle_both_ways():
    messages = _messages("ko")
    assert len(messages) > 1000
    assert [(en, ko) for en, ko in messages if BOTH_WAYS.search(ko)] == []
    guide = (i18n.ROOT / "resources" / "help" / "guide_ko.html").read_text(encoding="utf-8")
    assert BOTH_WAYS.findall(guide) == []


def test_japanese_writes_brackets_and_ranges_one_way():
    # the catalogue writes half-width brackets, spaced from Japanese text, and ranges with
    # ～; a few said （…） or 0〜9 beside them
    messages = _messages("ja")
    assert sum("(" in ja for _, ja in messages) > 300
    assert [ja for _, ja in messages if re.search(r"[（）〜]", ja)] == []
    tight = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]\((?!&)|\)[\u3040-\u30ff\u4e00-\u9fff]")
    assert [ja for _, ja in messages if tight.search(ja)] == []


# Images are counted in 장 in Korean, everything else (files, objects, shards) in 개: one
# scan summary said "이미지 79장", then "위에서 센 이미지 79개" and "주석 없는 이미지 1개".
IMAGES_IN_GAE = re.compile(r"이미지 (?:\{\w+\}|\d+)개|이미지 \{\w+\}개 중|몇 개 확인")


def test_korean_counts_images_in_jang():
    counted = [(en, ko) for en, ko in _messages("ko")
               if re.search(r"(\{\w+\}|\d) (?:\w+ )?images?\b", en)]
    assert len(counted) > 50
    assert [ko for _, ko in counted if IMAGES_IN_GAE.search(ko)] == []
    # and the table's counts are not read as income (수입)
    assert [ko for _, ko in _messages("ko") if re.search(r" 수입니다", ko)] == []


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_good_check_is_said_in_the_language_not_as_ok(lang):
    # the Summary read "OK、検証済み (TensorFlow): …" / "OK, 검증됨 …" (a ja/ko walk)
    said = [tr for en, tr in _messages(lang) if en.startswith("OK, {how}")]
    assert len(said) == 2
    assert [tr for tr in said if "OK" in tr] == []


def test_korean_spaces_a_bracket_after_the_sentences_the_window_showed_without_one():
    # "잘랐습니다(/root/…objects.csv에 …)", "빠진 것입니다(레이블 …": a bracket after a whole
    # sentence is spaced off it, as most of the catalogue's sentences do ("끝납니다 (원본
    # 에서 …)"); a bracket glossing a word stays on it ("셀이 비어 있음" after 없어).
    said = {en: ko for en, ko in _messages("ko")}
    shown = [en for en in said if en.startswith(("{n} object was left out of the records",
                                                 "{n} objects were left out of the records"))
             or "its annotations are missing (a label file" in en
             or "its labels are missing (a cell left empty)" in en]
    assert len(shown) == 8
    assert [said[en] for en in shown if re.search(r"니다\(", said[en])] == []


def test_korean_spaces_a_bracket_after_a_value_that_is_followed_by_a_sentence():
    # the Summary of a cancelled run read "쓴 이미지: 144(그중 144장은 …)" (a walk at
    # 1024x640); the internal error read "{detail}(트레이스백은 …)". A bracket holding a
    # sentence or a clause is spaced off the value before it, as the English is; one
    # glossing the value ("0~{top}(num_classes)", "#{r}(바이트 {n})") stays on it.
    said = {en: ko for en, ko in _messages("ko")}
    shown = [en for en in said
             if en.startswith(("{n} ({u} of them in the unfinished shard",
                               "internal error: {kind}: {detail} (the traceback"))
             or "drawn in no class mask: {names} (the source outlines" in en]
    assert len(shown) == 4
    assert [said[en] for en in shown if re.search(r"\}\(", said[en])] == []


def test_korean_says_why_a_split_gets_fewer_files_before_it_says_so():
    # "… {shards}개가 됩니다(파일 하나에는 이미지가 한 장 이상 들어갑니다)": the reason
    # hung off the end of the sentence in a bracket glued to it (a walk with a 6-image val
    # split); the reason comes first, as Korean gives it
    said = [ko for en, ko in _messages("ko")
            if en.startswith("The split {split} has {n} image")]
    assert len(said) == 2
    assert [ko for ko in said if "니다(" in ko or not ko.startswith("파일 하나에는")] == []


def test_korean_start_over_question_says_what_resume_can_do_in_a_sentence_of_its_own():
    # "… 되돌릴 수 없습니다(그때는 “재개”로 …)": the Start over question glued a whole
    # sentence in a bracket to the one before, and the line broke inside it (a walk at
    # 1024x640)
    said = [ko for en, ko in _messages("ko")
            if en.startswith("The files are deleted when the new run has finished scanning")]
    assert len(said) == 1
    assert "니다(" not in said[0], said[0]


def test_korean_says_the_mean_write_time_per_batch_in_its_order():
    # the Live plots' caption read "평균 쓰기 배치당 137.3 ms" ("mean write per batch"
    # word for word); Korean puts what it is per first, then what is measured
    said = [ko for en, ko in _messages("ko") if en == "mean write {ms} ms per batch"]
    assert said == ["배치당 평균 쓰기 시간 {ms} ms"]


def test_korean_says_what_is_busy_without_the_engineers_word_saturated():
    # the bottleneck banner read "지금은 포화된 곳이 없습니다" beside the workers' 64 %:
    # 포화 ("saturated") is a word of engineers; the banner is for lab staff
    said = [ko for en, ko in _messages("ko") if "saturated" in en]
    assert len(said) == 4
    assert [ko for ko in said if "포화" in ko or "한계까지 바쁜" not in ko] == []


# A bracket glued to a finished sentence ("…됩니다(파일 하나에는 …)", "…누르세요(…)"): about
# 150 translations read so (a Korean walk). The reason goes first, the note becomes a
# sentence of its own, or a bracket holding only a value is spaced off ("없습니다
# ({detail})"); a bracket glossing one word stays on it ("이미지(PNG)", "다음(&N)").
GLUED = re.compile(r"[다요]\(")


def test_the_check_finds_a_bracket_glued_to_a_sentence():
    assert [t for t in ("6개가 됩니다(파일 하나에는 …)", "누르세요(“취소”)", "없습니다 ({detail})",
                        "이미지(PNG)", "파일 {n}개({names})는", "다음(&N) ▶", "255(“무시”)")
            if GLUED.search(t)] == ["6개가 됩니다(파일 하나에는 …)", "누르세요(“취소”)"]


def test_korean_glues_no_bracket_to_a_finished_sentence():
    messages = _messages("ko")
    assert sum("(" in ko for _, ko in messages) > 300
    assert [ko for _, ko in messages if GLUED.search(ko)] == []


def test_korean_summary_says_a_repeated_row_and_the_failures_tab_without_two_brackets(
        language):
    # "… 사용 안 함 (중복된 행의 이미지는 첫 행으로 변환합니다) (“실패” 탭 참조)": the
    # Summary's Skipped put two brackets in a row
    from gui.widgets.summary_text import skipped_words

    language("ko")
    said = skipped_words(0, {"csv.duplicate_same": 2}, 0, 0)
    assert "“실패” 탭" in said and ") (" not in said and said.count("(") == 1, said
    assert " ;" not in said, said   # (the note's leading space stayed before its ";")


def test_korean_says_what_the_run_time_includes_with_pohamhamyeon():
    # "… 검증까지 넣으면 실행 전체에 걸린 시간" ("if you put in"): what a time includes is
    # 포함하면, as the Summary's Total time says it (포함)
    said = [ko for en, ko in _messages("ko") if en.startswith("With the ")
            and en.endswith("the run took {time}.")]
    assert len(said) >= 3
    assert [ko for ko in said if "넣으면" in ko or "포함하면" not in ko] == []


def test_korean_says_button_one_way():
    # The archive's note said "여기에서 (아래 단추로) 압축을 풀거나" over the Unpack button
    # where the other notes say 버튼 ("버튼 위의 안내"): 단추 stays only in Windows' own
    # "마우스 오른쪽 단추" (right-click), the words its menus use.
    said = [ko for _, ko in _messages("ko")]
    assert len([ko for ko in said if "버튼" in ko]) >= 3
    assert [ko for ko in said if "단추" in ko.replace("마우스 오른쪽 단추", "")] == []
