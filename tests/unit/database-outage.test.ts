// A database outage is one log line per interval with its cause, not a stack trace per call
// (app/server/log.ts): what an operator reads while PostgreSQL is down.
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createLogger,
  DatabaseUnavailableError,
  databaseUnavailable,
  noteDatabaseAnswered,
  OUTAGE_LOG_INTERVAL_MS,
} from '~/server/log'

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const logger = createLogger(
    new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    }),
  )
  return { logger, lines }
}

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

afterEach(() => {
  vi.useRealTimers()
  noteDatabaseAnswered()
})

describe('a database outage in the log', () => {
  it('knows the database’s absence from a refused connection, a missing database, or the mark', () => {
    expect(databaseUnavailable(refused())).toMatchObject({ code: 'ECONNREFUSED' })
    const missing = Object.assign(new Error('database "site" does not exist'), { code: '3D000' })
    expect(databaseUnavailable(new Error('query failed', { cause: missing }))).toMatchObject({
      code: '3D000',
      cause: 'database "site" does not exist',
    })
    expect(databaseUnavailable(new DatabaseUnavailableError(new Error('no route')))).toEqual({
      cause: 'no route',
    })
    // A query's own mistake is not an outage: it is logged as it is.
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' })
    expect(databaseUnavailable(syntax)).toBeUndefined()
  })

  it('is one line per interval naming the cause and how many failures it stands for', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') })
    const { logger, lines } = capture()
    for (let i = 0; i < 8; i++) logger.error({ err: refused() }, 'content service call failed')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'database unavailable: requests that need it fail until it answers',
      code: 'ECONNREFUSED',
      cause: 'connect ECONNREFUSED 127.0.0.1:5432',
      failures: 1,
    })
    expect(JSON.stringify(lines[0])).not.toContain('stack')

    vi.advanceTimersByTime(OUTAGE_LOG_INTERVAL_MS)
    logger.error({ err: refused() }, 'content service call failed')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatchObject({ failures: 8 })

    // Other errors are logged as ever, whole.
    logger.error({ err: new Error('a bug') }, 'content service call failed')
    expect(lines[2]).toMatchObject({
      msg: 'content service call failed',
      err: { message: 'a bug' },
    })
  })

  it('starts again after the database answered: the next outage is logged at once', () => {
    const { logger, lines } = capture()
    logger.error({ err: refused() }, 'first')
    logger.error({ err: refused() }, 'second')
    expect(lines).toHaveLength(1)
    noteDatabaseAnswered()
    logger.error({ err: refused() }, 'third')
    expect(lines).toHaveLength(2)
  })
})
