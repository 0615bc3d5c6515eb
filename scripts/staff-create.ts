// Creates a staff account (the first admin, or anyone when the console is not at hand).
// Usage: npm run staff:create -- --email E --password P --role admin|editor|service [--name N]
// Works on PostgreSQL (DATABASE_URL=postgres://…) and on a PGlite directory no server holds.
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { DEFAULT_DATABASE_URL, openDb } from '../app/server/db/client.ts'
import { COMMAND_LINE } from '../app/server/staff/audit.ts'
import { insertStaffUser } from '../app/server/staff/staff-accounts.ts'
import { MAX_STAFF_PASSWORD, MIN_STAFF_PASSWORD, STAFF_ROLES } from '../app/shared/staff/roles.ts'

const Args = v.object({
  email: v.pipe(
    v.string('is required'),
    v.trim(),
    v.email('must be an email address'),
    v.toLowerCase(),
  ),
  password: v.pipe(
    v.string('is required'),
    v.minLength(MIN_STAFF_PASSWORD, `must have at least ${MIN_STAFF_PASSWORD} characters`),
    v.maxLength(MAX_STAFF_PASSWORD, `must have at most ${MAX_STAFF_PASSWORD} characters`),
  ),
  role: v.picklist(STAFF_ROLES, `must be one of ${STAFF_ROLES.join(', ')}`),
  name: v.pipe(v.string(), v.trim(), v.maxLength(100, 'is too long')),
})

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string', default: '' },
  },
})
const parsed = v.safeParse(Args, values)
if (!parsed.success) {
  for (const issue of parsed.issues) {
    console.error(`--${issue.path?.map((p) => String(p.key)).join('.') ?? ''} ${issue.message}`)
  }
  console.error(
    'Usage: npm run staff:create -- --email E --password P --role admin|editor|service [--name N]',
  )
  process.exit(2)
}

process.env.SEED_ON_START = '0'
const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL
let opened: Awaited<ReturnType<typeof openDb>>
try {
  opened = await openDb(url)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  if (/is in use by process/.test(message)) {
    // A running site holds its PGlite directory. The seam for creating the account inside that
    // process is insertStaffUser() (app/server/staff/staff-accounts.ts), for a local admin
    // channel of the server to call; without one, the database must be free.
    console.error(
      `${message}\nstaff:create opens the database itself: stop the site first, or use PostgreSQL, which several processes share.`,
    )
    process.exit(3)
  }
  throw error
}
try {
  const created = await insertStaffUser(opened.db, COMMAND_LINE, parsed.output)
  if (created) {
    console.log(`Created ${created.role} ${created.email} (id ${created.id}). Sign in at /staff.`)
  } else {
    console.error(`A staff account with the email ${parsed.output.email} already exists.`)
    process.exitCode = 1
  }
} finally {
  await opened.close()
}
