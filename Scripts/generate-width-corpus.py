#!/usr/bin/env python3
"""Writes Tests/DesignSystemTests/Fixtures/width-corpus.json: strings and their widths by wcwidth 0.9.4.

DesignSystem's DisplayWidth is a port of `wcwidth.wcswidth` 0.9.4, the project's reference for
terminal width; DesignSystemTests checks it against every entry of this corpus, for the whole
string (`width`) and for each grapheme cluster as `wcwidth.iter_graphemes` splits it
(`clusters`: for each, its length in scalars and its width). The script refuses any other wcwidth version:

    pip install wcwidth==0.9.4
    python3 Scripts/generate-width-corpus.py

The strings are drawn, with a fixed seed, from Hangul (syllables, compatibility and conjoining
jamo), kana, kanji (with extensions A and B), fullwidth and halfwidth forms, ASCII, Latin,
Greek and Cyrillic with combining marks, Thai, Devanagari (spacing vowel signs, viramas and
conjuncts), Arabic, box drawing, ambiguous-width symbols, zero-width characters, and emoji of
every kind (presentation, text-style with VS15 or VS16, skin tones alone and after a base,
keycaps, flags, lone and odd runs of regional indicators, tag sequences, ZWJ sequences),
alone and mixed with and without spaces. When the C extension is installed, every width is
also measured by the pure-Python implementation and the two must agree.
"""
import json
import pathlib
import random
import sys
import unicodedata

REQUIRED_VERSION = "0.9.4"
COUNT = 6000

try:
    import wcwidth
except ImportError:
    sys.exit(f"generate-width-corpus: needs wcwidth {REQUIRED_VERSION} (pip install wcwidth=={REQUIRED_VERSION})")
if wcwidth.__version__ != REQUIRED_VERSION:
    sys.exit(f"generate-width-corpus: needs wcwidth {REQUIRED_VERSION}, found {wcwidth.__version__} "
             f"(pip install wcwidth=={REQUIRED_VERSION})")

from wcwidth._wcswidth import wcswidth as python_wcswidth  # noqa: E402  (after the version check)
from wcwidth.table_ambiguous import AMBIGUOUS_EASTASIAN  # noqa: E402
from wcwidth.table_vs15 import VS15_WIDE_TO_NARROW  # noqa: E402
from wcwidth.table_vs16 import VS16_NARROW_TO_WIDE  # noqa: E402

OUTPUT = pathlib.Path(__file__).resolve().parent.parent / "Tests/DesignSystemTests/Fixtures/width-corpus.json"
rng = random.Random(94)


def assigned(low, high):
    """The code points from `low` to `high` that Python's Unicode data knows (not Cn)."""
    return [chr(code) for code in range(low, high + 1) if unicodedata.category(chr(code)) != "Cn"]


def expand(ranges, limit=0x10FFFF):
    return [chr(code) for low, high in ranges for code in range(low, min(high, limit) + 1)
            if unicodedata.category(chr(code)) not in ("Cn", "Cc", "Co")]


HANGUL_L = [chr(code) for code in range(0x1100, 0x1113)] + [chr(code) for code in range(0xA960, 0xA97D)]
HANGUL_V = [chr(code) for code in range(0x1161, 0x1176)] + [chr(code) for code in range(0xD7B0, 0xD7C7)]
HANGUL_T = [chr(code) for code in range(0x11A8, 0x11C3)] + [chr(code) for code in range(0xD7CB, 0xD7FC)]
COMBINING = [chr(code) for code in range(0x300, 0x370)] + ["\u20dd", "\u20e3", "\u0483", "\u1ab0", "\u1dc0"]
THAI = assigned(0x0E01, 0x0E5B)
DEVANAGARI_CONSONANTS = [chr(code) for code in range(0x0915, 0x093A)]
DEVANAGARI_SIGNS = [chr(code) for code in range(0x093E, 0x094D)]  # spacing (Mc) and non-spacing vowel signs
DEVANAGARI_MODIFIERS = ["\u0901", "\u0902", "\u0903", "\u093c"]
OTHER_INDIC = assigned(0x0980, 0x09FE) + assigned(0x0B80, 0x0BFA) + assigned(0x0D00, 0x0D7F) + assigned(0x1780, 0x17FF)
ARABIC = assigned(0x0621, 0x064A) + assigned(0x0660, 0x0669)
ARABIC_MARKS = [chr(code) for code in range(0x064B, 0x0653)] + ["\u0670"]
BOX = assigned(0x2500, 0x259F)
AMBIGUOUS = expand(AMBIGUOUS_EASTASIAN["18.0.0"], limit=0xFFFD)
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u034f", "\u00ad", "\u180e", "\u200e", "\u2028",
              "\ufe00", "\ufe0e", "\ufe0f", "\U000e0100", "\u115f", "\u1160", "\u3164", "\uffa0"]
