-- Prints one machine-readable summary of a wrk run as "key=value" lines (Java properties syntax),
-- read by the perf report tool. Nothing runs per request: a Lua response() callback would cost
-- wrk more CPU than the gateway it measures.

local function line(key, value)
  io.write(string.format("wrk.%s=%s\n", key, value))
end

function done(summary, latency, requests)
  line("requests", summary.requests)
  line("duration_us", summary.duration)
  line("bytes", summary.bytes)
  line("errors.connect", summary.errors.connect)
  line("errors.read", summary.errors.read)
  line("errors.write", summary.errors.write)
  line("errors.status", summary.errors.status)
  line("errors.timeout", summary.errors.timeout)
  line("latency.mean_us", string.format("%.1f", latency.mean))
  line("latency.stdev_us", string.format("%.1f", latency.stdev))
  line("latency.max_us", latency.max)
  for _, p in ipairs({ 50, 90, 99, 99.9 }) do
    line(string.format("latency.p%s_us", tostring(p):gsub("%.", "")), latency:percentile(p))
  end
end
