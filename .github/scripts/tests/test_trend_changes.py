"""Tests of trend-changes.py: the steps of the trend's index series, on seeded and recorded series.

Run by trend-changes-tests.sh (pytest in the trend's virtual environment)."""

import importlib.util
import json
import math
import pathlib

import numpy as np
import pytest

HERE = pathlib.Path(__file__).parent
SPEC = importlib.util.spec_from_file_location("trend_changes", HERE.parent / "trend-changes.py")
trend_changes = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(trend_changes)

CPU = "index (smaller is better) · JDK 17"
RPS = "index (bigger is better) · JDK 17"
# The noise of an index point with four JVM pairs of the calibrated 1.66% spread between pairs.
SE = 0.8


def sha(i):
    return f"{i:040x}"


def run(i, tool, benches):
    return {"commit": {"id": sha(i), "message": f"push {i}"}, "date": 1_700_000_000_000 + i, "tool": tool,
            "benches": benches}


def bench(name, log_percent, se=SE, with_se=True, workflow_run=None, workload=None):
    value = 100 * math.exp(log_percent / 100)
    half = 2.353 * se  # a t-interval over four JVM pairs (3 degrees of freedom)
    extra = {"low": round(value * math.exp(-half / 100), 2), "high": round(value * math.exp(half / 100), 2),
             "cpu": "AMD EPYC"}
    if with_se:
        extra["se"] = se
    if workflow_run:
        extra["run"] = workflow_run
    if workload:
        extra["workload"] = workload
    return {"name": name, "unit": "index (reference = 100)", "value": round(value, 2),
            "range": f"{extra['low']} … {extra['high']}", "extra": json.dumps(extra)}


def write_data(path, entries):
    path.write_text(trend_changes.DATA_PREFIX + json.dumps({"entries": entries}) + ";\n", encoding="utf-8")
    return path


def cpu_series(values, with_se=True):
    return {CPU: [run(i + 1, "customSmallerIsBetter", [bench("CPU per request", v, with_se=with_se)])
                  for i, v in enumerate(values)]}


def detect(tmp_path, entries, *extra_args):
    data = write_data(tmp_path / "data.js", entries)
    out = tmp_path / "changes.js"
    status = trend_changes.main(["--data", str(data), "--out", str(out), "--summary", str(tmp_path / "summary.md"),
                                 *extra_args])
    changes = trend_changes.read_js(out, trend_changes.CHANGES_PREFIX)["changes"] if out.exists() else None
    return status, changes


def plateau(seed, n=12, start=4, end=8, step=3.0):
    rng = np.random.default_rng(seed)
    values = rng.normal(0, SE, n)
    values[start:end] += 100 * math.log1p(step / 100)
    return values


def test_pure_noise_gives_no_change_point(tmp_path):
    # Ten seeded A/A histories of 12 to 40 pushes at the calibrated point noise.
    for seed in range(10):
        values = np.random.default_rng(seed).normal(0, SE, 12 + 3 * seed)
        status, changes = detect(tmp_path, cpu_series(values))
        assert (status, changes) == (0, []), f"seed {seed}"


def test_a_plateau_of_three_percent_is_found_where_it_enters_and_where_it_leaves(tmp_path, capsys):
    status, changes = detect(tmp_path, cpu_series(plateau(seed=3)))

    assert [(c["commit"], c["regression"]) for c in changes] == [(sha(5), True), (sha(9), False)]
    entered, left = changes
    assert entered["low"] < 3.0 < entered["high"] and 1.5 < entered["percent"] < 4.5
    assert left["low"] < -2.9 < left["high"] and left["previous"] == sha(8)
    assert status == 1
    error = capsys.readouterr().out.strip()
    assert error.startswith("::error title=trend: CPU per request regressed +")
    assert f"{sha(4)[:12]}..{sha(5)[:12]}" in error and f"--bisect {sha(4)} {sha(5)}" in error
    summary = (tmp_path / "summary.md").read_text(encoding="utf-8")
    assert "**regression**, new" in summary and "improvement, new" in summary