EMOJI_PRESENTATION = [char for char in assigned(0x1F300, 0x1FAFF) if wcwidth.wcwidth(char) == 2]
TEXT_STYLE = expand(VS16_NARROW_TO_WIDE["9.0.0"])
EMOJI_STYLE = expand(VS15_WIDE_TO_NARROW["9.0.0"])
MODIFIER_BASES = ["👍", "👋", "🙏", "👩", "👨", "🧑", "✋", "💪", "☝", "✌", "👶", "🤘", "🏃", "🧘", "👮"]
TONES = [chr(code) for code in range(0x1F3FB, 0x1F400)]
ZWJ = ["👨‍👩‍👧‍👦", "👩‍💻", "🧑‍🍳", "👨‍⚕️", "🏳️‍🌈", "🏴‍☠️", "👩‍❤️‍👨", "🐕‍🦺", "🧑‍🤝‍🧑", "😶‍🌫️",
       "👩🏽‍💻", "🧑🏿‍🚀", "👨🏻‍🤝‍👨🏼", "❤️‍🔥", "🐻‍❄️", "👁️‍🗨️", "🏃‍♀️", "🏃🏾‍♂️‍➡️", "🧔‍♂️", "🫱🏻‍🫲🏿"]
TAGS = ["🏴\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",
        "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f"]


def pick(low, high):
    return chr(rng.randint(low, high))


def run(source, low=1, high=6):
    return "".join(rng.choice(source) if isinstance(source, list) else source() for _ in range(rng.randint(low, high)))


def hangul():
    return run(lambda: pick(0xAC00, 0xD7A3), 1, 8)


def jamo():
    kind = rng.randint(0, 3)
    if kind == 0:
        return run(lambda: pick(0x3131, 0x318E), 1, 4)
    syllable = rng.choice(HANGUL_L) + rng.choice(HANGUL_V) + (rng.choice(HANGUL_T) if rng.random() < 0.5 else "")
    if kind == 1:
        return syllable
    if kind == 2:
        return rng.choice(HANGUL_V + HANGUL_T) + syllable  # a lone vowel or final first
    return "".join(rng.choice(HANGUL_L) for _ in range(rng.randint(1, 3))) + "".join(rng.choice(HANGUL_V) for _ in range(rng.randint(0, 2)))


def kana():
    return run(lambda: pick(0x3041, 0x3096) if rng.random() < 0.5 else pick(0x30A1, 0x30FA), 1, 8)


def voiced_kana():
    return run(lambda: pick(0x3041, 0x3096) + rng.choice("\u3099\u309a"), 1, 4)


def kanji():
    def one():
        return rng.choice([lambda: pick(0x4E00, 0x9FFF), lambda: pick(0x3400, 0x4DBF), lambda: pick(0x20000, 0x2A6DF),
                           lambda: pick(0xF900, 0xFA6D)])()
    return run(one, 1, 6)


def fullwidth():
    return run(lambda: pick(0xFF01, 0xFF5E), 1, 6)


def halfwidth():
    return run(lambda: pick(0xFF66, 0xFF9D) + (rng.choice("\uff9e\uff9f") if rng.random() < 0.3 else ""), 1, 6)


def ascii_words():
    return run(lambda: pick(0x20, 0x7E), 1, 20)


def combining():
    return run(lambda: rng.choice("aeiouAEIOUncαβγабв") + run(COMBINING, 1, 3), 1, 4) + (rng.choice(COMBINING) if rng.random() < 0.1 else "")


def thai():
    return run(THAI, 1, 10)


def devanagari():
    def syllable():
        text = rng.choice(DEVANAGARI_CONSONANTS)
        if rng.random() < 0.3:
            text += "\u094d" + ("\u200d" if rng.random() < 0.1 else "") + rng.choice(DEVANAGARI_CONSONANTS)
        if rng.random() < 0.6:
            text += rng.choice(DEVANAGARI_SIGNS)
        if rng.random() < 0.3:
            text += rng.choice(DEVANAGARI_MODIFIERS)
        if rng.random() < 0.05:
            text += "\u094d"
        return text
    return run(syllable, 1, 5)


