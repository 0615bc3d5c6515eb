// The build's seeded PGlite template: a data directory that the production build (`dist`)
// migrated and seeded on its own first start, made once per build and copied for each server
// that needs a seeded database of its own (the e2e and hostile suites' servers, the benches).
// A fresh directory spends 5–10 CPU-seconds in PGlite's initdb, the migrations and the seed
// before its server answers; a copy is only opened and checked. Servers whose test is the first
// start itself (migrating, seeding, several processes seeding one database) start empty.
//
// Plain JavaScript: the e2e suite's server script runs on Node without a TypeScript loader.
import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * The code key the template was seeded with: the demo's security codes are stored as its HMACs,
 * so a server on a copy checks them only with this key.
 */
export const SEEDED_CODE_KEY = 'seeded-template-code-key'

const BUILD_ENTRY = 'dist/server/serve.js'

/** A port of 127.0.0.1 that nothing listens on now. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Starts the build on `dataDir` until it is ready (migrated and seeded), then stops it. */
async function seedWithTheBuild(dataDir, mediaDir) {
  const port = await freePort()
  let output = ''
  const child = spawn(resolve('node_modules/.bin/node'), [BUILD_ENTRY], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `pglite://${dataDir}`,
      MEDIA_DIR: mediaDir,
      CODE_HMAC_KEY: SEEDED_CODE_KEY,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk) => {
    output += chunk
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((done) => child.once('exit', done))
  try {
    // Readiness waits for the migrations and the seed: up to two minutes on a busy machine.
    const deadline = Date.now() + 120_000
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined)
      if (answer?.status === 200) break
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the seeded template's server did not get ready:\n${output}`)
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  } finally {
    // SIGTERM: the database is closed cleanly before the process exits.
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
}

/**
 * The template's data directory for the build in `dist`, made on the first call after a build.
 * It is kept beside the build's own cache, named after the build's entry (a new build makes a
 * new one); two makers at once each make one and the first to finish keeps it.
 */
export async function seededTemplate() {
  if (!existsSync(BUILD_ENTRY))
    throw new Error('The seeded template needs the build: npm run build')
  const cache = resolve('node_modules/.cache/seeded-pglite')
  const build = String(Math.round(statSync(BUILD_ENTRY).mtimeMs))
  const kept = join(cache, build)
  const dataDir = join(kept, 'db')
  if (existsSync(dataDir)) return dataDir
  mkdirSync(cache, { recursive: true })
  // Older builds' templates go (not one being made, nor this build's made meanwhile).
  for (const name of readdirSync(cache)) {
    if (name === build || name.startsWith('making-')) continue
    rmSync(join(cache, name), { recursive: true, force: true })
  }
  const making = mkdtempSync(join(cache, 'making-'))
  await seedWithTheBuild(join(making, 'db'), join(making, 'media'))
  try {
    renameSync(making, kept)
  } catch (error) {
    // Another maker finished first: theirs is the same.
    rmSync(making, { recursive: true, force: true })
    if (!existsSync(dataDir)) throw error
  }
  return dataDir
}

/** A copy of the template at `to` (which must not exist yet), as a DATABASE_URL. */
export function seededCopy(template, to) {
  cpSync(template, to, { recursive: true })
  return `pglite://${to}`
}

/** A copy of the template in a new temporary folder named `prefix…`, as a DATABASE_URL. */
export async function newSeededDatabase(prefix) {
  return seededCopy(await seededTemplate(), join(mkdtempSync(join(tmpdir(), prefix)), 'db'))
}
