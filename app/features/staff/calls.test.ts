import { afterEach, expect, it, vi } from 'vitest'
import { StaffApiError } from './api'
import { type AnswerOf, callTarget, staffCall, staffDownload } from './calls'

afterEach(() => vi.unstubAllGlobals())

function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

it('fills a key’s :names (encoded) and appends the query without empty values', () => {
  expect(
    callTarget('POST /:collection/:id/revisions/:revision/restore', {
      params: { collection: 'news', id: 'a/b c', revision: 7 },
    }),
  ).toEqual({ method: 'POST', path: '/news/a%2Fb%20c/revisions/7/restore' })
  expect(callTarget('GET /users', { query: { q: 'li', role: undefined, page: 2 } })).toEqual({
    method: 'GET',
    path: '/users?q=li&page=2',
  })
  expect(() => callTarget('GET /members/:id')).toThrow('Missing id')
})

it('sends the call’s method and JSON body to its path and answers the envelope’s data', async () => {
  const fetch = answering(200, { data: { id: 3, disabledAt: null } })
  const answer = await staffCall('PATCH /members/:id', {
    params: { id: 3 },
    body: { disabled: false },
  })
  expect(answer).toEqual({ id: 3, disabledAt: null })
  const [url, init] = fetch.mock.calls[0] ?? []
  expect(url).toBe('/api/staff/members/3')
  expect(init?.method).toBe('PATCH')
  expect(init?.body).toBe('{"disabled":false}')
})

it('throws the server’s message and field messages on a refusal', async () => {
  answering(400, { message: 'Choose a role', fieldErrors: { role: 'Choose a role' } })
  const failure = await staffCall('POST /api-keys', { body: { name: 'ci', role: 'editor' } }).catch(
    (e: unknown) => e,
  )
  expect(failure).toBeInstanceOf(StaffApiError)
  expect(failure).toMatchObject({ status: 400, fieldErrors: { role: 'Choose a role' } })
})

it('answers a download’s response as it came', async () => {
  answering(200, 'csv')
  const response = await staffDownload('GET /submissions/export.csv', { query: { type: 'join' } })
  expect(response.status).toBe(200)
})

// The types are the contract: `npm run typecheck` fails when a screen sends what the API's schema
// refuses or reads what the server does not answer. (Checked by tsc; the calls never run.)
declare const me: AnswerOf<'GET /me'>
declare const users: AnswerOf<'GET /users'>

it('types each call from the API’s schema and the server’s result', () => {
  const never = () => {
    // @ts-expect-error: a role outside the schema's picklist
    void staffCall('POST /api-keys', { body: { name: 'ci', role: 'owner' } })
    // @ts-expect-error: a call with a :name needs its params
    void staffCall('GET /members/:id')
    // @ts-expect-error: a call without a body takes none
    void staffCall('GET /me', { body: {} })
    // @ts-expect-error: no such field in the server's answer
    void me.password
    // Dates arrive as strings.
    const created: string | undefined = users.list[0]?.createdAt
    return created
  }
  expect(never).toBeTypeOf('function')
})
