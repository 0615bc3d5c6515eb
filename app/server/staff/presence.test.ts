import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '~/server/db/client'
import { staffPresence } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp } from './api'
import { COMMAND_LINE } from './audit'
import { createStaffUser } from './staff-users'

type Call = { token?: string; body?: unknown }

function client(db: OpenDb['db']) {
  return async (method: string, path: string, call: Call = {}) => {
    const headers = new Headers()
    if (call.token) headers.set('authorization', `Bearer ${call.token}`)
    if (call.body !== undefined) headers.set('content-type', 'application/json')
    const request = new Request(`http://staff.test/api/staff${path}`, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    })
    const response = await handleStaffHttp(request, path, { db, ip: '10.7.0.3' })
    const json = await response.json()
    return { status: response.status, json, data: json?.data }
  }
}

describe.each(testEngines())('who else has an item open, on %s', (engine) => {
  let opened: OpenDb
  let api: ReturnType<typeof client>
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    api = client(opened.db)
    const accounts: Array<[string, string, 'editor' | 'author', string[] | null]> = [
      ['li', 'Li Wei', 'editor', null],
      ['ann', '', 'editor', null],
      ['news-author', '', 'author', ['news']],
    ]
    for (const [key, name, role, collections] of accounts) {
      const email = `${key}@presence.example.com`
      await createStaffUser(opened.db, COMMAND_LINE, {
        email,
        name,
        role,
        password: 'long-password-1',
        collections,
      })
      tokens[key] = (
        await api('POST', '/session', { body: { email, password: 'long-password-1' } })
      ).data.token
    }
  }, 120_000)
  afterAll(() => opened?.close())

  it('shows each caller the others on the item and in the list, until they leave', async () => {
    const alone = await api('POST', '/presence/news/item-1', {
      token: tokens.li,
      body: { editing: true },
    })
    expect(alone.status).toBe(200)
    expect(alone.data).toEqual([])
    const second = await api('POST', '/presence/news/item-1', { token: tokens.ann, body: {} })
    expect(second.data).toEqual([expect.objectContaining({ name: 'Li Wei', editing: true })])
    // The account without a name is shown by its email.
    const first = await api('GET', '/presence/news/item-1', { token: tokens.li })
    expect(first.data).toEqual([
      expect.objectContaining({ name: 'ann@presence.example.com', editing: false }),
    ])
    // The list: items others have open, never the caller's own.
    expect((await api('GET', '/presence/news', { token: tokens.ann })).data).toEqual({
      'item-1': ['Li Wei'],
    })
    expect((await api('GET', '/presence/products', { token: tokens.ann })).data).toEqual({})
    // Another item is another item.
    expect((await api('GET', '/presence/news/item-2', { token: tokens.ann })).data).toEqual([])
    // Heartbeats renew the same row.
    await api('POST', '/presence/news/item-1', { token: tokens.li, body: { editing: false } })
    const renewed = await api('GET', '/presence/news/item-1', { token: tokens.ann })
    expect(renewed.data).toEqual([expect.objectContaining({ name: 'Li Wei', editing: false })])
    // Closing the item.
    expect((await api('DELETE', '/presence/news/item-1', { token: tokens.li })).status).toBe(200)
    expect((await api('GET', '/presence/news/item-1', { token: tokens.ann })).data).toEqual([])
  })

  it('forgets a caller not heard of for a minute (a closed tab)', async () => {
    await api('POST', '/presence/news/item-3', { token: tokens.li, body: { editing: true } })
    expect((await api('GET', '/presence/news/item-3', { token: tokens.ann })).data).toHaveLength(1)
    // Li's last heartbeat, as it stands 61 seconds later.
    await opened.db
      .update(staffPresence)
      .set({ seenAt: sql`now() - interval '61 seconds'` })
      .where(
        and(
          eq(staffPresence.itemKey, 'item-3'),
          eq(staffPresence.actor, 'li@presence.example.com'),
        ),
      )
    expect((await api('GET', '/presence/news/item-3', { token: tokens.ann })).data).toEqual([])
    expect((await api('GET', '/presence/news', { token: tokens.ann })).data).toEqual({})
  })

  it('answers 401, 403 and 400 as the other content calls do', async () => {
    expect((await api('GET', '/presence/news/item-1')).status).toBe(401)
    expect((await api('POST', '/presence/news/item-1', { body: {} })).status).toBe(401)
    const other = await api('POST', '/presence/pages/about-us', {
      token: tokens['news-author'],
      body: {},
    })
    expect(other.status).toBe(403)
    expect((await api('GET', '/presence/pages', { token: tokens['news-author'] })).status).toBe(403)
    const bad = await api('POST', '/presence/news/item-1', {
      token: tokens.li,
      body: { editing: 'yes' },
    })
    expect(bad.status).toBe(400)
    expect(
      (await api('GET', '/presence/no-such-collection/item-1', { token: tokens.li })).status,
    ).toBe(400)
    const rows = await opened.db
      .select()
      .from(staffPresence)
      .where(eq(staffPresence.collection, 'pages'))
    expect(rows).toEqual([])
  })
})
