#!/usr/bin/env python3
"""Drives the movies REPL in a pseudo-terminal as a person would.

Usage: interactive_session.py SCENARIO MOVIES_BINARY WORK_DIR [ARGUMENT]. Prints one line per check;
exits 1 on the first failed check. Scenarios:
  editing   the app's lines of EDITRC (movies:, as libedit knows the app), Tab completion of
            commands, component names and binding paths (nested ones too; no space after a path that
            can go on), Ctrl-L and clear, history recall after a restart, Ctrl-D ending the prompt's
            line, and a private history file that never holds the key
  hostile   ARGUMENT is a TMDB page whose titles and overviews hold control characters: rendered,
            in errors, in completion and in a rendering that arrives while the prompt waits, they
            reach the terminal inert; the error label is the only colour written
  history   a history path that is a symbolic link (dangling or not), a FIFO, a directory or in a
            read-only folder is refused with one line and nothing else is touched; a full disk
            keeps the previous history and says so once
  merge     two sessions on one history keep both their commands (each appends; neither rewrites
            the other's away), a command is appended to a large history without rewriting it, and
            an entry longer than a command line may be is left out on load, saying so"""
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
# libedit's settings file: a line for this app (named as libedit knows it) and one for another.
EDITRC = os.path.join(WORK, "editrc")
with open(EDITRC, "w", encoding="utf-8") as editrc:
    editrc.write("movies:bind -s ^Y components\nother:bind -s ^Y quit\n")
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")


class Session:
    def __init__(self, arguments=(), color=False, history=HISTORY, file_size_limit=None):
        env = dict(
            os.environ, TERM="xterm", MOVIES_HISTORY=history, COLUMNS="100", TMDB_API_KEY=KEY, EDITRC=EDITRC
        )
        if color:
            env.pop("NO_COLOR", None)
        else:
            env["NO_COLOR"] = "1"
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            if file_size_limit is not None:
                import resource
                # Writing past the limit then fails with EFBIG instead of ending the process.
                signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
                resource.setrlimit(resource.RLIMIT_FSIZE, (file_size_limit, file_size_limit))
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

    def read_until_exit(self, timeout=30):
        """Reads until the program ends (the pseudo terminal closes); the timeout only guards against a hang."""
        end = time.time() + timeout
        while time.time() < end:
            ready, _, _ = select.select([self.fd], [], [], 0.1)
            if not ready:
                continue
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                return True
            if not data:
                return True
            self.raw += data
            self.screen += data.decode("utf-8", "replace")
        return False

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

    def wait_for_after(self, text, then, timeout=30):
        """True once `then` arrives after `text` (both after the mark); the timeout only guards
        against a hang."""
        end = time.time() + timeout
        while time.time() < end:
            seen = ANSI.sub("", self.screen[getattr(self, "seen", 0):])
            found = seen.find(text)
            if found >= 0 and then in seen[found + len(text):]:
                return True
            self.read(0.1)
        return False

    def send(self, keys):
        os.write(self.fd, keys.encode())

    def close(self):
        if self.pid is None:
            return
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        self.pid = None


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
    if keys.endswith("\r") and expected and "movies> " not in expected:
        # The command ran. Keys sent before its prompt is back would meet the terminal's own line
        # editing (cooked mode: Ctrl-R reprints the line there), not the workbench's: wait for it.
        check(session.wait_for_after(expected, "movies> "), message + " (the prompt is back)", session)


def clears(session, keys):
    """True when sending `keys` writes the clear-screen sequence and the prompt comes back."""
    session.mark()
    before = len(session.raw)
    session.send(keys)
    end = time.time() + 30
    while time.time() < end:
        session.read(0.1)
        if b"\x1b[2J" in session.raw[before:] and b"movies> " in session.raw[before:]:
            return True
    return False


