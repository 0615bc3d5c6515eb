import { isLocale } from '~/i18n/locale'
import { type Db, getDb } from '~/server/db/client'
import { CmsError, type CmsRequest, type CmsResponse, findCmsRoute } from './core'
import { previewDb } from './visibility'
// Each handler module registers its calls when imported.
import './handlers/content'
import './handlers/forms'
import './handlers/fwcheck'
import './handlers/member'
import './handlers/member-data'
import './handlers/notifications'
import './handlers/parts'
import './handlers/pow'
import './handlers/warranty'
import { log } from '~/server/log'
import { markFocalPoints } from '~/server/media/focal-points'

export type { CmsRequest, CmsResponse } from './core'

function bareToken(authorization: string | undefined): string | undefined {
  const value = authorization?.trim()
  if (!value) return undefined
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() || undefined : value
}

/**
 * True when a string anywhere in a payload holds a NUL character, which a PostgreSQL text
 * value cannot: such input is refused up front rather than failing in the database.
 */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, nested] of Object.entries(item)) {
        if (key.includes('\u0000')) return true
        pending.push(nested)
      }
    }
  }
  return false
}

/**
 * The embedded content service: answers one /cmsapi call with the spec §8 envelope
 * `{ code, data, message }`. Expected failures keep their code and status; anything else is
 * logged and answered with a plain 500 envelope, never a stack trace.
 */
export async function handleCmsRequest(req: CmsRequest, db?: Db): Promise<CmsResponse> {
  const handler = findCmsRoute(req.method, req.path)
  if (!handler) {
    return {
      status: 404,
      body: { code: 404, message: `Unknown call: ${req.method} ${req.path}`, data: null },
    }
  }
  if (holdsNul(req.query) || holdsNul(req.body)) {
    return {
      status: 400,
      body: { code: 400, message: 'Text may not contain NUL characters', data: null },
    }
  }
  const headers: Record<string, string> = {}
  try {
    const database = previewDb() ?? db ?? (await getDb())
    const answer = await handler({
      db: database,
      locale: isLocale(req.headers.lang) ? req.headers.lang : 'en',
      query: req.query,
      body: req.body,
      token: bareToken(req.headers.authorization),
      peopleIp: req.headers.peopleIp,
      setHeader: (name, value) => {
        headers[name] = value
      },
    })
    // Library images carry their focal point to the pages (docs/cmsapi.md, "Images").
    const data = await markFocalPoints(database, answer ?? null)
    return { status: 200, body: { code: 200, message: 'success', data }, headers }
  } catch (error) {
    if (error instanceof CmsError) {
      return {
        status: error.httpStatus,
        body: { code: error.code, message: error.message, data: null },
        headers,
      }
    }
    log.error({ err: error, method: req.method, call: req.path }, 'content service call failed')
    return { status: 500, body: { code: 500, message: 'Internal error', data: null } }
  }
}
