import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inProcessTransport, type Transport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { outlets } from '~/server/db/schema'
import { seed } from '~/server/db/seed'
import { openTestDb, testEngines } from '~/server/db/test-db'
import { dealerSuggestions } from './dealers.server'

describe.each(testEngines())('dealer suggestions on %s', (engine) => {
  let opened: OpenDb

  beforeAll(async () => {
    opened = await openTestDb(engine)
    await seed(opened.db)
  })
  afterAll(async () => {
    await opened?.close()
  })

  it.each(['en', 'zh'] as const)(
    'are the after-sales outlets of the language, each name once (%s)',
    async (locale) => {
      const rows = await opened.db
        .select({ name: outlets.dealerName, city: outlets.city })
        .from(outlets)
        .where(eq(outlets.locale, locale))
      expect(rows.length).toBeGreaterThan(0)
      const suggestions = await dealerSuggestions(locale, inProcessTransport(opened.db))
      const names = suggestions.map((s) => s.name)
      expect(new Set(names).size).toBe(names.length)
      expect(names.sort()).toEqual([...new Set(rows.map((r) => r.name.trim()))].sort())
      const first = rows[0]
      const place = suggestions.find((s) => s.name === first?.name)?.place
      expect(place).toContain(first?.city)
    },
  )

  it('are none when the outlets cannot be read, so the field takes a typed name', async () => {
    const broken: Transport = async () => ({ status: 503, body: 'down', headers: {} })
    await expect(dealerSuggestions('en', broken)).resolves.toEqual([])
  })
})
