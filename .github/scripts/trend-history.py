#!/usr/bin/env python3
"""The trend's history and what the page loads of it: the retention policy of gh-pages.

github-action-benchmark keeps the newest 500 points per chart in data.js (max-items-in-chart of
perf.yml) and drops older ones. This script keeps them all, and hands the page a bounded part:

  merge   data.js -> history.js: every point ever published, in data.js's format under another name
          (window.TREND_HISTORY), compact: one line of JSON, a commit without its author and committer
          and with the first line of its message only. data.js holds the newest truth for every commit
          it has (a re-run's point replaced by gh-pages.sh --drop-commit), so the history's points of
          those commits give way to data.js's; the points that data.js dropped stay. trend-changes.py
          reads this file: the change points see the full history.
  page    history.js (+ changes.js) -> trend.js (window.TREND_PAGE), what the page draws: the newest
          RECENT pushes (default 500) at full detail, and of the older pushes one in EVERY, EVERY
          chosen so that at most RECENT older pushes are kept; a thinned push keeps all its points.
          Whatever thinning would hide is kept: the pushes on either side of every step of changes.js
          and of every move of the reference. The page draws the thinned part as such. Of each
          point's extra the page gets what it shows: the CPU, the reference and the workflow run.

Push order is the page's and trend-changes.py's: the commit's time (commit.timestamp), then the
publish time; one push is one commit, whichever series it has points in.

Usage: trend-history.py merge --data DATA_JS --history HISTORY_JS
       trend-history.py page --history HISTORY_JS --out TREND_JS [--changes CHANGES_JS] [--recent N]
Exit codes: 0 written; 2 bad input or usage (the message names the file).
"""

import argparse
import json
import math
import os
import sys
from datetime import datetime

DATA_PREFIX = "window.BENCHMARK_DATA = "
HISTORY_PREFIX = "window.TREND_HISTORY = "
PAGE_PREFIX = "window.TREND_PAGE = "
CHANGES_PREFIX = "window.TREND_CHANGES = "
RECENT = 500
EXIT_USAGE = 2


class BadInput(Exception):
    pass


def read_js(path, prefix):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise BadInput(f"{path}: cannot read it ({e.strerror})") from e
    if not text.startswith(prefix):
        raise BadInput(f"{path}: does not start with '{prefix.strip()}'")
    try:
        return json.loads(text[len(prefix):].strip().rstrip(";"))
    except json.JSONDecodeError as e:
        raise BadInput(f"{path}: line {e.lineno}, column {e.colno}: {e.msg}") from e


def write_js(path, prefix, document):
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(prefix + json.dumps(document, separators=(",", ":"), ensure_ascii=False) + ";\n")
    os.replace(tmp, path)


def compact(run):
    """A point as the history keeps it: what the page and the detector read, nothing else."""
    commit = run.get("commit") or {}
    kept = {key: commit[key] for key in ("id", "timestamp", "url") if commit.get(key)}
    message = str(commit.get("message") or "").split("\n", 1)[0][:200]
    if message:
        kept["message"] = message
    return {"commit": kept, "date": run.get("date", 0), "tool": run.get("tool", ""),
            "benches": [{key: bench[key] for key in ("name", "value", "range", "unit", "extra") if key in bench}
                        for bench in run.get("benches", [])]}


def commit_of(run):
    return (run.get("commit") or {}).get("id") or f"published {run.get('date', 0)}"


def push_key(run):
    stamp = (run.get("commit") or {}).get("timestamp") or ""
    date = run.get("date") or 0
    try:
        return (datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp() * 1000 if stamp else date, date)
    except ValueError:
        return (date, date)


def merge(data, history):
    entries = {}
    old = history.get("entries") or {}
    new = data.get("entries") or {}
    for suite in list(old) + [s for s in new if s not in old]:
        fresh = [compact(run) for run in new.get(suite, [])]
        in_data = {commit_of(run) for run in fresh}
        kept = [run for run in old.get(suite, []) if commit_of(run) not in in_data]
        entries[suite] = sorted(kept + fresh, key=push_key)
    document = {"schemaVersion": 1, "entries": entries}
    for key in ("lastUpdate", "repoUrl"):
        if key in data or key in history:
            document[key] = data.get(key, history.get(key))
    return document


