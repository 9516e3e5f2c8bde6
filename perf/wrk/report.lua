-- Prints one machine-readable summary of a wrk run: one line, "perf-wrk-summary " and a JSON
-- object of the shape of the report tool's WrkSummary record, read by perf run. Nothing runs
-- per request: a Lua response() callback would cost wrk more CPU than the gateway it measures.

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('perf-wrk-summary {"requests":%d,"durationUs":%d,"bytes":%d,'
    .. '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},'
    .. '"latencyUs":{"mean":%.1f,"stdev":%.1f,"p50":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d}}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency.stdev, latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency:percentile(99.9), latency.max))
end
