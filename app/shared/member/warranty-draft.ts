/**
 * What a member typed into the warranty form, carried through the dealer picker and back in the
 * query string: the form's "pick it from our service outlets" button submits the form to the
 * picker (GET), the picker keeps the fields in its filter and in every dealer's link, and the
 * form draws them again with the dealer filled in. It works the same without JavaScript.
 */

/** The fields carried, each cut to the form's own limit (the receipt photo cannot ride along). */
const DRAFT_LIMITS = { dealer: 100, code: 40, model: 60, serial: 40, purchasedAt: 10 } as const

export type WarrantyDraft = Partial<Record<keyof typeof DRAFT_LIMITS, string>>

/**
 * The draft in a query string (`location.searchStr`, with or without its `?`). Read raw, not from
 * the router's parsed search, which would turn a code of digits into a rounded number. Unknown
 * fields are dropped; control characters are taken out.
 */
export function warrantyDraftOf(query: string): WarrantyDraft {
  const params = new URLSearchParams(query)
  const draft: WarrantyDraft = {}
  for (const [name, max] of Object.entries(DRAFT_LIMITS) as [keyof WarrantyDraft, number][]) {
    const value = params.get(name)
    if (value === null) continue
    const text = Array.from(value.replace(/\p{Cc}/gu, ' ').trim())
      .slice(0, max)
      .join('')
    if (text) draft[name] = text
  }
  return draft
}

/** The draft as a query string (`?…`, the dealer first), or '' when nothing was typed. */
export function warrantyDraftQuery(draft: WarrantyDraft): string {
  const params = new URLSearchParams()
  for (const name of Object.keys(DRAFT_LIMITS) as (keyof WarrantyDraft)[]) {
    const value = draft[name]
    if (value) params.set(name, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
