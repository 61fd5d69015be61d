#!/usr/bin/env python3
"""A JSONPlaceholder-compatible HTTP server for the network tests, with faults on demand.

Usage: jsonplaceholder_server.py --data DIR [--port 0] [--certificates DIR]

Serves DIR/posts.json, DIR/comments.json and DIR/users.json the way JSONPlaceholder and
json-server do (`/posts?_start=&_limit=` with `X-Total-Count`, `/posts/{id}`,
`/comments?postId=`, `/users`, `/users/{id}`, `POST /posts`, `DELETE /users/{id}`; like
JSONPlaceholder, writes are answered but not kept), plus the fault routes under `/faults/`
that the tests use, hostile ones included (see `fault`).

Under `/scenarios/<name>/` the same API is served the way json-server 1.x serves it, each
scenario on its own copy of the data, so tests running at once never see each other: created
posts are kept (with random string ids, as json-server gives them) and deleted users are gone.
`PUT /scenarios/<name>/_rules` with a JSON list replaces the scenario's rules, each
`{"method": "GET", "path": "/posts", ...}` plus one of `"status": 500` (that status),
`"hang": SECONDS` (answer after a while), `"malformed": true` (JSON cut short) or
`"json": VALUE` (that value, with `X-Total-Count` when it is a list, or `"total": TEXT`
when given) or `"generate_posts": N` (N tiny posts, at most 200,000), and optionally
`"times": N` (only the next N matching requests). An empty list clears them (see
`scenarios.py`).

Listens on 127.0.0.1 only, plus a second port on 127.0.0.1 (another origin, for redirects),
when the machine has IPv6 one on ::1, and an HTTP proxy (CONNECT and absolute-form requests)
on 127.0.0.1. Prints `PORT <n> ALT <n> V6 <n|none> PROXY <n>` once ready
and exits when its standard input closes, so it never outlives the test process that started
it. With `--certificates DIR` (the test certificates of `../Certificates`) it also serves the
same routes over TLS on 127.0.0.1, one port per certificate, and the line goes on with
`TLS <n> SELF_SIGNED <n> EXPIRED <n> WRONG_HOST <n> UNKNOWN_CA <n> UNTRUSTED_ROOT <n> CN_ONLY <n>
CLIENT_CERTIFICATE <n> RESET_MID_WRITE <n>`: CLIENT_CERTIFICATE speaks TLS 1.3 only and requires
a client certificate from the test CA; RESET_MID_WRITE shakes hands, closes its sending side,
reads nothing and resets the connection a moment later, while the client is still sending
(see `ResettingTLSServer`). Every delay and size a test can ask for is capped. A client hanging up is not an error
worth printing: the tests do it on purpose. Standard library only.
"""
import argparse
import gzip
import json
import itertools
import socket
import socketserver
import ssl
import struct
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

# The tests run this from the source tree: leave no __pycache__ beside it.
sys.dont_write_bytecode = True
import scenarios  # noqa: E402 (after the line above, on purpose)

COUNTS = {}
IN_FLIGHT = {}
MOST_IN_FLIGHT = {}
COUNTS_LOCK = threading.Lock()
BOMB = {}
BOMB_LOCK = threading.Lock()
MAX_SECONDS = 30.0
CONNECTION_IDS = itertools.count(1)
def count(key):
    with COUNTS_LOCK:
        COUNTS[key] = COUNTS.get(key, 0) + 1
        return COUNTS[key]


def seconds(query, default):
    return max(0.0, min(MAX_SECONDS, float(query.get("seconds", default))))


