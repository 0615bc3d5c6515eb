import sanitizeHtml from 'sanitize-html'
import * as v from 'valibot'
import { issuePath } from '~/lib/field-errors'

/**
 * Lenient reading of /cmsapi answers (docs/cmsapi.md, "What the site tolerates"). Old systems
 * send the same meaning in other forms: numbers as strings, `null` or nothing for an optional
 * field, 'YYYY-MM-DD HH:mm:ss' dates in China time, `child: null`, image lists as one
 * comma-separated string, URLs relative to the CMS. These blocks take each form once, at the
 * edge of the client, and hand the pages one shape. What a page cannot do without (an id, a
 * title) stays required: a list drops a record that lacks it (and says so in the log), a
 * detail without it is a bad answer.
 */

/** What one parse of an answer noticed: records it dropped and where media URLs resolve. */
export type ParseNotes = {
  /** Base for media paths relative to the CMS ('/profile/upload/x.jpg'); '' keeps them as sent. */
  mediaBase: string
  dropped: Array<{ index: number; where: string; problem: string }>
}

let notes: ParseNotes | null = null

/**
 * Parses synchronously with `schema`, collecting what the lenient blocks noticed. Valibot
 * parses without awaiting, so the notes belong to this parse alone.
 */
export function parseNoting<T extends v.GenericSchema>(
  schema: T,
  input: unknown,
  mediaBase: string,
): { result: v.SafeParseResult<T>; notes: ParseNotes } {
  const mine: ParseNotes = { mediaBase, dropped: [] }
  const outer = notes
  notes = mine
  try {
    return { result: v.safeParse(schema, input), notes: mine }
  } finally {
    notes = outer
  }
}

/**
 * Any value, the key itself may be missing: the start of the blocks that read a value whatever
 * its form (an object schema refuses a missing key unless its schema is optional).
 */
export const anything = v.optional(v.unknown(), null)

const NUMERIC = /^[+-]?\d+(\.\d+)?$/

/** A number, or a string holding one ("12", " 3.5 "). */
const numeric = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(NUMERIC), v.transform(Number)),
])

/** A record's id: a positive whole number, or a string of one. Required. */
export const id = v.pipe(numeric, v.integer(), v.minValue(1))

/** An optional reference to another record: null when missing or unusable. */
export const optId = v.fallback(v.nullish(id, null), null)

/** A count, size or total: 0 when missing or unusable. */
export const count = v.fallback(v.nullish(numeric, 0), 0)

/** A coordinate or other required number (numeric strings too). */
export const num = numeric

/** Text that must be there (a name, a title): numbers are taken as their digits. */
export const required = v.pipe(
  v.union([v.string(), v.pipe(numeric, v.transform(String))]),
  v.trim(),
  v.nonEmpty(),
)

/** Optional text: '' when missing, null or not text. */
export const text = v.fallback(
  v.nullish(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), ''),
  '',
)

/** Optional text that the page tells apart from empty: null when missing or blank. */
export const optText = v.pipe(
  text,
  v.transform((value) => (value.trim() === '' ? null : value)),
)

/** Yes or no: true/false, 1/0, '1'/'0', 'true'/'false', 'Y'/'N'; false when missing. */
export const bool = v.pipe(
  anything,
  v.transform((value) => {
    if (typeof value === 'boolean') return value
    if (typeof value === 'number') return value !== 0
    if (typeof value === 'string') return /^(1|true|y|yes)$/i.test(value.trim())
    return false
  }),
)

const CHINA_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/

/**
 * A point in time as ISO (UTC): ISO with a zone as it is; 'YYYY-MM-DD HH:mm:ss',
 * 'YYYY/MM/DD HH:mm' or 'YYYY-MM-DD' as China time (UTC+8); epoch milliseconds. Null otherwise.
 */
export function isoTime(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    return new Date(value).toISOString()
  }
  if (typeof value !== 'string') return null
  const raw = value.trim()
  if (/^\d{12,13}$/.test(raw)) return new Date(Number(raw)).toISOString()
  const china = CHINA_TIME.exec(raw)
  if (china) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = china
    const pad = (part: string | undefined) => (part ?? '0').padStart(2, '0')
    const time = Date.parse(`${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}+08:00`)
    return Number.isNaN(time) ? null : new Date(time).toISOString()
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw)) return null
  const time = Date.parse(raw)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** A date shown on a page: ISO, or '' when missing or unreadable (the page then shows none). */
export const date = v.pipe(
  anything,
  v.transform((value) => isoTime(value) ?? ''),
)

/** An optional point in time: ISO or null. */
export const optDate = v.pipe(anything, v.transform(isoTime))

/**
 * A media URL (image, file, video): absolute http(s) as sent, `//host/…` as https, a path
 * relative to the CMS resolved against it; anything else (javascript:, data:) is dropped.
 */
