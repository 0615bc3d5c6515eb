import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type OpenDb, openDb } from './client'

/**
 * Engines an integration suite runs on. Most run on one: PostgreSQL when TEST_DATABASE_URL is
 * set, else a throw-away PGlite. PGlite is PostgreSQL itself (built to WebAssembly), so a suite's
 * queries read and write the same on both, and a run with PostgreSQL still has PGlite under the
 * browser and hostile suites and the benches. A suite whose subject is the engine itself (the
 * connection and PGlite's worker thread, backups, notices between instances, the first start's
 * seed, unlogged tables and their clean-up) passes `'both'`: PGlite always, and PostgreSQL too
 * when TEST_DATABASE_URL is set.
 */
export function testEngines(scope: 'one' | 'both' = 'one'): Array<'pglite' | 'postgres'> {
  const postgres = Boolean(process.env.TEST_DATABASE_URL)
  if (scope === 'both') return postgres ? ['pglite', 'postgres'] : ['pglite']
  return postgres ? ['postgres'] : ['pglite']
}

/**
 * The run's template databases, migrated (`empty`) and seeded (`seeded`) once: PGlite dumps
 * (`dumpDataDir` files) and, beside TEST_DATABASE_URL, PostgreSQL databases that new ones are
 * copied from (`CREATE DATABASE … TEMPLATE`). Vitest's global set-up makes them
 * (tests/setup/test-db-templates.ts) and hands them to the test files as TEST_DB_TEMPLATES.
 */
export type TestDbTemplates = {
  pglite: { empty: string; seeded: string }
  postgres?: { empty: string; seeded: string }
}

function runTemplates(): TestDbTemplates | undefined {
  const raw = process.env.TEST_DB_TEMPLATES
  return raw ? (JSON.parse(raw) as TestDbTemplates) : undefined
}

/**
 * A new, empty database beside the PostgreSQL that `base` names (a copy of `template` when one
 * is named), and how to drop it again (with FORCE: connections still open to it are ended).
 */
export async function scratchPostgresDatabase(
  base: string,
  prefix = 't',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg')
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  } finally {
    await admin.end()
  }
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: base })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** The PGlite dumps this process loads, read once (or made once, outside a Vitest run). */
const pgliteDumps = new Map<'empty' | 'seeded', Promise<Blob>>()

/**
 * The run's PGlite template as a dump (`loadDataDir`): migrated (`empty`) or seeded. A PGlite
 * opened from it skips initdb.
 */
export function pgliteDump(kind: 'empty' | 'seeded'): Promise<Blob> {
  let dump = pgliteDumps.get(kind)
  if (!dump) {
    const path = runTemplates()?.pglite[kind]
    dump = path
      ? Promise.resolve(new Blob([readFileSync(path)]))
      : (async () => {
          // No run-wide template (a runner without the global set-up): this process makes one.
          const opened = await openDb('memory://')
          try {
            if (kind === 'seeded') await (await import('./seed')).seed(opened.db)
            const backup = opened.backup
            if (!backup) throw new Error('PGlite gives no dump of its data directory')
            return await backup()
          } finally {
            await opened.close()
          }
        })()
    pgliteDumps.set(kind, dump)
  }
  return dump
}

async function openFromTemplate(
  engine: 'pglite' | 'postgres',
  kind: 'empty' | 'seeded',
): Promise<OpenDb> {
  const base = process.env.TEST_DATABASE_URL
  if (engine === 'pglite' || !base) {
    return openDb('memory://', { loadDataDir: await pgliteDump(kind) })
  }
  const template = runTemplates()?.postgres?.[kind]
  const scratch = await scratchPostgresDatabase(base, 't', template)
  const opened = await openDb(scratch.url)
  // Without a run-wide template the copy is made here: migrated above, seeded now.
  if (!template && kind === 'seeded') await (await import('./seed')).seed(opened.db)
  return {
    ...opened,
    close: async () => {
      await opened.close()
      await scratch.drop()
    },
  }
}

/**
 * A fresh, migrated database of its own for one suite: a copy of the run's migrated template.
 * On PostgreSQL it is a new database beside TEST_DATABASE_URL's, dropped again on close, so
 * runs never see each other's rows.
 */
export async function openTestDb(engine: 'pglite' | 'postgres'): Promise<OpenDb> {
  return openFromTemplate(engine, 'empty')
}

/** Like openTestDb, with the demo content seeded (`seed`), copied from the seeded template. */
export async function openSeededTestDb(engine: 'pglite' | 'postgres'): Promise<OpenDb> {
  return openFromTemplate(engine, 'seeded')
}

/**
 * Makes the run's templates (Vitest's global set-up): the PGlite dumps are written to `dir`,
 * the PostgreSQL databases made beside TEST_DATABASE_URL's. `drop` removes the databases.
 */
export async function makeTestDbTemplates(
  dir: string,
): Promise<{ templates: TestDbTemplates; drop(): Promise<void> }> {
  const { writeFileSync } = await import('node:fs')
  const { join } = await import('node:path')
  const { seed } = await import('./seed')
  const opened = await openDb('memory://')
  const pglite = { empty: join(dir, 'empty.tar.gz'), seeded: join(dir, 'seeded.tar.gz') }
  try {
    const backup = opened.backup
    if (!backup) throw new Error('PGlite gives no dump of its data directory')
    writeFileSync(pglite.empty, Buffer.from(await (await backup()).arrayBuffer()))
    await seed(opened.db)
    writeFileSync(pglite.seeded, Buffer.from(await (await backup()).arrayBuffer()))
  } finally {
    await opened.close()
  }
  const base = process.env.TEST_DATABASE_URL
  if (!base) return { templates: { pglite }, drop: async () => {} }
  const empty = await scratchPostgresDatabase(base, 'template')
  await (await openDb(empty.url)).close()
  const name = (url: string) => new URL(url).pathname.slice(1)
  const seeded = await scratchPostgresDatabase(base, 'template', name(empty.url))
  const filling = await openDb(seeded.url)
  try {
    await seed(filling.db)
  } finally {
    await filling.close()
  }
  return {
    templates: { pglite, postgres: { empty: name(empty.url), seeded: name(seeded.url) } },
    drop: async () => {
      await seeded.drop()
      await empty.drop()
    },
  }
}
