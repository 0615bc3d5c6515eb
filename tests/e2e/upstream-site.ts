import type { ChildProcess } from 'node:child_process'
import { freePort, startOwnServer } from '../hostile/own-server'
import { newSeededDatabase, SEEDED_CODE_KEY } from '../setup/seeded-template.mjs'

export { freePort }

/** A production server of the site started by a spec for itself (upstream mode and the like). */
export type OwnSite = {
  url: string
  child: ChildProcess
  /** What it wrote to stdout and stderr so far. */
  output: () => string
  stop: () => void
}

/**
 * Starts `dist/server/serve.js` on a free port with the suite's environment and `env` added, and
 * waits until it answers.
 */
export async function startSite(env: Record<string, string>): Promise<OwnSite> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server = await startOwnServer({
    ...process.env,
    PORT: String(port),
    SITE_URL: url,
    ...env,
  })
  const { child, output } = server
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  if ((await server.answer('/favicon.svg'))?.ok) return { url, child, output, stop }
  stop()
  throw new Error(`the site did not start:\n${output()}`)
}

/**
 * A seeded database of a site's own: a copy of the build's seeded template (the suite's server
 * made it), with the key its codes are stored under.
 */
export async function seededSiteDatabase(): Promise<Record<string, string>> {
  return {
    DATABASE_URL: await newSeededDatabase('e2e-site-'),
    CODE_HMAC_KEY: SEEDED_CODE_KEY,
  }
}
