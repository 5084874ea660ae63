"""Shared helpers for the benches under bench/, so that every bench starts its X server, its
windows and the captext daemon, scores text, times tools and finds the binary the same way:

  Xvfb          a private Xvfb on a display number the server picks itself (-displayfd), with an
                environment for its clients (UTF-8 locale, X11 GTK, no accessibility bridge)
  SessionBus    a private D-Bus session bus and XDG_RUNTIME_DIR, for clients that talk AT-SPI
  levenshtein   edit distance between two strings
  normalise, cer
                the character error rate of OCR output against its truth
  timed         one run of a command: its output, wall-clock seconds, and what went wrong if anything
  find_captext  the release binary bench/build-captext builds (or $CAPTEXT, or a given path)
  stop          a process terminated, and killed if it does not end
  wait_for_window
                the id of a visible window (xdotool search), once it is mapped
  start_xterm_receiver
                an xterm that appends what is typed into it to a file
  captext_home  a private runtime directory (the daemon's socket) and config file for captext
  CaptextDaemon `captext daemon --verbose` started and waited for, its log in a file
  mean, tesseract_version

    import os, sys
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
    import benchkit

The CER here is the one bench/ocr-accuracy scores with (same normalisation, same
Levenshtein), so figures from benches that use this module compare with it.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIMEOUT = 120
# Characters screen fonts draw exactly like another one (groff and translators use U+2010).
SAME_GLYPH = str.maketrans({"\u2010": "-", "\u2011": "-"})


# ---------------------------------------------------------------- scoring

def normalise(text, group, lang=""):
    """NFKC; U+2010/U+2011 -> '-'; whitespace runs -> one space, trimmed; for group 'cjk'
    all whitespace removed, except in Korean, which writes a space between words (a missing
    or extra one is an error there)."""
    text = unicodedata.normalize("NFKC", text).translate(SAME_GLYPH)
    spaced = group != "cjk" or lang.startswith("kor")
    return re.sub(r"\s+", " " if spaced else "", text).strip()


def levenshtein(a, b):
    """Edit distance by Hyyrö's bit-parallel algorithm (Python ints as bit vectors)."""
    if not a or not b:
        return len(a) + len(b)
    m = len(a)
    mask, high = (1 << m) - 1, 1 << (m - 1)
    peq = {}
    for i, c in enumerate(a):
        peq[c] = peq.get(c, 0) | (1 << i)
    pv, mv, score = mask, 0, m
    for c in b:
        eq = peq.get(c, 0)
        xv = eq | mv
        xh = ((((eq & pv) + pv) & mask) ^ pv) | eq
        ph = mv | (~(xh | pv) & mask)
        mh = pv & xh
        if ph & high:
            score += 1
        elif mh & high:
            score -= 1
        ph = ((ph << 1) | 1) & mask
        mh = (mh << 1) & mask
        pv = mh | (~(xv | ph) & mask)
        mv = ph & xv
    return score


def cer(truth, output, group, lang=""):
    """(CER in percent, normalised truth length, edits) of `output` against `truth`."""
    t, o = normalise(truth, group, lang), normalise(output, group, lang)
    edits = levenshtein(t, o)
    return 100.0 * edits / max(1, len(t)), len(t), edits


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else float("nan")


# ---------------------------------------------------------------- --lang auto against the right --lang

SCRIPT_OF_LANGUAGE = {"deu": "Latin (deu)", "fra": "Latin (fra)", "vie": "Vietnamese", "kor": "Korean", "jpn": "Japanese", "chi_sim": "Chinese", "chi_tra": "Chinese"}
AUTO_TARGET = 1.1   # CER with automatic languages at most this times the CER with the right ones
AUTO_COST_TARGET = 1.1   # and on English text, detection adds at most a tenth to the time


def script_of(lang):
    """Latin, Vietnamese, Korean, Japanese, Chinese; German and French apart from Latin: their marks
    are what eng misses without them configured."""
    return SCRIPT_OF_LANGUAGE.get(lang.split("+")[0], "Latin")


def auto_env():
    """captext run as a new user would: no $CAPTEXT_LANG, a locale naming no language."""
    env = {k: v for k, v in os.environ.items() if k not in ("CAPTEXT_LANG", "LANG", "LC_MESSAGES")}
    env["LC_ALL"] = "C.UTF-8"
    return env


