#!/usr/bin/env bash
# perf/trend-page-weight.sh: what the trend page weighs and how long it takes to draw at a size the
# project reaches after years of pushes. Makes a synthetic data.js in github-action-benchmark's format
# (SERIES series: 5 benches a chart, 5 charts, the rest JDKs; PUSHES pushes, a step and a move of the
# reference among them, seeded), then opens in headless Chromium (trend-page-driver.mjs, no clicks)
#   new  today's page as the publish gives it: trend-history.py's monthly shards (history/) and
#        trend.js (the newest RECENT pushes whole, older ones thinned), changes.js
#   old  the hand-drawn SVG page of REF (.github/trend-page/index.html there) over the whole data.js
# and prints a table: bytes the page loads (page, library, data), time to render (navigation to
# data-rendered), the JS heap after it. A page that does not render within TIMEOUT seconds is
# reported as such. Then what the full history weighs on gh-pages: the shards (total, the largest,
# the month's shard a push rewrites) beside the single history.js of SINGLE_REF's trend-history.py,
# and what one more push adds to a git repository holding either (its packed size after
# `git repack -adf`, before and after the push's commit). --no-page measures the history only.
#
# Usage: perf/trend-page-weight.sh [--series N] [--pushes N] [--recent N] [--old-ref REF]
#                                  [--single-ref REF] [--timeout SEC] [--out DIR] [--no-page]
#   defaults: 50 series, 5000 pushes, 500 recent, old page of 4e1e84e (before #51), single-file
#   history of b967378, 180 s, perf/target/trend-page-weight
# Exit codes: 0 measured; 2 usage; 3 no node, python3 or browser.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT HERE="$ROOT/.github/scripts"

DRIVER_PID=""

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

die() { # exit-code message
	printf '[trend-page-weight] %s\n' "$2" >&2
	exit "$1"
}

# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
	[[ -z "$DRIVER_PID" ]] || kill "$DRIVER_PID" 2>/dev/null || true
}

synthetic() { # out series pushes [first]: pushes first.. only (all seeded alike)
	python3 - "$@" <<'PY'
import json, math, random, sys
out, series, pushes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
first = int(sys.argv[4]) if len(sys.argv) > 4 else 1
rng = random.Random(51)
charts = [("index (smaller is better)", "customSmallerIsBetter", ["CPU per request", "allocation per request", "latency p50", "latency p99", "latency p999"], True),
          ("index (bigger is better)", "customBiggerIsBetter", ["throughput", "throughput 2", "throughput 3", "throughput 4", "throughput 5"], True),
          ("gateway beside the reference (smaller is better)", "customSmallerIsBetter", ["gateway CPU per request", "gateway allocation per request", "gateway latency p50", "gateway latency p99", "gateway latency p999"], False),
          ("gateway beside the reference (bigger is better)", "customBiggerIsBetter", ["gateway RPS", "gateway RPS 2", "gateway RPS 3", "gateway RPS 4", "gateway RPS 5"], False),
          ("gateway (smaller is better)", "customSmallerIsBetter", ["CPU per request (single run)", "latency p50 (single run)", "latency p99 (single run)", "allocation (single run)", "GC pauses (single run)"], False)]
suites = []
jdk = 17
while len(suites) * 5 < series:
    for chart in charts:
        if len(suites) * 5 < series:
            suites.append((f"{chart[0]} · JDK {jdk}",) + chart[1:])
    jdk += 8
entries = {suite: [] for suite, *_ in suites}
t0 = 1_790_000_000_000
for i in range(pushes):
    sha = f"{i + 1:040x}"
    reference = "a" * 40 if i < pushes * 0.6 else "b" * 40
    step = 1.03 if pushes * 0.9 <= i else 1.0
    commit = {"id": sha, "message": f"push {i + 1}: a change of the gateway\n\nwith a body", "timestamp":
              f"{__import__('datetime').datetime.fromtimestamp((t0 + i * 3_600_000) / 1000, __import__('datetime').timezone.utc).isoformat()}",
              "url": f"https://github.com/o/r/commit/{sha}", "author": {"name": "a", "username": "a"},
              "committer": {"name": "a", "username": "a"}}
    for suite, tool, benches, index in suites:
        items = []
        for b, name in enumerate(benches):
            if index:
                v = 100 * math.exp(rng.gauss(0, 0.8) / 100) * (step if b == 0 else 1)
                lo, hi = v * 0.981, v * 1.019
                extra = json.dumps({"low": round(lo, 2), "high": round(hi, 2), "se": 0.8, "verdict": "unchanged",
                                    "reference": reference, "head": sha, "cpu": "AMD EPYC", "jdk": "openjdk 17",
                                    "run": f"https://github.com/o/r/actions/runs/{1000 + i}"})
                items.append({"name": name, "value": round(v, 2), "range": f"{lo:.2f} \u2026 {hi:.2f}",
                              "unit": "index (reference = 100)", "extra": extra})
            else:
                v = (200 + 50 * b) * (1 + rng.gauss(0, 0.01))
                items.append({"name": name, "value": round(v, 1), "range": "\u00b1 1.8%", "unit": "µs",
                              "extra": f"commit {sha[:12]}; JDK 17; CPU AMD EPYC"})
        if i + 1 >= first:
            entries[suite].append({"commit": commit, "date": t0 + i * 3_600_000 + 600_000, "tool": tool, "benches": items})
with open(out, "w") as f:
    f.write("window.BENCHMARK_DATA = " + json.dumps({"lastUpdate": t0 + pushes * 3_600_000, "repoUrl": "https://github.com/o/r",
                                                     "entries": entries}, indent=2, ensure_ascii=False) + "\n")
print(sum(len(r["benches"]) for s in entries.values() for r in s[:1]), "series,", pushes - first + 1, "pushes")
PY
}

