// Lets a locked-out staff member in again from the server's shell: a new password, and/or
// two-factor sign-in removed (a lost phone and no recovery code left). Works while the site
// runs, on PGlite too (staff-call.ts). The password is never on the command line: it
// comes from STAFF_PASSWORD or standard input (staff-password.ts).
// Usage: npm run staff:reset -- --email E [--password] [--totp]
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { MAX_STAFF_PASSWORD, MIN_STAFF_PASSWORD } from '~/shared/staff/roles'
import { CommandError, runCommand, staffCall } from './staff-call'
import { readStaffPassword } from './staff-password'
import { resetStaffAccount } from './staff-reset-steps'

const USAGE = `Usage: npm run staff:reset -- --email E [--password] [--totp]
  --password  set a new password, read from STAFF_PASSWORD or standard input
  --totp      remove two-factor sign-in (its secret and recovery codes)
At least one of the two. The account's sessions end.`

const Email = v.pipe(v.string(), v.trim(), v.email(), v.toLowerCase())
const Password = v.pipe(
  v.string(),
  v.minLength(
    MIN_STAFF_PASSWORD,
    `The password must have at least ${MIN_STAFF_PASSWORD} characters.`,
  ),
  v.maxLength(
    MAX_STAFF_PASSWORD,
    `The password must have at most ${MAX_STAFF_PASSWORD} characters.`,
  ),
)

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`)
  process.exit(2)
}

let values: { email?: string; password?: boolean; totp?: boolean }
try {
  values = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'boolean', default: false },
      totp: { type: 'boolean', default: false },
    },
  }).values
} catch (error) {
  // A value after --password lands here too: a password is never taken from the command line.
  usage(error instanceof Error ? error.message : String(error))
}
const email = v.safeParse(Email, values.email ?? '')
if (!email.success) usage('--email must be an email address.')
if (!values.password && !values.totp) usage('Say what to reset: --password, --totp or both.')

await runCommand(async () => {
  let password: string | undefined
  if (values.password) {
    let typed: string
    try {
      typed = await readStaffPassword()
    } catch (error) {
      throw new CommandError(error instanceof Error ? error.message : String(error), 2)
    }
    const checked = v.safeParse(Password, typed)
    if (!checked.success) throw new CommandError(checked.issues[0].message, 2)
    password = checked.output
  }
  const outcome = await resetStaffAccount(staffCall, {
    email: email.output,
    password,
    totp: values.totp === true,
  })
  if (!outcome.ok) throw new CommandError(outcome.said, outcome.exitCode)
  console.log(outcome.said)
})
