#!/usr/bin/env python3
"""The trend's history and what the page loads of it: the retention policy of gh-pages.

github-action-benchmark keeps the newest 500 points per chart in data.js (max-items-in-chart of
perf.yml) and drops older ones. This script keeps them all, and hands the page a bounded part:

  merge   data.js -> history/YYYY-MM.js: every point ever published, one shard per month of the
          commit's time (UTC; the publish time for a point without one), each in a compact columnar
          form (below). data.js holds the newest truth for every commit it has (a re-run's point
          replaced by gh-pages.sh --drop-commit), so the history's points of those commits give way
          to data.js's; the points that data.js dropped stay. Only a shard whose text changes is
          written. With --migrate HISTORY_JS, the single-file history of before (data.js's format
          under window.TREND_HISTORY) is split into the shards once, below them (gh-pages.sh then
          removes it). trend-changes.py reads the shards: the change points see the full history.
  page    history/ (+ changes.js) -> trend.js (window.TREND_PAGE), what the page draws: the newest
          RECENT pushes (default 500) at full detail, and of the older pushes one in EVERY, EVERY
          chosen so that at most RECENT older pushes are kept; a thinned push keeps all its points.
          Whatever thinning would hide is kept: the pushes on either side of every step of changes.js
          and of every move of the reference. The page draws the thinned part as such. Of each
          point's extra the page gets what it shows: the CPU, the reference and the workflow run.

Why shards by month: one file of every point (data.js's format) reaches 74 MB at 50 series x
5,000 pushes (perf/trend-page-weight.sh) and GitHub refuses a file over 100 MB; and every push
rewrites all of it, so the branch grows by the whole history per push. A push adds points to its
own month only: it rewrites that month's shard, and the older shards never change, so they cost
the branch nothing per push. Why columnar: data.js repeats, per point, the commit (per chart), the
bench's name and unit and an extra of which the page and the detector read a few fields; a shard
names each commit once and each series once, with its values in arrays. JSON, not gzip: git's
delta compression sees through text, not through a compressed file.

A shard (window.TREND_HISTORY_MONTH = {...}), with the series as data.js names them:

  month, repoUrl, lastUpdate (the newest shard only), schemaVersion
  commits   columns id, timestamp, message (first line), url (true: repoUrl/commit/id), one entry a
            push, in push order
  suites    [{name, tool (run-length: [[value, count], ...]), commit (an index into commits per
            point), date (the publish time per point), benches}] with benches [{name, unit
            (run-length), value, range (true: "%.2f … %.2f" of extra.low/high, as TrendIndex writes
            it), extra}], every column one entry per point of the suite, null where a point lacks it
  extra     of an index point's JSON extra the fields read: low, high, se, workload, run (by
            trend-changes.py), cpu, reference, run (by the page), a column each (strings run-length);
            of any other extra (a single run's text) its "CPU ..." part, as column text

A bad shard (one that does not parse, a column of the wrong length, a name that is not YYYY-MM.js or
a push of another month than its name) is exit 2 naming the file.

Push order is the page's and trend-changes.py's: the commit's time (commit.timestamp), then the
publish time; one push is one commit, whichever series it has points in.

Usage: trend-history.py merge --data DATA_JS --history HISTORY_DIR [--migrate HISTORY_JS]
       trend-history.py page --history HISTORY_DIR --out TREND_JS [--changes CHANGES_JS] [--recent N]
Exit codes: 0 written; 2 bad input or usage (the message names the file).
"""

import argparse
import json
import math
import os
import re
import sys
from datetime import datetime, timezone

DATA_PREFIX = "window.BENCHMARK_DATA = "
HISTORY_PREFIX = "window.TREND_HISTORY = "
SHARD_PREFIX = "window.TREND_HISTORY_MONTH = "
PAGE_PREFIX = "window.TREND_PAGE = "
CHANGES_PREFIX = "window.TREND_CHANGES = "
RECENT = 500
EXIT_USAGE = 2
SHARD_NAME = re.compile(r"(\d{4}-(0[1-9]|1[0-2]))\.js")
# Of an index point's JSON extra, what trend-changes.py (the interval, its standard error, the load
# compared, the workflow run) and the page (the CPU, the reference, the run) read.
EXTRA_NUMBERS = ("low", "high", "se")
EXTRA_STRINGS = ("workload", "run", "cpu", "reference")
EXTRA_KEYS = EXTRA_NUMBERS + EXTRA_STRINGS


