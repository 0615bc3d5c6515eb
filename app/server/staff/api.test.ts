import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsSurveyRecordAddItem, cmsSurveyRecordList } from '~/server/cmsapi/forms-calls'
import {
  cmsApiMemberLogin,
  cmsApiMemberNotifications,
  cmsApiMemberRegister,
} from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import {
  auditLog,
  captchas,
  members,
  sessions,
  staffApiKeys,
  staffSessions,
  staffUsers,
  warranties,
  warrantyReceipts,
} from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp } from './api'
import { COMMAND_LINE } from './audit'
import { createStaffUser } from './staff-users'
import { totpCode } from './totp'

type Call = {
  token?: string
  cookie?: string
  body?: unknown
  headers?: Record<string, string>
  lang?: 'en' | 'zh'
  ip?: string
}

/** The staff API as a client sees it, over the real handler and database. */
function client(db: OpenDb['db']) {
  return async (method: string, path: string, call: Call = {}) => {
    const headers = new Headers(call.headers)
    if (call.token) headers.set('authorization', `Bearer ${call.token}`)
    if (call.cookie) headers.set('cookie', call.cookie)
    if (call.lang) headers.set('accept-language', call.lang)
    let body: BodyInit | undefined
    if (call.body instanceof FormData) body = call.body
    else if (call.body !== undefined) {
      body = JSON.stringify(call.body)
      if (!headers.has('content-type')) headers.set('content-type', 'application/json')
    }
    const request = new Request(`http://staff.test/api/staff${path}`, { method, headers, body })
    // Each call from its own address, unless a test counts per-address limits.
    const ip =
      call.ip ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const response = await handleStaffHttp(request, path.split('?')[0] ?? path, { db, ip })
    const type = response.headers.get('content-type') ?? ''
    const bytes = new Uint8Array(await response.arrayBuffer())
    // Decoded as sent: a BOM stays in the text.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const json = type.includes('json') ? JSON.parse(text) : null
    return { status: response.status, json, response, text, data: json?.data }
  }
}

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1', name: 'Ada' }

