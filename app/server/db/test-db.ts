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
 * A fresh, migrated database of its own for one suite. On PostgreSQL it is a new database
 * beside TEST_DATABASE_URL's, dropped again on close, so runs never see each other's rows.
 */
export async function openTestDb(engine: 'pglite' | 'postgres'): Promise<OpenDb> {
  const base = process.env.TEST_DATABASE_URL
  if (engine === 'pglite' || !base) return openDb('memory://')
  const { default: pg } = await import('pg')
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  const opened = await openDb(url.toString())
  return {
    ...opened,
    close: async () => {
      await opened.close()
      const dropper = new pg.Client({ connectionString: base })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}