class BadInput(Exception):
    """Input that cannot be read: the message names the file and the place."""


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
        # The column in the file, not in the text after the prefix.
        column = e.colno + (len(prefix) if e.lineno == 1 else 0)
        raise BadInput(f"{path}: line {e.lineno}, column {column}: {e.msg}") from e


def js_text(prefix, document):
    return prefix + json.dumps(document, separators=(",", ":"), ensure_ascii=False) + ";\n"


def write_js(path, prefix, document):
    write_text(path, js_text(prefix, document))


def write_text(path, text):
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def reduce_extra(extra):
    """The part of a point's extra that is read: of a JSON object the fields of EXTRA_KEYS (compact,
    in that order); of text its "CPU ..." part. Anything else stays as it is."""
    if not isinstance(extra, str) or not extra:
        return extra
    try:
        parsed = json.loads(extra)
    except ValueError:
        cpu = [part.strip() for part in extra.split(";") if part.strip().startswith("CPU ")]
        return cpu[0] if cpu else ""
    if not isinstance(parsed, dict):
        return extra
    return json.dumps({k: parsed[k] for k in EXTRA_KEYS if parsed.get(k) is not None},
                      separators=(",", ":"), ensure_ascii=False)


def compact(run):
    """A point as the history keeps it: what the page and the detector read, nothing else."""
    commit = run.get("commit") or {}
    kept = {key: commit[key] for key in ("id", "timestamp", "url") if commit.get(key)}
    message = str(commit.get("message") or "").split("\n", 1)[0][:200]
    if message:
        kept["message"] = message
    benches = []
    for bench in run.get("benches", []):
        bench = {key: bench[key] for key in ("name", "value", "range", "unit", "extra") if key in bench}
        if "extra" in bench:
            bench["extra"] = reduce_extra(bench["extra"])
        benches.append(bench)
    return {"commit": kept, "date": run.get("date", 0), "tool": run.get("tool", ""), "benches": benches}


def commit_of(run):
    return (run.get("commit") or {}).get("id") or f"published {run.get('date', 0)}"


def push_key(run):
    stamp = (run.get("commit") or {}).get("timestamp") or ""
    date = run.get("date") or 0
    try:
        return (datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp() * 1000 if stamp else date, date)
    except (TypeError, ValueError, AttributeError):
        return (date, date)


def month_of(run):
    """The shard of a point: the UTC month of its commit's time (of its publish time without one)."""
    try:
        return datetime.fromtimestamp(push_key(run)[0] / 1000, timezone.utc).strftime("%Y-%m")
    except (OverflowError, OSError, ValueError, TypeError):
        return datetime.fromtimestamp(0, timezone.utc).strftime("%Y-%m")


def merge_entries(old, new):
    """old's points, but where new has points of a commit in a series: new's."""
    entries = {}
    for suite in list(old) + [s for s in new if s not in old]:
        fresh = new.get(suite, [])
        in_new = {commit_of(run) for run in fresh}
        kept = [run for run in old.get(suite, []) if commit_of(run) not in in_new]
        entries[suite] = sorted(kept + fresh, key=push_key)
    return entries


def merge(data, history):
    """history (a document with entries, lastUpdate, repoUrl) with data.js's points over it."""
    new = {suite: [compact(run) for run in runs] for suite, runs in (data.get("entries") or {}).items()}
    document = {"schemaVersion": 1, "entries": merge_entries(history.get("entries") or {}, new)}
    for key in ("lastUpdate", "repoUrl"):
        if key in data or key in history:
            document[key] = data.get(key, history.get(key))
    return document


# The columns of a shard. Strings that repeat (a tool, a unit, the CPU, the reference) are
# run-length encoded: [[value, count], ...].

def run_length(values):
    encoded = []
    for value in values:
        if encoded and encoded[-1][0] == value:
            encoded[-1][1] += 1
        else:
            encoded.append([value, 1])
    return encoded


