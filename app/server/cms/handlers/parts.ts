import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { PartName, ProductPart } from '~/server/db/schema'
import * as s from '~/server/db/schema'
import { parseInput, registerCmsRoute } from '../core'
import { live } from '../visibility'

/**
 * Spare parts (extensions, docs/cmsapi.md): a tool's parts with their names in the answer's
 * language (`cmsProduct/detail`), and the parts search of the parts page and the site search
 * (`cmsProduct/partsSearch`).
 */

/** A tool's parts in callout order, each named in the row's language (else by its number). */
export function namedParts(parts: ProductPart[], names: PartName[]) {
  const byNumber = new Map(names.map((n) => [n.partNumber, n.name]))
  return [...parts]
    .sort((a, b) => a.number - b.number)
    .map((p) => ({ ...p, name: byNumber.get(p.partNumber) || p.partNumber }))
}

/** The most tools and parts one search answers. */
export const PARTS_SEARCH_LIMIT = 50

/**
 * What a part number or model is compared by: without case, spaces, dots, dashes or slashes, as
 * people type them ("1619 rf 0412", "629937 8", "rf-dd20b").
 */
export const compact = (text: string) => text.toLowerCase().replace(/[\s.\-/_]+/g, '')

const PartsSearchQuery = v.object({
  keyword: v.pipe(
    v.string('keyword is required'),
    v.trim(),
    v.minLength(1, 'keyword is required'),
    v.maxLength(100, 'keyword is too long'),
  ),
})

registerCmsRoute('GET', 'common/cmsProduct/partsSearch', async (ctx) => {
  const { keyword } = parseInput(PartsSearchQuery, ctx.query)
  const word = keyword.toLowerCase()
  const code = compact(keyword)
  // The catalogue's tools with parts, in the list's order: a maker's catalogue is hundreds of
  // tools, read at once and matched here (a part number is matched as people type it).
  const rows = await ctx.db
    .select({
      id: s.products.id,
      name: s.products.name,
      model: s.products.model,
      images: s.products.images,
      parts: s.products.parts,
      partNames: s.products.partNames,
    })
    .from(s.products)
    .where(and(eq(s.products.locale, ctx.locale), live(s.products, s.products.publishAt)))
    .orderBy(asc(s.products.sort), asc(s.products.id))
  const tools = rows.filter((r) => r.parts.length > 0)
  const products = tools
    .filter(
      (t) =>
        (code !== '' && compact(t.model).includes(code)) || t.name.toLowerCase().includes(word),
    )
    .slice(0, PARTS_SEARCH_LIMIT)
    .map((t) => ({
      id: t.id,
      name: t.name,
      model: t.model,
      image: t.images[0] ?? '',
      partCount: t.parts.length,
    }))
  const parts = new Map<
    string,
    {
      partNumber: string
      name: string
      products: Array<{ id: number; name: string; model: string; number: number }>
    }
  >()
  for (const t of tools) {
    for (const p of namedParts(t.parts, t.partNames)) {
      const hit =
        (code.length >= 3 && compact(p.partNumber).includes(code)) ||
        p.name.toLowerCase().includes(word)
      if (!hit) continue
      const found = parts.get(p.partNumber)
      const tool = { id: t.id, name: t.name, model: t.model, number: p.number }
      if (found) found.products.push(tool)
      else if (parts.size < PARTS_SEARCH_LIMIT)
        parts.set(p.partNumber, { partNumber: p.partNumber, name: p.name, products: [tool] })
    }
  }
  return { products, parts: [...parts.values()] }
})
