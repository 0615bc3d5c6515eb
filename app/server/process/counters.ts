// Counts the app keeps for the server's /metrics (app/server/http/metrics.ts): one set per
// process.

type Counts = Map<string, number>

const counts: Counts = new Map()

/** One call of the upstream CMS ended: `ok`, `http_error` (5xx) or how it failed. */
export function countUpstreamCall(outcome: string) {
  counts.set(outcome, (counts.get(outcome) ?? 0) + 1)
}

/** The upstream calls so far, by outcome. */
export function upstreamCallCounts(): ReadonlyMap<string, number> {
  return counts
}