def editing():
    first = Session()
    check(first.wait_for("movies> "), "the prompt appears", first)
    step(first, "\x19\r", "MovieBrowser", "a key bound in EDITRC for the app, by its name (movies:), applies")
    step(first, "compon\t", "ents", "Tab completes a command")
    step(first, "\r", "MovieBrowser", "the command runs")
    step(first, "mount MovieBr\t", "owser", "Tab completes a component name")
    step(first, "\r", "[ Reload ]", "the component is mounted and rendered")
    step(first, "mount MovieBrowser/Er\t", "ror", "Tab completes a story")
    step(first, "\r", "Load failed", "the story is mounted")
    step(first, "mount MovieBrowser\r", "mounted MovieBrowser (", "mounting the component again starts afresh")
    step(first, "type Search %s\r" % KEY, "Search: [REDACTED]", "the key typed is shown redacted")
    step(first, "type Search \"\"\r", "Search: []", "the search is cleared")
    check(clears(first, "\x0c"), "Ctrl-L clears the screen", first)
    check(clears(first, "clear\r"), "clear clears the screen", first)
    step(first, "get mo\t", "movies", "Tab completes a path that can go on")
    step(first, "[0].title\r", '"The Shawshank Redemption"', "...with no space after it, so the path goes on")
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
    second.mark()
    before = len(second.raw)
    second.send("\x04")
    check(second.read_until_exit(), "Ctrl-D at the prompt leaves the workbench", second)
    check(second.raw[before:].endswith(b"\n"), "Ctrl-D at the prompt ends its line before leaving", second)
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


