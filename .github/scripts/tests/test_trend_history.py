"""Tests of trend-history.py's history: one compact shard per month, read back by trend-changes.py
with the same change points as the single file of before, split from it once; bad shards named.

Run by trend-tests.sh (pytest in the trend's virtual environment)."""

import importlib.util
import json
import os
import pathlib

import pytest

import test_trend_changes as t

HERE = pathlib.Path(__file__).parent
SPEC = importlib.util.spec_from_file_location("trend_history", HERE.parent / "trend-history.py")
trend_history = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(trend_history)
trend_changes = t.trend_changes

RECORDED = ["history-2026-11-25.js", "out-of-order-2026-11-25.js", "unchanged-2026-11-25.js"]


def write_data(path, document):
    path.write_text(trend_history.DATA_PREFIX + json.dumps(document, indent=1) + "\n", encoding="utf-8")
    return path


def merge(tmp_path, data, *extra_args):
    return trend_history.main(["merge", "--data", str(data), "--history", str(tmp_path / "history"), *extra_args])


def changes(tmp_path, data, name):
    out = tmp_path / f"{name}.js"
    status = trend_changes.main(["--data", str(data), "--out", str(out)])
    return status, trend_changes.read_js(out, trend_changes.CHANGES_PREFIX)["changes"] if out.exists() else None


