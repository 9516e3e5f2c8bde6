#!/usr/bin/env bash
# .github/scripts/check-trend-page.sh: renders the trend page (.github/trend-page/index.html) in
# headless Chromium over real data and checks what it drew: one panel per benchmark, every point
# drawn and linked, y-axes that fit the data (not from zero), a mark per step of changes.js, no error;
# and an x axis in push order: one slot per push (commit), the JDKs' points of a push in its slot, the
# slots ordered by commit time (then publish time; the page's rule, as data.js holds no parent
# links) whatever the order and the publish times of data.js's entries, each labelled with the
# push's date and commit.
# Then it opens the flame graphs of those runs (flamegraph.html, flamegraph-diff.html,
# flamegraph-diff-gone.html, flamegraph-alloc-diff.html, flamegraph-alloc-diff-gone.html:
# async-profiler's page) and checks that each one's script ran (it sized the canvas) without an
# error on the console.
#
# Usage: .github/scripts/check-trend-page.sh [options]
#
#   --runs DIR...    run directories of perf/local.sh holding benchmark-bigger.json and
#                    benchmark-smaller.json; one point per run, its JDK read from the benchmark
#                    entry's fingerprint (default: every perf/target/run-*/ that has both files)
#   --data FILE      github-action-benchmark's data.js instead, e.g. downloaded from gh-pages:
#                    https://OWNER.github.io/REPO/dev/bench/data.js; a changes.js beside it (the
#                    steps, gh-pages.sh --changes) is drawn and checked too
#   --out DIR        where the page, its data and the screenshot go (default
#                    perf/target/trend-page-check)                             [PERF_TREND_CHECK_OUT]
#   --browser CMD    the browser (default chromium; apt-get install -y chromium) [PERF_BROWSER]
#   --flame-graphs FILE...  more flame graph pages to check (the runs' are checked anyway)
#
# Exit codes: 0 the page rendered and passed, and so did every flame graph; 1 one did not; 2 usage;
# 3 no data, no browser or no python3.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly ROOT EXIT_FAIL=1 EXIT_USAGE=2 EXIT_ENV=3

PROFILE=""

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

log() {
	printf '[check-trend-page] %s\n' "$*" >&2
}

die() { # exit-code message
	log "$2"
	exit "$1"
}

# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
	[[ -z "$PROFILE" ]] || rm -rf "$PROFILE"
}

# Benchmark files of runs -> data.js in github-action-benchmark's format (one entry per run and chart).
data_from_runs() { # out-file run-dir...
	python3 - "$@" <<'PY'
import json, os, re, sys
out, runs = sys.argv[1], sys.argv[2:]
entries = {}
for run in runs:
    date = int(os.path.getmtime(os.path.join(run, "benchmark-bigger.json")) * 1000)
    for kind in ("bigger", "smaller"):
        with open(os.path.join(run, "benchmark-%s.json" % kind)) as f:
            benches = json.load(f)
        extra = benches[0].get("extra", "") if benches else ""
        jdk = re.search(r"JDK (\d+)", extra)
        commit = re.search(r"commit ([0-9a-f]+)", extra)
        sha = commit.group(1) if commit else "unknown"
        name = "gateway" if not os.path.exists(os.path.join(run, "index-bigger.json")) else "gateway beside the reference"
        suite = "%s (%s is better) · JDK %s" % (name, kind, jdk.group(1) if jdk else "unknown")
        series = [(suite, benches)]
        # A compare against the trend's reference also has the index (perf.jar trend index).
        index_file = os.path.join(run, "index-%s.json" % kind)
        if os.path.exists(index_file):
            with open(index_file) as f:
                series.append(("index (%s is better) · JDK %s" % (kind, jdk.group(1) if jdk else "unknown"), json.load(f)))
        for name, items in series:
            entries.setdefault(name, []).append({
                "commit": {"id": sha, "message": os.path.basename(run), "timestamp": "",
                           "url": "https://github.com/OWNER/REPO/commit/" + sha},
                "date": date, "tool": "custom%sIsBetter" % kind.capitalize(), "benches": items})
for suite in entries:
    entries[suite].sort(key=lambda e: e["date"])
data = {"lastUpdate": max(e["date"] for v in entries.values() for e in v),
        "repoUrl": "https://github.com/OWNER/REPO", "entries": entries}
with open(out, "w") as f:
    f.write("window.BENCHMARK_DATA = " + json.dumps(data, indent=2) + "\n")
PY
}