drive() { # page out-dir timeout-seconds
	local status=0
	node "$HERE/trend-page-driver.mjs" --page "$1" --out "$2" --timeout "$(($3 * 1000))" --no-interact \
		>"$2/report.json" 2>"$2/driver.log" &
	DRIVER_PID=$!
	wait "$DRIVER_PID" || status=$?
	DRIVER_PID=""
	return "$status"
}

row() { # name dir files...
	local name="$1" dir="$2"
	shift 2
	python3 - "$name" "$dir" "$@" <<'PY'
import json, os, sys
name, directory, files = sys.argv[1], sys.argv[2], sys.argv[3:]
report = json.load(open(os.path.join(directory, "report.json")))
sizes = {f: os.path.getsize(os.path.join(directory, f)) for f in files}
time = "did not render in %.0f s" % (report["loadMs"] / 1000) if report.get("fatal") else "%.2f s" % (report["loadMs"] / 1000)
heap = "%.0f MB" % (report["heapBytes"] / 1e6) if report.get("heapBytes") else "-"
print("| %s | %s | %.2f MB (%s) | %s | %s | %s |" % (name, report.get("pushes") or "-", sum(sizes.values()) / 1e6,
      ", ".join("%s %.0f KB" % (f, s / 1e3) for f, s in sizes.items()), time, heap, len(report.get("errors", []))))
PY
}

packed() { # git-dir: bytes of its objects, all packed
	git -C "$1" repack -adfq
	git -C "$1" count-objects -v | sed -n 's/^size-pack: //p' | awk '{ print $1 * 1024 }'
}

loose() { # git-dir: bytes of its loose objects (zlib, no deltas: what a commit writes)
	git -C "$1" count-objects -v | sed -n 's/^size: //p' | awk '{ print $1 * 1024 }'
}

# The history at PUSHES and what one more push adds, for the shards and for the single file.
history_weight() { # out series pushes single-ref
	local out="$1" series="$2" pushes="$3" ref="$4"
	synthetic "$out/next.js" "$series" "$((pushes + 1))" "$((pushes + 1))" >&2
	git -C "$ROOT" show "$ref:.github/scripts/trend-history.py" >"$out/single-trend-history.py"
	rm -rf "$out/repo-shards" "$out/repo-single"
	git init --quiet "$out/repo-shards"
	git init --quiet "$out/repo-single"
	cp -R "$out/new/history" "$out/repo-shards/history"
	python3 "$out/single-trend-history.py" merge --data "$out/data.js" --history "$out/repo-single/history.js"
	local repo sizes=()
	for repo in "$out/repo-shards" "$out/repo-single"; do
		git -C "$repo" add -A
		git -C "$repo" -c user.name=w -c user.email=w@w -c commit.gpgsign=false commit --quiet -m "$pushes pushes"
		sizes+=("$(packed "$repo")")
	done
	python3 "$HERE/trend-history.py" merge --data "$out/next.js" --history "$out/repo-shards/history"
	python3 "$out/single-trend-history.py" merge --data "$out/next.js" --history "$out/repo-single/history.js"
	for repo in "$out/repo-shards" "$out/repo-single"; do
		git -C "$repo" add -A
		git -C "$repo" -c user.name=w -c user.email=w@w -c commit.gpgsign=false commit --quiet -m "one more push"
		sizes+=("$(loose "$repo")" "$(packed "$repo")")
	done
	local rewritten
	rewritten="$(git -C "$out/repo-shards" diff --name-only HEAD~1 HEAD)"
	python3 - "$out/new/history" "$out/repo-single/history.js" "$out/repo-shards" "$rewritten" "${sizes[@]}" <<'PY'
import os, sys
shards, single, repo, rewritten = sys.argv[1:5]
packed_shards, packed_single, loose_shards, packed_shards_next, loose_single, packed_single_next = map(int, sys.argv[5:11])
files = sorted(os.listdir(shards))
sizes = {f: os.path.getsize(os.path.join(shards, f)) for f in files}
largest = max(sizes, key=sizes.get)
print()
print("| full history on gh-pages | files | total | largest file | one push rewrites | the repository, packed | "
      "one more push writes (loose, zlib) | and adds once packed |")
print("|---|---|---|---|---|---|---|---|")
changed = [line for line in rewritten.splitlines() if line]
rewrites = sum(os.path.getsize(os.path.join(repo, line)) for line in changed)
print("| monthly shards (history/) | %d | %.2f MB | %.2f MB (%s) | %.2f MB (%s) | %.2f MB | %.0f KB | %.0f KB |" % (
    len(files), sum(sizes.values()) / 1e6, sizes[largest] / 1e6, largest, rewrites / 1e6, ", ".join(changed),
    packed_shards / 1e6, loose_shards / 1e3, (packed_shards_next - packed_shards) / 1e3))
size = os.path.getsize(single)
print("| single history.js | 1 | %.2f MB | %.2f MB | %.2f MB (history.js) | %.2f MB | %.0f KB | %.0f KB |" % (
    size / 1e6, size / 1e6, size / 1e6, packed_single / 1e6, loose_single / 1e3, (packed_single_next - packed_single) / 1e3))
PY
}

