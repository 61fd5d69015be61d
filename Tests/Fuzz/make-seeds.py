#!/usr/bin/env python3
"""Writes the checked-in seed corpora, Tests/Fuzz/Corpus/<Target>/, from the examples below:
typical inputs of each parser, laid out as its harness reads them (the harness's setting
bytes first). libFuzzer starts from these and keeps its own finds under .build. Run it again
after changing an example; it replaces the starting inputs it wrote itself and nothing else."""
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(target, seeds):
    folder = os.path.join(HERE, "Corpus", target)
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        if name.startswith("seed-"):
            os.remove(os.path.join(folder, name))
    for seed in seeds:
        data = seed.encode() if isinstance(seed, str) else seed
        name = "seed-" + hashlib.sha1(data).hexdigest()[:12]
        with open(os.path.join(folder, name), "wb") as file:
            file.write(data)


def http(head, body=b""):
    return head.replace("\n", "\r\n").encode() + body


write("KeyDecoder", [
    b"\x00hello, \xed\x95\x9c\xea\xb8\x80 \xe3\x81\x8b",
    b"\x03\x1b[A\x1b[B\x1b[C\x1b[D\x1bOH\x1b[5~\x1b[6~\x1b[3~\x1b[Z",
    b"\x05\x1b[200~pasted\ntext\x1b[201~q",
    b"\x07\x1b]11;rgb:0000/0000/0000\x07\x1b]52;c;aGk=\x1b\\x",
    b"\x01\x1bx\x1b\xed\x95\x9c\x03\x1a\x7f\x08\t\r\n",
    b"\x02\xc3\x28\xe2\x82\x1b\x1b[1;5C\xf0\x9f\x98\x80",
    b"\x02\xc2\x85",  # found: NEL, a C1 control, was a typed character
    b"\x04\x1b[?2031;2$y\x1b[?2027;0$ya\x1b[?997;1n\x1b[?997;2nb\x1b[?2027;3$",
    # The kitty keyboard protocol: Esc, Ctrl-I, Tab, Ctrl-M, Enter, Alt, a release, keypad Enter,
    # the answers to the flags query and DA1, a modified arrow.
    b"\x04\x1b[27u\x1b[105;5u\t\x1b[109;5u\r\x1b[97;3u\x1b[99;5:3u\x1b[57414u\x1b[?1u\x1b[?62;22c\x1b[1;5A\x1b[99:67;6u",
])

write("HTTPResponse", [
    bytes([0, 5, 3]) + http("HTTP/1.1 200 OK\nContent-Type: application/json\nContent-Length: 13\n\n", b'{"id":1,"a":2}'),
    bytes([0, 5, 9]) + http("HTTP/1.1 200 OK\nTransfer-Encoding: chunked\n\n", b"5\r\nhello\r\n6;x=y\r\n world\r\n0\r\nX-Trailer: 1\r\n\r\n"),
    bytes([1, 4, 1]) + http("HTTP/1.1 200 OK\nContent-Length: 1000\n\n"),
    bytes([0, 5, 2]) + http("HTTP/1.1 100 Continue\n\nHTTP/1.1 204 No Content\nConnection: close\n\n"),
    bytes([0, 5, 7]) + http("HTTP/1.0 404 Not Found\nX-Folded: a\n  b\n\n", b"not found"),
    bytes([0, 2, 4]) + http("HTTP/1.1 429 Too Many Requests\nRetry-After: 5\nContent-Length: 3, 3\n\n", b"abc"),
    bytes([2, 3, 5]) + b"HTTP/1.1 301 Moved\nLocation: /next\n\nbody to the end",
    bytes([0, 5, 3]) + b"HTTP/1.1 200\ne:\r0\n\n",  # found: a bare CR inside a field value
    bytes([2, 3, 5]) + b"HTTP/1.1 301\nL:\x00\n\n",  # found: a NUL inside a field value
])

write("HTTPChunked", [
    bytes([5, 3]) + b"5\r\nhello\r\n0\r\n\r\n",
    bytes([5, 1]) + b"1a;name=value\r\nabcdefghijklmnopqrstuvwxyz\r\n0\r\nTrailer: x\r\n\r\n",
    bytes([2, 8]) + b"A\r\n0123456789\r\nff\r\n",
    bytes([5, 0]) + b"0000000000000003\r\nabc\r\n0\n\n",
])

TOKEN = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

