// The target of each figure the benchmarks print, as their headers state them (and the issues that
// set them): [figure's path in the bench's JSON line, '<' (under) or '>=' (at least), target].
// A target read from the line itself (a function) follows a bench that prints its own.
// run-all.mjs prints each figure beside its target; a figure a run did not measure (PostgreSQL
// without DATABASE_URL, a bench that skipped) is said so.

const perDatabase = (figures) =>
  ['pglite', 'postgres'].flatMap((database) =>
    figures.map(([path, op, target]) => [`${database}.${path}`, op, target]),
  );

export const TARGETS = {
  activation: [
    ['postgres.medianMs', '<', 100],
    ['pglite.medianMs', '<', 1000],
  ],
  'altcha-solve': [
    ['solveMsOneCore.nodeMedian', '<', 1000],
    ['checkMsMedian', '<', 5],
  ],
  'callapi-overhead': [['ratio', '>=', 0.6]],
  // Issue 30: the OpenAPI document built at start, the process's first build included.
  openapi: [['firstBuildMs', '<', 50]],
  // Issue 30: /callAPI with a bearer token at least 0.9 of the same call with a session cookie.
  'api-token': [['ratio', '>=', 0.9]],
  'cold-start': [['coldStartMs', '<', (line) => line.targetMs]],
  // Issue 25: at least 0.8 of the bare INSERT route, a p99 under 25 ms at 32 connections.
  consultation: perDatabase([
    ['ratio', '>=', 0.8],
    ['consultationP99Ms', '<', 25],
    ['pageRatio', '>=', 0.8],
    ['pageP99Ms', '<', 25],
  ]),
  dashboard: [
    ['demo.p95Ms', '<', 1000],
    ['withYear.p95Ms', '<', 1000],
  ],
  'digital-link': [['p99Ms', '<', 5]],
  // Issue 29: a 10,000-event document of the five types, at least 5,000 events/s on PostgreSQL.
  'epcis-capture': [['postgres.eventsPerSecond', '>=', 5_000]],
  // Issue 29: a page of 1,000 events by MATCH_epc and a time window among 1,000,000.
  'epcis-query': [['postgres.p99Ms', '<', 100]],
  'invoice-pdf': [
    ['medianMs', '<', 200],
    ['p95Ms', '<', 200],
  ],
  'login-bundle': [
    ['loginKB', '<', 150],
    ['dashboardKB', '<', 300],
    ['largestChunkKB', '<', 200],
  ],
  'products-import': [['ms', '<', 10_000]],
  'public-page': [
    ['jsGzipKB', '<', 50],
    ['answerHtmlKB', '<', 30],
    ['themedAnswerHtmlKB', '<', 30],
    ...['lighthouseEntry', 'lighthouseAnswer', 'lighthouseThemedAnswer'].flatMap((page) => [
      [`${page}.performance`, '>=', 95],
      [`${page}.accessibility`, '>=', 100],
      [`${page}.lcpMs`, '<', 1500],
    ]),
  ],
  'qr-sheet': [['ms', '<', 10_000]],
  'reference-codec': [
    ['encodesPerSecond', '>=', 20_000],
    ['decodesPerSecond', '>=', 20_000],
  ],
  'seal-state': [['p99Ms', '<', (line) => line.target.p99Ms]],
  statistics: [['p95Ms', '<', 200]],
  'trace-declare': [
    ['postgres.medianMs', '<', 1000],
    ['postgres.rowsPerRange', '=', [1]],
  ],
  'xml-import': [['ms', '<', 5000]],
};

const at = (line, path) => path.split('.').reduce((value, key) => value?.[key], line);

/** The rows of a bench's figures beside their targets: [figure, value, target, verdict]. */
export function figuresBesideTargets(line) {
  return (TARGETS[line.bench] ?? []).map(([path, op, given]) => {
    const value = at(line, path);
    const target = typeof given === 'function' ? given(line) : given;
    const shown = `${op === '=' ? '' : op === '<' ? '< ' : '>= '}${JSON.stringify(target)}`;
    if (value === undefined) return [path, 'not measured', shown, ''];
    const met =
      op === '<' ? value < target : op === '>=' ? value >= target : JSON.stringify(value) === JSON.stringify(target);
    return [path, JSON.stringify(value), shown, met ? 'ok' : 'MISSED'];
  });
}
