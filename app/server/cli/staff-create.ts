// Creates a staff account (the first admin, or anyone when the console is not at hand) through
// the staff API (POST /api/staff/users), as the command line. Works while the site runs, on
// PGlite too (staff-call.ts).
// The password comes from STAFF_PASSWORD or standard input (staff-password.ts), or from
// --password, which the shell's history and `ps` show: for throw-away test servers only.
// Usage: npm run staff:create -- --email E --role admin|editor|author|service [--name N] < password
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { issuePath } from '~/lib/field-errors'
import { MAX_STAFF_PASSWORD, MIN_STAFF_PASSWORD, STAFF_ROLES } from '~/shared/staff/roles'
import { CommandError, failureOf, runCommand, staffCall } from './staff-call'
import { readStaffPassword } from './staff-password'

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

const Created = v.object({
  data: v.object({ id: v.number(), email: v.string(), role: v.string() }),
})

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string', default: '' },
  },
})
const USAGE =
  'Usage: npm run staff:create -- --email E --role admin|editor|author|service [--name N]\n' +
  '  The password is read from STAFF_PASSWORD or standard input (or --password P).'

let password = values.password
if (password === undefined) {
  try {
    password = await readStaffPassword()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
}
const parsed = v.safeParse(Args, { ...values, password })
if (!parsed.success) {
  for (const issue of parsed.issues) {
    const field = issuePath(issue)
    // A password read from STAFF_PASSWORD or standard input was not a flag.
    const named =
      field === 'password' && values.password === undefined ? 'The password' : `--${field}`
    console.error(`${named} ${issue.message}`)
  }
  console.error(USAGE)
  process.exit(2)
}

await runCommand(async () => {
  const response = await staffCall({ method: 'POST', path: '/users', json: parsed.output })
  if (response.status === 409) {
    throw new CommandError(`A staff account with the email ${parsed.output.email} already exists.`)
  }
  if (!response.ok) throw new CommandError(await failureOf(response))
  const created = v.parse(Created, await response.json()).data
  console.log(`Created ${created.role} ${created.email} (id ${created.id}). Sign in at /staff.`)
})
