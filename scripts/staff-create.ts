// Creates a staff account (the first admin, or anyone when the console is not at hand) through
// the staff API (POST /api/staff/users), as the command line. Works while the site runs, on
// PGlite too (scripts/staff-call.ts).
// Usage: npm run staff:create -- --email E --password P --role admin|editor|service [--name N]
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { MAX_STAFF_PASSWORD, MIN_STAFF_PASSWORD, STAFF_ROLES } from '../app/shared/staff/roles.ts'
import { CommandError, failureOf, runCommand, staffCall } from './staff-call.ts'

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

await runCommand(async () => {
  const response = await staffCall({ method: 'POST', path: '/users', json: parsed.output })
  if (response.status === 409) {
    throw new CommandError(`A staff account with the email ${parsed.output.email} already exists.`)
  }
  if (!response.ok) throw new CommandError(await failureOf(response))
  const created = v.parse(Created, await response.json()).data
  console.log(`Created ${created.role} ${created.email} (id ${created.id}). Sign in at /staff.`)
})
