// PGlite opened as the first thing a server process does (front/serve.ts), before the app's
// code loads: opening an existing database takes its worker thread about 0.6 s, loading the
// app's code this thread about 1 s, and the two now overlap instead of following each other
// (bench/cold-start.ts). The database's own opening (client.ts) takes this worker over.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { lockDataDir, lockHolder } from './data-dir.ts'
import { PgliteWorkerClient } from './pglite-client.ts'
import { privateDir } from './private-files.ts'

export type EarlyPglite = {
  dataDir: string
  /** When the worker was started (performance.now()). */
  started: number
  client: Promise<PgliteWorkerClient>
  release: () => void
}

let early: EarlyPglite | undefined

/**
 * Starts opening the database in `dataDir` in its worker thread, unless another process holds
 * the directory (the server then says so and stops: http-server.ts).
 */
export function openPgliteEarly(dataDir: string): void {
  if (early || lockHolder(dataDir) !== undefined) return
  mkdirSync(dirname(dataDir), { recursive: true })
  const release = lockDataDir(dataDir)
  // Only the server's user may read the database (client.ts).
  privateDir(dataDir)
  const started = performance.now()
  const client = PgliteWorkerClient.open({ dataDir })
  // A failure is reported where the database is opened (client.ts awaits this same promise).
  client.catch(() => {})
  early = { dataDir, started, client, release }
}

/** The worker started early for `dataDir`, once: whoever takes it owns it. */
export function takeEarlyPglite(dataDir: string): EarlyPglite | undefined {
  if (early?.dataDir !== dataDir) return undefined
  const taken = early
  early = undefined
  return taken
}
