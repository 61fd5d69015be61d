#!/usr/bin/env python3
"""Opens the inspector's page in headless Chromium and reports what it shows.

Drives the browser over the DevTools protocol on a pipe (--remote-debugging-pipe: commands on
descriptor 3, answers on 4, each a JSON text ended by a NUL byte), so it needs no port and no
package beyond Python's standard library. `--dump-dom` cannot be used: the page's event stream
never ends, and a virtual time budget waits for it for ever.

    inspector-page-driver.py URL [--wait TEXT]... [--then TEXT]... [--screenshot PNG] [--timeout S]
    inspector-page-driver.py --serve


Prints `ready` once the page's tree and screen hold every --wait text (a test may then act on
the app), then waits until they hold every --then text, prints one JSON line with the tree's,
the screen's and the log's text, saves a screenshot when asked, and exits 0; exits 1 with the
page's text on stderr when the texts do not show within the time limit, 2 when no browser runs.

With --serve, one browser serves many pages: each line on standard input is a JSON command, and
each gets one JSON line back, {"ok": ..., "page": ...}, the page holding its text, its address
(`href`), how many frames it drew and every console error and exception so far (`errors`):
  {"open": URL}  a new tab on URL (the one before is closed)
  {"wait": {"texts": [...], "status": TEXT, "frames": N, "step": N, "timeout": S}}  until all that holds
  {"reload": true}  reloads the tab
  {"key": NAME}  presses a key in the tab (ArrowLeft, ArrowRight, Home, End), as a person would

`step` is the step a recorded session's page (`MainCLI inspect --session`) shows whole.
"""
import argparse, base64, json, os, shutil, subprocess, sys, tempfile, time

BROWSERS = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

READ_PAGE = """JSON.stringify({
  tree: document.getElementById('tree') ? document.getElementById('tree').textContent : '',
  screen: document.getElementById('screen-text') ? document.getElementById('screen-text').textContent : '',
  state: document.getElementById('state-title') ? document.getElementById('state-title').textContent : '',
  log: document.getElementById('log') ? document.getElementById('log').textContent : '',
  status: document.getElementById('status') ? document.getElementById('status').textContent : '',
  frameAt: document.body ? Number(document.body.dataset.frameAt || 0) : 0,
  frames: document.body ? Number(document.body.dataset.frames || 0) : 0,
  step: document.body && document.body.dataset.step !== undefined ? Number(document.body.dataset.step) : null,
  where: document.getElementById('where') ? document.getElementById('where').textContent : '',
  href: location.href
})"""

# The keys a test may press, with the codes a keyboard sends for them.
KEYS = {"ArrowLeft": 37, "ArrowRight": 39, "Home": 36, "End": 35}


def find_browser():
    named = os.environ.get("INSPECTOR_BROWSER")
    if named and os.access(named, os.X_OK):
        return named
    for name in BROWSERS:
        if shutil.which(name):
            return shutil.which(name)
    return None


