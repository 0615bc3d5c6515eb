/**
 * The warranty terms the site states, in one shape wherever they come from: a product
 * category's (the content service's `warranty`, docs/cmsapi.md), a product's (its category's),
 * a manual's. No page writes a term of its own: each reads these numbers.
 */
export type WarrantyTerms = {
  /** How long a tool is under warranty after its purchase (months). */
  months: number
  /** How long its batteries and chargers are (months). */
  accessoryMonths: number
}

/** The range staff may set a term in (months): a month to ten years. */
export const WARRANTY_MONTHS = { min: 1, max: 120 } as const

/** The terms of a category created without any (the columns' defaults, migration 0022). */
export const DEFAULT_WARRANTY: WarrantyTerms = { months: 24, accessoryMonths: 12 }

/**
 * What the service overview says about the warranty: one term when every category has the
 * same, else each category's; nothing when no category states one (a CMS without the terms, or
 * one that could not be read just now).
 */
export type WarrantyStatement =
  | { kind: 'one'; terms: WarrantyTerms }
  | { kind: 'byCategory'; categories: Array<{ id: number; name: string; terms: WarrantyTerms }> }
  | { kind: 'none' }

export function warrantyStatement(
  categories: ReadonlyArray<{ id: number; name: string; warranty: WarrantyTerms | null }>,
): WarrantyStatement {
  const stated = categories.flatMap((c) =>
    c.warranty ? [{ id: c.id, name: c.name, terms: c.warranty }] : [],
  )
  const [first] = stated
  if (!first) return { kind: 'none' }
  const same = stated.every(
    (c) =>
      c.terms.months === first.terms.months &&
      c.terms.accessoryMonths === first.terms.accessoryMonths,
  )
  // A category that states no term is left out of a list, but a single sentence for "every
  // tool" would claim it too: then the categories are named.
  if (same && stated.length === categories.length) {
    return {
      kind: 'one',
      terms: { months: first.terms.months, accessoryMonths: first.terms.accessoryMonths },
    }
  }
  return { kind: 'byCategory', categories: stated }
}
