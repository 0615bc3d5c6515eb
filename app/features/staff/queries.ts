import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { type Query, staffCall } from './calls'

/*
 * Every read of the staff console, and the keys it is cached under. A key starts with the group
 * a change makes stale (a content collection, the members, the media library…) so that one
 * invalidation of the group's key reaches all of its lists and details: `staffKeys` holds those
 * groups, `staffQueries` the reads themselves. A screen never writes a key by hand.
 */

const all = ['staff'] as const
const content = (collection: string) => [...all, 'content', collection] as const

/** The groups of the console's cache, each the start of the keys of its reads. */
export const staffKeys = {
  all,
  /** The signed-in staff user: reset on signing in or out, whatever the language. */
  me: () => [...all, 'me'] as const,
  dashboard: () => [...all, 'dashboard'] as const,
  /** A content collection's lists, items, revisions and the options of fields referring to it. */
  content,
  /** The revisions of every item of a collection (a save refused as stale may have added one). */
  contentRevisions: (collection: string) => [...content(collection), 'revisions'] as const,
  contentItem: (collection: string, id: string) => [...content(collection), 'item', id] as const,
  /** The members' lists and the member shown beside them. */
  members: () => [...all, 'members'] as const,
  /** The submissions' lists, their counts and each one's details. */
  submissions: () => [...all, 'submissions'] as const,
  assignees: () => [...all, 'assignees'] as const,
  /** The media library's pages and the media picker's, which show fewer images a page. */
  media: () => [...all, 'media'] as const,
  codeProducts: () => [...all, 'products'] as const,
  /** The batches of security codes and each batch's details. */
  codeBatches: () => [...all, 'code-batches'] as const,
  /** One type of ad list (a menu, a section's banners, the filing text), both languages. */
  ads: (type: string) => [...all, 'ads', type] as const,
  seo: () => [...all, 'seo'] as const,
  siteSettings: () => [...all, 'site-settings'] as const,
  users: () => [...all, 'users'] as const,
  apiKeys: () => [...all, 'api-keys'] as const,
  audit: () => [...all, 'audit'] as const,
}

/**
 * The console's reads, each with its key and its call: `useQuery(staffQueries.members(query))`.
 * A list's key holds the whole query it sends (filters, page, page size), so two lists that ask
 * for different pages are never one cache entry.
 */
export const staffQueries = {
  me: (locale: Locale) =>
    queryOptions({
      // The language is in the key though the call does not read it: staffCall sends the
      // console's language (setApiLocale), so a new language asks again and the answer (or its
      // error message) comes in it.
      queryKey: [...staffKeys.me(), locale] as const,
      queryFn: () => staffCall('GET /me'),
      retry: false,
      staleTime: 60_000,
    }),
  reviewQueue: () =>
    queryOptions({
      queryKey: [...staffKeys.all, 'review'] as const,
      queryFn: () => staffCall('GET /review'),
    }),
  dashboard: () =>
    queryOptions({
      queryKey: staffKeys.dashboard(),
      queryFn: () => staffCall('GET /dashboard'),
    }),
  contentList: (collection: string, query: Query) =>
    queryOptions({
      queryKey: [...staffKeys.content(collection), 'list', query] as const,
      queryFn: () => staffCall('GET /:collection', { params: { collection }, query }),
    }),
  contentItem: (collection: string, id: string) =>
    queryOptions({
      queryKey: staffKeys.contentItem(collection, id),
      queryFn: () => staffCall('GET /:collection/:id', { params: { collection, id } }),
    }),
  /** The first 200 items of a collection by title: the choices of a field referring to it. */
  contentOptions: (collection: string) =>
    queryOptions({
      queryKey: [...staffKeys.content(collection), 'options'] as const,
      queryFn: () =>
        staffCall('GET /:collection', {
          params: { collection },
          query: { pageSize: 200, sort: 'title', dir: 'asc' },
        }),
      staleTime: 30_000,
    }),
  /** The items of a collection others have open in the editor: id and their names. */
  openItems: (collection: string) =>
    queryOptions({
      queryKey: [...staffKeys.content(collection), 'presence'] as const,
      queryFn: () => staffCall('GET /presence/:collection', { params: { collection } }),
    }),
  contentRevisions: (collection: string, id: string) =>
    queryOptions({
      queryKey: [...staffKeys.contentRevisions(collection), id] as const,
      queryFn: () => staffCall('GET /:collection/:id/revisions', { params: { collection, id } }),
    }),
  members: (query: Query) =>
    queryOptions({
      queryKey: [...staffKeys.members(), 'list', query] as const,
      queryFn: () => staffCall('GET /members', { query }),
    }),
  member: (id: number) =>
    queryOptions({
      queryKey: [...staffKeys.members(), 'detail', id] as const,
      queryFn: () => staffCall('GET /members/:id', { params: { id } }),
    }),
  submissions: (query: Query) =>
    queryOptions({
      queryKey: [...staffKeys.submissions(), 'list', query] as const,
      queryFn: () => staffCall('GET /submissions', { query }),
    }),
  submissionCounts: () =>
    queryOptions({
      queryKey: [...staffKeys.submissions(), 'counts'] as const,
      queryFn: () => staffCall('GET /submissions/counts'),
    }),
  submission: (id: string) =>
    queryOptions({
      queryKey: [...staffKeys.submissions(), 'detail', id] as const,
      queryFn: () => staffCall('GET /submissions/:id', { params: { id } }),
    }),
  /** The staff a submission can be assigned to: they change seldom. */
  assignees: () =>
    queryOptions({
      queryKey: staffKeys.assignees(),
      queryFn: () => staffCall('GET /assignees'),
      staleTime: 60_000,
    }),
  media: (query: Query) =>
    queryOptions({
      queryKey: [...staffKeys.media(), 'list', query] as const,
      queryFn: () => staffCall('GET /media', { query }),
    }),
  /** The products the codes' pickers offer: they change seldom. */
  codeProducts: () =>
    queryOptions({
      queryKey: staffKeys.codeProducts(),
      queryFn: () => staffCall('GET /codes/products'),
      staleTime: 300_000,
    }),
  codeBatches: () =>
    queryOptions({
      queryKey: [...staffKeys.codeBatches(), 'list'] as const,
      queryFn: () => staffCall('GET /codes/batches'),
    }),
  codeBatch: (batch: string) =>
    queryOptions({
      queryKey: [...staffKeys.codeBatches(), 'detail', batch] as const,
      queryFn: () => staffCall('GET /codes/batches/:batch', { params: { batch } }),
    }),
  ads: (type: string) =>
    queryOptions({
      queryKey: staffKeys.ads(type),
      queryFn: () => staffCall('GET /ads', { query: { type } }),
    }),
  seo: () =>
    queryOptions({
      queryKey: staffKeys.seo(),
      queryFn: () => staffCall('GET /seo'),
    }),
  siteSettings: () =>
    queryOptions({
      queryKey: staffKeys.siteSettings(),
      queryFn: () => staffCall('GET /site-settings'),
    }),
  users: (query: Query) =>
    queryOptions({
      queryKey: [...staffKeys.users(), 'list', query] as const,
      queryFn: () => staffCall('GET /users', { query }),
    }),
  apiKeys: () =>
    queryOptions({
      queryKey: staffKeys.apiKeys(),
      queryFn: () => staffCall('GET /api-keys'),
    }),
  audit: (query: Query) =>
    queryOptions({
      queryKey: [...staffKeys.audit(), 'list', query] as const,
      queryFn: () => staffCall('GET /audit', { query }),
    }),
}
