window.BENCHMARK_DATA = {
 "lastUpdate": 1795594339436,
 "repoUrl": "https://github.com/local/gateway-perf-lab",
 "entries": {
  "index (smaller is better) · JDK 17": [
   {
    "commit": {
     "id": "5b4f420173b681fde58820398c73e50aaa9ede8b",
     "message": "trend fixture 1 of 12: burn off",
     "timestamp": "2026-11-25T06:14:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/5b4f420173b681fde58820398c73e50aaa9ede8b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593619436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 100.59,
      "range": "98.72 … 102.49",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.72,\"high\":102.49,\"se\":0.796,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"5b4f420173b681fde58820398c73e50aaa9ede8b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 100.55,
      "range": "98.78 … 102.35",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.78,\"high\":102.35,\"se\":0.754,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"5b4f420173b681fde58820398c73e50aaa9ede8b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 98.94,
      "range": "94.90 … 103.15",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":94.9,\"high\":103.15,\"se\":1.77,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"5b4f420173b681fde58820398c73e50aaa9ede8b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "54f3d3421b4dc0388da19dc1296abb99de6d114c",
     "message": "trend fixture 2 of 12: burn off",
     "timestamp": "2026-11-25T06:15:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/54f3d3421b4dc0388da19dc1296abb99de6d114c",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593679436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 101.11,
      "range": "98.86 … 103.40",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.86,\"high\":103.4,\"se\":0.953,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"54f3d3421b4dc0388da19dc1296abb99de6d114c\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 101.1,
      "range": "97.77 … 104.53",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.77,\"high\":104.53,\"se\":1.421,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"54f3d3421b4dc0388da19dc1296abb99de6d114c\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 89.85,
      "range": "64.77 … 124.64",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":64.77,\"high\":124.64,\"se\":13.906,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"54f3d3421b4dc0388da19dc1296abb99de6d114c\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "a3bec096e33d8d1e63ba196978c5553b42cb5887",
     "message": "trend fixture 3 of 12: burn off",
     "timestamp": "2026-11-25T06:16:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/a3bec096e33d8d1e63ba196978c5553b42cb5887",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593739436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 99.94,
      "range": "97.56 … 102.38",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.56,\"high\":102.38,\"se\":1.025,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"a3bec096e33d8d1e63ba196978c5553b42cb5887\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 99.53,
      "range": "96.90 … 102.24",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.9,\"high\":102.24,\"se\":1.14,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"a3bec096e33d8d1e63ba196978c5553b42cb5887\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 100.86,
      "range": "95.76 … 106.22",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":95.76,\"high\":106.22,\"se\":2.203,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"a3bec096e33d8d1e63ba196978c5553b42cb5887\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "f4b16290e626d2e93c2e14d16fc9da27afbe00ea",
     "message": "trend fixture 4 of 12: burn off",
     "timestamp": "2026-11-25T06:17:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/f4b16290e626d2e93c2e14d16fc9da27afbe00ea",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593799436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 99.94,
      "range": "98.77 … 101.11",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.77,\"high\":101.11,\"se\":0.498,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"f4b16290e626d2e93c2e14d16fc9da27afbe00ea\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 100.1,
      "range": "98.09 … 102.15",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.09,\"high\":102.15,\"se\":0.861,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"f4b16290e626d2e93c2e14d16fc9da27afbe00ea\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 100.5,
      "range": "96.57 … 104.59",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.57,\"high\":104.59,\"se\":1.696,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"f4b16290e626d2e93c2e14d16fc9da27afbe00ea\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "c0879741a11c06d2c705b1213762d06dee44599b",
     "message": "trend fixture 6 of 12: burn on",
     "timestamp": "2026-11-25T06:19:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/c0879741a11c06d2c705b1213762d06dee44599b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593859436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 102.74,
      "range": "101.27 … 104.22",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":101.27,\"high\":104.22,\"se\":0.611,\"verdict\":\"regressed\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"c0879741a11c06d2c705b1213762d06dee44599b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 103.23,
      "range": "101.07 … 105.45",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":101.07,\"high\":105.45,\"se\":0.902,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"c0879741a11c06d2c705b1213762d06dee44599b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 106.74,
      "range": "101.49 … 112.26",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":101.49,\"high\":112.26,\"se\":2.144,\"verdict\":\"regressed\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"c0879741a11c06d2c705b1213762d06dee44599b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "4ec33fa1557690b470c0186cf906f8d6b5383466",
     "message": "trend fixture 5 of 12: burn on",
     "timestamp": "2026-11-25T06:18:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/4ec33fa1557690b470c0186cf906f8d6b5383466",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593919436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 102.81,
      "range": "99.98 … 105.73",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":99.98,\"high\":105.73,\"se\":1.187,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"4ec33fa1557690b470c0186cf906f8d6b5383466\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 103.26,
      "range": "100.57 … 106.02",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":100.57,\"high\":106.02,\"se\":1.122,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"4ec33fa1557690b470c0186cf906f8d6b5383466\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 104.3,
      "range": "102.16 … 106.48",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":102.16,\"high\":106.48,\"se\":0.88,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"4ec33fa1557690b470c0186cf906f8d6b5383466\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "41733bee216089e938b20e74cb83d34a9843cf2b",
     "message": "trend fixture 7 of 12: burn on",
     "timestamp": "2026-11-25T06:20:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/41733bee216089e938b20e74cb83d34a9843cf2b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593979436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 103.26,
      "range": "100.91 … 105.67",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":100.91,\"high\":105.67,\"se\":0.981,\"verdict\":\"regressed\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"41733bee216089e938b20e74cb83d34a9843cf2b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 102.7,
      "range": "100.72 … 104.72",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":100.72,\"high\":104.72,\"se\":0.829,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"41733bee216089e938b20e74cb83d34a9843cf2b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 104.77,
      "range": "103.68 … 105.87",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":103.68,\"high\":105.87,\"se\":0.443,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"41733bee216089e938b20e74cb83d34a9843cf2b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "2e999330097b219ae3ba32bdce77cc1203e47a9a",
     "message": "trend fixture 8 of 12: burn on",
     "timestamp": "2026-11-25T06:21:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/2e999330097b219ae3ba32bdce77cc1203e47a9a",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594039436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 103.41,
      "range": "101.12 … 105.76",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":101.12,\"high\":105.76,\"se\":0.954,\"verdict\":\"regressed\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2e999330097b219ae3ba32bdce77cc1203e47a9a\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 102.69,
      "range": "100.28 … 105.17",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":100.28,\"high\":105.17,\"se\":1.011,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2e999330097b219ae3ba32bdce77cc1203e47a9a\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 103.02,
      "range": "94.53 … 112.27",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":94.53,\"high\":112.27,\"se\":3.655,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2e999330097b219ae3ba32bdce77cc1203e47a9a\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "ada1ec313480d98d4fb518e0880a0a61dcdd84f4",
     "message": "trend fixture 10 of 12: burn off",
     "timestamp": "2026-11-25T06:23:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/ada1ec313480d98d4fb518e0880a0a61dcdd84f4",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594099436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 100.06,
      "range": "97.16 … 103.04",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.16,\"high\":103.04,\"se\":1.248,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"ada1ec313480d98d4fb518e0880a0a61dcdd84f4\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 99.2,
      "range": "98.12 … 100.29",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.12,\"high\":100.29,\"se\":0.465,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"ada1ec313480d98d4fb518e0880a0a61dcdd84f4\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 101.21,
      "range": "97.86 … 104.68",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.86,\"high\":104.68,\"se\":1.433,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"ada1ec313480d98d4fb518e0880a0a61dcdd84f4\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "d5639330d35bf0f9e128229c61c2e5db7d25541f",
     "message": "trend fixture 9 of 12: burn off",
     "timestamp": "2026-11-25T06:22:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/d5639330d35bf0f9e128229c61c2e5db7d25541f",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594159436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 97.65,
      "range": "94.84 … 100.54",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":94.84,\"high\":100.54,\"se\":1.239,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"d5639330d35bf0f9e128229c61c2e5db7d25541f\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 98.53,
      "range": "95.91 … 101.22",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":95.91,\"high\":101.22,\"se\":1.144,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"d5639330d35bf0f9e128229c61c2e5db7d25541f\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 99.56,
      "range": "97.37 … 101.79",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.37,\"high\":101.79,\"se\":0.943,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"d5639330d35bf0f9e128229c61c2e5db7d25541f\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "62723b840b51c9eb6cc13463d43ada8a23d41c13",
     "message": "trend fixture 11 of 12: burn off",
     "timestamp": "2026-11-25T06:24:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/62723b840b51c9eb6cc13463d43ada8a23d41c13",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594219436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 101.06,
      "range": "98.78 … 103.39",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.78,\"high\":103.39,\"se\":0.97,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"62723b840b51c9eb6cc13463d43ada8a23d41c13\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 102.01,
      "range": "99.71 … 104.36",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":99.71,\"high\":104.36,\"se\":0.967,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"62723b840b51c9eb6cc13463d43ada8a23d41c13\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 97.4,
      "range": "94.28 … 100.62",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":94.28,\"high\":100.62,\"se\":1.383,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"62723b840b51c9eb6cc13463d43ada8a23d41c13\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15",
     "message": "trend fixture 12 of 12: burn off",
     "timestamp": "2026-11-25T06:25:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594279436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 100.4,
      "range": "99.40 … 101.41",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":99.4,\"high\":101.41,\"se\":0.427,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p50",
      "value": 100.48,
      "range": "99.55 … 101.41",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":99.55,\"high\":101.41,\"se\":0.395,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     },
     {
      "name": "latency p99",
      "value": 104.16,
      "range": "96.99 … 111.86",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.99,\"high\":111.86,\"se\":3.03,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   }
  ],
  "index (smaller is better) · JDK 25": [
   {
    "commit": {
     "id": "5b4f420173b681fde58820398c73e50aaa9ede8b",
     "message": "trend fixture 1 of 12: burn off",
     "timestamp": "2026-11-25T06:14:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/5b4f420173b681fde58820398c73e50aaa9ede8b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593649436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 99.95,
      "range": "98.28 … 101.65",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.28,\"high\":101.65,\"se\":0.717,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"5b4f420173b681fde58820398c73e50aaa9ede8b\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 99.5,
      "range": "98.28 … 100.74",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.28,\"high\":100.74,\"se\":0.524,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"5b4f420173b681fde58820398c73e50aaa9ede8b\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 100.3,
      "range": "95.08 … 105.80",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":95.08,\"high\":105.8,\"se\":2.27,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"5b4f420173b681fde58820398c73e50aaa9ede8b\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "54f3d3421b4dc0388da19dc1296abb99de6d114c",
     "message": "trend fixture 2 of 12: burn off",
     "timestamp": "2026-11-25T06:15:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/54f3d3421b4dc0388da19dc1296abb99de6d114c",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593709436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 100.59,
      "range": "98.72 … 102.49",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.72,\"high\":102.49,\"se\":0.796,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"54f3d3421b4dc0388da19dc1296abb99de6d114c\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 100.55,
      "range": "98.78 … 102.35",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.78,\"high\":102.35,\"se\":0.754,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"54f3d3421b4dc0388da19dc1296abb99de6d114c\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 98.94,
      "range": "94.90 … 103.15",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":94.9,\"high\":103.15,\"se\":1.77,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"54f3d3421b4dc0388da19dc1296abb99de6d114c\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "a3bec096e33d8d1e63ba196978c5553b42cb5887",
     "message": "trend fixture 3 of 12: burn off",
     "timestamp": "2026-11-25T06:16:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/a3bec096e33d8d1e63ba196978c5553b42cb5887",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593769436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 101.11,
      "range": "98.86 … 103.40",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.86,\"high\":103.4,\"se\":0.953,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"a3bec096e33d8d1e63ba196978c5553b42cb5887\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 101.1,
      "range": "97.77 … 104.53",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.77,\"high\":104.53,\"se\":1.421,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"a3bec096e33d8d1e63ba196978c5553b42cb5887\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 89.85,
      "range": "64.77 … 124.64",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":64.77,\"high\":124.64,\"se\":13.906,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"a3bec096e33d8d1e63ba196978c5553b42cb5887\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "f4b16290e626d2e93c2e14d16fc9da27afbe00ea",
     "message": "trend fixture 4 of 12: burn off",
     "timestamp": "2026-11-25T06:17:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/f4b16290e626d2e93c2e14d16fc9da27afbe00ea",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593829436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 99.94,
      "range": "97.56 … 102.38",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.56,\"high\":102.38,\"se\":1.025,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"f4b16290e626d2e93c2e14d16fc9da27afbe00ea\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 99.53,
      "range": "96.90 … 102.24",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.9,\"high\":102.24,\"se\":1.14,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"f4b16290e626d2e93c2e14d16fc9da27afbe00ea\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 100.86,
      "range": "95.76 … 106.22",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":95.76,\"high\":106.22,\"se\":2.203,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"f4b16290e626d2e93c2e14d16fc9da27afbe00ea\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "4ec33fa1557690b470c0186cf906f8d6b5383466",
     "message": "trend fixture 5 of 12: burn on",
     "timestamp": "2026-11-25T06:18:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/4ec33fa1557690b470c0186cf906f8d6b5383466",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593889436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 99.94,
      "range": "98.77 … 101.11",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.77,\"high\":101.11,\"se\":0.498,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"4ec33fa1557690b470c0186cf906f8d6b5383466\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 100.1,
      "range": "98.09 … 102.15",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.09,\"high\":102.15,\"se\":0.861,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"4ec33fa1557690b470c0186cf906f8d6b5383466\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 100.5,
      "range": "96.57 … 104.59",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.57,\"high\":104.59,\"se\":1.696,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"4ec33fa1557690b470c0186cf906f8d6b5383466\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "c0879741a11c06d2c705b1213762d06dee44599b",
     "message": "trend fixture 6 of 12: burn on",
     "timestamp": "2026-11-25T06:19:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/c0879741a11c06d2c705b1213762d06dee44599b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593949436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 97.65,
      "range": "94.84 … 100.54",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":94.84,\"high\":100.54,\"se\":1.239,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"c0879741a11c06d2c705b1213762d06dee44599b\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 98.53,
      "range": "95.91 … 101.22",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":95.91,\"high\":101.22,\"se\":1.144,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"c0879741a11c06d2c705b1213762d06dee44599b\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 99.56,
      "range": "97.37 … 101.79",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.37,\"high\":101.79,\"se\":0.943,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"c0879741a11c06d2c705b1213762d06dee44599b\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "41733bee216089e938b20e74cb83d34a9843cf2b",
     "message": "trend fixture 7 of 12: burn on",
     "timestamp": "2026-11-25T06:20:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/41733bee216089e938b20e74cb83d34a9843cf2b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594009436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 100.06,
      "range": "97.16 … 103.04",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.16,\"high\":103.04,\"se\":1.248,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"41733bee216089e938b20e74cb83d34a9843cf2b\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 99.2,
      "range": "98.12 … 100.29",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.12,\"high\":100.29,\"se\":0.465,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"41733bee216089e938b20e74cb83d34a9843cf2b\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 101.21,
      "range": "97.86 … 104.68",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.86,\"high\":104.68,\"se\":1.433,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"41733bee216089e938b20e74cb83d34a9843cf2b\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "2e999330097b219ae3ba32bdce77cc1203e47a9a",
     "message": "trend fixture 8 of 12: burn on",
     "timestamp": "2026-11-25T06:21:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/2e999330097b219ae3ba32bdce77cc1203e47a9a",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594069436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 101.06,
      "range": "98.78 … 103.39",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.78,\"high\":103.39,\"se\":0.97,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2e999330097b219ae3ba32bdce77cc1203e47a9a\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 102.01,
      "range": "99.71 … 104.36",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":99.71,\"high\":104.36,\"se\":0.967,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2e999330097b219ae3ba32bdce77cc1203e47a9a\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 97.4,
      "range": "94.28 … 100.62",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":94.28,\"high\":100.62,\"se\":1.383,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2e999330097b219ae3ba32bdce77cc1203e47a9a\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "d5639330d35bf0f9e128229c61c2e5db7d25541f",
     "message": "trend fixture 9 of 12: burn off",
     "timestamp": "2026-11-25T06:22:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/d5639330d35bf0f9e128229c61c2e5db7d25541f",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594129436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 100.4,
      "range": "99.40 … 101.41",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":99.4,\"high\":101.41,\"se\":0.427,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"d5639330d35bf0f9e128229c61c2e5db7d25541f\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 100.48,
      "range": "99.55 … 101.41",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":99.55,\"high\":101.41,\"se\":0.395,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"d5639330d35bf0f9e128229c61c2e5db7d25541f\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 104.16,
      "range": "96.99 … 111.86",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.99,\"high\":111.86,\"se\":3.03,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"d5639330d35bf0f9e128229c61c2e5db7d25541f\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "ada1ec313480d98d4fb518e0880a0a61dcdd84f4",
     "message": "trend fixture 10 of 12: burn off",
     "timestamp": "2026-11-25T06:23:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/ada1ec313480d98d4fb518e0880a0a61dcdd84f4",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594189436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 99.77,
      "range": "99.14 … 100.40",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":99.14,\"high\":100.4,\"se\":0.268,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"ada1ec313480d98d4fb518e0880a0a61dcdd84f4\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 98.94,
      "range": "96.64 … 101.28",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.64,\"high\":101.28,\"se\":0.996,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"ada1ec313480d98d4fb518e0880a0a61dcdd84f4\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 101.74,
      "range": "100.11 … 103.38",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":100.11,\"high\":103.38,\"se\":0.683,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"ada1ec313480d98d4fb518e0880a0a61dcdd84f4\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "62723b840b51c9eb6cc13463d43ada8a23d41c13",
     "message": "trend fixture 11 of 12: burn off",
     "timestamp": "2026-11-25T06:24:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/62723b840b51c9eb6cc13463d43ada8a23d41c13",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594249436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 97.07,
      "range": "94.22 … 100.00",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":94.22,\"high\":100.0,\"se\":1.265,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"62723b840b51c9eb6cc13463d43ada8a23d41c13\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 97.85,
      "range": "96.19 … 99.54",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.19,\"high\":99.54,\"se\":0.727,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"62723b840b51c9eb6cc13463d43ada8a23d41c13\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 101.33,
      "range": "97.17 … 105.66",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.17,\"high\":105.66,\"se\":1.778,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"62723b840b51c9eb6cc13463d43ada8a23d41c13\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15",
     "message": "trend fixture 12 of 12: burn off",
     "timestamp": "2026-11-25T06:25:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594309436,
    "tool": "customSmallerIsBetter",
    "benches": [
     {
      "name": "CPU per request",
      "value": 100.25,
      "range": "97.28 … 103.31",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.28,\"high\":103.31,\"se\":1.278,\"verdict\":\"inconclusive\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p50",
      "value": 100.39,
      "range": "96.57 … 104.35",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.57,\"high\":104.35,\"se\":1.646,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15\",\"cpu\":\"AMD EPYC\"}"
     },
     {
      "name": "latency p99",
      "value": 103.95,
      "range": "100.02 … 108.03",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":100.02,\"high\":108.03,\"se\":1.638,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   }
  ],
  "index (bigger is better) · JDK 17": [
   {
    "commit": {
     "id": "5b4f420173b681fde58820398c73e50aaa9ede8b",
     "message": "trend fixture 1 of 12: burn off",
     "timestamp": "2026-11-25T06:14:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/5b4f420173b681fde58820398c73e50aaa9ede8b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593619936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 99.51,
      "range": "98.00 … 101.04",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.0,\"high\":101.04,\"se\":0.648,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"5b4f420173b681fde58820398c73e50aaa9ede8b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "54f3d3421b4dc0388da19dc1296abb99de6d114c",
     "message": "trend fixture 2 of 12: burn off",
     "timestamp": "2026-11-25T06:15:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/54f3d3421b4dc0388da19dc1296abb99de6d114c",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593679936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 99.54,
      "range": "96.45 … 102.74",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.45,\"high\":102.74,\"se\":1.342,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"54f3d3421b4dc0388da19dc1296abb99de6d114c\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "a3bec096e33d8d1e63ba196978c5553b42cb5887",
     "message": "trend fixture 3 of 12: burn off",
     "timestamp": "2026-11-25T06:16:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/a3bec096e33d8d1e63ba196978c5553b42cb5887",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593739936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 99.89,
      "range": "97.39 … 102.44",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.39,\"high\":102.44,\"se\":1.075,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"a3bec096e33d8d1e63ba196978c5553b42cb5887\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "f4b16290e626d2e93c2e14d16fc9da27afbe00ea",
     "message": "trend fixture 4 of 12: burn off",
     "timestamp": "2026-11-25T06:17:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/f4b16290e626d2e93c2e14d16fc9da27afbe00ea",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593799936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 100.29,
      "range": "98.15 … 102.48",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.15,\"high\":102.48,\"se\":0.917,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"f4b16290e626d2e93c2e14d16fc9da27afbe00ea\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "c0879741a11c06d2c705b1213762d06dee44599b",
     "message": "trend fixture 6 of 12: burn on",
     "timestamp": "2026-11-25T06:19:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/c0879741a11c06d2c705b1213762d06dee44599b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593859936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 97,
      "range": "95.27 … 98.76",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":95.27,\"high\":98.76,\"se\":0.763,\"verdict\":\"regressed\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"c0879741a11c06d2c705b1213762d06dee44599b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "4ec33fa1557690b470c0186cf906f8d6b5383466",
     "message": "trend fixture 5 of 12: burn on",
     "timestamp": "2026-11-25T06:18:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/4ec33fa1557690b470c0186cf906f8d6b5383466",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593919936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 96.94,
      "range": "94.54 … 99.40",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":94.54,\"high\":99.4,\"se\":1.067,\"verdict\":\"regressed\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"4ec33fa1557690b470c0186cf906f8d6b5383466\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "41733bee216089e938b20e74cb83d34a9843cf2b",
     "message": "trend fixture 7 of 12: burn on",
     "timestamp": "2026-11-25T06:20:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/41733bee216089e938b20e74cb83d34a9843cf2b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593979936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 97.29,
      "range": "95.22 … 99.41",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":95.22,\"high\":99.41,\"se\":0.914,\"verdict\":\"regressed\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"41733bee216089e938b20e74cb83d34a9843cf2b\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "2e999330097b219ae3ba32bdce77cc1203e47a9a",
     "message": "trend fixture 8 of 12: burn on",
     "timestamp": "2026-11-25T06:21:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/2e999330097b219ae3ba32bdce77cc1203e47a9a",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594039936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 96.95,
      "range": "95.22 … 98.71",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":95.22,\"high\":98.71,\"se\":0.766,\"verdict\":\"regressed\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2e999330097b219ae3ba32bdce77cc1203e47a9a\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "ada1ec313480d98d4fb518e0880a0a61dcdd84f4",
     "message": "trend fixture 10 of 12: burn off",
     "timestamp": "2026-11-25T06:23:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/ada1ec313480d98d4fb518e0880a0a61dcdd84f4",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594099936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 100.24,
      "range": "98.71 … 101.79",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.71,\"high\":101.79,\"se\":0.653,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"ada1ec313480d98d4fb518e0880a0a61dcdd84f4\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "d5639330d35bf0f9e128229c61c2e5db7d25541f",
     "message": "trend fixture 9 of 12: burn off",
     "timestamp": "2026-11-25T06:22:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/d5639330d35bf0f9e128229c61c2e5db7d25541f",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594159936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 101.35,
      "range": "99.18 … 103.56",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":99.18,\"high\":103.56,\"se\":0.918,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"d5639330d35bf0f9e128229c61c2e5db7d25541f\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "62723b840b51c9eb6cc13463d43ada8a23d41c13",
     "message": "trend fixture 11 of 12: burn off",
     "timestamp": "2026-11-25T06:24:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/62723b840b51c9eb6cc13463d43ada8a23d41c13",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594219936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 98.75,
      "range": "96.52 … 101.02",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.52,\"high\":101.02,\"se\":0.967,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"62723b840b51c9eb6cc13463d43ada8a23d41c13\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15",
     "message": "trend fixture 12 of 12: burn off",
     "timestamp": "2026-11-25T06:25:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594279936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 99.65,
      "range": "98.32 … 101.00",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.32,\"high\":101.0,\"se\":0.571,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15\",\"cpu\":\"AMD EPYC\",\"jdk\":\"openjdk version \\\"17.0.15\\\" 2025-04-15\"}"
     }
    ]
   }
  ],
  "index (bigger is better) · JDK 25": [
   {
    "commit": {
     "id": "5b4f420173b681fde58820398c73e50aaa9ede8b",
     "message": "trend fixture 1 of 12: burn off",
     "timestamp": "2026-11-25T06:14:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/5b4f420173b681fde58820398c73e50aaa9ede8b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593649936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 100.18,
      "range": "98.42 … 101.97",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.42,\"high\":101.97,\"se\":0.754,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"5b4f420173b681fde58820398c73e50aaa9ede8b\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "54f3d3421b4dc0388da19dc1296abb99de6d114c",
     "message": "trend fixture 2 of 12: burn off",
     "timestamp": "2026-11-25T06:15:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/54f3d3421b4dc0388da19dc1296abb99de6d114c",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593709936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 99.51,
      "range": "98.00 … 101.04",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.0,\"high\":101.04,\"se\":0.648,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"54f3d3421b4dc0388da19dc1296abb99de6d114c\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "a3bec096e33d8d1e63ba196978c5553b42cb5887",
     "message": "trend fixture 3 of 12: burn off",
     "timestamp": "2026-11-25T06:16:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/a3bec096e33d8d1e63ba196978c5553b42cb5887",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593769936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 99.54,
      "range": "96.45 … 102.74",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.45,\"high\":102.74,\"se\":1.342,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"a3bec096e33d8d1e63ba196978c5553b42cb5887\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "f4b16290e626d2e93c2e14d16fc9da27afbe00ea",
     "message": "trend fixture 4 of 12: burn off",
     "timestamp": "2026-11-25T06:17:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/f4b16290e626d2e93c2e14d16fc9da27afbe00ea",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593829936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 99.89,
      "range": "97.39 … 102.44",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":97.39,\"high\":102.44,\"se\":1.075,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"f4b16290e626d2e93c2e14d16fc9da27afbe00ea\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "4ec33fa1557690b470c0186cf906f8d6b5383466",
     "message": "trend fixture 5 of 12: burn on",
     "timestamp": "2026-11-25T06:18:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/4ec33fa1557690b470c0186cf906f8d6b5383466",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593889936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 100.29,
      "range": "98.15 … 102.48",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.15,\"high\":102.48,\"se\":0.917,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"4ec33fa1557690b470c0186cf906f8d6b5383466\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "c0879741a11c06d2c705b1213762d06dee44599b",
     "message": "trend fixture 6 of 12: burn on",
     "timestamp": "2026-11-25T06:19:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/c0879741a11c06d2c705b1213762d06dee44599b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795593949936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 101.35,
      "range": "99.18 … 103.56",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":99.18,\"high\":103.56,\"se\":0.918,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"c0879741a11c06d2c705b1213762d06dee44599b\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "41733bee216089e938b20e74cb83d34a9843cf2b",
     "message": "trend fixture 7 of 12: burn on",
     "timestamp": "2026-11-25T06:20:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/41733bee216089e938b20e74cb83d34a9843cf2b",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594009936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 100.24,
      "range": "98.71 … 101.79",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.71,\"high\":101.79,\"se\":0.653,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"41733bee216089e938b20e74cb83d34a9843cf2b\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "2e999330097b219ae3ba32bdce77cc1203e47a9a",
     "message": "trend fixture 8 of 12: burn on",
     "timestamp": "2026-11-25T06:21:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/2e999330097b219ae3ba32bdce77cc1203e47a9a",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594069936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 98.75,
      "range": "96.52 … 101.02",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.52,\"high\":101.02,\"se\":0.967,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2e999330097b219ae3ba32bdce77cc1203e47a9a\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "d5639330d35bf0f9e128229c61c2e5db7d25541f",
     "message": "trend fixture 9 of 12: burn off",
     "timestamp": "2026-11-25T06:22:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/d5639330d35bf0f9e128229c61c2e5db7d25541f",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594129936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 99.65,
      "range": "98.32 … 101.00",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.32,\"high\":101.0,\"se\":0.571,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"d5639330d35bf0f9e128229c61c2e5db7d25541f\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "ada1ec313480d98d4fb518e0880a0a61dcdd84f4",
     "message": "trend fixture 10 of 12: burn off",
     "timestamp": "2026-11-25T06:23:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/ada1ec313480d98d4fb518e0880a0a61dcdd84f4",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594189936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 100.52,
      "range": "98.75 … 102.33",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":98.75,\"high\":102.33,\"se\":0.757,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"ada1ec313480d98d4fb518e0880a0a61dcdd84f4\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "62723b840b51c9eb6cc13463d43ada8a23d41c13",
     "message": "trend fixture 11 of 12: burn off",
     "timestamp": "2026-11-25T06:24:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/62723b840b51c9eb6cc13463d43ada8a23d41c13",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594249936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 102.08,
      "range": "100.19 … 104.00",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":100.19,\"high\":104.0,\"se\":0.794,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"62723b840b51c9eb6cc13463d43ada8a23d41c13\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   },
   {
    "commit": {
     "id": "2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15",
     "message": "trend fixture 12 of 12: burn off",
     "timestamp": "2026-11-25T06:25:00+00:00",
     "url": "https://github.com/local/gateway-perf-lab/commit/2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15",
     "author": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     },
     "committer": {
      "name": "trend-fixture",
      "username": "trend-fixture"
     }
    },
    "date": 1795594309936,
    "tool": "customBiggerIsBetter",
    "benches": [
     {
      "name": "throughput",
      "value": 99.73,
      "range": "96.99 … 102.55",
      "unit": "index (reference = 100)",
      "extra": "{\"low\":96.99,\"high\":102.55,\"se\":1.184,\"verdict\":\"unchanged\",\"reference\":\"058a179f3b47005bf2f8912faaccff18003f2661\",\"head\":\"2c4204c4a9c3bebcfa1cfc3e6686dd0efdc10a15\",\"cpu\":\"AMD EPYC\"}"
     }
    ]
   }
  ]
 }
}
