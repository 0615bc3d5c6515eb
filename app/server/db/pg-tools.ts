// What db:backup and db:restore (app/server/cli) need of PostgreSQL beyond its client tools:
// how pg_dump and pg_restore are given the connection without the password on their command
// line, which site processes serve from a database, and how every instance is told to drop
// its caches after a restore.
import { randomBytes } from 'node:crypto'
import { LISTENER_APPLICATION_NAME, PURGE_CHANNEL } from '~/server/process/purge-bus'

/** How a PostgreSQL client tool is started: its connection argument and its environment. */
export type PgToolConnection = {
  /** The connection URL without any password, for `--dbname=` (argv is what `ps` shows). */
  dbname: string
  /** The child's environment: the caller's, with the URL's password as PGPASSWORD. */
  env: NodeJS.ProcessEnv
}

/**
 * The connection of `url` for pg_dump and pg_restore: the password (from the user part, or a
 * `password` parameter) leaves the URL and goes to the child's environment, which only its
 * own user (and root) may read; the command line, which every user sees in `ps`, names none.
 * Without a password in the URL, PGPASSWORD or ~/.pgpass of the environment apply as usual.
 */
export function pgToolConnection(
  url: string,
  env: NodeJS.ProcessEnv = process.env,
): PgToolConnection {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error('DATABASE_URL is not a postgres://… URL.')
  }
  let password = parsed.password ? decodeURIComponent(parsed.password) : ''
  parsed.password = ''
  const given = parsed.searchParams.get('password')
  if (given !== null) {
    password ||= given
    parsed.searchParams.delete('password')
  }
  return {
    dbname: parsed.toString(),
    env: password ? { ...env, PGPASSWORD: password } : { ...env },
  }
}

/** A client tool's run: what `spawn` is given. */
export type PgToolRun = { command: string; args: string[]; env: NodeJS.ProcessEnv }

/** pg_dump of the database `url` names into `file`, in the custom format pg_restore reads. */
export function pgDumpRun(
  url: string,
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): PgToolRun {
  const connection = pgToolConnection(url, env)
  return {
    command: 'pg_dump',
    args: [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${connection.dbname}`,
    ],
    env: connection.env,
  }
}

/**
 * pg_restore of `dump` into the database `url` names: what it holds is dropped and created
 * again, in one transaction (a failure leaves the database as it was).
 */
export function pgRestoreRun(
  url: string,
  dump: string,
  env: NodeJS.ProcessEnv = process.env,
): PgToolRun {
  const connection = pgToolConnection(url, env)
  return {
    command: 'pg_restore',
    args: [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${connection.dbname}`,
      dump,
    ],
    env: connection.env,
  }
}

/** A connection of a serving site process to the database. */
export type ServingConnection = { pid: number; address: string | null; since: Date }

/**
 * The connections of site processes serving from the database `url` names, other than the
 * caller's: each process of the site on PostgreSQL holds one connection listening for content
 * purges (staff/purge.ts), named by its application_name; one from an older build is known by
 * its last statement, the LISTEN (visible to the same database user only).
 */
export async function servingConnections(url: string): Promise<ServingConnection[]> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number; address: string | null; since: Date }>(
      `select pid, client_addr::text as address, backend_start as since
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and (application_name = $1 or query = $2)
        order by backend_start`,
      [LISTENER_APPLICATION_NAME, `LISTEN ${PURGE_CHANNEL}`],
    )
    return rows
  } finally {
    await client.end()
  }
}

/**
 * Tells every instance serving from `url` that all content changed: each drops its page cache
 * and content read cache at once (the purge every process listens for; staff/purge.ts).
 */
export async function purgeEveryInstance(url: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const origin = `db-restore-${process.pid}-${randomBytes(4).toString('hex')}`
    await client.query('select pg_notify($1, $2)', [
      PURGE_CHANNEL,
      JSON.stringify({ paths: 'all', origin }),
    ])
  } finally {
    await client.end()
  }
}