class Browser:
    def __init__(self, path):
        self.profile = tempfile.mkdtemp(prefix="inspector-browser-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The browser reads commands on 3 and writes answers on 4.
        def arrange():
            # Through fresh numbers first: either end may itself be 3 or 4.
            reading, writing = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(reading, 3)
            os.dup2(writing, 4)
        args = [path, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--no-default-browser-check", "--hide-scrollbars", "--remote-debugging-pipe",
                # As light as it goes: the test shares the machine with the rest of the suite.
                "--disable-extensions", "--disable-background-networking", "--disable-sync",
                "--disable-component-update", "--renderer-process-limit=1", "--mute-audio",
                "--user-data-dir=" + self.profile, "--window-size=1440,900", "about:blank"]
        self.process = subprocess.Popen(args, preexec_fn=arrange, pass_fds=(3, 4),
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        # Console errors, CSP reports and exceptions, as they come between answers.
        self.errors = []

    def call(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" in self.buffer:
                text, self.buffer = self.buffer.split(b"\0", 1)
                answer = json.loads(text)
                self.note(answer)
                if answer.get("id") == self.next_id:
                    if "error" in answer:
                        raise RuntimeError(f"{method}: {answer['error']}")
                    return answer.get("result", {})
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self.buffer += chunk
        raise RuntimeError(f"{method}: no answer within {timeout} s")

    def note(self, message):
        method, params = message.get("method"), message.get("params", {})
        if method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            self.errors.append(params["entry"].get("text", ""))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.errors.append(" ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
        elif method == "Runtime.exceptionThrown":
            self.errors.append(params.get("exceptionDetails", {}).get("text", "exception"))

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def serve(browser):
    """The --serve loop: commands on standard input, one answer line each."""
    session, target = None, None

    def read():
        result = browser.call("Runtime.evaluate", {"expression": READ_PAGE, "returnByValue": True}, session)
        value = result.get("result", {}).get("value")
        page = json.loads(value) if value else {}
        page["errors"] = list(browser.errors)
        return page

    def holds(page, wait):
        shown = page.get("tree", "") + "\n" + page.get("screen", "")
        return (all(text in shown for text in wait.get("texts", []))
                and wait.get("status", "") in page.get("status", "")
                and page.get("frames", 0) >= wait.get("frames", 0)
                and ("step" not in wait or page.get("step") == wait["step"]))

    for line in sys.stdin:
        command = json.loads(line)
        answer = {"ok": True}
        try:
            if "open" in command:
                if target:
                    browser.call("Target.closeTarget", {"targetId": target})
                browser.errors.clear()
                target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
                session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
                for domain in ("Runtime.enable", "Log.enable", "Page.enable"):
                    browser.call(domain, {}, session)
                browser.call("Page.navigate", {"url": command["open"]}, session)
            elif "reload" in command:
                browser.call("Page.reload", {}, session)
            elif "key" in command:
                name = command["key"]
                for kind in ("keyDown", "keyUp"):
                    browser.call("Input.dispatchKeyEvent", {"type": kind, "key": name, "code": name,
                                                            "windowsVirtualKeyCode": KEYS[name]}, session)
            elif "wait" in command:
                wait = command["wait"]
                deadline = time.time() + wait.get("timeout", 30)
                def attempt():
                    try:
                        return read()
                    except RuntimeError:
                        # Between two documents (a reload) there is nothing to evaluate in.
                        return {}
                page = attempt()
                while not holds(page, wait) and time.time() < deadline:
                    time.sleep(0.02)
                    page = attempt()
                answer = {"ok": holds(page, wait), "page": page}
        except Exception as error:
            answer = {"ok": False, "error": str(error)}
        print(json.dumps(answer, ensure_ascii=False), flush=True)
    return 0


def main():
    if sys.argv[1:] == ["--serve"]:
        path = find_browser()
        if not path:
            print("no Chromium on PATH (" + ", ".join(BROWSERS) + ")", file=sys.stderr)
            return 2
        browser = Browser(path)
        try:
            return serve(browser)
        finally:
            browser.close()
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--wait", action="append", default=[])
    parser.add_argument("--then", action="append", default=[])
    parser.add_argument("--screenshot")
    parser.add_argument("--select", help="a RIB to select (its router's name) before the screenshot")
    parser.add_argument("--timeout", type=float, default=30)
    options = parser.parse_args()
    path = find_browser()
    if not path:
        print("no Chromium on PATH (" + ", ".join(BROWSERS) + ")", file=sys.stderr)
        return 2
    browser = Browser(path)
    try:
        target = browser.call("Target.createTarget", {"url": options.url})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]

        def read():
            result = browser.call("Runtime.evaluate", {"expression": READ_PAGE, "returnByValue": True}, session)
            value = result.get("result", {}).get("value")
            return json.loads(value) if value else {}

        def wait_for(texts):
            deadline = time.time() + options.timeout
            page = {}
            while time.time() < deadline:
                page = read()
                shown = page.get("tree", "") + "\n" + page.get("screen", "")
                if all(text in shown for text in texts):
                    return page
                time.sleep(0.1)
            print("the page did not show " + repr(texts) + ":\n" + json.dumps(page, ensure_ascii=False, indent=1), file=sys.stderr)
            return None

        if wait_for(options.wait) is None:
            return 1
        print("ready", flush=True)
        page = wait_for(options.then)
        if page is None:
            return 1
        if options.select:
            expression = ("for (const b of document.querySelectorAll('#tree .rib')) "
                          "if (b.querySelector('.name') && b.querySelector('.name').textContent === %s) { b.click(); break; }"
                          % json.dumps(options.select))
            browser.call("Runtime.evaluate", {"expression": expression}, session)
            time.sleep(0.3)
            page = read()
        print(json.dumps(page, ensure_ascii=False), flush=True)
        if options.screenshot:
            shot = browser.call("Page.captureScreenshot", {"format": "png"}, session)
            with open(options.screenshot, "wb") as file:
                file.write(base64.b64decode(shot["data"]))
        return 0
    finally:
        browser.close()


if __name__ == "__main__":
    sys.exit(main())
