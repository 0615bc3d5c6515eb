import { describe, expect, it } from 'vitest'
import { createLogger } from './log'
import { requestIdOf, withRequest } from './process/request-context'

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const logger = createLogger({ write: (line: string) => lines.push(JSON.parse(line)) })
  return { logger, lines }
}

describe('the log', () => {
  it('writes one JSON line per event with its level, time and message', () => {
    const { logger, lines } = capture()
    logger.warn({ call: 'common/cmsContent/list', status: 502 }, 'upstream call failed')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'upstream call failed',
      call: 'common/cmsContent/list',
      status: 502,
    })
    expect(new Date(String(lines[0]?.time)).getTime()).not.toBeNaN()
  })

  it('names the request a line was written for', async () => {
    const { logger, lines } = capture()
    logger.info('outside')
    await withRequest({ id: 'req-42', local: false }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      logger.error({ err: new Error('boom') }, 'inside')
    })
    expect(lines[0]?.reqId).toBeUndefined()
    expect(lines[1]).toMatchObject({ reqId: 'req-42', msg: 'inside', err: { message: 'boom' } })
  })

  it('blanks passwords, tokens, cookies and phone numbers wherever a caller put them', () => {
    const { logger, lines } = capture()
    logger.info(
      {
        password: 'hunter2-secret',
        phone: '13800138000',
        body: { newPassword: 'n3w-secret', token: 'tok-secret', verCode: '4321' },
        headers: { authorization: 'Bearer abc-secret', cookie: 'token=xyz-secret' },
      },
      'careless',
    )
    const text = JSON.stringify(lines[0])
    for (const secret of [
      'hunter2',
      '13800138000',
      'n3w-secret',
      'tok-secret',
      '4321',
      'abc-secret',
      'xyz-secret',
    ]) {
      expect(text).not.toContain(secret)
    }
    expect(lines[0]).toMatchObject({ password: '[redacted]', phone: '[redacted]' })
  })
})

describe('request ids', () => {
  it('takes a sane id from a trusted proxy, and makes one otherwise', () => {
    expect(requestIdOf('edge-7f3a.1', true)).toBe('edge-7f3a.1')
    expect(requestIdOf(['edge-1', 'edge-2'], true)).toBe('edge-1')
    const made = requestIdOf('edge-7f3a.1', false)
    expect(made).not.toBe('edge-7f3a.1')
    expect(made).toMatch(/^[0-9a-f-]{36}$/)
    for (const insane of ['', '<script>', 'a b', 'x'.repeat(200), 'id\r\nset-cookie: a=b']) {
      expect(requestIdOf(insane, true)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})