def reference_of(bench):
    try:
        extra = json.loads(bench.get("extra") or "{}")
    except ValueError:
        return ""
    return str(extra.get("reference") or "") if isinstance(extra, dict) else ""


def for_page(run):
    """A point as the page reads it: of an index point's extra only the CPU, the reference and the
    workflow run (its interval is in range); of a single run's text extra only its CPU."""
    benches = []
    for bench in run.get("benches", []):
        bench = dict(bench)
        extra = bench.get("extra") or ""
        try:
            parsed = json.loads(extra)
        except ValueError:
            parsed = None
        if isinstance(parsed, dict):
            bench["extra"] = json.dumps({k: parsed[k] for k in ("cpu", "reference", "run") if parsed.get(k)},
                                        separators=(",", ":"))
        elif extra:
            cpu = [part.strip() for part in str(extra).split(";") if part.strip().startswith("CPU ")]
            bench["extra"] = cpu[0] if cpu else ""
        benches.append(bench)
    return dict(run, benches=benches)


def page(history, changes, recent):
    """history -> what the page loads: the newest `recent` pushes whole, older ones thinned."""
    entries = history.get("entries") or {}
    first = {}
    for runs in entries.values():
        for run in runs:
            commit = commit_of(run)
            first[commit] = min(first.get(commit, push_key(run)), push_key(run))
    order = sorted(first, key=lambda c: first[c])
    position = {commit: i for i, commit in enumerate(order)}
    older = max(0, len(order) - recent)
    every = max(1, math.ceil(older / recent)) if older else 1
    keep = {commit for i, commit in enumerate(order) if i >= older or i % every == 0}
    # What thinning must not hide: both sides of every step and of every move of the reference.
    for change in (changes or {}).get("changes", []):
        keep.update(c for c in (change.get("commit"), change.get("previous")) if c in position)
    for suite, runs in entries.items():
        last = {}
        for run in sorted(runs, key=push_key):
            for bench in run.get("benches", []):
                reference = reference_of(bench)
                before = last.get(bench.get("name"))
                if reference and before and before[0] != reference:
                    keep.update((before[1], commit_of(run)))
                if reference:
                    last[bench.get("name")] = (reference, commit_of(run))
    thinned = {suite: [for_page(run) for run in runs if commit_of(run) in keep] for suite, runs in entries.items()}
    document = {"schemaVersion": 1, "recent": recent, "every": every, "pushes": len(order),
                # The oldest push drawn at full detail: the ones before it are one in `every`.
                "fullFrom": order[older] if order else None, "entries": thinned}
    for key in ("lastUpdate", "repoUrl"):
        if key in history:
            document[key] = history[key]
    return document


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    commands = parser.add_subparsers(dest="command", required=True)
    merging = commands.add_parser("merge", help="data.js into the full history")
    merging.add_argument("--data", required=True)
    merging.add_argument("--history", required=True, help="history.js, created if missing")
    paging = commands.add_parser("page", help="the history into what the page loads")
    paging.add_argument("--history", required=True)
    paging.add_argument("--out", required=True, help="trend.js to write")
    paging.add_argument("--changes", help="changes.js: its steps are never thinned away")
    paging.add_argument("--recent", type=int, default=RECENT, help=f"pushes at full detail (default {RECENT})")
    args = parser.parse_args(argv)
    try:
        if args.command == "merge":
            data = read_js(args.data, DATA_PREFIX)
            history = read_js(args.history, HISTORY_PREFIX) if os.path.exists(args.history) else {}
            write_js(args.history, HISTORY_PREFIX, merge(data, history))
        else:
            if args.recent < 1:
                raise BadInput(f"--recent must be 1 or more, got {args.recent}")
            history = read_js(args.history, HISTORY_PREFIX)
            changes = read_js(args.changes, CHANGES_PREFIX) if args.changes and os.path.exists(args.changes) else {}
            write_js(args.out, PAGE_PREFIX, page(history, changes, args.recent))
    except BadInput as e:
        print(f"trend-history.py: {e}", file=sys.stderr)
        return EXIT_USAGE
    return 0


if __name__ == "__main__":
    sys.exit(main())
