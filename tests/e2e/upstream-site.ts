import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A production server of the site started by a spec for itself (upstream mode and the like). */
export type OwnSite = {
  url: string
  child: ChildProcess
  /** What it wrote to stdout and stderr so far. */
  output: () => string
  stop: () => void
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Starts `scripts/serve.ts` on a free port with `env` added, and waits until it answers. */
export async function startSite(env: Record<string, string>): Promise<OwnSite> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn('node_modules/.bin/node', ['scripts/serve.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const up = await fetch(`${url}/favicon.svg`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { url, child, output: () => output, stop }
    await new Promise((r) => setTimeout(r, 50))
  }
  stop()
  throw new Error(`the site did not start:\n${output}`)
}
