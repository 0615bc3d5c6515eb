// Test fixture: a staff account made as the command line makes one, signed in through the
// staff API as a caller would be. For tests only.
import type { Db } from '~/server/db/client'
import type { StaffRole } from '~/shared/staff/roles'
import { handleStaffHttp } from './api'
import { COMMAND_LINE } from './audit'
import { createStaffUser } from './staff-users'

/** Creates the account and answers its bearer token. */
export async function signedInStaff(
  db: Db,
  account: { email: string; role: StaffRole; password?: string; ip?: string },
): Promise<string> {
  const password = account.password ?? 'right-password'
  await createStaffUser(db, COMMAND_LINE, {
    email: account.email,
    name: '',
    role: account.role,
    password,
  })
  const response = await handleStaffHttp(
    new Request('http://staff.test/api/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password }),
    }),
    '/session',
    { db, ip: account.ip ?? '10.9.9.8' },
  )
  const answer = await response.json()
  if (response.status !== 200) throw new Error(`sign-in of ${account.email}: ${response.status}`)
  return answer.data.token
}
