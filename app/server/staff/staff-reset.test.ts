import { randomUUID } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '~/server/db/client'
import { staffRecoveryCodes, staffSessions, staffUsers } from '~/server/db/schema'
import { openTestDb, testEngines } from '~/server/db/test-db'
import { withRequest } from '~/server/process/request-context'
import { readStaffPassword } from '../cli/staff-password'
import { type Call, resetStaffAccount } from '../cli/staff-reset-steps'
import { handleStaffHttp } from './api'
import { COMMAND_LINE } from './audit'
import { verifyPassword } from './passwords'
import { createStaffUser } from './staff-users'
import { totpCode } from './totp'

describe('reading a staff password for a command', () => {
  it('takes STAFF_PASSWORD first, else the first line of standard input (never an argument)', async () => {
    const piped = new PassThrough()
    piped.end('from-standard-input\nsecond line\n')
    expect(await readStaffPassword({ STAFF_PASSWORD: 'from-the-env' }, piped)).toBe('from-the-env')
    expect(await readStaffPassword({}, piped)).toBe('from-standard-input')
    const windows = new PassThrough()
    windows.end('with-crlf-ending\r\n')
    expect(await readStaffPassword({}, windows)).toBe('with-crlf-ending')
  })
})

describe.each(testEngines())('npm run staff:reset on %s', (engine) => {
  let opened: OpenDb
  let addresses = 0
  /** A staff API call as a command makes it: as the command line (an admin). */
  const asCommand: Call = (call) => {
    const headers = new Headers({ accept: 'application/json', lang: 'en' })
    if (call.json !== undefined) headers.set('content-type', 'application/json')
    const request = new Request(`http://localhost/api/staff${call.path}`, {
      method: call.method,
      headers,
      body: call.json === undefined ? undefined : JSON.stringify(call.json),
    })
    return withRequest({ id: randomUUID(), local: true }, () =>
      handleStaffHttp(request, new URL(request.url).pathname.slice('/api/staff'.length), {
        db: opened.db,
      }),
    )
  }
  const signIn = async (body: Record<string, string>) => {
    addresses++
    const response = await handleStaffHttp(
      new Request('http://localhost/api/staff/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      '/session',
      { db: opened.db, ip: `10.88.0.${addresses}` },
    )
    return { status: response.status, json: await response.json() }
  }

  beforeAll(async () => {
    opened = await openTestDb(engine)
    await createStaffUser(opened.db, COMMAND_LINE, {
      email: 'sole-admin@example.com',
      name: '',
      role: 'admin',
      password: 'forgotten-password',
    })
  }, 120_000)
  afterAll(() => opened?.close())

  it('lets a sole admin who lost both the password and the phone in again, and says what it did', async () => {
    // Two-factor sign-in on, a session open.
    const first = await signIn({ email: 'sole-admin@example.com', password: 'forgotten-password' })
    const token: string = first.json.data.token
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const start = await handleStaffHttp(
      new Request('http://localhost/api/staff/me/totp', { method: 'POST', headers: auth }),
      '/me/totp',
      { db: opened.db },
    )
    const { secret } = (await start.json()).data
    const confirm = await handleStaffHttp(
      new Request('http://localhost/api/staff/me/totp/confirm', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ code: totpCode(secret) }),
      }),
      '/me/totp/confirm',
      { db: opened.db },
    )
    expect(confirm.status).toBe(200)

    const unknown = await resetStaffAccount(asCommand, {
      email: 'nobody@example.com',
      password: 'a-new-password-1',
      totp: true,
    })
    expect(unknown).toEqual({
      ok: false,
      said: 'No staff account has the email nobody@example.com.',
      exitCode: 1,
    })

    const outcome = await resetStaffAccount(asCommand, {
      email: 'sole-admin@example.com',
      password: 'a-new-password-1',
      totp: true,
    })
    expect(outcome.ok).toBe(true)
    expect(outcome.said).toContain('admin sole-admin@example.com')
    expect(outcome.said).toContain('set a new password')
    expect(outcome.said).toContain('removed two-factor sign-in and its recovery codes')

    const [row] = await opened.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'sole-admin@example.com'))
    expect(row?.totpEnabledAt).toBeNull()
    expect(await verifyPassword(row?.passwordHash, 'a-new-password-1')).toBe(true)
    const id = row?.id ?? 0
    expect(
      await opened.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id)),
    ).toHaveLength(0)
    const sessions = await opened.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, id))
    expect(sessions.filter((s) => s.revokedAt === null)).toHaveLength(0)
    // The old password no longer works; the new one signs in without a code.
    expect(
      (await signIn({ email: 'sole-admin@example.com', password: 'forgotten-password' })).status,
    ).toBe(401)
    expect(
      (await signIn({ email: 'sole-admin@example.com', password: 'a-new-password-1' })).status,
    ).toBe(200)

    // Two-factor only: the password stays.
    const totpOnly = await resetStaffAccount(asCommand, {
      email: 'sole-admin@example.com',
      totp: true,
    })
    expect(totpOnly.said).toContain('found no two-factor sign-in to remove')
    expect(totpOnly.said).not.toContain('password')
    expect(
      (await signIn({ email: 'sole-admin@example.com', password: 'a-new-password-1' })).status,
    ).toBe(200)
  }, 120_000)

  it('refuses an empty reset and a short password with the API’s own messages (400)', async () => {
    const short = await resetStaffAccount(asCommand, {
      email: 'sole-admin@example.com',
      password: 'short',
      totp: false,
    })
    expect(short).toMatchObject({ ok: false, exitCode: 1 })
    expect(short.said).toMatch(/\(400\)$/)
    const nothing = await asCommand({ method: 'POST', path: '/users/1/password', json: {} })
    expect(nothing.status).toBe(400)
    expect((await nothing.json()).message).toBe(
      'Give a new password, or remove two-factor sign-in, or both',
    )
  })
})