# The rendered DOM against the data: prints what it found, exits 1 on a problem.
check_dom() { # dom-file data-file [changes-file]
	python3 - "$@" <<'PY'
import json, re, sys
from datetime import datetime, timezone
from html.parser import HTMLParser
dom_file, data_file = sys.argv[1], sys.argv[2]
def read_js(path):
    text = open(path).read()
    return json.loads(text[text.index("=") + 1:].strip().rstrip(";"))
data = read_js(data_file)
steps = read_js(sys.argv[3])["changes"] if len(sys.argv) > 3 else []
def push_key(run):
    # Push order: the commit's time, then the publish time (the page's pushKey, trend-changes.py's
    # push_time); the publish time alone where the commit has none.
    stamp = (run.get("commit") or {}).get("timestamp") or ""
    committed = datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp() * 1000 if stamp else run["date"]
    return (committed, run["date"])
values, extents, keys, appended = {}, {}, {}, {}
for suite, runs in data["entries"].items():
    for run in runs:
        for bench in run["benches"]:
            values.setdefault(bench["name"], []).append(bench["value"])
            commit = (run.get("commit") or {}).get("id") or "published %s" % run["date"]
            slot = keys.setdefault(bench["name"], {})
            slot[commit] = min(slot.get(commit, push_key(run)), push_key(run))
            appended.setdefault(suite + " / " + bench["name"], []).append(push_key(run))
            # The page draws each point's band, and the axis fits the bands: an index point's
            # interval ("98.10 … 101.90") as it is, a single run's spread ("± 4.2%") around it.
            interval = re.fullmatch(r"\s*(-?[0-9.]+)\s*\u2026\s*(-?[0-9.]+)\s*", bench.get("range") or "")
            if interval:
                extents.setdefault(bench["name"], []).extend([float(interval.group(1)), float(interval.group(2))])
                continue
            match = re.search(r"([0-9.]+)\s*%", bench.get("range") or "")
            spread = float(match.group(1)) / 100 if match else 0.0
            extents.setdefault(bench["name"], []).extend(
                [bench["value"] * (1 - spread), bench["value"] * (1 + spread)])

class Dom(HTMLParser):
    def __init__(self):
        super().__init__()
        self.rendered, self.error, self.panels, self.current = None, "", {}, None
        self.in_error = False
        self.marks = {"change": 0, "move": 0}
        self.point = None
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "body":
            self.rendered = a.get("data-rendered")
        if tag == "section" and "data-bench" in a:
            self.current = a["data-bench"]
            self.panels[self.current] = {"points": 0, "links": 0, "bands": 0}
        if tag == "svg" and self.current:
            self.panels[self.current]["y"] = (float(a["data-y-min"]), float(a["data-y-max"]))
        if tag == "a" and a.get("class") == "point" and self.current:
            self.panels[self.current]["points"] += 1
            if a.get("href", "").startswith("https://"):
                self.panels[self.current]["links"] += 1
            # A page without slots (placed by time) has no data-slot: slot -1 fails below.
            self.point = (int(a.get("data-slot", -1)), a.get("data-commit", ""))
        if tag == "circle" and self.point:
            self.panels[self.current].setdefault("slots", []).append((*self.point, float(a["cx"])))
            self.point = None
        if tag == "text" and a.get("class") == "slot" and self.current:
            self.label = (int(a["data-slot"]), a["data-commit"])
        if tag == "polygon" and a.get("class") == "band" and self.current:
            self.panels[self.current]["bands"] += 1
        if tag == "g" and a.get("class") in self.marks:
            self.marks[a["class"]] += 1
        self.in_error = a.get("id") == "error"
    def handle_data(self, d):
        if self.in_error:
            self.error += d
        if getattr(self, "label", None):
            self.panels[self.current].setdefault("labels", []).append((*self.label, d))
            self.label = None

dom = Dom()
dom.feed(open(dom_file).read())
problems = []
if dom.rendered in (None, "error"):
    problems.append("the page did not render: %r" % dom.error.strip())
if set(dom.panels) != set(values):
    problems.append("panels %s, benchmarks %s" % (sorted(dom.panels), sorted(values)))
for name, panel in sorted(dom.panels.items()):
    vs = values.get(name, [])
    low, high = panel.get("y", (0, 0))
    ok = panel["points"] == len(vs) and panel["links"] == len(vs) and vs and low <= min(vs) and high >= max(vs)
    es = extents.get(name, vs)
    if vs and min(es) > 0.1 * (high - low) and low <= 0:
        ok = False  # drawn from zero: a 5% step would look flat
    if vs and (high - low) > 3 * max(max(es) - min(es), abs(max(vs)) * 0.1):
        ok = False  # the axis does not fit the data and its bands
    print("%-28s %s points %d/%d, links %d, bands %d, y %.4g … %.4g (data %.4g … %.4g)" % (
        name, "ok  " if ok else "FAIL", panel["points"], len(vs), panel["links"], panel["bands"], low, high,
        min(vs) if vs else 0, max(vs) if vs else 0))
    if not ok:
        problems.append(name)
    # The x axis: a slot per push, in push order, each with one commit and one x.
    slots = panel.get("slots", [])
    if any(slot < 0 for slot, _, _ in slots):
        problems.append("%s: points without a push slot (an x axis not per push)" % name)
        continue
    commit_of, x_of = {}, {}
    for slot, commit, cx in slots:
        if commit_of.setdefault(slot, commit) != commit or x_of.setdefault(slot, cx) != cx:
            problems.append("%s: slot %d holds %s and %s, or two x positions" % (name, slot, commit_of[slot], commit))
    order = [commit_of[slot] for slot in sorted(commit_of)]
    expected = keys.get(name, {})
    if sorted(commit_of) != list(range(len(expected))) or sorted(order) != sorted(expected):
        problems.append("%s: %d slots for %d pushes" % (name, len(commit_of), len(expected)))
    elif any(expected[a] > expected[b] for a, b in zip(order, order[1:])):
        problems.append("%s: the x axis is not in push order: %s" % (name, " ".join(c[:7] for c in order)))
    xs = [x_of[slot] for slot in sorted(x_of)]
    if any(a >= b for a, b in zip(xs, xs[1:])):
        problems.append("%s: slots not left to right" % name)
    for slot, commit, text in panel.get("labels", []):
        # The push's date (UTC); with the time of day when every push of the panel fell on one day.
        when = datetime.fromtimestamp(expected.get(commit, (0,))[0] / 1000, timezone.utc).isoformat()
        if commit_of.get(slot) != commit or text not in (when[:10], when[5:16].replace("T", " ")):
            problems.append("%s: label %r of slot %d (%s); the slot holds %s of %s" % (
                name, text, slot, commit[:7], str(commit_of.get(slot))[:7], when))
    if not panel.get("labels"):
        problems.append("%s: no push labelled under the x axis" % name)
print("x axes in push order (commit time, then publish time): %d panels; entries appended out of push order: %d" % (
    len(dom.panels), sum(any(a > b for a, b in zip(k, k[1:])) for k in appended.values())))
print("steps of changes.js marked: %d/%d; moves of the reference marked: %d" % (
    dom.marks["change"], len(steps), dom.marks["move"]))
if dom.marks["change"] != len(steps):
    problems.append("%d step marks for %d steps" % (dom.marks["change"], len(steps)))
if problems:
    print("FAILED: " + "; ".join(problems))
    sys.exit(1)
print("trend page: %s panels rendered, every point drawn and linked" % dom.rendered)
PY
}

