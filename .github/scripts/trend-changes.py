#!/usr/bin/env python3
"""Finds the steps in the trend's index series (gh-pages data.js) and writes them for the page.

The index of every push against the reference (reference = 100) is one point per push and series.
A step is a change point of that series: the pushes before it sit at one level, the pushes from it
on at another. The detector is PELT (ruptures) over the points' log-ratios with an l2 cost and a
penalty from the points' own noise:

    penalty = PENALTY x sigma^2 x ln(n)      sigma: the median standard error of the series' points

Why not Apache Otava's E-divisive with its t-test: the t-test estimates each segment's spread from
the few points in it and ignores the standard error that every compare already measured over its JVM
pairs. In a seeded simulation of 12-point histories with a 4-point plateau of +3% (the size that the
pull-request gate sees), at a point noise of 0.8% (four JVM pairs of the calibrated 1.66% spread
between pairs), Otava found both steps in 34% of histories (window 6, p 0.001; 1% with its default
window of 50); PELT with this penalty found them in 95%, with at most 1.3% of 12- or 40-point A/A
series showing any change point. PENALTY = 4 is the smallest constant that keeps A/A false alarms at
about 1% per series at that noise. The penalty scales with each series' own sigma: the allocation
index, whose points are about five times steadier (se 0.15), keeps that false-alarm rate and finds a
1% step as the CPU index finds a 3% one (test_trend_changes.py). Segments have at least MIN_SIZE = 2
points, so one outlying push (a JVM pair that never settled) cannot make a step on its own, and a step at the newest push is
named from the push after it on.

Each series is read in push order: its points sorted by their commit's time (data.js has no parent
links), not in the order they were appended; publishes queue in order, but the measuring jobs of
pushes close together finish in any order (push_time).

Each step: the first push of the new level, its size (the ratio of the two levels' geometric means)
and a 90% Welch interval over the points of the two levels (scipy). A regression of a gated series
(GATED: CPU and allocation per request, the metrics that gate a pull request) is an ::error naming
the range of pushes where it entered (and linking the
workflow run of its first push, whose artifacts keep that push's differential flame graphs, when
the point names it: extra.run), and exit 1, when it is new: not announced before within one push (changes.js keeps what was announced). The publish
job's check fails; pull requests are not gated by it. Other series' regressions are ::warning. A
step is kept only if its interval excludes no change: PELT's l2 cost takes a heavy-tailed series
(latency p99) for steps that the t-test does not confirm.

Acknowledged steps (triage): a step may be acknowledged in a file of the repository
(.github/trend-acknowledged.tsv, reviewed in a pull request like any change), one line per step,
tab-separated: the step's first push (7 to 40 hex digits), its series as the job summary names it
("CPU per request · index (smaller is better) · JDK 17"), who acknowledges it and why. An
acknowledged regression is no ::error and does not fail the publish (a ::notice says who and why);
changes.js carries the acknowledgement for the page; a new step after it fails as before. The file
must name steps: a line that misses a field, names a series data.js does not have, or a commit that
is no step of that series (found now, within one push, or announced before) is bad input (exit 2,
naming the file and line).

Usage: trend-changes.py --data DATA --out CHANGES_JS [--summary FILE] [--acknowledged TSV]
(what an earlier CHANGES_JS announced is read from it before it is replaced; DATA is data.js, or the
full history that gh-pages.sh keeps: the directory of its monthly shards, history/, which
trend-history.py reads for it (a point of a shard is named by the shard and its place in the
shard's series), or the single history.js of before, data.js's format under another name)
Exit codes: 0 no new regression of a gated series; 1 a new one; 2 bad input or usage.
"""

import argparse
import importlib.util
import json
import math
import re
import os
import sys
from dataclasses import asdict, dataclass, replace
from datetime import datetime

import numpy as np
import ruptures
from scipy import stats

