// A connection string's password never reaches the log or a start-up message
// (app/server/log.ts redactCredentials, app/server/config.ts).
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { configProblems } from '~/server/config'
import { createLogger, redactCredentials } from '~/server/log'

describe('credentials in URLs', () => {
  it('are replaced in any text, the user and host kept', () => {
    expect(redactCredentials('connect postgres://site:s3cr3t@db.internal:5432/site failed')).toBe(
      'connect postgres://site:[redacted]@db.internal:5432/site failed',
    )
    expect(redactCredentials('https://cms.example.com/api and pglite://./.data/pglite')).toBe(
      'https://cms.example.com/api and pglite://./.data/pglite',
    )
  })

  it('never reach a log line, whatever field or error carries them', () => {
    let written = ''
    const logger = createLogger(
      new Writable({
        write(chunk, _encoding, done) {
          written += chunk
          done()
        },
      }),
    )
    logger.error(
      { err: new Error('getaddrinfo ENOTFOUND for postgresql://admin:hunter22@db/site') },
      'database did not open',
    )
    logger.info({ url: 'postgres://admin:hunter22@db/site' }, 'opening')
    expect(written).toContain('postgresql://admin:[redacted]@db/site')
    expect(written).not.toContain('hunter22')
  })

  it('are not echoed by the start-up check of a wrong DATABASE_URL', () => {
    const [problem] = configProblems({ DATABASE_URL: 'mysql://root:hunter22@db/site' })
    expect(problem).toContain('DATABASE_URL: postgres://…, pglite://PATH or memory://')
    expect(problem).toContain('mysql://root:[redacted]@db/site')
    expect(problem).not.toContain('hunter22')
  })
})
