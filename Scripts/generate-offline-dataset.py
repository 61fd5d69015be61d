#!/usr/bin/env python3
"""Writes Modules/Network/OfflineBackend/OfflineDataset.generated.swift.

The offline backend serves a board of posts without a network. This script composes that
dataset from the hand-written phrases below (English, Korean and Japanese), deterministically:
the same script always writes the same file. It makes 10 members, 210 posts (70 per
language, some with long titles and emoji) and 2 to 4 comments per post, shaped exactly like
JSONPlaceholder's /users, /posts and /comments.
"""
import json
import pathlib
import random

OUTPUT = pathlib.Path(__file__).resolve().parent.parent / "Modules/Network/OfflineBackend/OfflineDataset.generated.swift"

USERS = [
    ("김민준", "minjun", "minjun.kim@example.kr", "서울", "코드숲", "작은 모듈이 큰 앱을 만든다", "모듈형 아키텍처 컨설팅"),
    ("이서연", "seoyeon", "seoyeon.lee@example.kr", "부산", "바다소프트", "파도처럼 꾸준한 배포", "모바일 앱 개발"),
    ("박지호", "jiho.park", "jiho@example.kr", "대전", "한밭랩", "테스트가 먼저다", "품질 보증 자동화"),
    ("佐藤 花子", "hanako", "hanako.sato@example.jp", "東京", "さくら工房", "小さく作って大きく育てる", "ターミナルツール"),
    ("鈴木 一郎", "ichiro", "ichiro.suzuki@example.jp", "大阪", "なにわシステム", "速さは正義", "高速レンダリング"),
    ("高橋 美咲", "misaki", "misaki.t@example.jp", "京都", "古都デジタル", "伝統と革新", "ローカライズ支援"),
    ("Ada Brooks", "ada", "ada.brooks@example.com", "Leeds", "Loom & Lambda", "Weaving small modules", "architecture reviews"),
    ("Noah Patel", "noahp", "noah.patel@example.com", "Toronto", "Northwind Apps", "Ship, measure, repeat", "release engineering"),
    ("Chloé Martin", "chloe", "chloe.martin@example.com", "Lyon", "Atelier Swift", "Craft over haste", "design systems"),
    ("Sam O'Neill", "sam.oneill", "sam@example.com", "Dublin", "Harbour Labs", "Every pixel counts 🎨", "terminal UI"),
]

TITLES = {
    "en": (
        ["Morning run", "The weekend market", "Our new design system", "Refactoring the login flow",
         "Tic-tac-toe strategy", "Reading list", "A tiny terminal app", "Coffee and code",
         "The bookstore cart", "Moving to RIBs", "Testing without sleeps", "Unicode width",
         "Release day", "Deep links that wait for login"],
        ["{s}", "{s}: what I learned", "{s} in five photos 📷", "Notes on {s_lower}",
         "{s} — a long story about patience, small commits and the quiet joy of green tests on a Friday evening"],
    ),
    "ko": (
        ["아침 달리기", "주말 시장 구경", "새 디자인 시스템", "로그인 흐름 리팩터링", "틱택토 전략",
         "이번 달 읽을 책", "작은 터미널 앱", "커피와 코드", "서점 장바구니", "RIBs로 옮기기",
         "잠들지 않는 테스트", "유니코드 글자 폭", "배포하는 날", "로그인을 기다리는 딥 링크"],
        ["{s}", "{s}: 배운 점", "사진 다섯 장으로 보는 {s} 📷", "{s}에 대한 메모",
         "{s} — 인내와 작은 커밋, 그리고 금요일 저녁 초록색 테스트가 주는 조용한 기쁨에 관한 긴 이야기"],
    ),
    "ja": (
        ["朝のランニング", "週末のマーケット", "新しいデザインシステム", "ログインの流れを整理", "三目並べの戦略",
         "今月の読書リスト", "小さなターミナルアプリ", "コーヒーとコード", "本屋のカート", "RIBs への移行",
         "スリープしないテスト", "Unicode の文字幅", "リリースの日", "ログインを待つディープリンク"],
        ["{s}", "{s}: 学んだこと", "写真5枚で見る{s} 📷", "{s}についてのメモ",
         "{s} — 忍耐と小さなコミット、そして金曜の夜に緑色のテストがくれる静かな喜びについての長い話"],
    ),
}