def auto_summary(rows, cost_label="Latin"):
    """rows: (label, split, chars, cer with --lang, cer auto, s with --lang, s auto). Per split
    and label: mean and pooled CER of both runs, their ratio against the target, and times;
    then what detecting the script costs where there is none to find (`cost_label`: text in
    English, which both runs read in eng) against its target."""
    for split in sorted({r[1] for r in rows}, key=("tune", "holdout").index):
        print(f"\n--lang auto (no language given) against the right --lang, {split}"
              f" (CER: mean per item; pooled: edits / truth characters; target auto <= {AUTO_TARGET}x)")
        print(f"{'script':<12} {'items':>5} {'lang CER%':>9} {'auto CER%':>9} {'lang pooled':>11} {'auto pooled':>11}"
              f" {'ratio':>6} {'lang s':>7} {'auto s':>7}  target")
        labels = []
        for r in rows:
            if r[1] == split and r[0] not in labels:
                labels.append(r[0])
        for label in labels:
            mine = [r for r in rows if r[0] == label and r[1] == split]
            chars = max(1, sum(r[2] for r in mine))
            lang, auto = mean(r[3] for r in mine), mean(r[4] for r in mine)
            pooled_lang = sum(r[3] * r[2] for r in mine) / chars
            pooled_auto = sum(r[4] * r[2] for r in mine) / chars
            ratio = auto / lang if lang > 0 else (1.0 if auto == 0 else float("inf"))
            # Against a perfect reading the ratio means nothing: a tenth of a percent is allowed.
            met = auto <= AUTO_TARGET * lang or auto - lang <= 0.1
            print(f"{label:<12} {len(mine):>5} {lang:>9.2f} {auto:>9.2f} {pooled_lang:>11.2f} {pooled_auto:>11.2f}"
                  f" {ratio:>5.2f}x {mean(r[5] for r in mine):>7.2f} {mean(r[6] for r in mine):>7.2f}  "
                  + ("met" if met else "NOT MET"))
        english = [r for r in rows if r[0] == cost_label and r[1] == split]
        if english:
            cost = mean(r[6] for r in english) / max(mean(r[5] for r in english), 1e-9)
            print(f"cost of detection on {cost_label} ({len(english)} items): auto time {cost:.2f}x the time with --lang eng"
                  f" (target <= {AUTO_COST_TARGET:.2f}x): " + ("met" if cost <= AUTO_COST_TARGET else "NOT MET"))


# ---------------------------------------------------------------- running tools

def timed(argv, timeout=TIMEOUT, ok_codes=(0, 1), env=None):
    """(stdout, seconds, problem) of one run; problem is None when it ran normally
    (exit status in ok_codes: captext exits 1 for "no text found", still a result)."""
    start = time.perf_counter()
    try:
        proc = subprocess.run(argv, capture_output=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return "", time.perf_counter() - start, f"timed out after {timeout}s"
    seconds = time.perf_counter() - start
    out = proc.stdout.decode("utf-8", errors="replace")
    if proc.returncode not in ok_codes:
        err = proc.stderr.decode("utf-8", errors="replace").strip().splitlines()
        return out, seconds, f"exit {proc.returncode}: {err[-1] if err else ''}"
    return out, seconds, None


def find_captext(no_build, path=None):
    """(path, None) of a captext binary with a working `read`, or (None, why not).
    `path` (a bench's own option) wins, then $CAPTEXT; otherwise bench/build-captext builds
    release (or, with no_build, only names .build/release/captext)."""
    path = path or os.environ.get("CAPTEXT")
    if not path:
        if not no_build:
            if not shutil.which("swift"):
                return None, "swift is not installed"
            print("building captext (bench/build-captext) ...", file=sys.stderr, flush=True)
        build = subprocess.run([os.path.join(ROOT, "bench", "build-captext")] + (["--no-build"] if no_build else []),
                               capture_output=True, text=True)
        if build.returncode != 0:
            return None, "bench/build-captext failed:\n" + build.stderr[-2000:]
        path = build.stdout.strip()
    if not os.access(path, os.X_OK):
        return None, f"no captext binary at {path}"
    probe = subprocess.run([path, "read", "--help"], capture_output=True)
    if probe.returncode != 0:
        return None, f"{path} has no working `read` subcommand"
    return path, None


def stop(process, timeout=10):
    """Terminates `process` and waits for it; kills it if it is still there after `timeout` seconds."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def tesseract_version():
    return subprocess.run(["tesseract", "--version"], capture_output=True, text=True).stdout.split("\n")[0]


# ---------------------------------------------------------------- a private X server

class Xvfb:
    """A private Xvfb on a display number the server picks itself (-displayfd), so
    several benches and test runs can share the machine.

        with benchkit.Xvfb("1600x1000x24") as x:
            subprocess.run(["xterm"], env=x.env)
    """

    def __init__(self, screen="1920x1200x24", dpi=96, extra=()):
        read_fd, write_fd = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", screen, "-dpi", str(dpi),
             "-nolisten", "tcp", *extra],
            pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_fd)
        number = b""
        with os.fdopen(read_fd, "rb") as pipe:   # the server writes "N\n" once it listens
            while not number.endswith(b"\n"):
                chunk = pipe.read(1)
                if not chunk:
                    break
                number += chunk
        if not number.strip().isdigit():
            self.proc.kill()
            self.proc.wait()
            raise RuntimeError("Xvfb did not start (no display number on -displayfd)")
        self.name = ":" + number.decode().strip()
        self.env = dict(os.environ, DISPLAY=self.name, LANG="C.UTF-8", LC_ALL="C.UTF-8",
                        NO_AT_BRIDGE="1", GDK_BACKEND="x11")
        self.env.pop("WAYLAND_DISPLAY", None)

    def close(self):
        stop(self.proc)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


# ---------------------------------------------------------------- a private session bus

class SessionBus:
    """A private D-Bus session bus with its own XDG_RUNTIME_DIR, where the accessibility bus
    it starts puts its socket (not ~/.cache/at-spi): benches that talk AT-SPI leave the
    desktop's buses alone. `env` is the bus's own environment; its clients take `bus.env`.

        with benchkit.SessionBus(dict(os.environ, LANG="C.UTF-8")) as bus, benchkit.Xvfb() as x:
            subprocess.run(["zenity", "--entry"], env=dict(bus.env, DISPLAY=x.name))
    """

    def __init__(self, env):
        self.runtime = tempfile.mkdtemp(prefix="captext-bench-")
        base = dict(env, XDG_RUNTIME_DIR=self.runtime)
        self.proc = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], env=base,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        address = self.proc.stdout.readline().strip()
        if not address:
            self.close()
            raise RuntimeError("dbus-daemon did not start (no address printed)")
        self.env = dict(base, DBUS_SESSION_BUS_ADDRESS=address)

    def close(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait()
        shutil.rmtree(self.runtime, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


# ---------------------------------------------------------------- windows and the captext daemon

def wait_for_window(env, *search, timeout=10):
    """The id of the last visible window `xdotool search --onlyvisible *search` finds (`--pid N`,
    `--name REGEX`, `--class NAME`), asked every 50 ms; RuntimeError after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", *search], env=env,
                               capture_output=True, text=True).stdout.split()
        if found:
            return found[-1]
        if time.monotonic() > deadline:
            raise RuntimeError(f"no window for xdotool search {' '.join(search)} within {timeout} s")
        time.sleep(0.05)


