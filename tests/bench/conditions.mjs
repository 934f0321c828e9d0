/**
 * The conditions every first card is measured in (first-screen.mjs), by the name its rows are
 * recorded under and the results page groups them by (results-page.mjs): a phone's CPU (4× slower),
 * alone and with a mobile network. It imports nothing, so the results page (which report.mjs and the
 * unit tests load) does not load Playwright with the benchmarks' pages.
 */
export const CONDITIONS = [
  { name: '4× CPU', cpu: 4, network: undefined },
  {
    name: '4× CPU + 150 ms, 9 Mbps',
    cpu: 4,
    network: { offline: false, latency: 150, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8 },
  },
];
export const [CPU_ONLY, WITH_NETWORK] = CONDITIONS.map((condition) => condition.name);