def mount_tmpfs(path, options):
    """Mounts a small tmpfs at `path` (unmounted when the script ends); False when this machine
    does not let us (not root, or no mount in this sandbox)."""
    import atexit
    import subprocess

    os.makedirs(path, exist_ok=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", path], capture_output=True)
    if mounted.returncode != 0:
        return False
    atexit.register(lambda: subprocess.run(["umount", "-l", path], capture_output=True))
    return True


def refused_history(path, expected, message):
    """Starts the app with `path` as its history: it says `expected` once and runs."""
    session = Session(history=path)
    check(session.wait_for("movies> "), "%s: the prompt appears" % message, session)
    step(session, "components\r", "MovieBrowser", "%s: commands run" % message)
    step(session, "components\r", "MovieBrowser", "%s: and run again" % message)
    session.send("quit\r")
    time.sleep(0.3)
    screen = session.read(0.2)
    session.close()
    check(screen.count(expected) == 1, "%s: said once: %r" % (message, expected), session)
    return session


def history():
    target = os.path.join(WORK, "system-file")
    with open(target, "w") as handle:
        handle.write("root:x:0:0\n")
    os.chmod(target, 0o644)
    link = os.path.join(WORK, "link-history")
    os.symlink(target, link)
    session = refused_history(link, "is a symbolic link, not a history file; running without saved history",
                              "a symbolic link")
    check(stat.S_IMODE(os.stat(target).st_mode) == 0o644, "the link's target keeps its mode", session)
    with open(target) as handle:
        check(handle.read() == "root:x:0:0\n", "the link's target keeps its content", session)

    dangling = os.path.join(WORK, "dangling-history")
    os.symlink(os.path.join(WORK, "never-created"), dangling)
    session = refused_history(dangling, "is a symbolic link", "a dangling symbolic link")
    check(not os.path.exists(os.path.join(WORK, "never-created")), "the link's target is not created", session)

    fifo = os.path.join(WORK, "fifo-history")
    os.mkfifo(fifo)
    refused_history(fifo, "is a FIFO, not a history file", "a FIFO")
    refused_history(WORK, "is a directory, not a history file", "a directory")

    read_only = os.path.join(WORK, "read-only")
    if mount_tmpfs(read_only, "ro,size=64k"):
        print("(a read-only folder: a read-only tmpfs)")
    elif os.geteuid() != 0:
        os.makedirs(read_only)
        os.chmod(read_only, 0o500)
        print("(a read-only folder: mode 0500, not root)")
    else:
        read_only = "/proc/no-such-folder"
        print("(a read-only folder: under /proc; this machine mounts nothing)")
    refused_history(os.path.join(read_only, "state", "history"), "cannot be used:", "a read-only folder")

    full = os.path.join(WORK, "full")
    # A whole page (4 KiB), so that what is appended needs a block the full disk does not have.
    kept = "_HiStOrY_V2_\nold\\040command\n"
    kept += "x" * (4096 - len(kept) - 1) + "\n"
    limit = None
    if mount_tmpfs(full, "size=64k"):
        print("(a full disk: a 64 KiB tmpfs, filled)")
    else:
        os.makedirs(full)
        limit = 8
        print("(a full disk: RLIMIT_FSIZE of 8 bytes in the app; this machine mounts nothing)")
    path = os.path.join(full, "history")
    with open(path, "w") as handle:
        handle.write(kept)
    if limit is None:
        filler = os.open(os.path.join(full, "filler"), os.O_WRONLY | os.O_CREAT, 0o600)
        try:
            while True:
                os.write(filler, b"x" * 512)
        except OSError:
            pass  # the disk is full
        os.close(filler)
    session = Session(history=path, file_size_limit=limit)
    check(session.wait_for("movies> "), "a full disk: the prompt appears", session)
    step(session, "components\r", "MovieBrowser", "a full disk: a command runs")
    step(session, "help\r", "quit", "a full disk: another command runs")
    session.send("quit\r")
    time.sleep(0.3)
    screen = session.read(0.2)
    session.close()
    check(screen.count("the previous history is kept") == 1, "a full disk: said once", session)
    with open(path) as handle:
        check(handle.read() == kept, "a full disk: the previous history is whole", session)
    check(os.listdir(full) in (["history", "filler"], ["filler", "history"], ["history"]),
          "a full disk: no temporary file is left: %r" % os.listdir(full), session)
    print("all interactive checks passed")


def quit_and_wait(session, message):
    """Quits and waits until the app has ended (its history is saved by then)."""
    session.send("quit\r")
    check(session.read_until_exit(), message, session)
    session.close()


def merge():
    path = os.path.join(WORK, "merge", "history")
    os.makedirs(os.path.dirname(path), mode=0o700)
    # A large history, an entry longer than the 256 KiB a command line may be among its lines.
    with open(path, "w") as handle:
        handle.write("_HiStOrY_V2_\n" + "".join("old\\040command\\040%d\n" % n for n in range(100000)))
        handle.write("x" * (300 * 1024) + "\n" + "last\\040old\\040command\n")
    os.chmod(path, 0o600)
    inode = os.stat(path).st_ino

    first = Session(history=path)
    check(first.wait_for("movies> "), "the first session starts", first)
    check(first.wait_for("1 entry longer than 262144 bytes was left out"),
          "an over-long entry is left out on load, saying so", first)
    second = Session(history=path)
    check(second.wait_for("movies> "), "the second session starts", second)
    step(second, "help\r", "quit", "the second session runs a command")
    quit_and_wait(second, "the second session ends")
    step(first, "components\r", "MovieBrowser", "the first session runs a command")
    step(first, "\x1b[A\x1b[A", "last old command", "the old history is recalled")
    step(first, "\x03", "movies> ", "Ctrl-C drops the recalled line")
    quit_and_wait(first, "the first session ends")

    with open(path) as handle:
        lines = handle.read().split("\n")
    check(os.stat(path).st_ino == inode, "the commands were appended, the history not rewritten", first)
    check("help" in lines and "components" in lines, "both sessions' commands are kept: %r" % lines[-4:], first)
    check(lines.count("quit") == 2, "each session's quit is kept: %r" % lines[-4:], first)
    check("old\\040command\\0400" in lines, "the old history is whole", first)
    print("all interactive checks passed")


if SCENARIO == "editing":
    editing()
elif SCENARIO == "hostile":
    hostile(sys.argv[4])
elif SCENARIO == "history":
    history()
elif SCENARIO == "merge":
    merge()
else:
    print("unknown scenario", SCENARIO)
    sys.exit(2)