def test_a_change_of_the_workload_is_no_step_and_a_step_after_it_is_found(tmp_path):
    # 6 pushes of the one-request load (no workload in extra), then the default mix, which reads 4%
    # higher for the same code, then a 3% regression at push 15 of 20.
    values = np.random.default_rng(5).normal(0, SE, 20)
    values[6:] += 100 * math.log1p(0.04)
    values[14:] += 100 * math.log1p(0.03)
    loads = [None] * 6 + ["40b36dd808e0"] * 14
    entries = {CPU: [run(i + 1, "customSmallerIsBetter", [bench("CPU per request", v, workload=w)])
                     for i, (v, w) in enumerate(zip(values, loads))]}
    status, changes = detect(tmp_path, entries)
    assert len(changes) == 1 and changes[0]["regression"], changes
    assert changes[0]["commit"] in (sha(14), sha(15), sha(16))  # within a push, as PELT finds a step
    assert status == 1
    # The same series read as one load finds the change of the workload as a step.
    entries = {CPU: [run(i + 1, "customSmallerIsBetter", [bench("CPU per request", v)]) for i, v in enumerate(values)]}
    (tmp_path / "changes.js").unlink()
    _, changes = detect(tmp_path, entries)
    assert sha(7) in [c["commit"] for c in changes]


def test_a_new_regression_links_the_differential_flame_graph_of_its_first_push(tmp_path, capsys):
    # perf-ci.sh --reference names each push's workflow run in extra.run; its artifacts keep the
    # push's flamegraph-diff.html.
    entries = {CPU: [run(i + 1, "customSmallerIsBetter",
                         [bench("CPU per request", v, workflow_run=f"https://github.com/o/r/actions/runs/{100 + i + 1}")])
                     for i, v in enumerate(plateau(seed=3))]}
    status, changes = detect(tmp_path, entries)

    assert status == 1 and changes[0]["run"] == "https://github.com/o/r/actions/runs/105"
    error = capsys.readouterr().out.strip()
    assert error.endswith(f"differential flame graph of {sha(5)[:12]} against the reference: "
                          "https://github.com/o/r/actions/runs/105#artifacts")


def test_a_workflow_run_that_is_not_a_plain_address_is_refused(tmp_path, capsys):
    entries = cpu_series([0.1, 0.2, 0.3, 0.4])
    extra = json.loads(entries[CPU][1]["benches"][0]["extra"])
    extra["run"] = "https://github.com/o/r/actions/runs/1)[x](javascript:alert(1)"
    entries[CPU][1]["benches"][0]["extra"] = json.dumps(extra)
    status, changes = detect(tmp_path, entries)
    assert (status, changes) == (2, None)
    assert f"entries['{CPU}'][1] 'CPU per request': extra.run must be the https address" in capsys.readouterr().err


def test_most_seeded_plateaus_are_found_within_one_push(tmp_path):
    # The detector's power at the calibrated noise: the step in and the step out, and nothing else.
    found = 0
    for seed in range(40):
        _, changes = detect(tmp_path, cpu_series(plateau(seed)))
        positions = [int(c["commit"], 16) for c in changes]
        found += len(positions) == 2 and abs(positions[0] - 5) <= 1 and abs(positions[1] - 9) <= 1
    assert found >= 34, f"{found} of 40"


def test_a_step_published_before_is_not_new_even_when_it_moves_by_one_push(tmp_path, capsys):
    values = plateau(seed=3, n=11, end=11)
    status, first = detect(tmp_path, cpu_series(values))
    assert status == 1 and [c["commit"] for c in first] == [sha(5)]
    capsys.readouterr()
    moved = {"suite": CPU, "bench": "CPU per request", "commit": sha(6), "regression": True}
    (tmp_path / "changes.js").write_text(trend_changes.CHANGES_PREFIX + json.dumps({"reported": [moved]}),
                                         encoding="utf-8")

    status, again = detect(tmp_path, cpu_series([*values, values[-1]]))

    assert status == 0 and [(c["commit"], c["new"]) for c in again] == [(sha(5), False)]
    assert capsys.readouterr().out == ""