# Split, padding (4: 4,000 bytes, 6: 8,150, 8: 8,200) and port (1: 8080) bytes, then the request.
write("HTTPRequest", [
    bytes([3, 0, 1]) + http(f"GET /?token={TOKEN} HTTP/1.1\nHost: 127.0.0.1:8080\nUser-Agent: Mozilla/5.0\nAccept: text/html\n\n"),
    bytes([9, 0, 1]) + http(f"GET /events?token={TOKEN} HTTP/1.1\nHost: 127.0.0.1:8080\nAccept: text/event-stream\n"
                            "Origin: http://127.0.0.1:8080\nSec-Fetch-Site: same-origin\n\n"),
    bytes([1, 0, 1]) + http("GET / HTTP/1.1\nHost: 127.0.0.1:8080\nCache-Control: max-age=0\n\n"),
    bytes([2, 0, 1]) + http(f"GET /events?token={TOKEN}&x&=y HTTP/1.1\nHost: 127.0.0.1:8080\n"
                            "Origin: https://example.com\nSec-Fetch-Site: cross-site\n\n"),
    bytes([5, 0, 2]) + http(f"POST /events?token={TOKEN} HTTP/1.0\nHost: localhost:65535\nContent-Length: 4\n\n", b"body"),
    bytes([4, 4, 1]) + http("GET /?a=1&a=2 HTTP/1.1\nHost: 127.0.0.1:8080\nhost: 127.0.0.1:8080\n\n"),
    bytes([6, 6, 1]) + http(f"GET /events?token={TOKEN} HTTP/1.1\nHost: 127.0.0.1:8080\n\n"),
    bytes([7, 8, 0]) + http("GET / HTTP/1.1\nHost: 127.0.0.1:9\n\n"),
    bytes([0, 0, 1]) + b"GET / HTTP/1.1\nHost:\t127.0.0.1:8080 \t\r\n\r\n",
    bytes([8, 0, 1]) + http("GET  /  HTTP/1.1\nX-Empty:\n\n"),
    bytes([0, 0, 1]) + http("GET /events?token=ab\tcd HTTP/1.1\nHost: 127.0.0.1:8080\n\n"),  # found: a tab stayed in a query value
])

write("DeepLink", [
    "ribs-training://launchGame?gameId=ticTacToe",
    "ribs-training://launchGame?gameId=ticTacToe&inviteCode=ABC-12_x",
    "ribs-training://profile?userId=42",
    "ribs-training://promotion?code=WELCOME10",
    "ribs-training://post/999999999",
    "ribs-training://books/7",
    "ribs-training://post/0?x=1#frag",
])

write("InstanceMessage", [
    b"\x00ribs-training://post/1",
    b"\x01open ribs-training://books/2\n",
    b"\x01tree\n",
    b"\x01tree --json\n",
    b"\x01watch\n",
    b"\x00ribs-training://promotion?code=A\r",
    b"\x20\xcc\x95",  # found: a link starting with a combining mark did not arrive
])

write("DataFile", [
    b"\x00" + json.dumps({"schemaVersion": 1, "data": {"member": {"id": "1", "name": "Leanne Graham", "username": "Bret", "email": "",
        "phone": "", "website": "", "company": "", "city": ""}, "player2Name": "Player 2"}}).encode(),
    b"\x01" + json.dumps({"schemaVersion": 1, "data": {"player1Score": 3, "guestScores": {"player 2": 1, "kim": 1000000000}}}).encode(),
    b"\x02" + json.dumps({"schemaVersion": 1, "data": {"lines": [{"bookID": 1, "title": "Swift", "unitPrice": 32000, "quantity": 2}],
        "promotion": {"code": "WELCOME10", "percentOff": 10, "expires": "2030-12-31"}}}).encode(),
    b"\x03" + json.dumps({"schemaVersion": 1, "data": [{"accountType": {"id": "savings", "names": {"en": "Savings"}},
        "reference": "CARD-1"}]}).encode(),
    b"\x04" + json.dumps({"schemaVersion": 1, "data": ["WELCOME10"]}).encode(),
    b"\x05" + json.dumps({"schemaVersion": 1, "data": {"members": [{"id": "3", "username": "Samantha", "name": "Clementine"}]}}).encode(),
    b"\x02" + json.dumps({"schemaVersion": 2, "data": {}}).encode(),
])

write("CellBuffer", [
    bytes([20, 32, 255, 0]) + "漢字 and text\0hello, 세계".encode(),
    bytes([44, 13, 48, 0]) + "漢a漢b漢c漢d漢e漢f漢g漢h漢i漢j\0\u0903\u0600\U0001F9D1 wide".encode(),
    bytes([10, 31, 6, 1]) + "abcdefghij\0a\U0001F3FBb\u200d🧑‍🧑‍🧒".encode(),
    bytes([12, 35, 4, 0]) + "ᄀᄀᄀ界界界\0\x1b[31mred\x1b[0m\u202eevil".encode(),
    bytes([8, 30, 9, 1]) + "\0e\u0301\u0301\u0301 カタカナ".encode(),
    bytes([20, 32, 255, 0]) + "ᄀᄀᄀ界界界\0".encode(),  # found: a 3-column cluster in one cell
])

