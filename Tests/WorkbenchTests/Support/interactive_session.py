#!/usr/bin/env python3
"""Drives the movies REPL in a pseudo-terminal as a person would.

Usage: interactive_session.py SCENARIO MOVIES_BINARY WORK_DIR [ARGUMENT]. Prints one line per check;
exits 1 on the first failed check. Scenarios:
  editing   Tab completion of commands, component names and binding paths (nested ones too),
            history recall after a restart, and a private history file that never holds the key
  hostile   ARGUMENT is a TMDB page whose titles and overviews hold control characters: rendered,
            in errors, in completion and in a rendering that arrives while the prompt waits, they
            reach the terminal inert; the error label is the only colour written"""
import os
import pty
import re
import select
import signal
import stat
import sys
import time

SCENARIO, BINARY, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
HISTORY = os.path.join(WORK, "state", "history")
KEY = "tmdb-pty-key-0123456789abcdef"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")


class Session:
    def __init__(self, arguments=(), color=False):
        env = dict(os.environ, TERM="xterm", MOVIES_HISTORY=HISTORY, COLUMNS="100", TMDB_API_KEY=KEY)
        if color:
            env.pop("NO_COLOR", None)
        else:
            env["NO_COLOR"] = "1"
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(BINARY, [BINARY] + list(arguments), env)
        self.screen = ""
        self.raw = b""

    def read(self, timeout=0.3):
        end = time.time() + timeout
        while time.time() < end:
            ready, _, _ = select.select([self.fd], [], [], max(0.0, end - time.time()))
            if not ready:
                break
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                break
            if not data:
                break
            self.raw += data
            self.screen += data.decode("utf-8", "replace")
        return ANSI.sub("", self.screen)

    def mark(self):
        """Later waits only look at what arrives after this point."""
        self.read(0.05)
        self.seen = len(self.screen)

    def wait_for(self, text, timeout=30):
        """True once `text` arrives; the timeout only guards against a hang (sanitized builds on a
        busy machine can take many seconds to start and answer)."""
        end = time.time() + timeout
        while time.time() < end:
            self.read(0.1)
            if text in ANSI.sub("", self.screen[getattr(self, "seen", 0):]):
                return True
        return False

    def send(self, keys):
        os.write(self.fd, keys.encode())

    def close(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)


def check(condition, message, session):
    if condition:
        print("ok:", message)
        return
    print("FAILED:", message)
    print("screen was:\n" + session.read(0.1)[-1500:])
    session.close()
    sys.exit(1)


def step(session, keys, expected, message):
    session.mark()
    session.send(keys)
    check(session.wait_for(expected), message, session)


def editing():
    first = Session()
    check(first.wait_for("movies> "), "the prompt appears", first)
    step(first, "compon\t", "ents", "Tab completes a command")
    step(first, "\r", "MovieBrowser", "the command runs")
    step(first, "mount MovieBr\t", "owser", "Tab completes a component name")
    step(first, "\r", "[ Reload ]", "the component is mounted and rendered")
    step(first, "type Search %s\r" % KEY, "Search: [REDACTED]", "the key typed is shown redacted")
    step(first, "type Search \"\"\r", "Search: []", "the search is cleared")
    step(first, "get movies[0].ti\t", "tle", "Tab completes a nested binding path")
    step(first, "\r", '"The Shawshank Redemption"', "the completed path is read")
    step(first, "tap Rel\t", "oad", "Tab completes a button label")
    step(first, "\x03", "^C", "Ctrl-C drops the line being typed")
    step(first, "quit\r", "", "quit is accepted")
    time.sleep(0.5)
    first.close()

    mode = stat.S_IMODE(os.stat(HISTORY).st_mode)
    check(mode == 0o600, "the history file is private (0600), found %o" % mode, first)
    with open(HISTORY, encoding="utf-8", errors="replace") as handle:
        history = handle.read().replace("\\040", " ")  # libedit writes spaces as \040
    check(KEY not in history and "type Search REDACTED" in history, "the history never holds the key: %r" % history, first)

    second = Session()
    check(second.wait_for("movies> "), "the prompt appears again", second)
    step(second, "\x1b[A\x1b[A", "get movies[0].title", "history from the last session is recalled with Up")
    step(second, "\r", "no component is mounted", "the recalled command runs")
    step(second, "\x12Brow", "mount MovieBrowser", "Ctrl-R finds a command in history")
    step(second, "\r", "[ Reload ]", "the found command runs")
    second.send("quit\r")
    time.sleep(0.3)
    second.close()
    print("all interactive checks passed")


def serve_late_page(page_path):
    """Serves the page at /late after 1.5 s, each title starting with "Late": a load that ends
    while the prompt waits. Returns the URL."""
    import json
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    with open(page_path, encoding="utf-8") as handle:
        page = json.load(handle)
    for movie in page["results"]:
        movie["title"] = "Late" + movie["title"]
    body = json.dumps(page).encode("utf-8")

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format, *args):
            pass

        def do_GET(self):
            time.sleep(1.5)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return "http://127.0.0.1:%d/late" % server.server_address[1]


def hostile(page_path):
    late = serve_late_page(page_path)
    session = Session(["--source", "file:" + page_path], color=True)
    check(session.wait_for("movies> "), "the prompt appears", session)
    step(session, "mount MovieBrowserComposer\r", "Clear\\u{1B}[2Jscreen", "titles are rendered inertly")
    step(session, "tap Nope\r", '"Clear\\u{1B}[2Jscreen", "Clip', "an error lists the labels inertly")
    step(session, "tap Cle\t", '"Clear\\u{1B}[2Jscreen" ', "Tab completes a label, inertly")
    step(session, "\x03", "^C", "Ctrl-C drops the line")
    step(session, "use loader remote %s\r" % late, "movies> ", "the component mounts again with a slow load")
    step(session, "", "LateCsi\\u{9B}2Jc1", "a rendering that arrives at the prompt is inert too")
    session.send("quit\r")
    time.sleep(0.3)
    session.read(0.2)
    session.close()
    for sequence, name in [
        (b"\x1b[2J", "ESC[2J"), (b"\x1b]52", "OSC 52"), (b"\x1b]0;", "OSC 0"), (b"\xc2\x9b", "C1 CSI"),
        (b"\xe2\x80\xae", "a bidi override"), (b"\x00", "NUL"), (b"Over\rwrite", "a carriage return"),
    ]:
        check(sequence not in session.raw, "no raw %s reaches the terminal" % name, session)
    check(b"\x1b[31merror:\x1b[0m" in session.raw, "the error label is the app's own colour", session)
    print("all interactive checks passed")


if SCENARIO == "editing":
    editing()
elif SCENARIO == "hostile":
    hostile(sys.argv[4])
else:
    print("unknown scenario", SCENARIO)
    sys.exit(2)
