// What `npm run staff:reset` does, apart from how it reaches the staff API (staff-call.ts),
// so that a test can make the same calls against a database of its own.
import type { StaffCall } from './staff-call'

export type Call = (call: StaffCall) => Promise<Response>
export type ResetRequest = { email: string; password?: string; totp: boolean }
export type ResetOutcome =
  | { ok: true; said: string }
  | { ok: false; said: string; exitCode: number }

type Account = { id: number; email: string; role: string; disabled: boolean; totpEnabled: boolean }

function isAccount(value: unknown): value is Account {
  if (typeof value !== 'object' || value === null) return false
  return (
    typeof Reflect.get(value, 'id') === 'number' &&
    typeof Reflect.get(value, 'email') === 'string' &&
    typeof Reflect.get(value, 'role') === 'string' &&
    typeof Reflect.get(value, 'totpEnabled') === 'boolean'
  )
}

/** The `list` of a staff API answer, or of a failure's message. */
async function dataOf(response: Response): Promise<{ data?: unknown; message?: string }> {
  try {
    const body: unknown = await response.json()
    if (typeof body !== 'object' || body === null) return {}
    const message = Reflect.get(body, 'message')
    return { data: Reflect.get(body, 'data'), message: typeof message === 'string' ? message : '' }
  } catch {
    return {}
  }
}

/**
 * Finds the account by its email (exactly), then resets its password and/or removes its
 * two-factor sign-in (secret and recovery codes) in one call; its sessions end. Says what it did.
 */
export async function resetStaffAccount(call: Call, request: ResetRequest): Promise<ResetOutcome> {
  const found = await call({
    method: 'GET',
    path: `/users?pageSize=200&q=${encodeURIComponent(request.email)}`,
  })
  const listed = await dataOf(found)
  if (!found.ok) return { ok: false, said: `${listed.message} (${found.status})`, exitCode: 1 }
  const list = Reflect.get(Object(listed.data), 'list')
  const account = (Array.isArray(list) ? list : [])
    .filter(isAccount)
    .find((a) => a.email === request.email)
  if (!account) {
    return { ok: false, said: `No staff account has the email ${request.email}.`, exitCode: 1 }
  }
  const reset = await call({
    method: 'POST',
    path: `/users/${account.id}/password`,
    json: {
      ...(request.password === undefined ? {} : { password: request.password }),
      ...(request.totp ? { resetTotp: true } : {}),
    },
  })
  const answer = await dataOf(reset)
  if (!reset.ok) return { ok: false, said: `${answer.message} (${reset.status})`, exitCode: 1 }
  const done = [
    request.password === undefined ? null : 'set a new password',
    request.totp
      ? account.totpEnabled
        ? 'removed two-factor sign-in and its recovery codes'
        : 'found no two-factor sign-in to remove'
      : null,
  ].filter((part) => part !== null)
  const lines = [
    `${account.role} ${account.email} (id ${account.id}): ${done.join('; ')}; every session of the account ended.`,
  ]
  if (account.disabled) lines.push('The account is disabled: an admin enables it in the console.')
  if (request.totp && account.totpEnabled) {
    lines.push('Sign in at /staff with the password alone, then set up two-factor sign-in again.')
  }
  return { ok: true, said: lines.join('\n') }
}