write("TerminalSanitizer", [
    b"\x00plain text, \xed\x95\x9c\xea\xb8\x80",
    b"\x00\x1b[31mred\x1b[0m\x1b]0;title\x07\x1bP+q\x1b\\\xc2\x9b2J\xc2\x85\xe2\x80\xae",
    b"\x00" + json.dumps({"a": "b\u0085c\u202e", "n": [1, 2.5, None, True]}, ensure_ascii=False).encode() + b"\n",
    b"\x01line one\nline two\ttab\x7f",
    b"\x03\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\",
    b"\x00{\"a\":1}\n",  # found: white space after valid JSON was escaped
    b"\x00\x31\x00",  # Foundation reads "1\0" as the number 1
])

SESSION_HEADER = json.dumps({"format": "modular-terminal-app session", "version": 1,
    "app": {"version": "0.9.0", "commit": None}, "recorded": "2026-12-05T07:00:00Z",
    "size": {"width": 80, "height": 24}, "language": "ko", "appearance": "dark", "colorMode": "256",
    "charset": "unicode", "accessible": False, "mouse": True, "backend": "offline",
    "data": {"session.json": "{\"schemaVersion\":1}"}}, ensure_ascii=False)
SESSION_EVENTS = [
    {"t": 0.01, "e": "tree", "changes": [{"kind": "attached", "router": "RootRouter", "path": "Root"}]},
    {"t": 0.02, "e": "state", "screen": "LoggedOut", "model": 1, "state": {"name": "", "n": [1, 2.5, None, True]}},
    {"t": 0.5, "e": "key", "key": "한"},
    {"t": 0.6, "e": "key", "key": {"paste": "two\nlines"}},
    {"t": 0.7, "e": "key", "key": "mouse:press:left:10:5"},
    {"t": 0.8, "e": "key", "key": "ctrl+z"},
    {"t": 0.8, "e": "suspend"}, {"t": 1.0, "e": "resume"},
    {"t": 1.1, "e": "resize", "width": 100, "height": 30},
    {"t": 1.2, "e": "link", "url": "ribs-training://post/3"},
    {"t": 1.3, "e": "draw", "purpose": "luckyNumber", "low": 1, "high": 100, "value": 42},
    {"t": 1.3, "e": "today", "value": "2026-12-05"},
    {"t": 1.4, "e": "http", "method": "GET", "url": "offline://jsonplaceholder/posts?_page=1", "body": None, "status": 200,
        "headers": {"x-total-count": "100"}, "response": "[]"},
    {"t": 1.5, "e": "http", "method": "POST", "url": "https://x/posts", "body": "{}", "error": "timeout"},
    {"t": 1.6, "e": "clipboard", "outcome": "sentToTerminal"},
    {"t": 1.7, "e": "action", "screen": "LoggedOut", "model": 1, "action": "login"},
    {"t": 1.7, "e": "state", "screen": "LoggedOut", "model": 1, "changed": {"name": "kim"}, "removed": ["n"]},
    {"t": 1.8, "e": "appearance", "value": "light"},
    {"t": 1.8, "e": "linkChannel", "message": "Another MainCLI is already running for this user."},
    {"t": 1.9, "e": "frame", "digest": "cbf29ce484222325"},
    {"t": 2.0, "e": "end", "exit": 0, "frame": ["한글 line", ""]},
]


def session(events, header=SESSION_HEADER):
    return "".join(line + "\n" for line in [header] + [json.dumps(event, ensure_ascii=False) for event in events]).encode()


write("SessionFile", [
    b"\x00\x40" + session(SESSION_EVENTS),
    b"\x01\x00" + session(SESSION_EVENTS[:3] + SESSION_EVENTS[-1:]),
    b"\x00\x10" + session(SESSION_EVENTS[:2]),  # no end: refused
    b"\x00\x00" + session(SESSION_EVENTS[-1:], SESSION_HEADER.replace('"version": 1', '"version": 2')),
    b"\x00\x05not a recording\n",
    # found: a header whose data held two numbers was refused naming whichever key decoded first
    b"\x01\x00" + session(SESSION_EVENTS[-1:], SESSION_HEADER.replace('"data": {', '"data": {"a": 1, "b": 2, ')),
    # found: a raw NUL in a data file's text beside a number read as "not JSON" or as data's wrong type, by order
    b"\x01\x00" + session(SESSION_EVENTS[-1:], SESSION_HEADER.replace('"data": {', '"data": {"a": 1, "b": 2, ').replace('1}"', '1}\0\0"')),
])
