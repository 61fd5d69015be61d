"""The test server's scenarios: one test's own JSONPlaceholder under `/scenarios/<name>/`.

Each scenario serves a copy of the server's data the way json-server 1.x does (created posts are
kept, with random string ids; deleted users are gone), so tests running at once never see each
other's writes, and follows the rules its test set with `PUT /scenarios/<name>/_rules`: chosen
requests answer a status, hang, send JSON cut short or answer given JSON, once, N times or until
the rules change. Standard library only.
"""
import copy
import json
import secrets
import threading
import time
from urllib.parse import parse_qs

MAX_SECONDS = 30.0
SCENARIOS = {}
SCENARIOS_LOCK = threading.Lock()


class Scenario:
    """One test's own server: a copy of the data that keeps writes, and its rules."""

    def __init__(self, data):
        self.data = copy.deepcopy(data)
        self.rules = []
        self.lock = threading.Lock()

    def take_rule(self, method, path):
        """The first rule matching the request, used up once when it counts its uses."""
        with self.lock:
            for rule in self.rules:
                if rule.get("method", "GET") == method and rule.get("path") == path:
                    if "times" in rule:
                        rule["times"] -= 1
                        if rule["times"] <= 0:
                            self.rules.remove(rule)
                    return dict(rule)
        return None


def scenario(name, data):
    """The scenario `name`, made from `data` the first time it is asked for."""
    with SCENARIOS_LOCK:
        if name not in SCENARIOS:
            SCENARIOS[name] = Scenario(data)
        return SCENARIOS[name]



def handle(handler, method, url, payload):
    """A request under `/scenarios/<name>/`: its rules first, then json-server's ways."""
    parts = [part for part in url.path.split("/") if part]
    if len(parts) < 2:
        return handler.send_json({}, 404)
    world = scenario(parts[1], handler.data)
    parts = parts[2:]
    query = {name: values[0] for name, values in parse_qs(url.query).items()}
    if parts == ["_rules"] and method == "PUT":
        try:
            rules = json.loads(payload)
        except ValueError:
            return handler.send_json({"error": "invalid JSON"}, 400)
        with world.lock:
            world.rules = rules
        return handler.send_json({"rules": len(rules)})
    rule = world.take_rule(method, "/" + "/".join(parts))
    if rule is not None:
        if "hang" in rule:
            time.sleep(max(0.0, min(MAX_SECONDS, float(rule["hang"]))))
        elif "status" in rule:
            return handler.send_json({"error": "scripted failure"}, int(rule["status"]))
        elif rule.get("malformed"):
            return handler.send_raw(200, b'[{"id": 1, "userId": 1, "title": "cut sh', {"Content-Type": "application/json"})
        elif "generate_posts" in rule:
            # A page far larger than asked for, made here so the test need not send it.
            count = max(0, min(200_000, int(rule["generate_posts"])))
            posts = [{"id": i + 1, "userId": 1, "title": "t", "body": "b"} for i in range(count)]
            body = json.dumps(posts, separators=(",", ":")).encode()
            return handler.send_raw(200, body, {"Content-Type": "application/json", "X-Total-Count": str(count)})
        elif "json" in rule:
            value = rule["json"]
            headers = {"X-Total-Count": str(len(value))} if isinstance(value, list) else {}
            if "total" in rule:
                # Whatever the rule says, even what no honest server would send.
                headers["X-Total-Count"] = str(rule["total"])
            return handler.send_json(value, headers=headers)
    with world.lock:
        if method == "GET" and parts == ["posts"]:
            return handler.page(world.data["posts"], query)
        if method == "GET" and len(parts) == 2 and parts[0] in ("posts", "users"):
            found = [item for item in world.data[parts[0]] if str(item["id"]) == parts[1]]
            return handler.send_json(found[0]) if found else handler.send_json({}, 404)
        if method == "GET" and parts == ["comments"]:
            wanted = query.get("postId")
            return handler.send_json([c for c in world.data["comments"] if wanted is None or str(c["postId"]) == wanted])
        if method == "GET" and parts == ["users"]:
            return handler.send_json(world.data["users"])
        if method == "POST" and parts == ["posts"]:
            try:
                post = json.loads(payload)
            except ValueError:
                return handler.send_json({"error": "invalid JSON"}, 400)
            if not isinstance(post, dict):
                return handler.send_json({"error": "a post is an object"}, 400)
            # A string id, as json-server gives a created record; never all digits (one in 43
            # hex ids would be), so the tests can tell it from the numeric ids of the dataset.
            post["id"] = secrets.token_hex(4)
            while post["id"].isdigit():
                post["id"] = secrets.token_hex(4)
            world.data["posts"].append(post)
            return handler.send_json(post, 201)
        if method == "DELETE" and len(parts) == 2 and parts[0] == "users":
            users = world.data["users"]
            kept = [user for user in users if str(user["id"]) != parts[1]]
            world.data["users"] = kept
            return handler.send_json({}, 200 if len(kept) < len(users) else 404)
    return handler.send_json({}, 404)