def months(entries, first_month=9):
    """entries with the commits spread over three months of 2026, a third in each, in push order."""
    for runs in entries.values():
        for i, run in enumerate(runs):
            month = min(2, 3 * i // len(runs))
            first = next(j for j in range(len(runs)) if min(2, 3 * j // len(runs)) == month)
            run["commit"]["timestamp"] = f"2026-{first_month + month:02d}-01T{i - first:02d}:00:00+00:00"
    return entries


@pytest.mark.parametrize("name", RECORDED)
def test_the_shards_give_the_change_points_of_the_single_file(tmp_path, name, capsys):
    data = t.RECORDED / name
    # The history as it was: one file in data.js's format (trend-history.py before the shards).
    document = trend_changes.read_js(data, trend_changes.DATA_PREFIX)
    single = tmp_path / "history.js"
    single.write_text(trend_changes.HISTORY_PREFIX + json.dumps(document, separators=(",", ":")), encoding="utf-8")
    assert merge(tmp_path, data) == 0
    before = changes(tmp_path, single, "from-file")
    before_out = capsys.readouterr().out
    after = changes(tmp_path, tmp_path / "history", "from-shards")
    assert after == before and capsys.readouterr().out == before_out
    assert before[1] is not None


def test_the_shards_of_a_seeded_history_over_three_months_give_the_same_change_points(tmp_path):
    entries = months(t.cpu_series(t.plateau(seed=3, n=30, start=12, end=20)))
    data = write_data(tmp_path / "data.js", {"entries": entries})
    assert merge(tmp_path, data) == 0
    assert sorted(os.listdir(tmp_path / "history")) == ["2026-09.js", "2026-10.js", "2026-11.js"]
    from_data = changes(tmp_path, data, "from-data")
    assert from_data == changes(tmp_path, tmp_path / "history", "from-shards")
    assert [c["commit"] for c in from_data[1]] == [t.sha(13), t.sha(21)]


def test_a_push_rewrites_only_its_months_shard_and_older_points_stay(tmp_path):
    entries = months(t.cpu_series(t.plateau(seed=3, n=30)))
    assert merge(tmp_path, write_data(tmp_path / "data.js", {"entries": entries, "lastUpdate": 1})) == 0
    history = tmp_path / "history"
    for shard in history.iterdir():
        os.utime(shard, ns=(0, 0))
    # github-action-benchmark keeps the newest points only: the next data.js lacks the oldest ten.
    new = t.run(31, "customSmallerIsBetter", [t.bench("CPU per request", 0.5)])
    new["commit"]["timestamp"] = "2026-11-28T12:00:00+00:00"
    entries[t.CPU] = entries[t.CPU][10:] + [new]
    assert merge(tmp_path, write_data(tmp_path / "data.js", {"entries": entries, "lastUpdate": 2})) == 0
    assert {p.name: p.stat().st_mtime_ns for p in history.iterdir()} == \
        {"2026-09.js": 0, "2026-10.js": 0, "2026-11.js": (history / "2026-11.js").stat().st_mtime_ns}
    assert (history / "2026-11.js").stat().st_mtime_ns > 0
    document, _ = trend_history.read_shards(str(history))
    assert [run["commit"]["id"] for run in document["entries"][t.CPU]] == [t.sha(i) for i in range(1, 32)]
    assert document["lastUpdate"] == 2


def test_a_re_run_replaces_its_point_in_its_shard(tmp_path):
    entries = months(t.cpu_series(t.plateau(seed=3, n=12)))
    assert merge(tmp_path, write_data(tmp_path / "data.js", {"entries": entries})) == 0
    entries[t.CPU][5]["benches"][0] = t.bench("CPU per request", 5.0)
    assert merge(tmp_path, write_data(tmp_path / "data.js", {"entries": entries})) == 0
    document, _ = trend_history.read_shards(str(tmp_path / "history"))
    values = [run["benches"][0]["value"] for run in document["entries"][t.CPU]]
    assert len(values) == 12 and values[5] == pytest.approx(105.13, abs=0.01)


def test_a_point_keeps_what_the_page_and_the_detector_read(tmp_path):
    sha = t.sha(1)
    extra = {"low": 98.72, "high": 102.49, "se": 0.796, "verdict": "unchanged", "reference": "a" * 40, "head": sha,
             "cpu": "AMD EPYC", "jdk": "openjdk 17", "run": "https://github.com/o/r/actions/runs/7", "workload": "40b3 x"}
    data = {"repoUrl": "https://github.com/o/r", "entries": {
        t.CPU: [{"commit": {"id": sha, "message": "subject\n\nbody", "timestamp": "2026-11-25T06:13:41+00:00",
                            "url": f"https://github.com/o/r/commit/{sha}", "author": {"name": "a"}},
                 "date": 5, "tool": "customSmallerIsBetter",
                 "benches": [{"name": "CPU per request", "value": 100.59, "range": "98.72 … 102.49",
                              "unit": "index (reference = 100)", "extra": json.dumps(extra)}]}],
        "gateway (smaller is better) · JDK 17": [
            {"commit": {"id": sha, "timestamp": "2026-11-25T06:13:41+00:00"}, "date": 6, "tool": "customSmallerIsBetter",
             "benches": [{"name": "latency p50 (single run)", "value": 210.5, "range": "± 1.8%", "unit": "µs",
                          "extra": f"commit {sha[:12]}; JDK 17; CPU AMD EPYC"}]}]}}
    assert merge(tmp_path, write_data(tmp_path / "data.js", data)) == 0
    shard = trend_history.read_js(tmp_path / "history" / "2026-11.js", trend_history.SHARD_PREFIX)
    assert shard["commits"] == {"id": [sha], "timestamp": ["2026-11-25T06:13:41+00:00"], "message": ["subject"],
                                "url": [True]}
    index, single = shard["suites"]
    assert index["benches"][0]["range"] == [True] and index["benches"][0]["value"] == [100.59]
    assert set(index["benches"][0]["extra"]) == {"low", "high", "se", "reference", "cpu", "run", "workload"}
    assert single["benches"][0]["extra"] == {"text": [["CPU AMD EPYC", 1]]}
    document, _ = trend_history.read_shards(str(tmp_path / "history"))
    point = document["entries"][t.CPU][0]
    assert point["commit"]["url"] == f"https://github.com/o/r/commit/{sha}"
    assert point["benches"][0]["range"] == "98.72 … 102.49"
    kept = json.loads(point["benches"][0]["extra"])
    assert kept == {k: v for k, v in extra.items() if k not in ("verdict", "head", "jdk")}


def test_the_single_file_of_before_is_split_into_the_shards_once(tmp_path, capsys):
    entries = months(t.cpu_series(t.plateau(seed=3, n=30, start=12, end=20)))
    single = tmp_path / "history.js"
    single.write_text(trend_changes.HISTORY_PREFIX + json.dumps({"entries": entries}, separators=(",", ":")),
                      encoding="utf-8")
    expected = changes(tmp_path, single, "from-file")
    capsys.readouterr()
    # data.js holds the newest 8 pushes only; the file of before all 30.
    data = write_data(tmp_path / "data.js", {"entries": {t.CPU: entries[t.CPU][-8:]}})
    assert merge(tmp_path, data, "--migrate", str(single)) == 0
    assert sorted(os.listdir(tmp_path / "history")) == ["2026-09.js", "2026-10.js", "2026-11.js"]
    assert changes(tmp_path, tmp_path / "history", "from-shards") == expected
    # Once split (gh-pages.sh removes the file), a merge without it keeps every push.
    single.unlink()
    assert merge(tmp_path, data, "--migrate", str(single)) == 0
    document, _ = trend_history.read_shards(str(tmp_path / "history"))
    assert len(document["entries"][t.CPU]) == 30


def shard_dir(tmp_path):
    entries = months(t.cpu_series(t.plateau(seed=3, n=12)))
    assert merge(tmp_path, write_data(tmp_path / "data.js", {"entries": entries})) == 0
    return tmp_path / "history"


@pytest.mark.parametrize("damage, name, message", [
    (lambda d: (d / "2026-10.js").write_text("window.TREND_HISTORY_MONTH = {\"month\": ", encoding="utf-8"),
     "2026-10.js", "line 1, column"),
    (lambda d: (d / "2026-10.js").write_text("window.BENCHMARK_DATA = {};", encoding="utf-8"),
     "2026-10.js", "does not start with 'window.TREND_HISTORY_MONTH ='"),
    (lambda d: (d / "2026-10.js").rename(d / "2026-08.js"), "2026-08.js", "its month is '2026-10', its name says 2026-08"),
    (lambda d: (d / "notes.js").write_text("", encoding="utf-8"), "notes.js", "a history shard is named YYYY-MM.js"),
])
def test_a_bad_shard_is_exit_2_naming_it(tmp_path, capsys, damage, name, message):
    history = shard_dir(tmp_path)
    damage(history)
    for command in (["merge", "--data", str(tmp_path / "data.js"), "--history", str(history)],
                    ["page", "--history", str(history), "--out", str(tmp_path / "trend.js")]):
        assert trend_history.main(command) == 2
        err = capsys.readouterr().err
        assert f"trend-history.py: {history / name}: " in err and message in err, err
    assert trend_changes.main(["--data", str(history), "--out", str(tmp_path / "changes.js")]) == 2
    err = capsys.readouterr().err
    assert f"trend-changes.py: {history / name}: " in err and message in err, err
    assert not (tmp_path / "trend.js").exists() and not (tmp_path / "changes.js").exists()


def test_a_shard_holding_a_push_of_another_month_is_exit_2_naming_it(tmp_path, capsys):
    history = shard_dir(tmp_path)
    path = history / "2026-10.js"
    shard = trend_history.read_js(path, trend_history.SHARD_PREFIX)
    shard["commits"]["timestamp"][0] = "2026-11-02T10:00:00+00:00"
    path.write_text(trend_history.js_text(trend_history.SHARD_PREFIX, shard), encoding="utf-8")
    assert trend_history.main(["page", "--history", str(history), "--out", str(tmp_path / "trend.js")]) == 2
    err = capsys.readouterr().err
    assert f"{path}: not a history shard (suites['{t.CPU}'][0]: commit {t.sha(5)} is of 2026-11, not 2026-10)" in err


def test_a_point_of_a_shard_is_named_by_its_shard(tmp_path, capsys):
    history = shard_dir(tmp_path)
    path = history / "2026-10.js"
    shard = trend_history.read_js(path, trend_history.SHARD_PREFIX)
    shard["suites"][0]["benches"][0]["value"][1] = 150
    shard["suites"][0]["benches"][0]["range"][1] = "x"
    path.write_text(trend_history.js_text(trend_history.SHARD_PREFIX, shard), encoding="utf-8")
    assert trend_changes.main(["--data", str(history), "--out", str(tmp_path / "changes.js")]) == 2
    assert f"{path}: entries['{t.CPU}'][1] 'CPU per request': value 150.0 outside its interval" in capsys.readouterr().err
