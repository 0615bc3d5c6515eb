import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '~/server/db/client'
import { auditLog, staffRecoveryCodes, staffUsers } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp } from './api'
import { COMMAND_LINE } from './audit'
import { createStaffUser, resetStaffPassword, updateStaffUser } from './staff-users'
import { totpCode } from './totp'

let addresses = 0
/** An address no other call of this file uses. */
const fresh = () => {
  addresses++
  return `10.77.${Math.floor(addresses / 250)}.${addresses % 250}`
}

/** A request body that counts how many bytes the server pulled from it. */
function countingBody(total: number) {
  const pulled = { bytes: 0 }
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close()
      pulled.bytes += chunk.length
      controller.enqueue(chunk)
    },
  })
  return { body, pulled }
}

describe.each(testEngines())('staff sign-in and bodies under attack on %s', (engine) => {
  let opened: OpenDb
  const call = async (
    method: string,
    path: string,
    options: {
      body?: unknown
      token?: string
      ip?: string
      headers?: Record<string, string>
      raw?: ReadableStream<Uint8Array>
    } = {},
  ) => {
    const headers = new Headers(options.headers)
    if (options.token) headers.set('authorization', `Bearer ${options.token}`)
    let body: BodyInit | undefined
    if (options.raw) body = options.raw
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers.set('content-type', 'application/json')
    }
    const request = new Request(`http://staff.test/api/staff${path}`, {
      method,
      headers,
      body,
      ...(options.raw ? { duplex: 'half' } : {}),
    } as RequestInit)
    const response = await handleStaffHttp(request, path, {
      db: opened.db,
      ip: options.ip ?? fresh(),
    })
    const text = await response.text()
    let json: { code?: number; data?: Record<string, unknown>; reason?: string } = {}
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, json }
  }
  const signIn = (email: string, password: string, ip = fresh(), totp?: string) =>
    call('POST', '/session', { body: { email, password, ...(totp ? { totp } : {}) }, ip })
  const actions = async (email: string) =>
    (
      await opened.db
        .select({ action: auditLog.action, after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.actor, email))
    ).map((r) => `${r.action}:${(r.after as { reason?: string } | null)?.reason ?? ''}`)

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    for (const email of [
      'owner@example.com',
      'busy@example.com',
      'totp@example.com',
      'recovery@example.com',
    ]) {
      await createStaffUser(opened.db, COMMAND_LINE, {
        email,
        name: '',
        role: 'editor',
        password: 'right-password',
      })
    }
  }, 120_000)
  afterAll(() => opened?.close())

  it('counts only failures: ten good sign-ins from one address pass, five wrong ones then 429 with Retry-After', async () => {
    const ip = fresh()
    for (let i = 0; i < 10; i++) {
      expect((await signIn('busy@example.com', 'right-password', ip)).status).toBe(200)
    }
    for (let i = 0; i < 5; i++) {
      expect((await signIn('busy@example.com', 'wrong-password', ip)).status).toBe(401)
    }
    const refused = await signIn('busy@example.com', 'right-password', ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(300)
    expect(await actions('busy@example.com')).toContain('session.sign-in-refused:rate-limit')
  }, 120_000)

  it('never lets a stranger lock the owner out: past 50 failures from many addresses the owner signs in from an address that has not failed', async () => {
    const guessers: string[] = []
    for (let i = 0; i < 52; i++) {
      const ip = fresh()
      guessers.push(ip)
      expect((await signIn('owner@example.com', `guess-${i}`, ip)).status).toBe(401)
    }
    // An address that has failed on the account waits; the owner's does not.
    const again = await signIn('owner@example.com', 'right-password', guessers[0])
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    const owner = await signIn('owner@example.com', 'right-password')
    expect(owner.status).toBe(200)
    expect(owner.json.data?.token).toMatch(/^stf_/)
    expect(await actions('owner@example.com')).toContain('session.sign-in-refused:account-limit')
  }, 180_000)

  it('takes a TOTP code once when ten sign-ins race with it', async () => {
    const password = await signIn('totp@example.com', 'right-password')
    const token = password.json.data?.token as string
    const start = await call('POST', '/me/totp', { token })
    const secret = start.json.data?.secret as string
    const now = Date.now()
    const confirmed = await call('POST', '/me/totp/confirm', {
      token,
      body: { code: totpCode(secret, now) },
    })
    expect(confirmed.status).toBe(200)
    const missing = await signIn('totp@example.com', 'right-password')
    expect(missing.json.reason).toBe('totp_required')
    const next = totpCode(secret, now + 30_000)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signIn('totp@example.com', 'right-password', fresh(), next)),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 401)).toHaveLength(9)
    const [row] = await opened.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, 'totp@example.com'))
    const signOut = await call('DELETE', '/session', {
      token: answers.find((a) => a.status === 200)?.json.data?.token as string,
    })
    expect(signOut.status).toBe(200)
    const logged = await opened.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff_user'), eq(auditLog.entityId, String(row?.id))))
    const names = logged.map((l) => l.action)
    for (const action of ['staff.totp-enrol', 'staff.totp-on', 'session.sign-out']) {
      expect(names).toContain(action)
    }
    expect(await actions('totp@example.com')).toContain('session.sign-in-refused:totp-missing')
  }, 120_000)

  it('answers ten recovery codes once, and takes each in place of the TOTP code once, even when ten sign-ins race with it', async () => {
    const first = await signIn('recovery@example.com', 'right-password')
    const token = first.json.data?.token as string
    const start = await call('POST', '/me/totp', { token })
    const secret = start.json.data?.secret as string
    const confirmed = await call('POST', '/me/totp/confirm', {
      token,
      body: { code: totpCode(secret) },
    })
    expect(confirmed.status).toBe(200)
    const codes = confirmed.json.data?.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    // Stored hashed: no code is in the database as it was shown.
    const stored = await opened.db.select().from(staffRecoveryCodes)
    expect(stored.filter((r) => codes.includes(r.codeHash))).toHaveLength(0)
    expect((await call('GET', '/me', { token })).json.data?.recoveryCodesLeft).toBe(10)

    const [code, other] = codes
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        signIn('recovery@example.com', 'right-password', fresh(), code),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 401)).toHaveLength(9)
    // Used: refused later too. Another one works, typed in capitals and without its dash.
    expect((await signIn('recovery@example.com', 'right-password', fresh(), code)).status).toBe(401)
    const typed = (other ?? '').replace('-', '').toUpperCase()
    const second = await signIn('recovery@example.com', 'right-password', fresh(), typed)
    expect(second.status).toBe(200)
    expect(
      (await call('GET', '/me', { token: second.json.data?.token as string })).json.data
        ?.recoveryCodesLeft,
    ).toBe(8)
    expect(await actions('recovery@example.com')).toContain('staff.recovery-code-used:')
    // A made-up code of the right form is a failed sign-in like a wrong TOTP code.
    const guess = await signIn('recovery@example.com', 'right-password', fresh(), 'aaaaa-bbbbb')
    expect(guess.status).toBe(401)
    expect(guess.json.reason).toBe('totp_required')

    // An admin's reset of two-factor sign-in removes the codes with the secret.
    const [row] = await opened.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'recovery@example.com'))
    await resetStaffPassword(opened.db, COMMAND_LINE, row?.id ?? 0, { resetTotp: true })
    const left = await opened.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, row?.id ?? 0))
    expect(left).toHaveLength(0)
    expect((await signIn('recovery@example.com', 'right-password')).status).toBe(200)
  }, 120_000)

  it('refuses large bodies before reading them: sign-in stops at 256 KB, anonymous uploads are not read', async () => {
    const flood = countingBody(8 * 1024 * 1024)
    const signInFlood = await call('POST', '/session', {
      raw: flood.body,
      headers: { 'content-type': 'application/json' },
    })
    expect(signInFlood.status).toBe(413)
    expect(flood.pulled.bytes).toBeLessThan(1024 * 1024)
    // Declared too large for a JSON call: refused before the caller is even looked up.
    const declared = await call('POST', '/news', {
      headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024) },
      raw: countingBody(300 * 1024).body,
    })
    expect(declared.status).toBe(413)
    // An upload call without a caller: 401, its body left unread.
    const upload = countingBody(50 * 1024 * 1024)
    const anonymous = await call('POST', '/media', {
      raw: upload.body,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(anonymous.status).toBe(401)
    expect(upload.pulled.bytes).toBeLessThan(1024 * 1024)
  })

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const admins = []
    for (const email of ['first-admin@example.com', 'second-admin@example.com']) {
      admins.push(
        await createStaffUser(opened.db, COMMAND_LINE, {
          email,
          name: '',
          role: 'admin',
          password: 'right-password',
        }),
      )
    }
    const active = async () =>
      (
        await opened.db
          .select({ email: staffUsers.email })
          .from(staffUsers)
          .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt)))
      ).map((r) => r.email)
    expect((await active()).sort()).toEqual(['first-admin@example.com', 'second-admin@example.com'])
    const [a, b] = admins
    const results = await Promise.allSettled([
      updateStaffUser(opened.db, COMMAND_LINE, a?.id ?? 0, { role: 'editor' }),
      updateStaffUser(opened.db, COMMAND_LINE, b?.id ?? 0, { role: 'editor' }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { status: 409 },
    })
    expect(await active()).toHaveLength(1)
  })

  it('answers a method a call does not take with 405 and Allow, in the JSON envelope', async () => {
    const put = await call('PUT', '/session')
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('POST, DELETE')
    expect(put.json.code).toBe(405)
  })
})
