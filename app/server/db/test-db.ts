import { randomBytes } from 'node:crypto'
import { type OpenDb, openDb } from './client'

/**
 * Engines an integration suite runs on: a throw-away PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
export function testEngines(): Array<'pglite' | 'postgres'> {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

/**
 * A new, empty database beside the PostgreSQL that `base` names, and how to drop it again
 * (with FORCE: connections still open to it are ended).
 */
export async function scratchPostgresDatabase(
  base: string,
  prefix = 't',
): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg')
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
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

/**
 * A fresh, migrated database of its own for one suite. On PostgreSQL it is a new database
 * beside TEST_DATABASE_URL's, dropped again on close, so runs never see each other's rows.
 */
export async function openTestDb(engine: 'pglite' | 'postgres'): Promise<OpenDb> {
  const base = process.env.TEST_DATABASE_URL
  if (engine === 'pglite' || !base) return openDb('memory://')
  const scratch = await scratchPostgresDatabase(base)
  const opened = await openDb(scratch.url)
  return {
    ...opened,
    close: async () => {
      await opened.close()
      await scratch.drop()
    },
  }
}
