// Production servers a test starts for itself (the suite's shared one is server.ts): on a free
// port, ended by the test (by PID) when it is done. `bench/cluster.ts` counts a server's worker
// processes with `childPids` too.
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { freePort } from '../setup/seeded-template.mjs'

export { freePort }

/** PIDs of the processes whose parent is `pid`: a server's workers (WEB_CONCURRENCY). */
export function childPids(pid: number): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name (which may hold spaces): state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) found.push(Number(entry))
    } catch {
      // the process ended meanwhile
    }
  }
  return found
}

export type OwnServer = {
  child: ChildProcess
  url: string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  /** What it printed so far, stdout and stderr together. */
  output: () => string
  /** The first answer to `path` once the server listens; undefined if it never does. */
  answer: (path: string) => Promise<Response | undefined>
  /** Ends it with SIGTERM if it still runs; resolves once it has exited. */
  stop: () => Promise<void>
}

/** Starts `dist/server/serve.js` with exactly `env` (plus PATH) on a free port of 127.0.0.1. */
export async function startOwnServer(
  env: Record<string, string | undefined>,
  cwd = process.cwd(),
): Promise<OwnServer> {
  const port = Number(env.PORT) || (await freePort())
  const child = spawn(resolve('node_modules/.bin/node'), ['dist/server/serve.js'], {
    cwd,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((done) => child.once('exit', done))
  const url = `http://127.0.0.1:${port}`
  const answer = async (path: string) => {
    // A fresh database migrates and seeds first: up to 90 s on a busy machine.
    for (let i = 0; i < 900 && child.exitCode === null; i++) {
      const response = await fetch(`${url}${path}`).catch(() => undefined)
      if (response) return response
      await new Promise((r) => setTimeout(r, 100))
    }
    return undefined
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  return { child, url, exited, output: () => output, answer, stop }
}