main() {
	local series=50 pushes=5000 recent=500 ref=4e1e84e single=b967378 timeout=180 out="$ROOT/perf/target/trend-page-weight"
	local with_page=true
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--no-page) with_page=false ;;
		--series | --pushes | --recent | --old-ref | --single-ref | --timeout | --out)
			(($# >= 2)) || die 2 "$1 needs a value"
			case "$1" in
			--series) series="$2" ;; --pushes) pushes="$2" ;; --recent) recent="$2" ;;
			--old-ref) ref="$2" ;; --single-ref) single="$2" ;; --timeout) timeout="$2" ;; --out) out="$2" ;;
			esac
			shift
			;;
		*) die 2 "unknown option '$1' (--help for usage)" ;;
		esac
		shift
	done
	local n
	for n in "$series" "$pushes" "$recent" "$timeout"; do
		[[ "$n" =~ ^[1-9][0-9]{0,5}$ ]] || die 2 "a number is expected, got '$n'"
	done
	command -v node >/dev/null || die 3 "node not found"
	command -v python3 >/dev/null || die 3 "python3 not found"
	command -v git >/dev/null || die 3 "git not found"
	if [[ "$with_page" == true ]]; then
		"$HERE/install-trend-tools.sh" --with-browser >/dev/null || die 3 "install-trend-tools.sh --with-browser failed"
	fi
	trap cleanup EXIT
	rm -rf "$out"
	mkdir -p "$out/new" "$out/old"
	out="$(cd "$out" && pwd)"
	synthetic "$out/data.js" "$series" "$pushes" >&2

	cp -R "$ROOT/.github/trend-page/." "$out/new/"
	cp "$out/data.js" "$out/new/data.js"
	python3 "$HERE/trend-history.py" merge --data "$out/data.js" --history "$out/new/history"
	# The steps as the publish marks them: one of the synthetic step, written as trend-changes.py does.
	printf 'window.TREND_CHANGES = {"changes": [{"suite": "index (smaller is better) · JDK 17", "bench": "CPU per request", "commit": "%040x", "previous": "%040x", "percent": 3.0, "low": 2.8, "high": 3.2, "regression": true, "gated": true, "new": false, "run": "", "acknowledged": null}], "reported": []};\n' \
		$((pushes * 9 / 10 + 1)) $((pushes * 9 / 10)) >"$out/new/changes.js"
	python3 "$HERE/trend-history.py" page --history "$out/new/history" --changes "$out/new/changes.js" \
		--out "$out/new/trend.js" --recent "$recent"
	git -C "$ROOT" show "$ref:.github/trend-page/index.html" >"$out/old/index.html"
	cp "$out/data.js" "$out/new/changes.js" "$out/old/"
	if [[ "$with_page" == false ]]; then
		history_weight "$out" "$series" "$pushes" "$single"
		return 0
	fi

	drive "$out/new/index.html" "$out/new" "$timeout" || true
	drive "$out/old/index.html" "$out/old" "$timeout" || true
	echo "| page | pushes drawn | bytes loaded | render | JS heap | console errors |"
	echo "|---|---|---|---|---|---|"
	row "uPlot, trend.js ($recent recent)" "$out/new" index.html vendor/uPlot.iife.min.js vendor/uPlot.min.css trend.js changes.js
	row "SVG ($ref), data.js" "$out/old" index.html data.js changes.js
	printf 'data.js: %s bytes\n' "$(stat -c %s "$out/data.js")"
	echo "screenshots: $out/new/screenshot.png $out/old/screenshot.png"
	history_weight "$out" "$series" "$pushes" "$single"
}

main "$@"