export function mediaUrl(raw: string, base: string): string {
  const value = raw.trim()
  if (!value) return ''
  if (/^https?:\/\//i.test(value)) return value
  if (value.startsWith('//')) return `https:${value}`
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return ''
  if (!base) return value
  return `${base}${value.startsWith('/') ? '' : '/'}${value}`
}

/** An optional media URL: '' when missing. */
export const url = v.pipe(
  text,
  v.transform((value) => mediaUrl(value, notes?.mediaBase ?? '')),
)

/** A path or address without a scheme of its own ('/profile/upload/a.jpg', 'upload/a.pdf'). */
const isRelative = (value: string) =>
  value !== '' && !/^(?:[a-z][a-z\d+.-]*:|\/\/|#|\?)/i.test(value)

/** A link to a file ('…/manual.pdf'), not to a page ('/about/news/detail/5', '/a.html'). */
const isFileLink = (href: string) => {
  const extension = /\.([a-z\d]{2,5})$/i.exec(href.split(/[?#]/)[0] ?? '')?.[1]
  return extension !== undefined && !/^html?$/i.test(extension)
}

/**
 * Rich text (a body, a job's duties) with its pictures and its links to files resolved against
 * the CMS, as `url` resolves a media field: an old CMS writes '/profile/upload/…' into the HTML
 * its editor saved. A link to a page stays as sent (the site's own routes are the CMS's). Only
 * addresses change here; the page sanitizes the text before showing it (`~/server/sanitize`).
 */
export function resolveRichText(html: string, base: string): string {
  if (!base || !/\s(?:src|href)\s*=/i.test(html)) return html
  const resolve = (value: string, when: boolean) =>
    when && isRelative(value.trim()) ? mediaUrl(value, base) : value
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // Schemes are the page's sanitizer's to judge, with the rest of the text.
    allowedSchemesAppliedToAttributes: [],
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.src ? { src: resolve(attribs.src, true) } : {}) },
      }),
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.href ? { href: resolve(attribs.href, isFileLink(attribs.href)) } : {}),
        },
      }),
    },
  })
}

/** Optional rich text ('' when missing), its pictures and files resolved (`resolveRichText`). */
export const richText = v.pipe(
  text,
  v.transform((html) => resolveRichText(html, notes?.mediaBase ?? '')),
)

/** Optional rich text that the page tells apart from empty: null when missing or blank. */
export const optRichText = v.pipe(
  richText,
  v.transform((value) => (value.trim() === '' ? null : value)),
)

/** A list of media URLs: an array, or one comma-separated string; empty entries left out. */
export const urlList = v.pipe(
  anything,
  v.transform((value) => {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
    return items.flatMap((item) => {
      if (typeof item !== 'string') return []
      const resolved = mediaUrl(item, notes?.mediaBase ?? '')
      return resolved ? [resolved] : []
    })
  }),
)

/** Text items of a list (city names): missing or non-text items left out. */
export const textList = v.pipe(
  anything,
  v.transform((value) =>
    Array.isArray(value)
      ? value.flatMap((item) => (typeof item === 'string' && item.trim() !== '' ? [item] : []))
      : [],
  ),
)

/**
 * A list of records: null, missing or `{}` (code 1500 without data) is empty; a record that
 * does not fit `item` is left out and noted (the client logs it), never fatal to the page.
 */
export function list<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    anything,
    v.transform((value): v.InferOutput<T>[] => {
      if (!Array.isArray(value)) return []
      const out: v.InferOutput<T>[] = []
      value.forEach((entry, index) => {
        const parsed = v.safeParse(item, entry)
        if (parsed.success) out.push(parsed.output)
        else
          notes?.dropped.push({
            index,
            where: issuePath(parsed.issues[0]),
            problem: parsed.issues[0]?.message ?? 'invalid',
          })
      })
      return out
    }),
  )
}

/** An optional nested record: null when missing or when it does not fit. */
export function maybe<T extends v.GenericSchema>(schema: T) {
  return v.fallback(v.nullish(schema, null), null)
}

/**
 * A page of a list: `{ list, total, pageNo, pageSize }`, each optional (total defaults to the
 * records received, paging to 1 and their number), plus `extra` entries a call adds (the news
 * categories). `{}` is an empty page, a bare array a page of all its records.
 */
export function pageWith<T extends v.GenericSchema, E extends v.ObjectEntries>(item: T, extra: E) {
  const entries = {
    list: list(item),
    total: v.fallback(v.nullish(numeric, null), null),
    pageNo: v.fallback(v.nullish(numeric, null), null),
    pageSize: v.fallback(v.nullish(numeric, null), null),
    ...extra,
  }
  return v.pipe(
    anything,
    v.transform((value) =>
      Array.isArray(value) ? { list: value } : typeof value === 'object' && value ? value : {},
    ),
    v.object(entries),
    v.transform(({ total, pageNo, pageSize, ...rest }) => {
      const count = rest.list?.length ?? 0
      return {
        ...rest,
        total: Math.max(total ?? count, count),
        pageNo: pageNo ?? 1,
        pageSize: pageSize ?? count,
      }
    }),
  )
}

/** A page of `item` records and nothing else. */
export const pageOf = <T extends v.GenericSchema>(item: T) => pageWith(item, {})

/** The answer of a write: a bare 1 or 0 passes through (0: refused); any envelope data is done. */
export const done = v.pipe(
  anything,
  v.transform((value) => value !== 0 && value !== '0' && value !== false),
)