DATA_PREFIX = "window.BENCHMARK_DATA = "
# The single-file history of before the shards (trend-history.py): data.js's format, another name.
HISTORY_PREFIX = "window.TREND_HISTORY = "
CHANGES_PREFIX = "window.TREND_CHANGES = "
INDEX_PREFIX = "index"
# The index series whose new regression fails the publish (TrendIndex's bench names, a contract).
GATED = ("CPU per request", "allocation per request")
PENALTY = 4.0
MIN_SIZE = 2
LEVEL = 0.90
# A point's interval is a t-interval over JVM pairs; without its standard error ("se" in extra), it
# is read as a normal interval of this level: wider than the truth, so fewer steps, never more.
Z_OF_LEVEL = stats.norm.ppf(0.5 + LEVEL / 2)
EXIT_REGRESSION, EXIT_USAGE = 1, 2
# extra.run of an index point (perf.jar trend index --run-url): it goes into an annotation's link.
WORKFLOW_RUN = re.compile(r"https://[A-Za-z0-9.-]+(/[A-Za-z0-9._~-]+)*/actions/runs/\d+")


def load_trend_history():
    """trend-history.py beside this script: it reads the history's shards, and every .js file."""
    spec = importlib.util.spec_from_file_location("trend_history",
                                                  os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                               "trend-history.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


HISTORY = load_trend_history()
# Input that cannot be read: the message names the file and the place. One reader of the .js files
# for both scripts, and its error.
BadInput = HISTORY.BadInput
read_js = HISTORY.read_js


@dataclass(frozen=True)
class Point:
    commit: str
    log_percent: float  # 100 x ln(index / 100)
    se: float  # standard error of log_percent
    run: str  # the push's workflow run (extra.run): its artifacts keep its differential flame graphs; "" if unknown
    workload: str = ""  # the load compared (extra.workload: the file's sha256 prefix, the requests left out); "" before workloads


@dataclass(frozen=True)
class Change:
    suite: str
    bench: str
    commit: str  # the first push of the new level
    previous: str  # the last push of the old level
    percent: float
    low: float
    high: float
    regression: bool
    gated: bool
    new: bool  # not announced by an earlier publish
    run: str = ""  # the workflow run of the first push of the new level, "" if unknown
    neighbours: tuple = ()  # the pushes within one of the step (an acknowledgement may name any)
    acknowledged: dict = None  # {"who", "why", "file", "line"} of its acknowledgement, None if none

    def pushes(self):
        return f"{self.previous[:12]}..{self.commit[:12]}"


def point(path, suite, position, run, bench):
    where = f"{path}: entries['{suite}'][{position}] '{bench.get('name')}'"
    try:
        commit = str(run["commit"]["id"])
        value = float(bench["value"])
        extra = json.loads(bench.get("extra") or "{}")
        low, high = float(extra["low"]), float(extra["high"])
    except (KeyError, TypeError, ValueError) as e:
        raise BadInput(f"{where}: an index point needs commit.id, a value and extra.low/high ({e!r})") from e
    if not 0 < low <= value <= high:
        raise BadInput(f"{where}: value {value} outside its interval {low} … {high}")
    se = extra.get("se")
    if se is None:
        se = 100 * math.log(high / low) / (2 * Z_OF_LEVEL)
    workflow_run = extra.get("run") or ""
    if workflow_run and not (isinstance(workflow_run, str) and WORKFLOW_RUN.fullmatch(workflow_run)):
        raise BadInput(f"{where}: extra.run must be the https address of a workflow run, got {workflow_run!r}")
    return Point(commit, 100 * math.log(value / 100), float(se), workflow_run, str(extra.get("workload") or ""))


def push_time(path, suite, position, run):
    """Where a point belongs in push order, as a sort key in ms: its commit's time (commit.timestamp,
    which github-action-benchmark copies from the push event), then its publish time. data.js holds no
    parent links, so the commit time is the push order it can give: the measuring jobs of pushes close
    together finish, and so append, in any order, but a pushed commit is normally made after the one
    pushed before it (one that carries an older date, e.g. rebased with its dates kept, is placed
    earlier). Without a commit time (data.js of check-trend-page.sh --runs): the publish time."""
    timestamp = (run.get("commit") or {}).get("timestamp") or ""
    date = run.get("date") or 0
    if not timestamp:
        return (date, date)
    try:
        when = datetime.fromisoformat(timestamp.replace("Z", "+00:00"))
    except (TypeError, ValueError, AttributeError) as e:
        raise BadInput(f"{path}: entries['{suite}'][{position}]: commit.timestamp '{timestamp}' is not an "
                       f"ISO 8601 time") from e
    if when.tzinfo is None:
        raise BadInput(f"{path}: entries['{suite}'][{position}]: commit.timestamp '{timestamp}' has no time zone")
    return (when.timestamp() * 1000, date)


def index_series(path, data, sources=None):
    """{(suite, bench): ([Point], smaller_is_better)} for every index chart of data.js, each series in
    push order (push_time), not in the order its points were appended. sources: where each point
    is, {suite: [(file, position)]}, when the points come from the history's shards."""
    series = {}
    for suite, runs in (data.get("entries") or {}).items():
        if not suite.startswith(INDEX_PREFIX):
            continue
        where = (sources or {}).get(suite) or [(path, i) for i in range(len(runs))]
        order = sorted(range(len(runs)), key=lambda i: push_time(where[i][0], suite, where[i][1], runs[i]))
        for position in order:
            run = runs[position]
            smaller = run.get("tool") != "customBiggerIsBetter"
            for bench in run.get("benches", []):
                points, _ = series.setdefault((suite, bench["name"]), ([], smaller))
                points.append(point(where[position][0], suite, where[position][1], run, bench))
    return series


def steps(points):
    """Positions where a new level starts (PELT), in order."""
    if len(points) < 2 * MIN_SIZE:
        return []
    y = np.array([p.log_percent for p in points]).reshape(-1, 1)
    sigma = float(np.median([p.se for p in points]))
    penalty = PENALTY * sigma**2 * math.log(len(points))
    ends = ruptures.Pelt(model="l2", min_size=MIN_SIZE, jump=1).fit(y).predict(pen=penalty)
    return ends[:-1]


def same_workload(points):
    """The series cut where its workload changes: an index measured with another load is another
    quantity (a route added to the mix moves it with no change of the code), so a step is looked for
    within one load, never across a change of it. The key is the load compared (perf's
    Traffic.compared()): the file's hash, and the requests the reference could not serve if any, so
    the move to a reference that serves them starts a new series too. Points made before workloads
    ("") measured the lab's one request, a load of their own."""
    segments = []
    for p in points:
        if not segments or segments[-1][-1].workload != p.workload:
            segments.append([])
        segments[-1].append(p)
    return segments


def percent(log_percent):
    return 100 * math.expm1(log_percent / 100)


def level_change(points, before, at, after):
    """The step at `at` between the levels [before, at) and [at, after): Welch's test (scipy)."""
    left = [p.log_percent for p in points[before:at]]
    right = [p.log_percent for p in points[at:after]]
    test = stats.ttest_ind(right, left, equal_var=False)
    return float(np.mean(right) - np.mean(left)), test.confidence_interval(LEVEL), float(test.pvalue)


def changes_of(suite, bench, points, smaller, reported):
    """The steps PELT finds whose 90% interval excludes no change: a split that the t-test does not
    confirm (a heavy-tailed series such as latency p99) goes, the weakest first, and its neighbours'
    levels merge."""
    cuts = steps(points)
    while True:
        bounds = [0, *cuts, len(points)]
        measured = [level_change(points, *window) for window in zip(bounds, bounds[1:], bounds[2:])]
        weak = [i for i, (_, interval, _) in enumerate(measured) if interval.low <= 0 <= interval.high]
        if not weak:
            break
        del cuts[max(weak, key=lambda i: measured[i][2])]
    found = []
    for at, (delta, interval, _) in zip(cuts, measured):
        regression = (delta > 0) == smaller
        neighbours = {p.commit for p in points[at - 1:at + 2]}
        found.append(Change(suite, bench, points[at].commit, points[at - 1].commit, percent(delta),
                            percent(interval.low), percent(interval.high), regression, bench in GATED,
                            not known(reported, suite, bench, regression, neighbours), points[at].run,
                            tuple(sorted(neighbours))))
    return found


def known(reported, suite, bench, regression, neighbours):
    """The same step, announced before: same series and direction, at one of the pushes within one
    of it (a new point can move the best split by one). Announced steps are kept even when a later
    publish does not find them (a step near the noise can come and go): one is announced once."""
    return any((old.get("suite"), old.get("bench"), old.get("regression")) == (suite, bench, regression)
               and old.get("commit") in neighbours for old in reported)


def annotation(change):
    kind = "error" if change.gated else "warning"
    if change.acknowledged:
        return (f"::notice title=trend: {change.bench} regressed {change.percent:+.1f}% ({change.suite}), "
                f"acknowledged::{change.pushes()}: acknowledged by {change.acknowledged['who']}: "
                f"{change.acknowledged['why']} ({change.acknowledged['file']}:{change.acknowledged['line']})")
    return (f"::{kind} title=trend: {change.bench} regressed {change.percent:+.1f}% ({change.suite})::"
            f"{change.bench} stepped {change.percent:+.1f}% ({change.low:+.1f} … {change.high:+.1f}%, 90%) "
            f"in the pushes {change.pushes()}; perf/local.sh --bisect {change.previous} {change.commit} "
            f"names the commit" + (f"; differential flame graph of {change.commit[:12]} against the reference: "
                                   f"{change.run}#artifacts" if change.run else ""))


def summary(changes):
    # A blank line first: the summary it is appended to may not end with one.
    lines = ["", "### Steps in the trend (change points of the index against the reference)", ""]
    if not changes:
        lines += ["No step in any index series.", ""]
        return "\n".join(lines)
    lines += ["| series | first push of the new level | step (90% interval) | |",
              "|---|---|---|---|"]
    for c in changes:
        what = ("**regression**" if c.regression else "improvement") + (", new" if c.new else "")
        if c.acknowledged:
            what += f", acknowledged by {c.acknowledged['who']}: {c.acknowledged['why']}".replace("|", "\\|")
        lines.append(f"| {c.bench} · {c.suite} | `{c.commit[:12]}` (after `{c.previous[:12]}`) | "
                     f"{c.percent:+.1f}% ({c.low:+.1f} … {c.high:+.1f}%) | {what} |")
    lines += ["", f"PELT (ruptures {ruptures.__version__}), penalty {PENALTY:g} σ² ln n, "
                  f"at least {MIN_SIZE} pushes per level.", ""]
    return "\n".join(lines)


ACKNOWLEDGED_FIELDS = ("commit", "series", "who", "why")
SHORT_SHA = re.compile(r"[0-9a-f]{7,40}")


def read_acknowledged(path, series):
    """The acknowledgements of path: [(line number, commit, suite, bench, who, why)]. Blank lines and
    lines starting with # are comments. series: the (suite, bench) of data.js's index series."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError as e:
        raise BadInput(f"{path}: cannot read it ({e.strerror})") from e
    names = {f"{bench} · {suite}": (suite, bench) for suite, bench in series}
    found, seen = [], {}
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = [field.strip() for field in line.split("\t")]
        where = f"{path}:{number}"
        if len(fields) != len(ACKNOWLEDGED_FIELDS) or not all(fields):
            missing = [name for name, value in zip(ACKNOWLEDGED_FIELDS, fields + [""] * 4) if not value]
            raise BadInput(f"{where}: an acknowledgement is {len(ACKNOWLEDGED_FIELDS)} tab-separated fields, "
                           f"{', '.join(ACKNOWLEDGED_FIELDS)}; " + (f"{', '.join(missing)} missing" if missing else
                                                                    f"got {len(fields)}"))
        commit, name, who, why = fields
        if not SHORT_SHA.fullmatch(commit):
            raise BadInput(f"{where}: commit '{commit}' is not 7 to 40 lowercase hex digits")
        if name not in names:
            raise BadInput(f"{where}: unknown series '{name}' (data.js's index series: "
                           f"{'; '.join(sorted(names)) or 'none'})")
        suite, bench = names[name]
        if (commit, suite, bench) in seen:
            raise BadInput(f"{where}: the same step as line {seen[(commit, suite, bench)]}")
        seen[(commit, suite, bench)] = number
        found.append((number, commit, suite, bench, who, why))
    return found


def acknowledge(path, acknowledgements, changes, reported):
    """The changes with their acknowledgements; an acknowledgement that names no step of its series
    (found now within one push, or announced before) is stale: bad input."""
    changes = list(changes)
    for number, commit, suite, bench, who, why in acknowledgements:
        matches = [i for i, c in enumerate(changes) if (c.suite, c.bench) == (suite, bench)
                   and any(n.startswith(commit) for n in c.neighbours or (c.commit,))]
        announced = any((old.get("suite"), old.get("bench")) == (suite, bench)
                        and str(old.get("commit", "")).startswith(commit) for old in reported)
        if not matches and not announced:
            raise BadInput(f"{path}:{number}: {commit} is no step of '{bench} · {suite}' (steps: "
                           + (", ".join(c.commit[:12] for c in changes if (c.suite, c.bench) == (suite, bench))
                              or "none") + ")")
        if matches:
            # The step named exactly, else the nearest one within one push.
            best = min(matches, key=lambda i: not changes[i].commit.startswith(commit))
            changes[best] = replace(changes[best], acknowledged={"who": who, "why": why, "file": path,
                                                                 "line": number})
    return changes


def read_data(path):
    """data.js, the history's directory of shards, or the single history.js of before: (document in
    data.js's format, where each point is or None)."""
    if os.path.isdir(path):
        return HISTORY.read_shards(path)
    try:
        with open(path, encoding="utf-8") as f:
            history = f.read(len(HISTORY_PREFIX)) == HISTORY_PREFIX
    except OSError as e:
        raise BadInput(f"{path}: cannot read it ({e.strerror})") from e
    return read_js(path, HISTORY_PREFIX if history else DATA_PREFIX), None


def write_atomically(path, text):
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--data", required=True, help="github-action-benchmark's data.js, or the history's "
                                                       "directory of shards")
    parser.add_argument("--out", required=True, help="changes.js to write (window.TREND_CHANGES)")
    parser.add_argument("--summary", help="a Markdown file to append the steps to (a job summary)")
    parser.add_argument("--acknowledged", help="acknowledged steps, TSV: commit, series, who, why")
    args = parser.parse_args(argv)
    try:
        data, sources = read_data(args.data)
        reported = read_js(args.out, CHANGES_PREFIX).get("reported", []) if os.path.exists(args.out) else []
        series = index_series(args.data, data, sources)
        changes = [change for (suite, bench), (points, smaller) in series.items()
                   for segment in same_workload(points)
                   for change in changes_of(suite, bench, segment, smaller, reported)]
        if args.acknowledged:
            changes = acknowledge(args.acknowledged, read_acknowledged(args.acknowledged, series), changes, reported)
    except BadInput as e:
        print(f"trend-changes.py: {e}", file=sys.stderr)
        return EXIT_USAGE
    document = {"schemaVersion": 1, "detector": {"method": "PELT, l2 cost", "library": f"ruptures {ruptures.__version__}",
                                                 "penalty": f"{PENALTY:g} sigma^2 ln n", "minSize": MIN_SIZE, "level": LEVEL},
                "changes": [{k: v for k, v in asdict(c).items() if k != "neighbours"} for c in changes],
                "reported": reported + [{"suite": c.suite, "bench": c.bench, "commit": c.commit, "regression": c.regression}
                                        for c in changes if c.new]}
    write_atomically(args.out, CHANGES_PREFIX + json.dumps(document, indent=2, ensure_ascii=False) + ";\n")
    if args.summary:
        with open(args.summary, "a", encoding="utf-8") as f:
            f.write(summary(changes) + "\n")
    for change in changes:
        if change.regression and change.new:
            print(annotation(change))
    new_gated = [c for c in changes if c.regression and c.new and c.gated and not c.acknowledged]
    return EXIT_REGRESSION if new_gated else 0


if __name__ == "__main__":
    sys.exit(main())
