-- Prints one machine-readable summary of a wrk run: one line, "perf-wrk-summary " and a JSON
-- object of the shape of the report tool's WrkSummary record, read by perf run. Nothing runs
-- per response: a Lua response() callback would cost wrk more CPU than the gateway it measures.
-- A workload's script (made by perf from the workload file) comes before this one and leaves
-- perf_names and perf_threads: then the summary also counts the requests sent per name.

local function sent()
  if perf_names == nil then
    return ",\"sent\":null"
  end
  local totals = {}
  for _, thread in ipairs(perf_threads) do
    for i, n in pairs(thread:get("perf_sent")) do
      totals[i] = (totals[i] or 0) + n
    end
  end
  local parts = {}
  for i, name in ipairs(perf_names) do
    parts[#parts + 1] = string.format('"%s":%d', name, totals[i] or 0)
  end
  return ',"sent":{' .. table.concat(parts, ",") .. '}'
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('perf-wrk-summary {"requests":%d,"durationUs":%d,"bytes":%d,'
    .. '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},'
    .. '"latencyUs":{"mean":%.1f,"stdev":%.1f,"p50":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d}%s}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency.stdev, latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency:percentile(99.9), latency.max, sent()))
end
