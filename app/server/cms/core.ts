import * as v from 'valibot'
import type { Locale } from '~/i18n/locale'
import { describeIssue } from '~/lib/field-errors'
import type { Db } from '~/server/db/client'
import { MAX_ID } from '~/shared/ids'

/** A call as the content service receives it, whichever transport brought it. */
export type CmsRequest = {
  method: 'GET' | 'POST'
  /** The part after the /cmsapi/ prefix, e.g. 'common/cmsContent/list'. */
  path: string
  query: Record<string, string>
  body: unknown
  headers: { authorization?: string; peopleIp?: string; lang?: string }
}

export type CmsResponse = { status: number; body: unknown; headers?: Record<string, string> }

export type CmsContext = {
  db: Db
  locale: Locale
  query: Record<string, string>
  body: unknown
  /** The bare token of the Authorization header ('Bearer ' stripped), if any. */
  token: string | undefined
  peopleIp: string | undefined
  /** Adds a response header (e.g. the captcha's verKey). */
  setHeader(name: string, value: string): void
}

export type CmsHandler = (ctx: CmsContext) => Promise<unknown>

/** An expected failure: answered with its envelope code and HTTP status, never a 500. */
export class CmsError extends Error {
  readonly code: number
  readonly httpStatus: number

  constructor(code: number, message: string, httpStatus = code >= 400 && code < 600 ? code : 200) {
    super(message)
    this.name = 'CmsError'
    this.code = code
    this.httpStatus = httpStatus
  }
}

/** Spec §8 envelope: code 200 is success. Not found is code 404 in an HTTP 200 answer. */
export const notFound = (what = 'Not Found') => new CmsError(404, what, 200)

const routes = new Map<string, CmsHandler>()

export function registerCmsRoute(method: 'GET' | 'POST', path: string, handler: CmsHandler) {
  routes.set(`${method} ${path}`, handler)
}

/** Every registered call as [method, path] (used by the hostile-input tests). */
export function listCmsRoutes(): Array<['GET' | 'POST', string]> {
  return [...routes.keys()].map((key) => {
    const [method, path] = key.split(' ')
    return [method === 'POST' ? 'POST' : 'GET', path ?? '']
  })
}

export function findCmsRoute(method: string, path: string): CmsHandler | undefined {
  return routes.get(`${method} ${path}`)
}

/** Validates a payload or query; bad input is a 400 with the first problem named. */
export function parseInput<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new CmsError(400, describeIssue(result.issues[0]), 400)
  return result.output
}

/** A row id in a payload: 1 to MAX_ID (ids are 32-bit integers in the database). */
export const Id = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1, 'id must be a positive integer'),
  v.maxValue(MAX_ID, 'id must be a positive integer'),
)

/** A decimal id from a query string. */
export const IdQuery = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,9}$/, 'id must be a positive integer'),
    v.transform(Number),
    v.maxValue(MAX_ID, 'id must be a positive integer'),
  ),
})

const intish = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number))]),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
    fallback,
  )

/** Paging of list calls: pageNo from 1, pageSize 1–100 (default 10). */
export const Paging = {
  pageNo: intish(1, 100_000, 1),
  pageSize: intish(1, 100, 10),
}

export const OptionalId = v.optional(
  v.nullable(
    v.union([
      Id,
      v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.maxValue(MAX_ID)),
      v.literal(''),
    ]),
  ),
)

export const Keyword = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), '')

export type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number }

/** Escapes LIKE wildcards so a keyword matches literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function idOrUndefined(value: number | '' | null | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined
}
