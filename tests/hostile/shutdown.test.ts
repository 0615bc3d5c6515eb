import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startOwnServer } from './own-server'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('SIGTERM', () => {
  it('lets a request under way finish, takes no new one, then exits 0', async () => {
    const server = await startOwnServer({
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      SHUTDOWN_TIMEOUT_MS: '10000',
    })
    const { child, exited } = server
    const port = Number(new URL(server.url).port)
    try {
      expect((await server.answer('/api/health'))?.status).toBe(200)

      // A slow client: the request's body arrives in two parts, SIGTERM in between.
      const body = JSON.stringify({ pageSize: 1 })
      const socket = connect(port, '127.0.0.1')
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk
      })
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
      socket.write(
        `POST /api/cmsapi/common/cmsContent/list HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      )
      await pause(300)
      child.kill('SIGTERM')
      await pause(700)

      // No new connection is taken meanwhile.
      const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => false,
        () => true,
      )
      expect(refused).toBe(true)
      expect(child.exitCode).toBeNull()

      socket.write(body.slice(5))
      await closed
      expect(answer).toMatch(/^HTTP\/1\.1 200 /)
      expect(answer).toContain('"code":200')
      expect(await exited).toBe(0)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