def start_xterm_receiver(path, env, *options):
    """An xterm (with `options` before its command) that appends every character typed into it to
    `path` as it arrives: raw mode, no echo, so the file holds exactly what was typed."""
    return subprocess.Popen(["xterm", *options, "-e", "sh", "-c", f"stty raw -echo; cat >> '{path}'"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def captext_home(work, config):
    """Environment entries for a captext of its own under `work`: XDG_RUNTIME_DIR (mode 0700, where
    the daemon puts its socket) and XDG_CONFIG_HOME holding captext/config.toml with `config`."""
    run, config_home = os.path.join(work, "run"), os.path.join(work, "config")
    os.makedirs(run, mode=0o700)
    os.chmod(run, 0o700)   # makedirs' mode is masked by the umask
    os.makedirs(os.path.join(config_home, "captext"))
    with open(os.path.join(config_home, "captext", "config.toml"), "w") as f:
        f.write(config)
    return {"XDG_RUNTIME_DIR": run, "XDG_CONFIG_HOME": config_home}


class CaptextDaemon:
    """`captext daemon --verbose` for the display in `env`, its log (stderr) written to `log_path`;
    returns once the daemon logs "ready on display", else ends it and raises RuntimeError.

        daemon = benchkit.CaptextDaemon(binary, env, os.path.join(work, "daemon.log"))
        ...
        daemon.captures_served(); daemon.close()
    """

    def __init__(self, binary, env, log_path, timeout=60):
        self.log_path = log_path
        self.log = open(log_path, "w")
        self.proc = subprocess.Popen([binary, "daemon", "--verbose"], env=env,
                                     stdout=subprocess.DEVNULL, stderr=self.log)
        self.lines_read = 0
        deadline = time.monotonic() + timeout
        while "ready on display" not in self.log_text():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                tail = self.log_text()[-1500:]
                self.close()
                raise RuntimeError(f"captext daemon did not get ready on {env.get('DISPLAY')}:\n{tail}")
            time.sleep(0.05)

    def log_text(self):
        with open(self.log_path, encoding="utf-8", errors="replace") as f:
            return f.read()

    def captures_served(self):
        """How many captures clients have handed to the daemon so far."""
        return self.log_text().count("capture requested by a client")

    def next_line_with(self, text, timeout=5):
        """The first complete log line containing `text` after the lines already read this way;
        RuntimeError after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            lines = self.log_text().split("\n")[:-1]   # the last piece is not a whole line yet
            for index in range(self.lines_read, len(lines)):
                self.lines_read = index + 1
                if text in lines[index]:
                    return lines[index]
            time.sleep(0.01)
        raise RuntimeError(f"the daemon never said '{text}'")

    def close(self):
        stop(self.proc)
        self.log.close()