def other_indic():
    return run(OTHER_INDIC, 1, 8)


def arabic():
    text = run(lambda: rng.choice(ARABIC) + (rng.choice(ARABIC_MARKS) if rng.random() < 0.4 else ""), 1, 8)
    return (rng.choice("\u0600\u0601\u06dd") + text) if rng.random() < 0.1 else text


def box_drawing():
    return run(BOX, 1, 10)


def ambiguous():
    return run(AMBIGUOUS, 1, 6)


def zero_width():
    return rng.choice(["a", "한", "😀", "", "x"]) + run(ZERO_WIDTH, 1, 3) + rng.choice(["b", "글", "", "🎉"])


def flag_letters(code):
    return "".join(chr(0x1F1E6 + ord(letter) - ord("A")) for letter in code)


def emoji():
    kind = rng.randint(0, 12)
    if kind == 0:
        return rng.choice(EMOJI_PRESENTATION)
    if kind == 1:
        return rng.choice(MODIFIER_BASES) + rng.choice(TONES) + ("\ufe0f" if rng.random() < 0.2 else "")
    if kind == 2:
        return rng.choice(TEXT_STYLE) + rng.choice(["\ufe0f", "\ufe0e", ""])
    if kind == 3:
        return rng.choice(EMOJI_STYLE) + rng.choice(["\ufe0e", "\ufe0f", ""])
    if kind == 4:
        return rng.choice(ZWJ)
    if kind == 5:
        return flag_letters("".join(chr(rng.randint(65, 90)) for _ in range(2)))
    if kind == 6:
        return run(lambda: chr(rng.randint(0x1F1E6, 0x1F1FF)), 1, 5)  # lone indicators and odd runs
    if kind == 7:
        return rng.choice("0123456789#*") + rng.choice(["\ufe0f\u20e3", "\u20e3", "\ufe0e\u20e3"])
    if kind == 8:
        return rng.choice(TONES) if rng.random() < 0.5 else rng.choice("a한") + rng.choice(TONES)
    if kind == 9:
        return rng.choice(TAGS)
    if kind == 10:
        return "\u200d".join(rng.choice(EMOJI_PRESENTATION + MODIFIER_BASES) for _ in range(rng.randint(2, 4)))
    if kind == 11:
        return rng.choice(EMOJI_PRESENTATION) + rng.choice(["\ufe0e", "\ufe0f"])
    return run(EMOJI_PRESENTATION, 2, 4)


KINDS = [hangul, jamo, kana, voiced_kana, kanji, fullwidth, halfwidth, ascii_words, combining, thai, devanagari,
         other_indic, arabic, box_drawing, ambiguous, zero_width, emoji, emoji, emoji]


def mixed():
    separator = rng.choice([" ", "", " · "])
    return separator.join(rng.choice(KINDS)() for _ in range(rng.randint(2, 4)))


def measured(text):
    width = wcwidth.wcswidth(text)
    if wcwidth.HAS_C_EXTENSION and python_wcswidth(text) != width:
        sys.exit(f"generate-width-corpus: wcwidth's C and Python implementations disagree on {text!r}")
    return width


def main():
    entries = []
    seen = set()
    generators = KINDS + [mixed] * 6
    while len(entries) < COUNT:
        text = rng.choice(generators)()
        if not text or text in seen:
            continue
        seen.add(text)
        width = measured(text)
        if width < 0:
            continue
        # Each cluster as [scalars, width], so a test can compare the split as well as the widths.
        clusters = [[len(cluster), measured(cluster)] for cluster in wcwidth.iter_graphemes(text)]
        entries.append({"text": text, "width": width, "clusters": clusters})
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    with OUTPUT.open("w", encoding="utf-8") as output:
        output.write(f'{{"wcwidth": "{wcwidth.__version__}", "entries": [\n')
        output.write(",\n".join(json.dumps(entry, ensure_ascii=False) for entry in entries))
        output.write("\n]}\n")
    print(f"generate-width-corpus: {len(entries)} strings (wcwidth {wcwidth.__version__})", file=sys.stderr)


if __name__ == "__main__":
    main()