def expand(encoded, length, where):
    values = []
    for value, count in encoded:
        if not isinstance(count, int) or count < 1:
            raise ValueError(f"{where}: a run-length count must be a positive integer, got {count!r}")
        values.extend([value] * count)
    if len(values) != length:
        raise ValueError(f"{where}: {len(values)} entries for {length} points")
    return values


def derived_range(extra):
    try:
        parsed = json.loads(extra)
        return f"{float(parsed['low']):.2f} … {float(parsed['high']):.2f}"
    except (TypeError, ValueError, KeyError):
        return None


def extra_columns(extras):
    """The reduced extras of one bench's points as columns: JSON objects a column per field, the rest
    (text, or JSON that is not an object of numbers and strings) verbatim in column text."""
    columns = {key: [None] * len(extras) for key in EXTRA_KEYS + ("text",)}
    for i, extra in enumerate(extras):
        if extra is None:
            continue
        try:
            parsed = json.loads(extra) if isinstance(extra, str) else None
        except ValueError:
            parsed = None
        kinds_ok = (isinstance(parsed, dict) and parsed and set(parsed) <= set(EXTRA_KEYS)
                    and all(isinstance(parsed[k], (int, float)) and not isinstance(parsed[k], bool)
                            for k in EXTRA_NUMBERS if k in parsed)
                    and all(isinstance(parsed[k], str) for k in EXTRA_STRINGS if k in parsed)
                    and reduce_extra(extra) == extra)
        if kinds_ok:
            for key, value in parsed.items():
                columns[key][i] = value
        else:
            columns["text"][i] = extra
    return {key: (values if key in EXTRA_NUMBERS else run_length(values))
            for key, values in columns.items() if any(v is not None for v in values)}


def extras_of(columns, length, where):
    plain = {key: (columns[key] if key in EXTRA_NUMBERS else expand(columns[key], length, f"{where}.{key}"))
             for key in columns}
    for key, values in plain.items():
        if key not in EXTRA_KEYS + ("text",):
            raise ValueError(f"{where}: unknown column '{key}'")
        if len(values) != length:
            raise ValueError(f"{where}.{key}: {len(values)} entries for {length} points")
    extras = []
    for i in range(length):
        fields = {key: plain[key][i] for key in EXTRA_KEYS if key in plain and plain[key][i] is not None}
        if fields:
            extras.append(json.dumps(fields, separators=(",", ":"), ensure_ascii=False))
        else:
            extras.append(plain["text"][i] if "text" in plain else None)
    return extras


def encode_shard(month, entries, repo_url=None, last_update=None):
    """One month's points (entries: {suite: [compact run]}) as a shard."""
    runs = sorted(((run, suite) for suite, suite_runs in entries.items() for run in suite_runs),
                  key=lambda pair: push_key(pair[0]))
    commits, index = {"id": [], "timestamp": [], "message": [], "url": []}, {}
    for run, _ in runs:
        key = commit_of(run)
        if key in index:
            continue
        index[key] = len(commits["id"])
        commit = run.get("commit") or {}
        url = commit.get("url")
        if url and repo_url and commit.get("id") and url == f"{repo_url}/commit/{commit['id']}":
            url = True
        for column, value in (("id", commit.get("id")), ("timestamp", commit.get("timestamp")),
                              ("message", commit.get("message")), ("url", url)):
            commits[column].append(value)
    suites = []
    for suite, suite_runs in entries.items():
        suite_runs = sorted(suite_runs, key=push_key)
        benches, slots = [], {}
        for i, run in enumerate(suite_runs):
            seen = {}
            for bench in run.get("benches", []):
                name = bench.get("name")
                key = (name, seen.get(name, 0))
                seen[name] = key[1] + 1
                if key not in slots:
                    slots[key] = len(benches)
                    benches.append({"name": name, "points": [None] * len(suite_runs)})
                benches[slots[key]]["points"][i] = bench
        columns = []
        for bench in benches:
            points = bench["points"]
            extras = [p.get("extra") if p else None for p in points]
            ranges = []
            for p, extra in zip(points, extras):
                if p is None or "range" not in p:
                    ranges.append(None)
                elif isinstance(extra, str) and p["range"] == derived_range(extra):
                    ranges.append(True)
                else:
                    ranges.append(p["range"])
            column = {"name": bench["name"], "unit": run_length([p.get("unit") if p else None for p in points]),
                      "value": [p.get("value") if p else None for p in points], "range": ranges}
            column["extra"] = extra_columns([e if isinstance(e, str) else None for e in extras])
            columns.append(column)
        suites.append({"name": suite, "tool": run_length([run.get("tool", "") for run in suite_runs]),
                       "commit": [index[commit_of(run)] for run in suite_runs],
                       "date": [run.get("date", 0) for run in suite_runs], "benches": columns})
    shard = {"schemaVersion": 1, "month": month}
    if repo_url:
        shard["repoUrl"] = repo_url
    if last_update is not None:
        shard["lastUpdate"] = last_update
    shard["commits"] = commits
    shard["suites"] = suites
    return shard


