import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One message id is one text: the server loads every catalogue into one table, the browser only
 * the page's, so a message translated two ways renders one way on the server and another in the
 * browser (a hydration mismatch), or shows the staff console's wording on a public page.
 */
function entries(file: string): Array<[string, string]> {
  const out: Array<[string, string]> = []
  const po = readFileSync(file, 'utf8')
  for (const block of po.split(/\n\n+/)) {
    const context = /^msgctxt "(.*)"$/m.exec(block)?.[1] ?? ''
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1]
    if (id && str !== undefined) out.push([`${context}\u0004${id}`, str])
  }
  return out
}

describe('catalogues', () => {
  for (const locale of ['en', 'zh']) {
    it(`translate a message the same way in every ${locale} catalogue`, () => {
      const dir = join('locales', locale)
      const seen = new Map<string, { text: string; file: string }>()
      const conflicts: string[] = []
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
        for (const [key, text] of entries(join(dir, file))) {
          const earlier = seen.get(key)
          if (earlier && earlier.text !== text) {
            conflicts.push(
              `${key.split('\u0004')[1]}: "${earlier.text}" (${earlier.file}) ≠ "${text}" (${file})`,
            )
          }
          if (!earlier) seen.set(key, { text, file })
        }
      }
      expect(conflicts).toEqual([])
    })
  }
})