def test_a_step_announced_once_is_not_announced_again_after_a_publish_that_missed_it(tmp_path):
    values = plateau(seed=3, n=11, end=11)
    assert detect(tmp_path, cpu_series(values))[0] == 1
    assert detect(tmp_path, cpu_series(values[:5]))[1] == []  # too few pushes at the new level
    status, again = detect(tmp_path, cpu_series(values))
    assert status == 0 and [(c["commit"], c["new"]) for c in again] == [(sha(5), False)]


def pushed_at(entries, order):
    """The series as the publishes appended it, in `order` (push numbers from 1), each point with
    its commit's time in push order and its publish time in append order."""
    runs = entries[CPU]
    for i, run in enumerate(runs):
        run["commit"]["timestamp"] = f"2026-11-25T10:{i:02d}:00+01:00"
    appended = [runs[n - 1] for n in order]
    for i, run in enumerate(appended):
        run["date"] = 1_800_000_000_000 + i
    return {CPU: appended}


def test_points_appended_out_of_push_order_are_read_in_push_order(tmp_path):
    # Queued publishes keep their order, but the measuring jobs of pushes close together do not:
    # pushes 5 and 6, and 9 and 10, appended the other way round, give the steps of the pushes.
    in_order = detect(tmp_path, cpu_series(plateau(seed=3)))
    appended = pushed_at(cpu_series(plateau(seed=3)), [1, 2, 3, 4, 6, 5, 7, 8, 10, 9, 11, 12])

    (tmp_path / "appended").mkdir()
    status, changes = detect(tmp_path / "appended", appended)

    assert [(c["commit"], c["previous"]) for c in changes] == [(sha(5), sha(4)), (sha(9), sha(8))]
    assert (status, changes) == in_order


def test_publish_order_alone_would_put_the_step_one_push_late(tmp_path):
    # The control of the test above: the same appended series without commit times.
    appended = pushed_at(cpu_series(plateau(seed=3)), [1, 2, 3, 4, 6, 5, 7, 8, 10, 9, 11, 12])
    for run in appended[CPU]:
        del run["commit"]["timestamp"]

    _, changes = detect(tmp_path, appended)

    assert [c["commit"] for c in changes] != [sha(5), sha(9)]


def test_a_commit_time_that_is_not_iso_8601_is_named(tmp_path, capsys):
    entries = cpu_series([0.1, 0.2, 0.3, 0.4])
    entries[CPU][1]["commit"]["timestamp"] = "yesterday"
    status, changes = detect(tmp_path, entries)
    assert (status, changes) == (2, None)
    assert f"entries['{CPU}'][1]: commit.timestamp 'yesterday' is not an ISO 8601 time" in capsys.readouterr().err


def test_a_split_whose_interval_includes_no_change_is_not_a_step(tmp_path):
    # Heavy tails (latency p99): one wild push and its neighbour can beat the penalty; the t-test
    # over the two levels does not confirm them.
    values = np.random.default_rng(1).normal(0, SE, 12)
    values[5:7] += [9.0, -1.0]
    status, changes = detect(tmp_path, cpu_series(values))
    assert (status, changes) == (0, [])


def test_a_throughput_drop_is_a_regression_that_warns_without_failing(tmp_path, capsys):
    values = -plateau(seed=5, n=10, start=5, end=10)
    entries = {RPS: [run(i + 1, "customBiggerIsBetter", [bench("throughput", v)]) for i, v in enumerate(values)]}

    status, changes = detect(tmp_path, entries)

    assert status == 0
    assert [(c["commit"], c["regression"], c["gated"]) for c in changes] == [(sha(6), True, False)]
    assert capsys.readouterr().out.startswith("::warning title=trend: throughput regressed -")


def test_only_the_index_charts_are_judged(tmp_path):
    absolute = {"gateway beside the reference (smaller is better) · JDK 17": cpu_series(plateau(seed=3))[CPU]}
    assert detect(tmp_path, absolute) == (0, [])