describe.each(testEngines())('staff API on %s', (engine) => {
  let opened: OpenDb
  let api: ReturnType<typeof client>
  let admin = ''
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    api = client(opened.db)
    await createStaffUser(opened.db, COMMAND_LINE, { ...ADMIN, role: 'admin' })
    const signedIn = await api('POST', '/session', { body: ADMIN })
    admin = signedIn.data.token
  }, 120_000)
  afterAll(() => opened?.close())

  async function signIn(email: string, password: string, extra: Record<string, unknown> = {}) {
    const res = await api('POST', '/session', { body: { email, password, ...extra } })
    return res.data?.token as string
  }

  it('signs in with a token, refuses a wrong password in the caller’s language, and never says which part was wrong', async () => {
    expect(admin).toMatch(/^stf_/)
    const me = await api('GET', '/me', { token: admin })
    expect(me.data).toMatchObject({ email: ADMIN.email, role: 'admin', totpEnabled: false })
    expect(me.data.permissions).toContain('staff')
    const wrong = await api('POST', '/session', {
      body: { email: ADMIN.email, password: 'nope-nope-nope' },
      lang: 'zh',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.json.message).toBe('邮箱或密码错误')
    const unknown = await api('POST', '/session', {
      body: { email: 'nobody@example.com', password: 'nope-nope-nope' },
    })
    expect(unknown.status).toBe(401)
    expect(unknown.json.message).toBe('Wrong email or password')
    const anonymous = await api('GET', '/me')
    expect(anonymous.status).toBe(401)
  })

  it('answers bad input with 400, field messages and a translated text, never a 500', async () => {
    const bad = await api('POST', '/users', {
      token: admin,
      body: { email: 'not-an-email', role: 'chief', password: 'short' },
      lang: 'zh',
    })
    expect(bad.status).toBe(400)
    expect(bad.json.fieldErrors).toMatchObject({
      email: '请输入有效的邮箱地址',
      role: '请选择角色',
      password: '密码至少 10 个字符',
    })
    const notJson = await api('POST', '/users', {
      token: admin,
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    const wrongType = await api('POST', '/users', {
      token: admin,
      body: { email: 'a@b.cn' },
      headers: { 'content-type': 'text/plain' },
    })
    expect(wrongType.status).toBe(415)
    for (const path of ['/users/abc', '/submissions/0', '/members/-1', '/media/1e3']) {
      expect((await api('PATCH', path, { token: admin, body: {} })).status).toBe(400)
    }
    expect((await api('GET', '/submissions?page=0', { token: admin })).status).toBe(400)
    expect((await api('GET', '/nothing-here', { token: admin })).status).toBe(404)
    expect((await api('PATCH', '/me', { token: admin, body: {} })).status).toBe(405)
    // Methods no call takes (WebDAV's), on a call and on no call: 405 with Allow, as JSON.
    const dav = await api('PROPFIND', '/users', { token: admin })
    expect(dav.status).toBe(405)
    expect(dav.json).toMatchObject({ code: 405 })
    expect(dav.response.headers.get('allow')).toBe('GET, HEAD, POST')
    const mkcol = await api('MKCOL', '/nothing-here', { token: admin })
    expect(mkcol.status).toBe(405)
    expect(mkcol.response.headers.get('allow')?.split(', ')).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']),
    )
  })

  it('lets an admin create an editor and a service user, and holds every role to its screens', async () => {
    const editor = await api('POST', '/users', {
      token: admin,
      body: {
        email: 'Editor@Example.com',
        name: 'Ed',
        role: 'editor',
        password: 'editor-password',
      },
    })
    expect(editor.status).toBe(200)
    expect(editor.data).toMatchObject({ email: 'editor@example.com', role: 'editor' })
    expect(JSON.stringify(editor.json)).not.toContain('password')
    const again = await api('POST', '/users', {
      token: admin,
      body: { email: 'editor@example.com', role: 'editor', password: 'editor-password' },
    })
    expect(again.status).toBe(409)
    await api('POST', '/users', {
      token: admin,
      body: { email: 'service@example.com', role: 'service', password: 'service-password' },
    })
    const editorToken = await signIn('editor@example.com', 'editor-password')
    const serviceToken = await signIn('service@example.com', 'service-password')
    // editor: content and media only
    expect((await api('GET', '/submissions?type=join', { token: editorToken })).status).toBe(403)
    expect((await api('GET', '/codes/batches', { token: editorToken })).status).toBe(403)
    expect((await api('GET', '/media', { token: editorToken })).status).toBe(200)
    // service: submissions, codes, members; never staff, keys or the audit log
    const forbidden = await api('GET', '/users', { token: serviceToken, lang: 'zh' })
    expect(forbidden.status).toBe(403)
    expect(forbidden.json.message).toBe('您的角色无权执行此操作')
    expect((await api('GET', '/api-keys', { token: serviceToken })).status).toBe(403)
    expect((await api('GET', '/audit', { token: serviceToken })).status).toBe(403)
    expect((await api('GET', '/media', { token: serviceToken })).status).toBe(403)
    expect(
      (await api('GET', '/submissions?type=join&status=new', { token: serviceToken })).status,
    ).toBe(200)
    expect((await api('GET', '/members', { token: serviceToken })).status).toBe(200)

    // Every change is in the audit log with who, what and before/after.
    const log = await api('GET', '/audit?entity=staff_user', { token: admin })
    const created = log.data.list.find(
      (e: { action: string; after: { email?: string } }) =>
        e.action === 'staff.create' && e.after?.email === 'editor@example.com',
    )
    expect(created).toMatchObject({ actor: ADMIN.email, before: null })
    expect(created.after).toMatchObject({ role: 'editor', disabled: false })
    expect(JSON.stringify(log.json)).not.toMatch(/argon2|passwordHash/)
  })

  it('changes a role, disables an account (its sessions end) and keeps one admin', async () => {
    const users = await api('GET', '/users?q=service', { token: admin })
    const service = users.data.list[0]
    const token = await signIn('service@example.com', 'service-password')
    const promoted = await api('PATCH', `/users/${service.id}`, {
      token: admin,
      body: { role: 'admin' },
    })
    expect(promoted.data.role).toBe('admin')
    // The role applies at once, to sessions already open.
    expect((await api('GET', '/users', { token })).status).toBe(200)
    await api('PATCH', `/users/${service.id}`, { token: admin, body: { role: 'service' } })
    expect((await api('GET', '/users', { token })).status).toBe(403)
    await api('PATCH', `/users/${service.id}`, { token: admin, body: { disabled: true } })
    expect((await api('GET', '/me', { token })).status).toBe(401)
    const refused = await api('POST', '/session', {
      body: { email: 'service@example.com', password: 'service-password' },
    })
    expect(refused.status).toBe(403)
    await api('PATCH', `/users/${service.id}`, { token: admin, body: { disabled: false } })
    const reset = await api('POST', `/users/${service.id}/password`, {
      token: admin,
      body: { password: 'service-password-2' },
    })
    expect(reset.status).toBe(200)
    expect(await signIn('service@example.com', 'service-password-2')).toMatch(/^stf_/)
    // The last active admin can be neither demoted nor disabled.
    const me = await api('GET', '/me', { token: admin })
    const demote = await api('PATCH', `/users/${me.data.id}`, {
      token: admin,
      body: { role: 'editor' },
    })
    expect(demote.status).toBe(409)
  })

  it('ends a session unused for the idle timeout, and slides it while in use', async () => {
    const token = await signIn(ADMIN.email, ADMIN.password)
    await opened.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(sql`true`)
    expect((await api('GET', '/me', { token })).status).toBe(200)
    const [row] = await opened.db
      .select({ seen: staffSessions.lastSeenAt })
      .from(staffSessions)
      .orderBy(sql`${staffSessions.id} desc`)
      .limit(1)
    expect(Date.now() - (row?.seen.getTime() ?? 0)).toBeLessThan(60_000)
    await opened.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(sql`true`)
    expect((await api('GET', '/me', { token })).status).toBe(401)
    admin = await signIn(ADMIN.email, ADMIN.password)
  })

  it('creates API keys shown once and stored hashed, held to their role, revocable', async () => {
    const created = await api('POST', '/api-keys', {
      token: admin,
      body: { name: 'ERP sync', role: 'service' },
    })
    const key: string = created.data.key
    expect(key).toMatch(/^sk_/)
    const stored = await opened.db.select().from(staffApiKeys)
    expect(JSON.stringify(stored)).not.toContain(key)
    const listed = await api('GET', '/api-keys', { token: admin })
    expect(JSON.stringify(listed.json)).not.toContain(key)
    expect((await api('GET', '/submissions', { token: key })).status).toBe(200)
    expect((await api('GET', '/users', { token: key })).status).toBe(403)
    await api('DELETE', `/api-keys/${created.data.id}`, { token: admin })
    expect((await api('GET', '/submissions', { token: key })).status).toBe(401)
    const [entry] = await opened.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'api-key.revoke'), eq(auditLog.entityId, String(created.data.id))),
      )
    expect(entry?.before).toMatchObject({ revoked: false })
    expect(entry?.after).toMatchObject({ revoked: true })
  })

  it('refuses cookie calls from another site and cookie calls that are not JSON', async () => {
    const crossSite = await api('POST', '/session', {
      body: { ...ADMIN, cookie: true },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
    const signIn = await api('POST', '/session', {
      body: { ...ADMIN, cookie: true },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(signIn.status).toBe(200)
    expect(signIn.data).toEqual({ signedIn: true })
    const setCookie = signIn.response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(
      /^staff_session=stf_[\w-]+; Path=\/api\/staff; HttpOnly; SameSite=Strict/,
    )
    const cookie = setCookie.split(';')[0] ?? ''
    expect((await api('GET', '/me', { cookie })).status).toBe(200)
    const forged = await api('POST', '/api-keys', {
      cookie,
      body: { name: 'x', role: 'admin' },
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status).toBe(403)
    const form = await api('POST', '/api-keys', {
      cookie,
      body: { name: 'x', role: 'admin' },
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' },
    })
    expect(form.status).toBe(415)
    const own = await api('DELETE', '/session', {
      cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(own.response.headers.get('set-cookie')).toContain('Max-Age=0')
    expect((await api('GET', '/me', { cookie })).status).toBe(401)
  })

  it('limits sign-in attempts per address and account', async () => {
    let last = 0
    for (let i = 0; i < 6; i++) {
      last = (
        await api('POST', '/session', {
          body: { email: 'guess@example.com', password: 'guess-guess' },
          ip: '10.9.9.9',
        })
      ).status
    }
    expect(last).toBe(429)
  })

  it('moves a member’s reservation to done with a time: the member sees it in the list and in notifications', async () => {
    const t = inProcessTransport(opened.db)
    const ctx = { locale: 'zh' as const, peopleIp: '10.2.2.2' }
    await opened.db.insert(captchas).values({
      key: 'a'.repeat(32),
      answerHash: '',
      expiresAt: new Date(Date.now() + 60_000),
    })
    await cmsApiMemberRegister(
      { ...ctx },
      {
        account: '13700000001',
        password: 'member-pass',
        savePassword: 'member-pass',
        email: 'm@example.com',
        verCode: 'unit-test',
        verKey: 'a'.repeat(32),
      },
      t,
    )
    const { token } = await cmsApiMemberLogin(
      ctx,
      { account: '13700000001', password: 'member-pass' },
      t,
    )
    const stored = await cmsSurveyRecordAddItem(
      { ...ctx, token },
      {
        type: 'reservation',
        fields: {
          customerName: '张',
          phone: '13700000001',
          productModel: 'RF-D18',
          serviceType: 'maintenance',
          repairType: 'warranty',
          faultSymptom: '不转',
        },
      },
      t,
    )
    const serviceToken = await signIn('service@example.com', 'service-password-2')
    const inbox = await api('GET', '/submissions?type=reservation&status=new', {
      token: serviceToken,
    })
    expect(inbox.data.list.map((r: { id: number }) => r.id)).toContain(stored.id)
    const when = '2026-12-01T02:30:00.000Z'
    const saved = await api('PATCH', `/submissions/${stored.id}`, {
      token: serviceToken,
      body: { status: 'done', scheduledAt: when, note: '已联系客户' },
    })
    expect(saved.status).toBe(200)
    expect(saved.data).toMatchObject({ status: 'done', scheduledAt: when })
    expect(saved.data.notes[0]).toMatchObject({ body: '已联系客户', author: 'service@example.com' })
    const update = saved.data.history.find(
      (h: { action: string }) => h.action === 'submission.update',
    )
    expect(update).toMatchObject({
      actor: 'service@example.com',
      before: { status: 'new', scheduledAt: null },
      after: { status: 'done', scheduledAt: when },
    })

    const mine = await cmsSurveyRecordList({ ...ctx, token }, { type: 'reservation' }, t)
    expect(mine.list[0]).toMatchObject({ id: stored.id, status: 'done', scheduledAt: when })
    const told = await cmsApiMemberNotifications({ ...ctx, token }, {}, t)
    expect(told.unread).toBe(1)
    expect(told.list[0]?.data).toMatchObject({ reference: stored.reference, status: 'done' })

    const editorToken = await signIn('editor@example.com', 'editor-password')
    expect(
      (
        await api('PATCH', `/submissions/${stored.id}`, {
          token: editorToken,
          body: { status: 'new' },
        })
      ).status,
    ).toBe(403)
    const badStatus = await api('PATCH', `/submissions/${stored.id}`, {
      token: serviceToken,
      body: { status: 'archived', assigneeId: 99999 },
    })
    expect(badStatus.status).toBe(400)
    const badAssignee = await api('PATCH', `/submissions/${stored.id}`, {
      token: serviceToken,
      body: { assigneeId: 99999 },
    })
    expect(badAssignee.status).toBe(400)
  })

  it('exports the filtered view as CSV with a BOM', async () => {
    const res = await api('GET', '/submissions/export.csv?type=reservation&status=done', {
      token: admin,
    })
    expect(res.status).toBe(200)
    expect(res.response.headers.get('content-type')).toContain('text/csv')
    expect(res.text.charCodeAt(0)).toBe(0xfeff)
    const [header, ...rows] = res.text.slice(1).trim().split('\r\n')
    // Labelled headers that say the zone; China time (10:30 on 1 December in China is 02:30
    // UTC); types and statuses by name; the internal notes.
    expect(header).toContain(
      'Number,Type,"Submitted at (China time, UTC+8)",Language,Reference,Status,Assignee,"Scheduled for (China time, UTC+8)"',
    )
    expect(header).toMatch(/"Internal notes \(China time, UTC\+8\)"$/)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain('不转')
    expect(rows[0]).toContain(',Reservation,')
    expect(rows[0]).toContain(',Done,')
    expect(rows[0]).toContain(',2026-12-01 10:30,')
    expect(rows[0]).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d service@example\.com: 已联系客户"?$/)
    const zh = await api('GET', '/submissions/export.csv?type=reservation&status=done', {
      token: admin,
      lang: 'zh',
    })
    const [zhHeader, zhRow] = zh.text.slice(1).trim().split('\r\n')
    expect(zhHeader).toContain('北京时间')
    expect(zhRow).toContain(',预约,')
    // The form's fields by their labels and chosen options by their names, never raw keys.
    expect(header).toContain(',Member number,Customer name,Phone,Customer unit,Product model,')
    expect(header).toContain(',Service type,Repair service type,Fault symptom,')
    expect(rows[0]).toContain(',Maintenance service,Warranty repair,不转,')
    expect(zhHeader).toContain(',客户姓名,')
    expect(zhHeader).toContain(',故障现象,')
    expect(zhHeader).not.toMatch(/customerName|faultSymptom|serviceType/)
    expect(zhRow).not.toContain('maintenance')
  })

  it('shows a member’s registered tools with their receipt photo, and exports whether one is kept', async () => {
    const [m] = await opened.db
      .insert(members)
      .values({ account: '13700000077', passwordHash: 'not-used' })
      .returning({ id: members.id })
    const [w] = await opened.db
      .insert(warranties)
      .values({
        memberId: m?.id ?? 0,
        model: 'RF-DD20B',
        serial: 'SN-STAFF-1',
        purchasedAt: '2026-01-02',
        dealer: 'Ruifeng Tools Hangzhou',
        months: 24,
        expiresAt: '2028-01-02',
      })
      .returning({ id: warranties.id })
    const id = w?.id ?? 0
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])
    await opened.db
      .insert(warrantyReceipts)
      .values({ warrantyId: id, type: 'image/jpeg', bytes: photo })
    const detail = await api('GET', `/members/${m?.id}`, { token: admin })
    expect(detail.data.warranties).toMatchObject([
      {
        id,
        model: 'RF-DD20B',
        serial: 'SN-STAFF-1',
        dealer: 'Ruifeng Tools Hangzhou',
        hasReceipt: true,
      },
    ])
    const receipt = await api('GET', `/warranties/${id}/receipt`, { token: admin })
    expect(receipt.status).toBe(200)
    expect(receipt.response.headers.get('content-type')).toBe('image/jpeg')
    expect(receipt.response.headers.get('cache-control')).toBe('private, no-store')
    expect((await api('GET', `/warranties/${id + 1000}/receipt`, { token: admin })).status).toBe(
      404,
    )
    expect((await api('GET', `/warranties/${id}/receipt`, {})).status).toBe(401)
    const csv = await api('GET', '/warranties/export.csv', { token: admin })
    expect(csv.status).toBe(200)
    const [header, ...rows] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe(
      'Number,Member,Model,Serial number,Registered by code,Purchase date,Dealer,Warranty until,Receipt photo',
    )
    expect(rows).toContain(
      `${id},13700000077,RF-DD20B,SN-STAFF-1,No,2026-01-02,Ruifeng Tools Hangzhou,2028-01-02,Yes`,
    )
  })

  it('disables a member: their sessions end and they cannot log in', async () => {
    const t = inProcessTransport(opened.db)
    const ctx = { locale: 'en' as const, peopleIp: '10.3.3.3' }
    const found = await api('GET', '/members?q=13700000001', { token: admin })
    const member = found.data.list[0]
    expect(member).toMatchObject({ account: '13700000001' })
    expect(JSON.stringify(found.json)).not.toMatch(/password/i)
    const detail = await api('GET', `/members/${member.id}`, { token: admin })
    expect(detail.data.activeSessions).toBeGreaterThan(0)
    const disabled = await api('PATCH', `/members/${member.id}`, {
      token: admin,
      body: { disabled: true },
    })
    expect(disabled.data.activeSessions).toBe(0)
    const login = await cmsApiMemberLogin(
      ctx,
      { account: '13700000001', password: 'member-pass' },
      t,
    ).catch((e: unknown) => e)
    expect(login).toMatchObject({ status: 403 })
    await api('PATCH', `/members/${member.id}`, { token: admin, body: { disabled: false } })
    const again = await cmsApiMemberLogin(
      ctx,
      { account: '13700000001', password: 'member-pass' },
      t,
    )
    expect(again.token).toBeTruthy()
    await api('POST', `/members/${member.id}/revoke-sessions`, { token: admin })
    const [open] = await opened.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sessions)
      .where(and(eq(sessions.memberId, member.id), sql`${sessions.revokedAt} is null`))
    expect(open?.n).toBe(0)
    const [row] = await opened.db.select().from(members).where(eq(members.id, member.id))
    expect(row?.disabledAt).toBeNull()
  })

  it('signs in with a TOTP code once enrolled, refuses a replayed code, and makes admins enrol when required', async () => {
    const start = await api('POST', '/me/totp', { token: admin })
    expect(start.data.uri).toMatch(/^otpauth:\/\/totp\//)
    expect(start.data.qr).toMatch(/^data:image\/png;base64,/)
    const wrong = await api('POST', '/me/totp/confirm', { token: admin, body: { code: '000000' } })
    expect(wrong.status).toBe(400)
    const now = Date.now()
    const confirmed = await api('POST', '/me/totp/confirm', {
      token: admin,
      body: { code: totpCode(start.data.secret, now) },
    })
    expect(confirmed.data.totpEnabled).toBe(true)
    const noCode = await api('POST', '/session', { body: ADMIN })
    expect(noCode.status).toBe(401)
    expect(noCode.json.reason).toBe('totp_required')
    // The code that confirmed enrolment is spent; the next step's code signs in once.
    const replay = await api('POST', '/session', {
      body: { ...ADMIN, totp: totpCode(start.data.secret, now) },
    })
    expect(replay.status).toBe(401)
    const next = totpCode(start.data.secret, now + 30_000)
    const ok = await api('POST', '/session', { body: { ...ADMIN, totp: next } })
    expect(ok.data.token).toMatch(/^stf_/)
    const twice = await api('POST', '/session', { body: { ...ADMIN, totp: next } })
    expect(twice.status).toBe(401)

    // STAFF_REQUIRE_2FA=1: an admin without TOTP can only enrol.
    const second = await api('POST', '/users', {
      token: admin,
      body: { email: 'admin2@example.com', role: 'admin', password: 'admin2-password' },
    })
    expect(second.status).toBe(200)
    process.env.STAFF_REQUIRE_2FA = '1'
    try {
      const token = await signIn('admin2@example.com', 'admin2-password')
      const me = await api('GET', '/me', { token })
      expect(me.data.mustEnrolTotp).toBe(true)
      const blocked = await api('GET', '/users', { token })
      expect(blocked.status).toBe(403)
      expect(blocked.json.reason).toBe('totp_enrolment_required')
      expect((await api('POST', '/me/totp', { token })).status).toBe(200)
    } finally {
      delete process.env.STAFF_REQUIRE_2FA
    }
    const [row] = await opened.db
      .select({ step: staffUsers.totpLastStep })
      .from(staffUsers)
      .where(eq(staffUsers.email, ADMIN.email))
    expect(row?.step).toBeGreaterThan(0)
  })
})
