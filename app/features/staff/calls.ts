import type * as v from 'valibot'
import type { AdSchemas, Answer as AdsAnswer, SeoBodySchema } from '~/server/staff/api/ads'
import type { Answer as CodesAnswer } from '~/server/staff/api/codes'
import type { Answer as ContentAnswer } from '~/server/staff/api/content'
import type { Answer as DashboardAnswer } from '~/server/staff/api/dashboard'
import type { Answer as FilesAnswer } from '~/server/staff/api/files'
import type { Answer as MediaAnswer } from '~/server/staff/api/media'
import type { Answer as MembersAnswer } from '~/server/staff/api/members'
import type { Answer as PresenceAnswer } from '~/server/staff/api/presence'
import type { Answer as SessionAnswer } from '~/server/staff/api/session'
import type { Answer as SiteSettingsAnswer } from '~/server/staff/api/site-settings'
import type { Answer as SubmissionsAnswer } from '~/server/staff/api/submissions'
import type { Answer as UsersAnswer } from '~/server/staff/api/users'
import type {
  ContentSchemas,
  makeBulkSchema,
  makePublishSchema,
  makeSendBackSchema,
} from '~/shared/staff/content-schemas'
import type { StaffSchemas } from '~/shared/staff/schemas'
import { queryString, staffApi, staffRequest } from './api'

/**
 * What a value becomes on its way through JSON: dates turn into ISO strings. The console reads
 * the server's result types through it, so a screen sees the answer as it arrives.
 */
export type Json<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T

/** The body a call validates with a shared schema: what the console may send. */
type In<K extends keyof StaffSchemas> = v.InferInput<StaffSchemas[K]>

/**
 * Every call the console makes: its body (the input of the schema the API validates it with) and
 * its answer (the server's own result type, as JSON). A key is the method and the path as the
 * API registers it; `:name` parts are filled from `params`.
 */
