#!/usr/bin/env bash
# .github/scripts/check-trend-page.sh: renders the trend page (.github/trend-page/index.html, uPlot)
# in headless Chromium over real data, driven by playwright-core (trend-page-driver.mjs, pinned in
# .github/scripts/package.json), and checks what it drew: one panel per benchmark, every point drawn
# (as many as the data the page loaded), y-axes that fit the data (not from zero), a legend row per
# line, a list item and a mark per step of changes.js (acknowledged ones as such, with their reason),
# a mark per move of the reference, no console error; an x axis in push order: one slot per push
# (commit), shared by the panels, the slots ordered by commit time (then publish time; the page's
# rule, as data.js holds no parent links) whatever the order and the publish times of data.js's
# entries. Then it drives it: a click on every push's point (up to 400 per panel) must open that
# push's run; a drag across the first panel must zoom every panel, "Show all pushes" undo it; a click
# on a step must zoom to it. Screenshots: OUT/screenshot.png, OUT/zoomed-step-N.png (a panel zoomed to
# its first step), OUT/zoomed-step-page.png.
# With --data the page loads what the publish gives it: trend-history.py merges data.js into a
# history and writes trend.js (--recent pushes whole, older ones thinned); with --runs it loads data.js
# (the page's fallback before the first such publish).
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
#   --acknowledged TSV  find the steps of --data with trend-changes.py and these acknowledgements
#                    (instead of a changes.js beside it); its Python: PERF_TREND_PYTHON, or what
#                    install-trend-tools.sh installs
#   --recent N       pushes the page loads whole, older ones thinned (trend-history.py; default 500)
#   --out DIR        where the page, its data and the screenshots go (default
#                    perf/target/trend-page-check)                             [PERF_TREND_CHECK_OUT]
#   --browser CMD    the browser (default chromium; apt-get install -y chromium) [PERF_BROWSER]
#   --timeout SEC    how long the page may take to render (default 60)
#   --flame-graphs FILE...  more flame graph pages to check (the runs' are checked anyway)
#
# Exit codes: 0 the page rendered and passed, and so did every flame graph; 1 one did not; 2 usage;
# 3 no data, no browser, no node or no python3.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/.github/scripts"
readonly ROOT HERE EXIT_FAIL=1 EXIT_USAGE=2 EXIT_ENV=3

PROFILE=""
DRIVER_PID=""

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
	[[ -z "$DRIVER_PID" ]] || kill "$DRIVER_PID" 2>/dev/null || true
	[[ -z "$PROFILE" ]] || rm -rf "$PROFILE"
}

# playwright-core, pinned in package-lock.json, installed beside this script when missing.
driver_ready() {
	command -v node >/dev/null || die "$EXIT_ENV" "node not found: apt-get install -y nodejs npm"
	[[ -f "$HERE/node_modules/playwright-core/package.json" ]] && return 0
	log "npm ci in $HERE (playwright-core, package-lock.json)"
	npm ci --prefix "$HERE" --no-audit --no-fund --silent >&2 || die "$EXIT_ENV" "npm ci failed in $HERE"
}

