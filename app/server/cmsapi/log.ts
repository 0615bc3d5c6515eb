import { log } from '~/server/log'

/**
 * The operator's lines about the upstream CMS: one line of the server's log per failed call and per
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

export function logUpstreamFailure(failure: UpstreamFailure) {
  const fields = { ...failure, message: failure.message.slice(0, 200) }
  // A record the CMS says does not exist is an answer, not a fault: a visitor's old link.
  if (failure.failure === 'code' && failure.code === 404) log.info(fields, 'upstream call failed')
  else log.warn(fields, 'upstream call failed')
}

/** A record left out of a list because it lacks what the page needs (an id, a title). */
export function logDroppedRecord(record: {
  call: string
  index: number
  where: string
  problem: string
  requestId: string | null
}) {
  log.warn(record, 'upstream record dropped')
}
