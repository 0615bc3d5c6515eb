import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { afterEach, expect, it, vi } from 'vitest'
import { staffKeys, staffQueries } from './queries'

afterEach(() => vi.unstubAllGlobals())

const seed = (client: QueryClient, keys: QueryKey[]) => {
  for (const key of keys) client.setQueryData(key, { cached: true })
}

/** A client like the console's: answers stay fresh for a minute unless something invalidates them. */
function consoleClient(keys: QueryKey[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
  seed(client, keys)
  return client
}

const invalidated = (client: QueryClient, keys: QueryKey[]) =>
  keys.map((key) => client.getQueryState(key)?.isInvalidated)

it('a change to a collection makes its lists, items, options and revisions stale, not another’s', async () => {
  const news = [
    staffQueries.contentList('news', { page: 1, pageSize: 20 }).queryKey,
    staffQueries.contentItem('news', 'n1').queryKey,
    staffQueries.contentOptions('news').queryKey,
    staffQueries.contentRevisions('news', 'n1').queryKey,
  ]
  const products = [
    staffQueries.contentList('products', { page: 1, pageSize: 20 }).queryKey,
    staffQueries.contentItem('products', 'p1').queryKey,
    // The security codes' product picker is no content collection: it stays fresh too.
    staffQueries.codeProducts().queryKey,
  ]
  const client = consoleClient([...news, ...products])
  await client.invalidateQueries({ queryKey: staffKeys.content('news') })
  expect(invalidated(client, news)).toEqual([true, true, true, true])
  expect(invalidated(client, products)).toEqual([false, false, false])
})

it('a save refused as stale makes only the collection’s revisions stale; reloading, only the item', async () => {
  const [list, item, revisions] = [
    staffQueries.contentList('news', { page: 1 }).queryKey,
    staffQueries.contentItem('news', 'n1').queryKey,
    staffQueries.contentRevisions('news', 'n1').queryKey,
  ]
  const client = consoleClient([list, item, revisions])
  await client.invalidateQueries({ queryKey: staffKeys.contentRevisions('news') })
  expect(invalidated(client, [list, item, revisions])).toEqual([false, false, true])
  await client.invalidateQueries({ queryKey: staffKeys.contentItem('news', 'n1') })
  expect(invalidated(client, [list, item])).toEqual([false, true])
})

it('a group’s key reaches its lists and details, and nothing of the other groups', async () => {
  const members = [
    staffQueries.members({ page: 1, pageSize: 25 }).queryKey,
    staffQueries.member(7).queryKey,
  ]
  const submissions = [
    staffQueries.submissions({ page: 2, pageSize: 25 }).queryKey,
    staffQueries.submissionCounts().queryKey,
    staffQueries.submission('12').queryKey,
  ]
  const batches = [staffQueries.codeBatches().queryKey, staffQueries.codeBatch('B-1').queryKey]
  const client = consoleClient([...members, ...submissions, ...batches])
  await client.invalidateQueries({ queryKey: staffKeys.members() })
  expect(invalidated(client, [...members, ...submissions, ...batches])).toEqual([
    true,
    true,
    false,
    false,
    false,
    false,
    false,
  ])
  await client.invalidateQueries({ queryKey: staffKeys.submissions() })
  await client.invalidateQueries({ queryKey: staffKeys.codeBatches() })
  expect(invalidated(client, [...submissions, ...batches])).toEqual([true, true, true, true, true])
})

it('the media library’s pages and the picker’s are cached apart and made stale together', async () => {
  const screen = staffQueries.media({ q: undefined, page: 1, pageSize: 24 }).queryKey
  const picker = staffQueries.media({ q: '', page: 1, pageSize: 12 }).queryKey
  const client = consoleClient([screen])
  expect(client.getQueryData(picker)).toBeUndefined()
  seed(client, [picker])
  await client.invalidateQueries({ queryKey: staffKeys.media() })
  expect(invalidated(client, [screen, picker])).toEqual([true, true])
})

it('signing in or out resets the signed-in user of every language', async () => {
  const client = consoleClient([staffQueries.me('en').queryKey, staffQueries.me('zh').queryKey])
  await client.resetQueries({ queryKey: staffKeys.me() })
  expect(client.getQueryData(staffQueries.me('en').queryKey)).toBeUndefined()
  expect(client.getQueryData(staffQueries.me('zh').queryKey)).toBeUndefined()
})

it('a list asks for the query its key holds', async () => {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ data: { list: [], total: 0 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  const client = new QueryClient()
  await client.fetchQuery(
    staffQueries.contentList('news', { q: 'spring', state: undefined, page: 2, pageSize: 20 }),
  )
  await client.fetchQuery(staffQueries.members({ q: '', page: 1, pageSize: 25 }))
  expect(fetch.mock.calls.map(([url]) => url)).toEqual([
    '/api/staff/news?q=spring&page=2&pageSize=20',
    '/api/staff/members?page=1&pageSize=25',
  ])
})
