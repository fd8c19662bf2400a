/**
 * Section 4's rows in words: each load row with its baseline and goal, and the rows answered 429
 * (the limiter was measured there, not the route: issue 30 item 9).
 */
import type { BenchRow } from './bench-row.ts';
import type { LoadRow } from './server-load.ts';

export function describeServerLoad(load: LoadRow[]): { rows: BenchRow[]; limited: string[] } {
  const rows: BenchRow[] = [];
  const limited: string[] = [];
  const baseline = load[0];
  for (const row of load) {
    if (row.tooMany > 0) limited.push(`${row.name}: ${row.tooMany} × 429`);
    const memory =
      row.rssBeforeMb === undefined
        ? ''
        : `; RSS ${row.rssBeforeMb} → ${row.rssAfterMb} → ${row.rssAfterSecondMb} MB`;
    const isCacheHit = row.name.includes('cache hit') && !row.comparedWith;
    // The embedded writer's threads (issue 21): at least 1,000 a second at 20 connections.
    const isLocalThread = row.name.includes('local writer');
    // Metrics on against metrics off (issue 13): measuring may cost at most 10% of the throughput.
    const isMetricsCost = row.comparedWith === 'metrics off';
    // A Bluesky post's cache hit against an X post's (issue 22): as fast, within the noise.
    const isNetworkHit = row.comparedWith?.startsWith('X post cache hit') ?? false;
    const ratio =
      row.baselineRatio ??
      (baseline ? row.requestsPerSecond / baseline.requestsPerSecond : Number.NaN);
    const rounds = row.rounds ? `, medians of ${row.rounds} interleaved rounds` : '';
    const cpu =
      row.cpuUsPerRequest === undefined || Number.isNaN(row.cpuUsPerRequest)
        ? ''
        : `; server CPU ${row.cpuUsPerRequest.toFixed(0)} µs/request`;
    const percent = (r: number) => `${(r * 100).toFixed(0)}%`;
    const cpuCapacity =
      row.cpuCapacityRatio === undefined
        ? ''
        : `; by server CPU per request ${percent(row.cpuCapacityRatio)} (rounds: ${(row.roundCpuRatios ?? []).map(percent).join(', ')})`;
    const leakFree =
      row.rssAfterMb === undefined || row.rssAfterSecondMb === undefined
        ? true
        : row.rssAfterSecondMb - row.rssAfterMb <= 30;
    if (row.referenceOnly) {
      rows.push({
        figure: `${row.name} @${row.connections}`,
        value: `${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}, non-2xx ${row.non2xx}, 429 ${row.tooMany}${cpu}${rounds}`,
        baseline: 'the reference of the next row, in turns with it',
        goal: 'no error, no 429',
        met: row.errors === 0 && row.non2xx === 0 && row.tooMany === 0,
      });
      continue;
    }
    rows.push({
      figure: `${row.name} @${row.connections}`,
      value: `${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}, non-2xx ${row.non2xx}, 429 ${row.tooMany}${memory}${cpu}${rounds}`,
      baseline:
        row === baseline
          ? 'this is the baseline'
          : `${(ratio * 100).toFixed(0)}% of ${row.comparedWith ?? 'baseline'} req/s${
              row.roundRatios
                ? ` (median of rounds: ${row.roundRatios.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')})`
                : ''
            }${isMetricsCost ? cpuCapacity : ''}`,
      goal: isCacheHit
        ? '≥ 60% of baseline, p99 < 25 ms, no error, no 429, no leak'
        : isMetricsCost || isNetworkHit
          ? `≥ 90% of ${isNetworkHit ? 'the X post cache hit' : 'metrics off'}, no error, no 429`
          : isLocalThread
            ? '≥ 1000 req/s, no error, no 429, no leak'
            : 'no error, no 429, no leak',
      met:
        row === baseline
          ? row.tooMany === 0
            ? undefined
            : false
          : row.errors === 0 &&
            row.non2xx === 0 &&
            row.tooMany === 0 &&
            leakFree &&
            (!isCacheHit || (ratio >= 0.6 && row.p99Ms < 25)) &&
            (!isLocalThread || row.requestsPerSecond >= 1000) &&
            (!(isMetricsCost || isNetworkHit) || ratio >= 0.9),
    });
    const xCpu = row.comparedCpuUsPerRequest;
    if (isNetworkHit && xCpu !== undefined && row.cpuUsPerRequest !== undefined) {
      // Issue 30 item 9: the same answer cache, so about the same server CPU per request.
      const times = row.cpuUsPerRequest / xCpu;
      rows.push({
        figure: 'Bluesky post cache hit: server CPU per request against the X post cache hit',
        value: `${row.cpuUsPerRequest.toFixed(0)} µs against ${xCpu.toFixed(0)} µs: ${times.toFixed(2)}x`,
        baseline: `X post cache hit ${xCpu.toFixed(0)} µs/request, same server, in turns`,
        goal: '≤ 1.5x',
        met: times <= 1.5,
      });
    }
    const cost = row.metricsCost;
    const cpuOff = row.comparedCpuUsPerRequest;
    if (cost && cpuOff !== undefined) {
      // What the metrics add to a request, against what a cache hit costs the server over a socket.
      const share = cpuOff / (cpuOff + cost.overheadNs / 1000);
      rows.push({
        figure: 'metrics cost per cache hit, in process (request handler with the answer cache)',
        value: `+${cost.overheadNs.toFixed(0)} ns a request (off ${cost.offNs.toFixed(0)} ns, on ${cost.onNs.toFixed(0)} ns; medians of ${cost.rounds} alternating batches): ${percent(share)} of the metrics-off throughput at ${cpuOff.toFixed(0)} µs of server CPU a cache hit`,
        baseline: `server CPU per cache hit over a socket, metrics off: ${cpuOff.toFixed(0)} µs`,
        goal: '≥ 90% of metrics off',
        met: share >= 0.9,
      });
    }
  }
  return { rows, limited };
}