export type StaffCalls = {
  'GET /me': { answer: Json<SessionAnswer['me']> }
  'DELETE /session': { answer: Json<SessionAnswer['signOut']> }
  'POST /session': { body: In<'signIn'>; answer: Json<SessionAnswer['signIn']> }
  'POST /me/password': { body: In<'ownPassword'>; answer: Json<SessionAnswer['password']> }
  'POST /me/totp': { answer: Json<SessionAnswer['totpEnrol']> }
  'POST /me/totp/confirm': { body: In<'totpCode'>; answer: Json<SessionAnswer['totpConfirm']> }
  'POST /me/totp/disable': { body: In<'totpOff'>; answer: Json<SessionAnswer['me']> }
  'GET /dashboard': { answer: Json<DashboardAnswer['dashboard']> }
  'GET /users': { answer: Json<UsersAnswer['list']> }
  'POST /users': { body: In<'newStaff'>; answer: Json<UsersAnswer['create']> }
  'PATCH /users/:id': { body: In<'staffPatch'>; answer: Json<UsersAnswer['update']> }
  'POST /users/:id/password': { body: In<'resetAccount'>; answer: Json<UsersAnswer['reset']> }
  'GET /assignees': { answer: Json<UsersAnswer['assignees']> }
  'GET /api-keys': { answer: Json<UsersAnswer['apiKeys']> }
  'POST /api-keys': { body: In<'newApiKey'>; answer: Json<UsersAnswer['newApiKey']> }
  'DELETE /api-keys/:id': { answer: Json<UsersAnswer['apiKey']> }
  'GET /audit': { answer: Json<UsersAnswer['audit']> }
  'GET /submissions': { answer: Json<SubmissionsAnswer['list']> }
  'GET /submissions/counts': { answer: Json<SubmissionsAnswer['counts']> }
  'GET /submissions/:id': { answer: Json<SubmissionsAnswer['get']> }
  'PATCH /submissions/:id': {
    body: In<'submissionPatch'>
    answer: Json<SubmissionsAnswer['update']>
  }
  'POST /submissions/bulk': { body: In<'submissionBulk'>; answer: Json<SubmissionsAnswer['bulk']> }
  'GET /members': { answer: Json<MembersAnswer['list']> }
  'GET /members/:id': { answer: Json<MembersAnswer['get']> }
  'PATCH /members/:id': { body: In<'memberPatch'>; answer: Json<MembersAnswer['update']> }
  'POST /members/:id/revoke-sessions': { answer: Json<MembersAnswer['revokeSessions']> }
  'GET /media': { answer: Json<MediaAnswer['list']> }
  /** Multipart: fields `file` (one or more images) and `alt`. */
  'POST /media': { body: FormData; answer: Json<MediaAnswer['upload']> }
  'PATCH /media/:id': { body: In<'mediaPatch'>; answer: Json<MediaAnswer['update']> }
  'DELETE /media/:id': { answer: Json<MediaAnswer['remove']> }
  'GET /media/:id/usage': { answer: Json<MediaAnswer['usage']> }
  'POST /media/:id/replace': { body: In<'mediaReplace'>; answer: Json<MediaAnswer['replace']> }
  /** Multipart: field `file`. */
  'POST /files': { body: FormData; answer: Json<FilesAnswer['upload']> }
  'GET /codes/products': { answer: Json<CodesAnswer['products']> }
  'GET /codes/batches': { answer: Json<CodesAnswer['batches']> }
  'GET /codes/batches/:batch': { answer: Json<CodesAnswer['batch']> }
  // A content collection's calls: `:collection` is one of the collections' names.
  'GET /:collection': { answer: Json<ContentAnswer['list']> }
  'POST /:collection': {
    body: v.InferInput<ContentSchemas['full']>
    answer: Json<ContentAnswer['create']>
  }
  'POST /:collection/bulk': {
    body: v.InferInput<ReturnType<typeof makeBulkSchema>>
    answer: Json<ContentAnswer['bulk']>
  }
  'GET /:collection/:id': { answer: Json<ContentAnswer['get']> }
  'PATCH /:collection/:id': {
    body: v.InferInput<ContentSchemas['patch']>
    answer: Json<ContentAnswer['update']>
  }
  'DELETE /:collection/:id': { answer: Json<ContentAnswer['remove']> }
  'GET /review': { answer: Json<ContentAnswer['review']> }
  'PUT /:collection/:id/draft': {
    body: v.InferInput<ContentSchemas['draft']>
    answer: Json<ContentAnswer['draft']>
  }
  'DELETE /:collection/:id/draft': { answer: Json<ContentAnswer['draft']> }
  'POST /:collection/:id/draft/publish': {
    body: v.InferInput<ReturnType<typeof makePublishSchema>>
    answer: Json<ContentAnswer['draft']>
  }
  'POST /:collection/:id/submit': { answer: Json<ContentAnswer['draft']> }
  'POST /:collection/:id/approve': {
    body: v.InferInput<ReturnType<typeof makePublishSchema>>
    answer: Json<ContentAnswer['draft']>
  }
  'POST /:collection/:id/send-back': {
    body: v.InferInput<ReturnType<typeof makeSendBackSchema>>
    answer: Json<ContentAnswer['draft']>
  }
  'POST /presence/:collection/:id': {
    body: { editing: boolean }
    answer: Json<PresenceAnswer['others']>
  }
  'GET /presence/:collection/:id': { answer: Json<PresenceAnswer['others']> }
  'DELETE /presence/:collection/:id': { answer: Json<PresenceAnswer['leave']> }
  'GET /presence/:collection': { answer: Json<PresenceAnswer['open']> }
  'GET /ads': { answer: Json<AdsAnswer['list']> }
  'POST /ads': { body: v.InferInput<AdSchemas['create']>; answer: Json<AdsAnswer['create']> }
  'PATCH /ads/:id': { body: v.InferInput<AdSchemas['patch']>; answer: Json<AdsAnswer['update']> }
  'DELETE /ads/:id': { answer: Json<AdsAnswer['remove']> }
  'POST /ads/order': { body: v.InferInput<AdSchemas['order']>; answer: Json<AdsAnswer['order']> }
  'GET /seo': { answer: Json<AdsAnswer['seo']> }
  'POST /seo': { body: v.InferInput<SeoBodySchema>; answer: Json<AdsAnswer['saveSeo']> }
  'GET /site-settings': { answer: Json<SiteSettingsAnswer['get']> }
  'POST /site-settings': { body: In<'siteSettings'>; answer: Json<SiteSettingsAnswer['save']> }
  'GET /:collection/:id/revisions': { answer: Json<ContentAnswer['revisions']> }
  'POST /:collection/:id/revisions/:revision/restore': { answer: Json<ContentAnswer['restore']> }
}