def decode_shard(path, shard):
    """A shard's points: {suite: [run]} in data.js's format (compact), and for each point where it is
    ({suite: [position in the shard's suite]}). A shard that is not one is BadInput naming it."""
    month = SHARD_NAME.fullmatch(os.path.basename(path))
    if not month:
        raise BadInput(f"{path}: a history shard is named YYYY-MM.js (the month of its pushes)")
    try:
        if shard.get("schemaVersion") != 1:
            raise ValueError(f"schemaVersion {shard.get('schemaVersion')!r}, expected 1")
        if shard.get("month") != month.group(1):
            raise ValueError(f"its month is {shard.get('month')!r}, its name says {month.group(1)}")
        repo_url = shard.get("repoUrl")
        columns = shard["commits"]
        count = len(columns["id"])
        for column in ("timestamp", "message", "url"):
            if len(columns[column]) != count:
                raise ValueError(f"commits.{column}: {len(columns[column])} entries for {count} commits")
        commits = []
        for i in range(count):
            commit = {}
            for column in ("id", "timestamp", "url", "message"):
                value = columns[column][i]
                if value is True and column == "url":
                    value = f"{repo_url}/commit/{columns['id'][i]}"
                if value is not None:
                    commit[column] = value
            commits.append(commit)
        entries = {}
        for suite in shard["suites"]:
            name = suite["name"]
            length = len(suite["commit"])
            where = f"suites['{name}']"
            if len(suite["date"]) != length:
                raise ValueError(f"{where}.date: {len(suite['date'])} entries for {length} points")
            tools = expand(suite["tool"], length, f"{where}.tool")
            runs = [{"commit": dict(commits[c]), "date": d, "tool": t, "benches": []}
                    for c, d, t in zip(suite["commit"], suite["date"], tools)]
            for bench in suite["benches"]:
                at = f"{where}['{bench['name']}']"
                units = expand(bench["unit"], length, f"{at}.unit")
                extras = extras_of(bench.get("extra") or {}, length, f"{at}.extra")
                for column in ("value", "range"):
                    if len(bench[column]) != length:
                        raise ValueError(f"{at}.{column}: {len(bench[column])} entries for {length} points")
                for i, run in enumerate(runs):
                    if bench["value"][i] is None:
                        continue
                    point = {"name": bench["name"], "value": bench["value"][i]}
                    if bench["range"][i] is True:
                        point["range"] = derived_range(extras[i])
                        if point["range"] is None:
                            raise ValueError(f"{at}.range[{i}]: derived, but the extra has no low and high")
                    elif bench["range"][i] is not None:
                        point["range"] = bench["range"][i]
                    if units[i] is not None:
                        point["unit"] = units[i]
                    if extras[i] is not None:
                        point["extra"] = extras[i]
                    run["benches"].append(point)
            for i, run in enumerate(runs):
                if month_of(run) != month.group(1):
                    raise ValueError(f"{where}[{i}]: commit {commit_of(run)} is of {month_of(run)}, not {month.group(1)}")
            if name in entries:
                raise ValueError(f"{where}: the suite is there twice")
            entries[name] = runs
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise BadInput(f"{path}: not a history shard ({e.args[0] if isinstance(e, ValueError) else repr(e)})") from e
    return entries, repo_url, shard.get("lastUpdate")