def test_without_a_standard_error_the_interval_is_read_as_a_wider_normal_one(tmp_path):
    # Points published before extra carried "se": the t-interval of four pairs read as a normal one
    # gives a sigma 2.353 / 1.645 times the truth, so fewer steps: a 3% plateau may go unseen, 5% not.
    entries = cpu_series(plateau(seed=3, step=5.0), with_se=False)
    points = [trend_changes.point("data.js", CPU, i, r, r["benches"][0]) for i, r in enumerate(entries[CPU])]
    assert all(p.se == pytest.approx(SE * 2.353 / 1.645, rel=0.02) for p in points)

    status, changes = detect(tmp_path, entries)
    assert status == 1 and [c["commit"] for c in changes] == [sha(5), sha(9)]


@pytest.mark.parametrize("text, message", [
    ("window.BENCHMARK_DATA = {\n  \"entries\": {,\n}", "data.js: line 2, column 15: Expecting property name"),
    ("window.BENCHMARK_DATA = {]", "data.js: line 1, column 26: Expecting property name"),
    ("var x = 1", "data.js: does not start with 'window.BENCHMARK_DATA ='"),
])
def test_a_broken_data_js_is_named_with_its_line(tmp_path, capsys, text, message):
    (tmp_path / "data.js").write_text(text, encoding="utf-8")
    status = trend_changes.main(["--data", str(tmp_path / "data.js"), "--out", str(tmp_path / "changes.js")])
    assert status == 2 and message in capsys.readouterr().err
    assert not (tmp_path / "changes.js").exists()


def test_a_point_outside_its_interval_is_named_by_series_and_position(tmp_path, capsys):
    entries = cpu_series([0.1, 0.2, 0.3, 0.4])
    entries[CPU][2]["benches"][0]["value"] = 150
    status, changes = detect(tmp_path, entries)
    assert (status, changes) == (2, None)
    assert f"entries['{CPU}'][2] 'CPU per request': value 150.0 outside its interval" in capsys.readouterr().err


# Recorded series: the index points that perf-ci.sh --reference measured on 2026-11-25 (AMD EPYC
# 2-vCPU VM), published by perf/trend-publish.sh, their data.js cut to the index charts.
RECORDED = HERE / "data"


def recorded(name):
    return trend_changes.read_js(RECORDED / name, trend_changes.DATA_PREFIX)["entries"]


def pushes(entries, changes, bench="CPU per request"):
    """(push number, regression) of each step of one bench, pushes counted from 1."""
    commits = [run["commit"]["id"] for run in entries[CPU]]
    return [(commits.index(c["commit"]) + 1, c["regression"]) for c in changes if c["bench"] == bench]


def test_a_recorded_history_with_a_three_percent_burn_names_where_it_entered_and_left(tmp_path):
    # Twelve pushes of perf/trend-fixture.sh: a 6 µs burn (2.8% of the 213 µs duet cost) from
    # push 5, gone from push 9.
    entries = recorded("history-2026-11-25.js")
    status, changes = detect(tmp_path, entries)
    steps = pushes(entries, changes)
    assert [regression for _, regression in steps] == [True, False]
    assert abs(steps[0][0] - 5) <= 1 and abs(steps[1][0] - 9) <= 1
    assert status == 1


def test_a_recorded_series_of_unchanged_code_has_no_step(tmp_path):
    # Twelve pushes whose gateway is the reference's: A/A compares as the push job measures them.
    entries = recorded("unchanged-2026-11-25.js")
    assert len(entries[CPU]) >= 12
    status, changes = detect(tmp_path, entries)
    assert (status, pushes(entries, changes)) == (0, [])


# The allocation index: heap bytes per request do not depend on the runner's clock, so its points are
# about five times steadier than CPU's (se 0.15 in index units), and it gates at 1%.
ALLOCATION = "allocation per request"
ALLOCATION_SE = 0.15