# One flame graph page in the browser: its console (Chromium logs it with --enable-logging) holds no
# error, and its script sized the canvas. Prints one line; returns 1 on a problem.
check_flame_graph() { # page out-dir browser flags...
	local page="$1" out="$2" browser="$3" name
	shift 3
	name="$(basename "$(dirname "$page")")-$(basename "$page" .html)"
	"$browser" "$@" --enable-logging=stderr --v=0 --dump-dom "file://$page" >"$out/$name.dom.html" \
		2>"$out/$name.browser.log" || { echo "$page: FAIL the browser failed (log: $out/$name.browser.log)"; return 1; }
	local errors
	errors="$(grep -E 'CONSOLE|Uncaught' "$out/$name.browser.log" | grep -iE 'error|uncaught' || true)"
	if [[ -n "$errors" ]]; then
		echo "$page: FAIL errors on the console: $errors"
		return 1
	fi
	if ! grep -qE '<canvas id="canvas"[^>]* style="width: [1-9][0-9]*px' "$out/$name.dom.html"; then
		echo "$page: FAIL its script did not run (the canvas was not sized; DOM: $out/$name.dom.html)"
		return 1
	fi
	echo "$page: ok (no console error, canvas drawn: $(grep -o '<h1>[^<]*</h1>' "$out/$name.dom.html" | head -n 1))"
}

