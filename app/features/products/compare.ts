/** The path of the product comparison with these products, its differing rows alone with `diff`. */
export function compareHref(ids: readonly number[], diff?: boolean): string {
  // Written by hand, not with URLSearchParams: the comma stays a comma in a link people share.
  const query = [ids.length > 0 ? `ids=${ids.join(',')}` : '', diff ? 'diff=1' : '']
    .filter(Boolean)
    .join('&')
  return query ? `/product/compare?${query}` : '/product/compare'
}

export type SpecRow = {
  name: string
  /** One value per product, in the products' order; null where a product does not state it. */
  values: Array<string | null>
  /** The products do not all say the same (a missing value differs from any stated one). */
  differs: boolean
}

/** A value as it is compared: spaces as a reader sees them, an empty value as none. */
function shown(value: string): string | null {
  const text = value.replace(/\s+/g, ' ').trim()
  return text === '' ? null : text
}

/**
 * The rows of a comparison: one per spec name any of the products states, in the order they
 * are first met (the first product's own order, then what the next ones add). A product that
 * names a spec twice is read by its first value, as its own page lists it first.
 */
export function specRows(
  products: ReadonlyArray<{ specs: ReadonlyArray<{ name: string; value: string }> }>,
): SpecRow[] {
  const names: string[] = []
  for (const product of products) {
    for (const spec of product.specs) if (!names.includes(spec.name)) names.push(spec.name)
  }
  return names.map((name) => {
    const values = products.map((product) => {
      const spec = product.specs.find((s) => s.name === name)
      return spec ? shown(spec.value) : null
    })
    return { name, values, differs: new Set(values).size > 1 }
  })
}