def allocation_history(seed, n=12, step_at=None, step=1.0):
    """A held-out push history of the CPU index (unchanged) beside the allocation index, each point
    with the noise it states (seeded); from push `step_at` on (counted from 1), allocation is `step`
    percent higher."""
    rng = np.random.default_rng(seed)
    cpu = rng.normal(0, SE, n)
    allocation = rng.normal(0, ALLOCATION_SE, n)
    if step_at is not None:
        allocation[step_at - 1:] += 100 * math.log1p(step / 100)
    return {CPU: [run(i + 1, "customSmallerIsBetter",
                      [bench("CPU per request", c), bench(ALLOCATION, a, se=ALLOCATION_SE)])
                  for i, (c, a) in enumerate(zip(cpu, allocation))]}


def test_a_one_percent_allocation_step_is_named_at_its_push_and_fails_the_publish(tmp_path, capsys):
    status, changes = detect(tmp_path, allocation_history(seed=2026, step_at=7))

    assert [(c["bench"], c["commit"], c["previous"], c["regression"], c["gated"]) for c in changes] == [
        (ALLOCATION, sha(7), sha(6), True, True)]
    assert changes[0]["low"] < 1.0 < changes[0]["high"]
    assert status == 1
    error = capsys.readouterr().out.strip()
    assert error.startswith("::error title=trend: allocation per request regressed +1.")
    assert f"--bisect {sha(6)} {sha(7)}" in error


def test_most_seeded_one_percent_allocation_steps_are_named_at_their_push_and_nowhere_else(tmp_path):
    # The power at the stated noise, 6.6 standard errors a point, at a push with three or more on
    # either side: about 98% (200 seeds per push, 2026-11-28); a step with only two pushes on one
    # side is named in about 90%, when the next push comes. (The CPU index beside it has its own
    # A/A false alarms: not judged here.)
    found = 0
    for seed in range(40):
        step_at = 4 + seed % 7
        _, changes = detect(tmp_path, allocation_history(seed, step_at=step_at))
        found += [c["commit"] for c in changes if c["bench"] == ALLOCATION] == [sha(step_at)]
    assert found >= 37, f"{found} of 40"


def test_an_unchanged_allocation_index_has_no_step(tmp_path):
    # The same penalty, scaled by the series' own sigma, keeps its A/A false alarms as rare as CPU's
    # (3 of 200 seeded 12-push series, 2026-11-28).
    quiet = 0
    for seed in range(40):
        _, changes = detect(tmp_path, allocation_history(seed, n=12 + seed % 20))
        quiet += not [c for c in changes if c["bench"] == ALLOCATION]
    assert quiet >= 39, f"{quiet} of 40"


# Triage: a step acknowledged in the repository (.github/trend-acknowledged.tsv) no longer fails the
# publish; a new step after it does; a file that names no step is bad input, named by its line.
SERIES = f"CPU per request · {CPU}"