export type CallKey = keyof StaffCalls
/** The body of one call: the input of the schema the API validates it with. */
export type BodyOf<K extends CallKey> = StaffCalls[K] extends { body: infer B } ? B : never
/** The answer of one call, as the console receives it. */
export type AnswerOf<K extends CallKey> = StaffCalls[K]['answer']

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** A call's query string, as an object: empty values are left out (see queryString). */
export type Query = Record<string, string | number | undefined | null>

/** Calls whose answer is a file (CSV) rather than JSON: the body is still the schema's input. */
export type StaffDownloads = {
  'POST /codes/generate': { body: In<'generateCodes'> }
  'GET /submissions/export.csv': object
  'GET /warranties/export.csv': object
  'GET /warranties/:id/receipt': object
  /** The page drawn from the editor's unsaved form (HTML). */
  'POST /preview/:collection': { body: v.InferInput<ContentSchemas['full']> }
  'POST /preview/:collection/:id': { body: v.InferInput<ContentSchemas['full']> }
}

type Args<M, K extends keyof M & string> = { query?: Query; signal?: AbortSignal } & ([
  ParamNames<K>,
] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<K>, string | number> }) &
  (M[K] extends { body: infer B } ? { body: B } : { body?: undefined })

type ArgList<M, K extends keyof M & string> =
  object extends Args<M, K> ? [args?: Args<M, K>] : [args: Args<M, K>]

type Loose = {
  params?: Record<string, string | number>
  query?: Query
  body?: unknown
  signal?: AbortSignal
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** The method, path (`:name` parts filled in, each encoded) and query of a call's key. */
export function callTarget(key: string, { params = {}, query }: Loose = {}) {
  const space = key.indexOf(' ')
  const method = METHODS.find((m) => m === key.slice(0, space))
  if (!method) throw new Error(`No method in ${key}`)
  const path = key.slice(space + 1).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing ${name} for ${key}`)
    return encodeURIComponent(String(value))
  })
  return { method, path: path + (query ? queryString(query) : '') }
}

/**
 * Calls the staff API, typed from the call's key: the body must be what the API's schema takes,
 * and the answer is the server's result type (as JSON). Throws StaffApiError.
 */
export function staffCall<K extends CallKey>(
  key: K,
  ...[args]: ArgList<StaffCalls, K>
): Promise<AnswerOf<K>> {
  const loose: Loose = args ?? {}
  const { method, path } = callTarget(key, loose)
  return staffApi<AnswerOf<K>>(path, { method, body: loose.body, signal: loose.signal })
}

/** Asks for a download (see saveDownload), typed like staffCall. Throws StaffApiError. */
export function staffDownload<K extends keyof StaffDownloads>(
  key: K,
  ...[args]: ArgList<StaffDownloads, K>
): Promise<Response> {
  const loose: Loose = args ?? {}
  const { method, path } = callTarget(key, loose)
  return staffRequest(path, { method, body: loose.body, signal: loose.signal })
}