SENTENCES = {
    "en": ["It started as a small experiment.", "The first version was too slow, so I measured before changing anything.",
           "Korean and Japanese text taught me that a character is not a column.", "Tests caught two bugs before users did.",
           "Next week I will try the same thing with a bigger screen.", "Thanks to everyone who sent feedback! 🙏",
           "The trick was to keep each file to one role.", "I wrote the steps down so I can repeat them."],
    "ko": ["작은 실험으로 시작했습니다.", "첫 버전은 너무 느려서 바꾸기 전에 먼저 측정했습니다.",
           "한글과 일본어를 다루면서 글자 하나가 한 칸이 아니라는 걸 배웠어요.", "사용자보다 테스트가 먼저 버그 두 개를 찾았습니다.",
           "다음 주에는 더 큰 화면에서 같은 걸 해 볼 생각입니다.", "의견 보내 주신 모든 분께 감사드려요! 🙏",
           "파일마다 역할을 하나씩만 두는 것이 비결이었습니다.", "다시 할 수 있도록 단계를 적어 두었습니다."],
    "ja": ["小さな実験から始まりました。", "最初の版は遅すぎたので、変える前にまず計測しました。",
           "韓国語と日本語で、一文字が一桁ではないことを学びました。", "ユーザーより先にテストがバグを二つ見つけました。",
           "来週はもっと大きな画面で同じことを試します。", "感想を送ってくれた皆さん、ありがとう! 🙏",
           "コツはファイルごとに役割を一つにすることでした。", "繰り返せるように手順を書き残しました。"],
}

COMMENT_NAMES = {
    "en": ["Great write-up", "Same here", "Could you share the benchmark?", "Bookmarked 🔖", "This helped a lot"],
    "ko": ["좋은 글이네요", "저도 그랬어요", "벤치마크 공유해 주실 수 있나요?", "북마크했습니다 🔖", "큰 도움이 됐어요"],
    "ja": ["いい記事ですね", "私も同じでした", "ベンチマークを共有できますか?", "ブックマークしました 🔖", "とても助かりました"],
}


def main():
    rng = random.Random(2026)
    users = []
    for index, (name, username, email, city, company, phrase, bs) in enumerate(USERS, start=1):
        users.append({
            "id": index, "name": name, "username": username, "email": email,
            "address": {"street": f"{index * 7} Module Street", "suite": f"Suite {100 + index}", "city": city,
                        "zipcode": f"{10000 + index * 137}", "geo": {"lat": f"{35 + index * 0.37:.4f}", "lng": f"{127 - index * 1.9:.4f}"}},
            "phone": f"+1-555-01{index:02d}", "website": f"{username.replace('.', '-')}.example.org",
            "company": {"name": company, "catchPhrase": phrase, "bs": bs},
        })

    posts = []
    for language in ("en", "ko", "ja"):
        subjects, frames = TITLES[language]
        for frame in frames:
            for subject in subjects:
                title = frame.format(s=subject, s_lower=subject[0].lower() + subject[1:])
                body = "\n".join(rng.sample(SENTENCES[language], rng.randint(2, 4)))
                posts.append({"title": title, "body": body, "language": language})
    rng.shuffle(posts)
    posts = [{"userId": rng.randint(1, len(users)), "id": index, "title": post["title"], "body": post["body"]}
             for index, post in enumerate(posts, start=1)]

    comments = []
    for post in posts:
        for _ in range(rng.randint(2, 4)):
            language = rng.choice(("en", "ko", "ja"))
            commenter = rng.choice(users)
            comments.append({"postId": post["id"], "id": len(comments) + 1, "name": rng.choice(COMMENT_NAMES[language]),
                             "email": commenter["email"], "body": " ".join(rng.sample(SENTENCES[language], 2))})

    def literal(value):
        text = json.dumps(value, ensure_ascii=False, indent=1)
        hashes = "#"
        while f'"{hashes}' in text or f'"""{hashes}' in text:
            hashes += "#"
        return f'{hashes}"""\n{text}\n"""{hashes}'

    lines = [
        "// Generated by Scripts/generate-offline-dataset.py. Do not edit by hand.",
        "// swift-format-ignore-file",
        "",
        "/// The offline backend's data, as JSONPlaceholder's collections spell it.",
        "enum OfflineDataset {",
        f"    /// {len(users)} members.",
        f"    static let usersJSON = {literal(users)}",
        "",
        f"    /// {len(posts)} posts in English, Korean and Japanese.",
        f"    static let postsJSON = {literal(posts)}",
        "",
        f"    /// {len(comments)} comments.",
        f"    static let commentsJSON = {literal(comments)}",
        "}",
        "",
    ]
    OUTPUT.write_text("\n".join(lines), encoding="utf-8")
    print(f"generate-offline-dataset: {len(users)} users, {len(posts)} posts, {len(comments)} comments")


if __name__ == "__main__":
    main()