def acknowledged(tmp_path, *lines):
    path = tmp_path / "trend-acknowledged.tsv"
    path.write_text("# commit\tseries\twho\twhy\n" + "".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_an_acknowledged_step_passes_and_says_who_and_why(tmp_path, capsys):
    ack = acknowledged(tmp_path, f"{sha(5)[:12]}\t{SERIES}\talice\tTLS on the backend hop (#99)")
    status, changes = detect(tmp_path, cpu_series(plateau(seed=3, n=11, end=11)), "--acknowledged", str(ack))

    assert status == 0
    assert [(c["commit"], c["new"], c["acknowledged"]) for c in changes] == [
        (sha(5), True, {"who": "alice", "why": "TLS on the backend hop (#99)", "file": str(ack), "line": 2})]
    out = capsys.readouterr().out
    assert out.startswith("::notice title=trend: CPU per request regressed +") and "::error" not in out
    assert "acknowledged by alice: TLS on the backend hop (#99)" in (tmp_path / "summary.md").read_text()


def test_an_acknowledgement_one_push_off_still_names_the_step(tmp_path):
    # PELT may move a step by one push as pushes come: the acknowledgement follows it.
    ack = acknowledged(tmp_path, f"{sha(6)}\t{SERIES}\talice\tmeant")
    status, changes = detect(tmp_path, cpu_series(plateau(seed=3, n=11, end=11)), "--acknowledged", str(ack))
    assert status == 0 and changes[0]["commit"] == sha(5) and changes[0]["acknowledged"]["line"] == 2


def test_a_new_step_after_an_acknowledged_one_fails_as_before(tmp_path, capsys):
    # +3% acknowledged at push 5, then another +3% from push 13 of 20.
    values = plateau(seed=3, n=20, end=20)
    values[12:] += 100 * math.log1p(0.03)
    ack = acknowledged(tmp_path, f"{sha(5)}\t{SERIES}\talice\tmeant")

    status, changes = detect(tmp_path, cpu_series(values), "--acknowledged", str(ack))

    assert status == 1
    assert [(c["commit"], c["regression"], bool(c["acknowledged"])) for c in changes] == [
        (sha(5), True, True), (sha(13), True, False)]
    out = capsys.readouterr().out
    assert f"::error title=trend: CPU per request regressed" in out and f"--bisect {sha(12)} {sha(13)}" in out


def test_an_acknowledgement_of_a_step_announced_before_is_not_stale(tmp_path):
    # A step near the noise can come and go; one announced stays acknowledgeable.
    values = plateau(seed=3, n=11, end=11)
    assert detect(tmp_path, cpu_series(values))[0] == 1
    ack = acknowledged(tmp_path, f"{sha(5)}\t{SERIES}\talice\tmeant")
    status, changes = detect(tmp_path, cpu_series(values[:5]), "--acknowledged", str(ack))
    assert (status, changes) == (0, [])


@pytest.mark.parametrize("line, message", [
    (f"{sha(5)}\t{SERIES}\talice", ":3: an acknowledgement is 4 tab-separated fields, commit, series, who, why; why missing"),
    (f"{sha(5)}\t{SERIES}\t\tmeant", ":3: an acknowledgement is 4 tab-separated fields, commit, series, who, why; who missing"),
    (f"{sha(5)}\t{SERIES}\talice\tmeant\textra", ":3: an acknowledgement is 4 tab-separated fields, commit, series, who, why; got 5"),
    (f"HEAD\t{SERIES}\talice\tmeant", ":3: commit 'HEAD' is not 7 to 40 lowercase hex digits"),
    (f"{sha(5)}\tCPU per request · index (smaller is better) · JDK 99\talice\tmeant",
     ":3: unknown series 'CPU per request · index (smaller is better) · JDK 99'"),
    (f"{sha(3)}\t{SERIES}\talice\tmeant", f":3: {sha(3)} is no step of '{SERIES}' (steps: {sha(5)[:12]})"),
    (f"{sha(5)}\t{SERIES}\tbob\tagain", ":3: the same step as line 2"),
])
def test_a_malformed_or_stale_acknowledgement_is_exit_2_naming_its_line(tmp_path, capsys, line, message):
    ack = acknowledged(tmp_path, f"{sha(5)}\t{SERIES}\talice\tmeant", line)
    status, changes = detect(tmp_path, cpu_series(plateau(seed=3, n=11, end=11)), "--acknowledged", str(ack))
    assert (status, changes) == (2, None)
    err = capsys.readouterr().err
    assert f"trend-changes.py: {ack}{message}" in err, err


def test_a_missing_acknowledgement_file_is_exit_2(tmp_path, capsys):
    status, _ = detect(tmp_path, cpu_series(plateau(seed=3)), "--acknowledged", str(tmp_path / "none.tsv"))
    assert status == 2 and "none.tsv: cannot read it" in capsys.readouterr().err


def test_the_full_history_is_read_in_the_data_js_format(tmp_path):
    entries = cpu_series(plateau(seed=3))
    history = tmp_path / "history.js"
    history.write_text(trend_changes.HISTORY_PREFIX + json.dumps({"entries": entries}, separators=(",", ":")),
                       encoding="utf-8")
    out = tmp_path / "changes.js"
    assert trend_changes.main(["--data", str(history), "--out", str(out)]) == 1
    changes = trend_changes.read_js(out, trend_changes.CHANGES_PREFIX)["changes"]
    assert [c["commit"] for c in changes] == [sha(5), sha(9)]