# The page in the browser, driven: its report (JSON) into a file. The driver runs in the background
# so that an interrupt reaches it through the trap.
drive() { # page out-dir report browser timeout-seconds [driver options...]
	local page="$1" dir="$2" report="$3" browser="$4" timeout="$5" status=0
	shift 5
	node "$HERE/trend-page-driver.mjs" --page "$page" --out "$dir" --browser "$(command -v "$browser")" \
		--timeout "$((timeout * 1000))" "$@" >"$report" 2>"$dir/driver.log" &
	DRIVER_PID=$!
	wait "$DRIVER_PID" || status=$?
	DRIVER_PID=""
	return "$status"
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

# What the page drew (trend-page-driver.mjs's report) against the data it loaded: prints what it
# found, exits 1 on a problem.
check_page() { # report-file loaded-data-file [changes-file]
	python3 - "$@" <<'PY'
import json, re, sys
from datetime import datetime
report_file, data_file = sys.argv[1], sys.argv[2]
def read_js(path):
    text = open(path, encoding="utf-8").read()
    return json.loads(text[text.index("=") + 1:].strip().rstrip(";"))
report = json.load(open(report_file))
data = read_js(data_file)
steps = read_js(sys.argv[3])["changes"] if len(sys.argv) > 3 else []
def push_key(run):
    # Push order: the commit's time, then the publish time (the page's pushKey, trend-changes.py's
    # push_time); the publish time alone where the commit has none.
    stamp = (run.get("commit") or {}).get("timestamp") or ""
    committed = datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp() * 1000 if stamp else run["date"]
    return (committed, run["date"])
values, extents, keys, appended, lines = {}, {}, {}, {}, {}
commits = set()
for suite, runs in data["entries"].items():
    for run in runs:
        commit = (run.get("commit") or {}).get("id") or "published %s" % run["date"]
        commits.add(commit)
        for bench in run["benches"]:
            values.setdefault(bench["name"], []).append(bench["value"])
            slot = keys.setdefault(bench["name"], {})
            slot[commit] = min(slot.get(commit, push_key(run)), push_key(run))
            appended.setdefault(suite + " / " + bench["name"], []).append(push_key(run))
            try:
                reference = json.loads(bench.get("extra") or "{}").get("reference") or ""
            except (ValueError, AttributeError):
                reference = ""
            lines.setdefault((suite, bench["name"]), []).append((push_key(run), reference))
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
moves = {}
for (suite, name), points in lines.items():
    refs = [r for _, r in sorted(points)]
    moves[name] = moves.get(name, 0) + sum(1 for a, b in zip(refs, refs[1:]) if a and b and a != b)

problems = []
if report.get("fatal"):
    problems.append(report["fatal"])
if report.get("rendered") in (None, "error"):
    problems.append("the page did not render: %r" % (report.get("error") or "").strip())
for error in report.get("errors", []):
    problems.append("on the console: " + error)
panels = report.get("panels") or {}
if set(panels) != set(values):
    problems.append("panels %s, benchmarks %s" % (sorted(panels), sorted(values)))
for name, panel in sorted(panels.items()):
    vs = values.get(name, [])
    low, high = panel["yMin"], panel["yMax"]
    ok = panel["points"] == len(vs) and panel["canvas"] and vs and low <= min(vs) and high >= max(vs)
    es = extents.get(name, vs)
    if vs and min(es) > 0.1 * (high - low) and low <= 0:
        ok = False  # drawn from zero: a 5% step would look flat
    if vs and (high - low) > 3 * max(max(es) - min(es), abs(max(vs)) * 0.1):
        ok = False  # the axis does not fit the data and its bands
    if panel["legendRows"] != len(panel["lines"]) + 1:
        ok = False  # the legend: the push and one row per line, the bands' bounds hidden
    clicks = (report.get("clicks") or {}).get(name)
    print("%-28s %s points %d/%d, lines %d, y %.4g … %.4g (data %.4g … %.4g), clicks %s" % (
        name, "ok  " if ok else "FAIL", panel["points"], len(vs), len(panel["lines"]), low, high,
        min(vs) if vs else 0, max(vs) if vs else 0,
        "%d/%d opened their run" % (clicks["opened"], clicks["tried"]) if clicks else "not tried"))
    if not ok:
        problems.append(name)
    if clicks and (clicks["opened"] != clicks["tried"] or not clicks["tried"]):
        problems.append("%s: a click on a push did not open its run: %s" % (name, "; ".join(clicks["wrong"][:3])))
    # The x axis: a slot per push, in push order, shared by the panels.
    expected = keys.get(name, {})
    order = panel["commits"]
    if sorted(order) != sorted(expected) or len(set(order)) != len(order):
        problems.append("%s: %d slots for %d pushes" % (name, len(order), len(expected)))
    elif any(expected[a] > expected[b] for a, b in zip(order, order[1:])):
        problems.append("%s: the x axis is not in push order: %s" % (name, " ".join(c[:7] for c in order)))
    if any(a >= b for a, b in zip(panel["slots"], panel["slots"][1:])):
        problems.append("%s: slots not left to right" % name)
    if panel["moves"] != moves.get(name, 0):
        problems.append("%s: %d moves of the reference marked, %d in the data" % (name, panel["moves"], moves.get(name, 0)))
    if panel["marksDrawn"] != len(panel["steps"]) + panel["moves"]:
        problems.append("%s: %d marks drawn for %d steps and %d moves" % (name, panel["marksDrawn"], len(panel["steps"]), panel["moves"]))
if report.get("pushes") != len(commits):
    problems.append("%s push slots for %d pushes" % (report.get("pushes"), len(commits)))
print("x axes in push order (commit time, then publish time): %d panels, %s pushes from %s; entries appended out of push "
      "order: %d" % (len(panels), report.get("pushes"), report.get("source"),
                     sum(any(a > b for a, b in zip(k, k[1:])) for k in appended.values())))
items = report.get("stepItems", [])
acknowledged = [c for c in steps if c.get("acknowledged")]
print("steps of changes.js marked: %d/%d (acknowledged %d/%d); moves of the reference marked: %d" % (
    len(items), len(steps), sum(i["acknowledged"] for i in items), len(acknowledged),
    sum(p["moves"] for p in panels.values())))
if sorted(i["commit"] for i in items) != sorted(c["commit"] for c in steps):
    problems.append("%d step marks for %d steps" % (len(items), len(steps)))
if sorted(i["commit"] for i in items if i["acknowledged"]) != sorted(c["commit"] for c in acknowledged):
    problems.append("acknowledged steps marked: %s, in changes.js: %s" % (
        [i["commit"][:7] for i in items if i["acknowledged"]], [c["commit"][:7] for c in acknowledged]))
for c in acknowledged:
    if not any(i["commit"] == c["commit"] and c["acknowledged"]["why"] in i["text"] for i in items):
        problems.append("the acknowledged step %s is drawn without its reason" % c["commit"][:7])
if report.get("zoom"):
    (low_slot, high_slot), full = report["zoomAsked"], None
    for name, (lo, hi) in report["zoom"].items():
        if not (low_slot - 1 <= lo and hi <= high_slot + 1):
            problems.append("%s: dragging across pushes %d-%d zoomed to %.1f-%.1f" % (name, low_slot, high_slot, lo, hi))
    pushes = report["pushes"]
    for name, (lo, hi) in report["panned"].items():
        zlo, zhi = report["zoom"][name]
        want = min(zlo + (zhi - zlo) / 2, pushes - 0.5 - (zhi - zlo))
        if abs(lo - want) > 1e-6 or abs((hi - lo) - (zhi - zlo)) > 1e-6:
            problems.append("%s: 'later' panned %.1f-%.1f to %.1f-%.1f" % (name, zlo, zhi, lo, hi))
    for name, (lo, hi) in report["pannedBack"].items():
        if abs(lo - report["zoom"][name][0]) > 1e-6 and report["panned"][name][0] - lo < 1e-6:
            problems.append("%s: the left arrow key did not pan back (%.1f-%.1f)" % (name, lo, hi))
    for name, (lo, hi) in report["reset"].items():
        if (lo, hi) != (panels[name]["slots"][0] - 0.5, panels[name]["slots"][-1] + 0.5):
            problems.append("%s: 'Show all pushes' left %.1f-%.1f" % (name, lo, hi))
    print("zoom: a drag across pushes %d-%d zoomed all %d panels, 'later' and the left arrow key panned them; the button showed all again" % (
        low_slot + 1, high_slot + 1, len(report["zoom"])))
for zoomed in report.get("stepZoom", []):
    lo, hi, drawn = zoomed["scale"]
    if not (lo <= zoomed["step"]["slot"] <= hi) or drawn < 1:
        problems.append("%s: the zoom to the step at %s shows pushes %.1f-%.1f, %d marks" % (
            zoomed["panel"], zoomed["step"]["commit"][:7], lo, hi, drawn))
print("screenshots: " + " ".join(report.get("screenshots", [])))
if problems:
    print("FAILED: " + "; ".join(problems))
    sys.exit(1)
print("trend page: %s panels rendered in %d ms, every point drawn and clickable, no console error" % (
    report["rendered"], report["loadMs"]))
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
	local acknowledged="" recent=500 timeout=60
	local -a runs=() flame_graphs=()
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--data | --out | --browser | --acknowledged | --recent | --timeout)
			(($# >= 2)) || die "$EXIT_USAGE" "$1 needs a value"
			case "$1" in
			--data) data="$2" ;;
			--out) out="$2" ;;
			--browser) browser="$2" ;;
			--acknowledged) acknowledged="$2" ;;
			--recent) recent="$2" ;;
			--timeout) timeout="$2" ;;
			esac
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
	[[ "$recent" =~ ^[1-9][0-9]{0,6}$ ]] || die "$EXIT_USAGE" "--recent must be a number of pushes, got '$recent'"
	[[ "$timeout" =~ ^[1-9][0-9]{0,4}$ ]] || die "$EXIT_USAGE" "--timeout must be seconds, got '$timeout'"
	[[ -z "$acknowledged" || -n "$data" ]] || die "$EXIT_USAGE" "--acknowledged needs --data"
	[[ -z "$acknowledged" || -f "$acknowledged" ]] || die "$EXIT_USAGE" "--acknowledged: no file $acknowledged"
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
	driver_ready
	trap cleanup EXIT
	mkdir -p "$out"
	cp "$ROOT/.github/trend-page/index.html" "$out/index.html"
	rm -rf "$out/vendor" "$out/changes.js" "$out/trend.js" "$out/history.js" "$out/history" "$out"/zoomed-step-*.png
	cp -R "$ROOT/.github/trend-page/vendor" "$out/vendor"
	local -a changes=()
	local loaded="$out/data.js"
	if [[ -n "$data" ]]; then
		cp "$data" "$out/data.js"
		if [[ -n "$acknowledged" ]]; then
			local python="${PERF_TREND_PYTHON:-}" status=0
			[[ -n "$python" ]] || python="$("$HERE/install-trend-tools.sh")" || die "$EXIT_ENV" "install-trend-tools.sh failed"
			"$python" "$HERE/trend-changes.py" --data "$out/data.js" --out "$out/changes.js" \
				--acknowledged "$acknowledged" >"$out/annotations" || status=$?
			((status <= 1)) || die "$EXIT_USAGE" "trend-changes.py could not find the steps (exit $status)"
			changes=("$out/changes.js")
		elif [[ -f "$(dirname "$data")/changes.js" ]]; then
			cp "$(dirname "$data")/changes.js" "$out/changes.js"
			changes=("$out/changes.js")
		fi
		# What the publish gives the page: the history, and of it trend.js.
		python3 "$HERE/trend-history.py" merge --data "$out/data.js" --history "$out/history" ||
			die "$EXIT_FAIL" "trend-history.py merge failed"
		python3 "$HERE/trend-history.py" page --history "$out/history" --out "$out/trend.js" --recent "$recent" \
			"${changes[@]/#/--changes=}" || die "$EXIT_FAIL" "trend-history.py page failed"
		loaded="$out/trend.js"
	else
		log "data.js from ${#runs[@]} run(s): ${runs[*]}"
		data_from_runs "$out/data.js" "${runs[@]}"
	fi

	local status=0
	drive "$out/index.html" "$out" "$out/report.json" "$browser" "$timeout" --clicks 400 || status=$?
	((status == 0)) || log "the driver exited $status (its log: $out/driver.log)"
	[[ -s "$out/report.json" ]] || die "$EXIT_FAIL" "the page was not driven; the driver's log: $out/driver.log"
	check_page "$out/report.json" "$loaded" "${changes[@]}" || die "$EXIT_FAIL" "the trend page failed its check (page: $out/index.html)"
	log "page, data, report and screenshots: $out"

	PROFILE="$(mktemp -d)"
	local -a flags=(--headless --disable-gpu --no-sandbox --no-first-run --disable-background-networking
		--disable-component-update --disable-sync --user-data-dir="$PROFILE" --allow-file-access-from-files
		--virtual-time-budget=5000)
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
