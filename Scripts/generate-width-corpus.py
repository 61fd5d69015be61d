#!/usr/bin/env python3
"""Writes Tests/DesignSystemTests/Fixtures/width-corpus.json: strings and their widths.

The widths come from Python's `wcwidth` package (`pip install wcwidth`), the project's
reference for terminal width; DesignSystemTests checks DisplayWidth against every entry. The
strings are drawn, with a fixed seed, from Hangul (syllables and conjoining jamo), kana,
kanji, fullwidth and halfwidth forms, ASCII, Latin with combining marks, kana with voicing
marks, box drawing and block elements, and emoji: single, with skin tones, VS16 and VS15
variants, keycaps, flags and ZWJ sequences, alone and mixed with text.
"""
import json
import pathlib
import random
import sys

import wcwidth

OUTPUT = pathlib.Path(__file__).resolve().parent.parent / "Tests/DesignSystemTests/Fixtures/width-corpus.json"
rng = random.Random(4)


def pick(low, high):
    return chr(rng.randint(low, high))


def hangul():
    return "".join(pick(0xAC00, 0xD7A3) for _ in range(rng.randint(1, 8)))


def jamo():
    text = pick(0x1100, 0x1112) + pick(0x1161, 0x1175)
    return text + (pick(0x11A8, 0x11C2) if rng.random() < 0.5 else "")


def kana():
    return "".join(pick(0x3041, 0x3096) if rng.random() < 0.5 else pick(0x30A1, 0x30FA) for _ in range(rng.randint(1, 8)))


def kanji():
    return "".join(pick(0x4E00, 0x9FFF) for _ in range(rng.randint(1, 6)))


def fullwidth():
    return "".join(pick(0xFF01, 0xFF5E) for _ in range(rng.randint(1, 6)))


def halfwidth_katakana():
    return "".join(pick(0xFF66, 0xFF9D) for _ in range(rng.randint(1, 6)))


def ascii_words():
    return "".join(pick(0x20, 0x7E) for _ in range(rng.randint(1, 20)))


def combining_latin():
    return "".join(rng.choice("aeiouAEIOUnc") + "".join(pick(0x300, 0x36F) for _ in range(rng.randint(1, 2)))
                   for _ in range(rng.randint(1, 4)))


def voiced_kana():
    return "".join(pick(0x3041, 0x3096) + rng.choice("\u3099\u309a") for _ in range(rng.randint(1, 4)))


def box_drawing():
    return "".join(pick(0x2500, 0x259F) for _ in range(rng.randint(1, 10)))


EMOJI = ["😀", "😂", "🥲", "🎉", "🎲", "📷", "🔐", "🚀", "🌈", "🍣", "🐱", "👍", "👋", "🙏", "💡", "🔥", "✅", "❌", "⭐", "⌚"]
MODIFIER_BASES = ["👍", "👋", "🙏", "👩", "👨", "🧑", "✋", "💪"]
TONES = [chr(code) for code in range(0x1F3FB, 0x1F400)]
TEXT_DEFAULT = ["❤", "☺", "✈", "☀", "©", "®", "™", "↔", "✔", "☎", "♀", "♂", "⚕", "✏", "♻"]
ZWJ = ["👨‍👩‍👧‍👦", "👩‍💻", "🧑‍🍳", "👨‍⚕️", "🏳️‍🌈", "🏴‍☠️", "👩‍❤️‍👨", "🐕‍🦺", "🧑‍🤝‍🧑", "😶‍🌫️"]
FLAGS = ["KR", "JP", "US", "FR", "DE", "GB", "CA", "BR", "IN", "IE"]


def flag(code):
    return "".join(chr(0x1F1E6 + ord(letter) - ord("A")) for letter in code)


def emoji():
    kind = rng.randint(0, 6)
    if kind == 0:
        return rng.choice(EMOJI)
    if kind == 1:
        return rng.choice(MODIFIER_BASES) + rng.choice(TONES)
    if kind == 2:
        return rng.choice(TEXT_DEFAULT) + rng.choice(["\ufe0f", "\ufe0e", ""])
    if kind == 3:
        return rng.choice(ZWJ)
    if kind == 4:
        return flag(rng.choice(FLAGS))
    if kind == 5:
        return rng.choice("0123456789#*") + "\ufe0f\u20e3"
    return "".join(rng.choice(EMOJI) for _ in range(rng.randint(2, 4)))


KINDS = [hangul, jamo, kana, kanji, fullwidth, halfwidth_katakana, ascii_words, combining_latin,
         voiced_kana, box_drawing, emoji]


def mixed():
    return " ".join(rng.choice(KINDS)() for _ in range(rng.randint(2, 4)))


def main():
    entries = []
    seen = set()
    generators = KINDS + [mixed, mixed, mixed]
    while len(entries) < 2400:
        text = rng.choice(generators)()
        if text in seen:
            continue
        seen.add(text)
        width = wcwidth.wcswidth(text)
        if width < 0:
            continue
        entries.append({"text": text, "width": width})
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(json.dumps({"wcwidth": wcwidth.__version__, "entries": entries}, ensure_ascii=False, indent=0) + "\n",
                      encoding="utf-8")
    print(f"generate-width-corpus: {len(entries)} strings (wcwidth {wcwidth.__version__})", file=sys.stderr)


if __name__ == "__main__":
    main()
