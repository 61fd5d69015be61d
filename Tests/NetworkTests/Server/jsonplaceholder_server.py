#!/usr/bin/env python3
"""A JSONPlaceholder-compatible HTTP server for the network tests, with faults on demand.

Usage: jsonplaceholder_server.py --data DIR [--port 0]

Serves DIR/posts.json, DIR/comments.json and DIR/users.json the way JSONPlaceholder and
json-server do (`/posts?_start=&_limit=` with `X-Total-Count`, `/posts/{id}`,
`/comments?postId=`, `/users`, `/users/{id}`, `POST /posts`), plus the fault routes under
`/faults/` that the tests use. Listens on 127.0.0.1 only, prints `PORT <n>` once ready, and
exits when its standard input closes, so it never outlives the test process that started it.
Standard library only.
"""
import argparse
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

COUNTS = {}
COUNTS_LOCK = threading.Lock()


def count(key):
    with COUNTS_LOCK:
        COUNTS[key] = COUNTS.get(key, 0) + 1
        return COUNTS[key]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    data = {}

    def log_message(self, format, *args):  # keep test output quiet
        pass

    def send_json(self, value, status=200, headers=None):
        body = json.dumps(value, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        for name, header_value in (headers or {}).items():
            self.send_header(name, header_value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlparse(self.path)
        query = {name: values[0] for name, values in parse_qs(url.query).items()}
        parts = [part for part in url.path.split("/") if part]
        if parts[:1] == ["faults"]:
            return self.fault(parts[1:], query)
        if parts == ["posts"]:
            return self.page(self.data["posts"], query)
        if len(parts) == 2 and parts[0] in ("posts", "users"):
            found = [item for item in self.data[parts[0]] if str(item["id"]) == parts[1]]
            return self.send_json(found[0]) if found else self.send_json({}, 404)
        if parts == ["comments"]:
            comments = self.data["comments"]
            if "postId" in query:
                comments = [c for c in comments if str(c["postId"]) == query["postId"]]
            return self.send_json(comments)
        if parts == ["users"]:
            return self.send_json(self.data["users"])
        return self.send_json({}, 404)

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        payload = self.rfile.read(length)
        parts = [part for part in urlparse(self.path).path.split("/") if part]
        if parts[:2] == ["faults", "count"]:
            count("/".join(parts[1:]))
            return self.send_json({}, 503)
        if parts != ["posts"]:
            return self.send_json({}, 404)
        try:
            post = json.loads(payload)
        except ValueError:
            return self.send_json({"error": "invalid JSON"}, 400)
        post["id"] = len(self.data["posts"]) + 1
        return self.send_json(post, 201)

    def page(self, items, query):
        start = int(query.get("_start", 0))
        limit = int(query.get("_limit", len(items)))
        return self.send_json(items[start:start + limit], headers={"X-Total-Count": str(len(items))})

    def fault(self, parts, query):
        kind, key = parts[0], "/".join(parts)
        calls = count(key)
        if kind == "count":
            # /faults/count/<key>/...: how many requests <key> received so far.
            target = "/".join(parts[1:])
            with COUNTS_LOCK:
                return self.send_json({"count": COUNTS.get(target, 0)})
        if kind == "fail-then-ok":
            # 500 for the first `times` calls, then a small JSON object.
            if calls <= int(query.get("times", 1)):
                return self.send_json({"error": "temporary failure"}, 500)
            return self.send_json({"ok": True, "calls": calls})
        if kind == "always":
            return self.send_json({"error": "still broken"}, int(query.get("status", 500)))
        if kind == "rate-limited":
            if calls == 1:
                return self.send_json({"error": "slow down"}, 429, {"Retry-After": query.get("after", "1")})
            return self.send_json({"ok": True, "calls": calls})
        if kind == "slow":
            time.sleep(float(query.get("seconds", 2)))
            return self.send_json({"ok": True, "calls": calls})
        if kind == "truncated":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "1000")
            self.end_headers()
            self.wfile.write(b'{"ok": true, "padding": "')
            self.wfile.flush()
            self.close_connection = True
            return
        if kind == "malformed":
            body = b'{"ok": tru'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if kind == "huge":
            size = int(query.get("bytes", 1_000_000))
            declared = query.get("declare", "yes") == "yes"
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if declared:
                self.send_header("Content-Length", str(size))
            else:
                self.close_connection = True
            self.end_headers()
            chunk = b" " * 65536
            sent = 0
            try:
                while sent < size:
                    piece = chunk[: min(len(chunk), size - sent)]
                    self.wfile.write(piece)
                    sent += len(piece)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        if kind == "hang":
            time.sleep(float(query.get("seconds", 30)))
            return self.send_json({"ok": True})
        if kind == "echo-headers":
            return self.send_json({name.lower(): value for name, value in self.headers.items()})
        return self.send_json({"error": "unknown fault"}, 404)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    for name in ("posts", "comments", "users"):
        with open(f"{args.data}/{name}.json", encoding="utf-8") as file:
            Handler.data[name] = json.load(file)
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(f"PORT {server.server_address[1]}", flush=True)
    sys.stdin.read()  # returns when the parent closes our standard input or exits
    server.shutdown()


if __name__ == "__main__":
    main()