def read_shards(directory):
    """The full history of a directory of shards: a document as data.js's ({entries, repoUrl,
    lastUpdate}, each series in push order), and for each point the shard and its position there
    ({suite: [(path, position)]})."""
    try:
        names = sorted(name for name in os.listdir(directory) if name.endswith(".js"))
    except OSError as e:
        raise BadInput(f"{directory}: cannot read it ({e.strerror})") from e
    gathered, where, document = {}, {}, {"schemaVersion": 1}
    for name in names:
        path = os.path.join(directory, name)
        if not SHARD_NAME.fullmatch(name):
            raise BadInput(f"{path}: a history shard is named YYYY-MM.js (the month of its pushes)")
        entries, repo_url, last_update = decode_shard(path, read_js(path, SHARD_PREFIX))
        for suite, runs in entries.items():
            gathered.setdefault(suite, []).extend(runs)
            where.setdefault(suite, []).extend((path, i) for i in range(len(runs)))
        if repo_url:
            document["repoUrl"] = repo_url
        if last_update is not None:
            document["lastUpdate"] = max(last_update, document.get("lastUpdate", last_update))
    document["entries"] = {}
    sources = {}
    for suite, runs in gathered.items():
        order = sorted(range(len(runs)), key=lambda i: push_key(runs[i]))
        document["entries"][suite] = [runs[i] for i in order]
        sources[suite] = [where[suite][i] for i in order]
    return document, sources


def write_shards(directory, history):
    """history into one shard per month: a shard is written only when its text changes, and one of a
    month that no point is of any more goes. Returns the shards written."""
    months = {}
    for suite, runs in (history.get("entries") or {}).items():
        for run in runs:
            months.setdefault(month_of(run), {}).setdefault(suite, []).append(run)
    os.makedirs(directory, exist_ok=True)
    newest = max(months) if months else None
    written = []
    for month, entries in sorted(months.items()):
        path = os.path.join(directory, f"{month}.js")
        text = js_text(SHARD_PREFIX, encode_shard(month, entries, history.get("repoUrl"),
                                                  history.get("lastUpdate") if month == newest else None))
        try:
            with open(path, encoding="utf-8") as f:
                if f.read() == text:
                    continue
        except OSError:
            pass
        write_text(path, text)
        written.append(path)
    for name in os.listdir(directory):
        match = SHARD_NAME.fullmatch(name)
        if match and match.group(1) not in months:
            os.remove(os.path.join(directory, name))
    return written


def read_history(path):
    """The full history: a directory of shards, or the single file of before (data.js's format)."""
    if os.path.isdir(path):
        return read_shards(path)[0]
    return read_js(path, HISTORY_PREFIX)

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
    merging.add_argument("--history", required=True, help="the directory of shards, created if missing")
    merging.add_argument("--migrate", help="the single-file history.js of before: split into the shards "
                                           "(its points below theirs) if it is there")
    paging = commands.add_parser("page", help="the history into what the page loads")
    paging.add_argument("--history", required=True, help="the directory of shards")
    paging.add_argument("--out", required=True, help="trend.js to write")
    paging.add_argument("--changes", help="changes.js: its steps are never thinned away")
    paging.add_argument("--recent", type=int, default=RECENT, help=f"pushes at full detail (default {RECENT})")
    args = parser.parse_args(argv)
    try:
        if args.command == "merge":
            data = read_js(args.data, DATA_PREFIX)
            if os.path.exists(args.history) and not os.path.isdir(args.history):
                raise BadInput(f"{args.history}: not a directory (the history is one shard per month)")
            history = read_shards(args.history)[0] if os.path.isdir(args.history) else {}
            if args.migrate and os.path.exists(args.migrate):
                before = read_js(args.migrate, HISTORY_PREFIX)
                # The shards' points over the old file's (both compact): the shards are newer.
                history = merge(history, merge(before, {}))
            write_shards(args.history, merge(data, history))
        else:
            if args.recent < 1:
                raise BadInput(f"--recent must be 1 or more, got {args.recent}")
            if not os.path.isdir(args.history):
                raise BadInput(f"{args.history}: not a directory of history shards")
            history = read_shards(args.history)[0]
            changes = read_js(args.changes, CHANGES_PREFIX) if args.changes and os.path.exists(args.changes) else {}
            write_js(args.out, PAGE_PREFIX, page(history, changes, args.recent))
    except BadInput as e:
        print(f"trend-history.py: {e}", file=sys.stderr)
        return EXIT_USAGE
    return 0

if __name__ == "__main__":
    sys.exit(main())