main() {
	local out="${PERF_TREND_CHECK_OUT:-$ROOT/perf/target/trend-page-check}" browser="${PERF_BROWSER:-chromium}" data=""
	local -a runs=() flame_graphs=()
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--data | --out | --browser)
			(($# >= 2)) || die "$EXIT_USAGE" "$1 needs a value"
			case "$1" in --data) data="$2" ;; --out) out="$2" ;; --browser) browser="$2" ;; esac
			shift
			;;
		--runs | --flame-graphs)
			local option="$1"
			shift
			while (($# > 0)) && [[ "$1" != --* ]]; do
				if [[ "$option" == --runs ]]; then runs+=("$1"); else flame_graphs+=("$1"); fi
				shift
			done
			continue
			;;
		*) die "$EXIT_USAGE" "unknown option '$1' (--help for usage)" ;;
		esac
		shift
	done
	# The browser opens the page by a file:// URL: a relative --out would name nothing.
	mkdir -p "$out"
	out="$(cd "$out" && pwd)"
	command -v python3 >/dev/null || die "$EXIT_ENV" "python3 not found"
	command -v "$browser" >/dev/null || die "$EXIT_ENV" "$browser not found: apt-get install -y chromium, or --browser CMD"
	if [[ -z "$data" && ${#runs[@]} -eq 0 ]]; then
		local run
		for run in "$ROOT"/perf/target/run-*/; do
			[[ -f "$run/benchmark-bigger.json" && -f "$run/benchmark-smaller.json" ]] && runs+=("${run%/}")
		done
		((${#runs[@]} > 0)) || die "$EXIT_ENV" "no data: no perf/target/run-*/ with benchmark files (run perf/local.sh), and no --data"
	fi
	trap cleanup EXIT
	mkdir -p "$out"
	cp "$ROOT/.github/trend-page/index.html" "$out/index.html"
	rm -f "$out/changes.js"
	local -a changes=()
	if [[ -n "$data" ]]; then
		cp "$data" "$out/data.js"
		if [[ -f "$(dirname "$data")/changes.js" ]]; then
			cp "$(dirname "$data")/changes.js" "$out/changes.js"
			changes=("$out/changes.js")
		fi
	else
		log "data.js from ${#runs[@]} run(s): ${runs[*]}"
		data_from_runs "$out/data.js" "${runs[@]}"
	fi

	PROFILE="$(mktemp -d)"
	local -a flags=(--headless --disable-gpu --no-sandbox --no-first-run --user-data-dir="$PROFILE"
		--allow-file-access-from-files --virtual-time-budget=5000)
	"$browser" "${flags[@]}" --dump-dom "file://$out/index.html" >"$out/dom.html" 2>"$out/browser.log" ||
		die "$EXIT_FAIL" "the browser failed; its log: $out/browser.log"
	"$browser" "${flags[@]}" --window-size=1200,1600 --screenshot="$out/screenshot.png" "file://$out/index.html" \
		>>"$out/browser.log" 2>&1 || log "no screenshot (see $out/browser.log)"
	check_dom "$out/dom.html" "$out/data.js" "${changes[@]}" || die "$EXIT_FAIL" "the trend page failed its check (page: $out/index.html)"
	log "page, data, DOM and screenshot: $out"

	local run page failed=0
	for run in "${runs[@]}"; do
		for page in "$run"/flamegraph.html "$run"/flamegraph-diff.html "$run"/flamegraph-diff-gone.html \
			"$run"/flamegraph-alloc-diff.html "$run"/flamegraph-alloc-diff-gone.html; do
			[[ ! -f "$page" ]] || flame_graphs+=("$(cd "$(dirname "$page")" && pwd)/$(basename "$page")")
		done
	done
	mkdir -p "$out/flame-graphs"
	for page in "${flame_graphs[@]}"; do
		[[ -f "$page" ]] || die "$EXIT_USAGE" "--flame-graphs: no file $page"
		check_flame_graph "$(cd "$(dirname "$page")" && pwd)/$(basename "$page")" "$out/flame-graphs" "$browser" \
			"${flags[@]}" || failed=1
	done
	((failed == 0)) || die "$EXIT_FAIL" "a flame graph failed its check"
	log "flame graphs: ${#flame_graphs[@]} opened without an error"
}

main "$@"