def gzip_bomb(megabytes):
    """A gzip stream of `megabytes` MB of zeros (about 1 KB per MB), made once per size."""
    with BOMB_LOCK:
        if megabytes not in BOMB:
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
            zeros = bytes(1024 * 1024)
            parts = [compressor.compress(zeros) for _ in range(megabytes)]
            parts.append(compressor.flush())
            BOMB[megabytes] = b"".join(parts)
        return BOMB[megabytes]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    data = {}

    def log_message(self, format, *args):  # keep test output quiet
        pass

    def setup(self):
        # Numbered per connection, so tests can count the connections a client opened.
        self.connection_id = next(CONNECTION_IDS)
        if isinstance(self.request, ssl.SSLSocket):
            # In this connection's thread: a client that refuses the certificate fails here alone.
            self.request.settimeout(30)
            try:
                self.request.do_handshake()
            except ssl.SSLError:
                self.linger()
                raise
            self.request.settimeout(None)
        super().setup()

    def linger(self):
        """Closes after a refused handshake the way HTTP servers do (a lingering close): the
        alert leaves with a FIN, then what the client already sent is read. Closing with its
        request unread would reset the connection, and the reset can overtake the alert: the
        client would see a dropped connection, worth a retry, instead of the refusal."""
        try:
            self.request.shutdown(socket.SHUT_WR)
            self.request.settimeout(2)
            while socket.socket.recv(self.request, 65536):
                pass
        except OSError:
            pass

    def parse_request(self):
        if getattr(self, "drop_next", False):
            self.close_connection = True
            return False
        return super().parse_request()

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
        if url.path.startswith("/scenarios/"):
            return scenarios.handle(self, "GET", url, b"")
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
        payload = self.rfile.read(min(length, 1_000_000))
        url = urlparse(self.path)
        if url.path.startswith("/scenarios/"):
            return scenarios.handle(self, "POST", url, payload)
        parts = [part for part in url.path.split("/") if part]
        if parts[:2] == ["faults", "count"]:
            count("/".join(parts[1:]))
            return self.send_json({}, 503)
        if parts[:1] == ["faults"]:
            query = {name: values[0] for name, values in parse_qs(url.query).items()}
            return self.fault(parts[1:], query)
        if parts != ["posts"]:
            return self.send_json({}, 404)
        try:
            post = json.loads(payload)
        except ValueError:
            return self.send_json({"error": "invalid JSON"}, 400)
        post["id"] = len(self.data["posts"]) + 1
        return self.send_json(post, 201)

    def do_PUT(self):
        length = int(self.headers.get("Content-Length", "0"))
        payload = self.rfile.read(min(length, 1_000_000))
        url = urlparse(self.path)
        if url.path.startswith("/scenarios/"):
            return scenarios.handle(self, "PUT", url, payload)
        return self.send_json({}, 404)

    def do_DELETE(self):
        url = urlparse(self.path)
        if url.path.startswith("/scenarios/"):
            return scenarios.handle(self, "DELETE", url, b"")
        parts = [part for part in url.path.split("/") if part]
        if len(parts) == 2 and parts[0] == "users":
            found = any(str(user["id"]) == parts[1] for user in self.data["users"])
            return self.send_json({}, 200 if found else 404)
        return self.send_json({}, 404)

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
            # Answers after `seconds`; `most-in-flight/<key>` tells how many overlapped at most.
            with COUNTS_LOCK:
                IN_FLIGHT[key] = IN_FLIGHT.get(key, 0) + 1
                MOST_IN_FLIGHT[key] = max(MOST_IN_FLIGHT.get(key, 0), IN_FLIGHT[key])
            try:
                time.sleep(seconds(query, 2))
            finally:
                with COUNTS_LOCK:
                    IN_FLIGHT[key] -= 1
            return self.send_json({"ok": True, "calls": calls})
        if kind == "most-in-flight":
            with COUNTS_LOCK:
                return self.send_json({"count": MOST_IN_FLIGHT.get("/".join(parts[1:]), 0)})
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
            time.sleep(seconds(query, 30))
            return self.send_json({"ok": True})
        if kind == "connection-id":
            # Which connection carried this request; `close=yes` closes it after answering,
            # without saying so, as a server whose idle timeout just fired.
            if query.get("close") == "yes":
                self.close_connection = True
            return self.send_json({"count": self.connection_id})
        if kind == "drop-next":
            # Answers and keeps the connection open, then closes it, unanswered, at the next
            # request it carries: a server that timed an idle connection out just as it was reused.
            self.drop_next = True
            return self.send_json({"ok": True})
        if kind == "echo-headers":
            return self.send_json({name.lower(): value for name, value in self.headers.items()})
        return self.hostile(kind, query, calls) or self.send_json({"error": "unknown fault"}, 404)

    def hostile(self, kind, query, calls):
        """Routes that break HTTP on purpose; True when `kind` was one of them."""
        if kind == "status-then-close":
            # A status line, then a normal close (FIN) before the headers end.
            self.wfile.write(b"HTTP/1.1 200 OK\r\n")
            self.wfile.flush()
            self.close_connection = True
            return True
        if kind == "gzip-bomb":
            # `mb` MB of zeros gzipped, whatever the client accepts.
            body = gzip_bomb(max(1, min(200, int(query.get("mb", 100)))))
            self.send_raw(200, body, {"Content-Encoding": "gzip", "Content-Type": "application/json"})
            return True
        if kind == "gzip":
            # A valid gzipped JSON answer, whatever the client accepts.
            body = gzip.compress(json.dumps({"ok": True, "calls": calls}).encode())
            self.send_raw(200, body, {"Content-Encoding": "gzip", "Content-Type": "application/json"})
            return True
        if kind in ("redirect", "redirect-loop"):
            # To `to`, or back to this very URL.
            location = query.get("to", self.path) if kind == "redirect" else self.path
            self.send_raw(int(query.get("status", 302)), b"", {"Location": location})
            return True
        if kind == "big-headers":
            padding = "x" * (1024 * max(1, min(1024, int(query.get("kb", 100)))))
            self.send_raw(200, b'{"ok": true}', {"X-Padding": padding})
            return True
        if kind in ("chunked", "bad-chunks"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            if kind == "chunked":
                self.wfile.write(b"6\r\n{\"ok\":\r\n5\r\n true\r\n1;note=end\r\n}\r\n0\r\n\r\n")
            else:
                self.wfile.write(b"zz\r\n{\"ok\": true}\r\n0\r\n\r\n")
            self.close_connection = True
            return True
        if kind == "plus-chunk":
            # A chunk size with a sign, which RFC 9112 does not allow.
            self.send_response(200)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.wfile.write(b"+c\r\n{\"ok\": true}\r\n0\r\n\r\n")
            self.close_connection = True
            return True
        if kind == "folded":
            # A field folded over two lines (obs-fold), which a user agent reads as one.
            body = b'{"ok": true}'
            self.wfile.write(b"HTTP/1.1 200 OK\r\nX-Folded: first\r\n  second\r\nContent-Type: application/json\r\n"
                             + b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
            return True
        if kind == "no-content-encoded":
            # 204 has no body, whatever its Content-Encoding says.
            self.send_response(204)
            self.send_header("Content-Encoding", "gzip")
            self.end_headers()
            return True
        if kind == "status-999":
            self.wfile.write(b"HTTP/1.1 999 Whatever\r\nContent-Length: 0\r\n\r\n")
            self.close_connection = True
            return True
        if kind == "tls-info":
            # The server name the client sent (SNI) and the protocol version agreed.
            info = {"serverName": getattr(self.request, "server_name_seen", None)}
            info["version"] = self.request.version() if isinstance(self.request, ssl.SSLSocket) else None
            self.send_json(info)
            return True
        if kind == "hostile-keys":
            # A JSON key that would retitle and clear a terminal, holding a value of the wrong type.
            self.send_json({"\x1b]0;PWNED\x07\x1b[2J": {"ok": "yes"}})
            return True
        if kind == "hostile-body":
            self.send_json({"error": "\u202egnp.exe\u2028next line\u200b\x1b[2J\x9b31m"}, 500)
            return True
        if kind == "string-ids":
            # json-server 1.x spells ids as strings, random ones for created records.
            self.send_json([{"id": "b5aa51f6", "userId": "1", "title": "t", "body": "b"},
                            {"id": 2, "userId": 1, "title": "u", "body": "c"}])
            return True
        return False

    def send_raw(self, status, body, headers):
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except ConnectionError:
            self.close_connection = True


def relay(source, sink):
    """Copies bytes from `source` to `sink` until `source` ends, then ends `sink`'s writing side."""
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            sink.sendall(data)
    except OSError:
        pass
    try:
        sink.shutdown(socket.SHUT_WR)
    except OSError:
        pass


class ProxyHandler(socketserver.BaseRequestHandler):
    """An HTTP proxy: CONNECT tunnels, and absolute-form requests relayed as they are (the
    server reads absolute-form targets too). Counts `proxy/connect` and `proxy/forward` per
    connection, so tests can tell their requests went through it."""

    def handle(self):
        head = b""
        while b"\r\n\r\n" not in head:
            data = self.request.recv(4096)
            if not data or len(head) > 65536:
                return
            head += data
        method, target = head.split(b"\r\n", 1)[0].decode("latin-1").split(" ")[:2]
        try:
            if method == "CONNECT":
                host, port = target.rsplit(":", 1)
                upstream = socket.create_connection((host.strip("[]"), int(port)), timeout=10)
                count("proxy/connect")
                self.request.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
                head = head.split(b"\r\n\r\n", 1)[1]
            else:
                url = urlparse(target)
                upstream = socket.create_connection((url.hostname, url.port or 80), timeout=10)
                count("proxy/forward")
        except (OSError, ValueError):
            self.request.sendall(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n")
            return
        upstream.settimeout(None)
        if head:
            upstream.sendall(head)
        back = threading.Thread(target=relay, args=(upstream, self.request), daemon=True)
        back.start()
        relay(self.request, upstream)
        back.join()
        upstream.close()


class QuietProxy(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128


class QuietServer(ThreadingHTTPServer):
    """Says nothing when a client hangs up: the tests cancel, time out and refuse on purpose."""

    daemon_threads = True
    # The default backlog of 5 makes parallel tests' connections wait for a SYN retry (1 s).
    request_queue_size = 128

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError, ssl.SSLError)):
            return
        super().handle_error(request, client_address)


class QuietServer6(QuietServer):
    address_family = socket.AF_INET6


class QuietTLSServer(QuietServer):
    """Serves over TLS with one certificate; the handshake runs in the connection's thread."""

    def __init__(self, address, handler, certificate, key, client_ca=None):
        super().__init__(address, handler)
        self.context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.context.load_cert_chain(certificate, key)
        self.context.sni_callback = self.remember_server_name
        if client_ca:
            # At TLS 1.3 the refusal comes as an alert after the client's handshake finished.
            self.context.minimum_version = ssl.TLSVersion.TLSv1_3
            self.context.verify_mode = ssl.CERT_REQUIRED
            self.context.load_verify_locations(client_ca)

    @staticmethod
    def remember_server_name(connection, server_name, context):
        connection.server_name_seen = server_name

    def get_request(self):
        connection, address = self.socket.accept()
        return self.context.wrap_socket(connection, server_side=True, do_handshake_on_connect=False), address


class ResettingTLSServer:
    """Shakes hands, sends FIN, reads nothing, then resets: the client's next write fails with
    EPIPE (its socket got the FIN first), which is when a write(2) raises SIGPIPE."""

    def __init__(self, certificate, key):
        self.context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.context.load_cert_chain(certificate, key)
        self.socket = socket.create_server(("127.0.0.1", 0), backlog=16)
        self.server_address = self.socket.getsockname()
        self.stopped = False

    def serve_forever(self):
        while not self.stopped:
            try:
                connection, _ = self.socket.accept()
            except OSError:
                return
            threading.Thread(target=self.reset, args=(connection,), daemon=True).start()

    def reset(self, connection):
        connection.settimeout(10)
        try:
            # wrap_socket takes the descriptor over; closing `tls` closes it.
            tls = self.context.wrap_socket(connection, server_side=True)
        except (OSError, ssl.SSLError):
            connection.close()
            return
        try:
            tls.shutdown(socket.SHUT_WR)
            time.sleep(0.3)  # the client fills the buffers meanwhile
            tls.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        except (OSError, ssl.SSLError):
            pass
        finally:
            tls.close()

    def shutdown(self):
        self.stopped = True
        self.socket.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--certificates")
    args = parser.parse_args()
    for name in ("posts", "comments", "users"):
        with open(f"{args.data}/{name}.json", encoding="utf-8") as file:
            Handler.data[name] = json.load(file)
    servers = [QuietServer(("127.0.0.1", args.port), Handler), QuietServer(("127.0.0.1", 0), Handler)]
    try:
        servers.append(QuietServer6(("::1", 0), Handler))
        v6 = str(servers[2].server_address[1])
    except OSError:
        v6 = "none"
    proxy = QuietProxy(("127.0.0.1", 0), ProxyHandler)
    servers.append(proxy)
    line = f"PORT {servers[0].server_address[1]} ALT {servers[1].server_address[1]} V6 {v6} PROXY {proxy.server_address[1]}"
    if args.certificates:
        for label, stem in (("TLS", "server"), ("SELF_SIGNED", "self-signed"), ("EXPIRED", "expired"),
                            ("WRONG_HOST", "wrong-host"), ("UNKNOWN_CA", "unknown-ca"),
                            ("UNTRUSTED_ROOT", "untrusted-root"), ("CN_ONLY", "cn-only")):
            tls = QuietTLSServer(("127.0.0.1", 0), Handler, f"{args.certificates}/{stem}.pem", f"{args.certificates}/{stem}.key")
            servers.append(tls)
            line += f" {label} {tls.server_address[1]}"
        server_files = (f"{args.certificates}/server.pem", f"{args.certificates}/server.key")
        # The client-certificate server speaks TLS 1.3 only; a Python whose ssl module has no
        # TLS 1.3 (Apple's python3 links LibreSSL 2.8) says so, and that one test is skipped.
        if ssl.HAS_TLSv1_3:
            client_certificate = QuietTLSServer(("127.0.0.1", 0), Handler, *server_files, client_ca=f"{args.certificates}/ca.pem")
            servers.append(client_certificate)
            line += f" CLIENT_CERTIFICATE {client_certificate.server_address[1]}"
        else:
            line += " CLIENT_CERTIFICATE none"
        resetting = ResettingTLSServer(*server_files)
        servers.append(resetting)
        line += f" RESET_MID_WRITE {resetting.server_address[1]}"
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    print(line, flush=True)
    try:
        sys.stdin.read()  # returns when the parent closes our standard input or exits
    except (KeyboardInterrupt, OSError):
        pass
    # Daemon threads end with the process; shutting down serve_forever is all that is left.
    for server in servers:
        server.shutdown()


if __name__ == "__main__":
    main()
