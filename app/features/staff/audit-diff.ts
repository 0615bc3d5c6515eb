/** What an audit entry's before and after say to a reader: a title and the fields that changed. */

const TITLE_KEYS = ['title', 'name', 'company', 'email', 'fileName', 'batch'] as const

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

function titleIn(value: unknown): string | null {
  const r = record(value)
  if (!r) return null
  for (const key of TITLE_KEYS) {
    const v = r[key]
    if (typeof v === 'string' && v.trim()) return v.trim()
  }
  return null
}

/**
 * The title of the thing an entry is about, in the reader's language first: content items are
 * `{ en: { title }, zh: { title } }`, other entities carry a name, email or file name.
 */
export function auditTitle(locale: string, before: unknown, after: unknown): string | null {
  for (const value of [after, before]) {
    const r = record(value)
    if (!r) continue
    const languages = locale === 'zh' ? [r.zh, r.en] : [r.en, r.zh]
    for (const lang of languages) {
      const found = titleIn(lang)
      if (found) return found
    }
    const own = titleIn(r)
    if (own) return own
  }
  return null
}

/** Row ids, times of the save and computed states: not what a reader means by a change. */
const NOISE = new Set(['updatedAt', 'state'])

function flatten(value: unknown, path: string, out: Map<string, string>, depth: number) {
  const r = record(value)
  if (r && depth < 3) {
    for (const [key, v] of Object.entries(r)) {
      if (NOISE.has(key) || (key === 'id' && depth > 0)) continue
      flatten(v, path ? `${path}.${key}` : key, out, depth + 1)
    }
    return
  }
  out.set(
    path,
    value === undefined || value === null
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value),
  )
}

export type AuditChange = { field: string; before: string; after: string }

/** The fields that differ between before and after (`en.title: "A" → "B"`), at most `limit`. */
export function auditChanges(before: unknown, after: unknown, limit = 20): AuditChange[] {
  const a = new Map<string, string>()
  const b = new Map<string, string>()
  flatten(before, '', a, 0)
  flatten(after, '', b, 0)
  const fields = [...new Set([...a.keys(), ...b.keys()])]
  const changes: AuditChange[] = []
  for (const field of fields) {
    const was = a.get(field) ?? ''
    const now = b.get(field) ?? ''
    if (was !== now) changes.push({ field: field || '—', before: was, after: now })
    if (changes.length >= limit) break
  }
  return changes
}
