/**
 * The operator's lines about the upstream CMS: one JSON line on stderr per failed call and per
 * record a list had to leave out. Never the visitor's token, payload or the answer's data: the
 * call, what came back (HTTP status, envelope code, the service's message), how long it took,
 * and the request id when the request carries one (X-Request-Id).
 */
export type UpstreamFailure = {
  /** 'POST common/cmsContent/list' */
  call: string
  /** The HTTP status of the answer; null when none came (unreachable, timeout). */
  httpStatus: number | null
  /** The envelope code; null when there was none. */
  code: number | null
  durationMs: number
  requestId: string | null
  /** unreachable, timeout, http, missing-call, code, shape */
  failure: string
  /** The service's message or what was wrong with the answer (cut to 200 characters). */
  message: string
}

function line(record: Record<string, unknown>) {
  console.error(JSON.stringify({ time: new Date().toISOString(), ...record }))
}

export function logUpstreamFailure(failure: UpstreamFailure) {
  line({
    // A record the CMS says does not exist is an answer, not a fault: a visitor's old link.
    level: failure.failure === 'code' && failure.code === 404 ? 'info' : 'warn',
    msg: 'upstream call failed',
    ...failure,
    message: failure.message.slice(0, 200),
  })
}

/** A record left out of a list because it lacks what the page needs (an id, a title). */
export function logDroppedRecord(record: {
  call: string
  index: number
  where: string
  problem: string
  requestId: string | null
}) {
  line({ level: 'warn', msg: 'upstream record dropped', ...record })
}
