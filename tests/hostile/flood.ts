import { connect } from 'node:net'

/**
 * A POST whose body never ends on its own, written on a bare socket to 127.0.0.1:`port`: 1 MB
 * chunks up to `total` (with its length declared, or chunked), from the visitor address `from`
 * (X-Forwarded-For), until the server answers or hangs up. Answers the status line's code and
 * how many bytes the client got to send. The hostile suite and `bench/staff-floods.ts` send it.
 */
export function floodPost(
  port: number,
  post: { path: string; contentType: string; total: number; declared: boolean; from: string },
): Promise<{ status: number; sent: number }> {
  const { path, contentType, total, declared, from } = post
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let sent = 0
    let received = ''
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      socket.destroy()
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), sent })
    }
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1')
      if (received.includes('\r\n\r\n')) finish()
    })
    socket.on('error', finish)
    socket.on('close', finish)
    const length = declared ? `content-length: ${total}` : 'transfer-encoding: chunked'
    socket.write(
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${contentType}\r\n` +
        `x-forwarded-for: ${from}\r\n${length}\r\n\r\n`,
    )
    const block = Buffer.alloc(1024 * 1024, 0x20)
    const chunk = declared
      ? block
      : Buffer.concat([Buffer.from(`${block.length.toString(16)}\r\n`), block, Buffer.from('\r\n')])
    // One chunk a turn of the loop, so an answer is read before the next write meets the
    // closed connection (an EPIPE then would drop the answer unread).
    const pump = () => {
      if (finished) return
      if (sent >= total) {
        if (!declared) socket.write('0\r\n\r\n')
        return
      }
      sent += block.length
      if (socket.write(chunk)) setImmediate(pump)
      else socket.once('drain', () => setImmediate(pump))
    }
    pump()
  })
}
