import {
  hashSecurityCode,
  normalizeSecurityCode,
  SECURITY_CODE_LENGTHS,
} from '~/server/cms/security-code'
import type { Db } from '~/server/db/client'
import { securityCodes } from '~/server/db/schema'

const BATCH = 5000

/** Streams CSV lines (code,product,batch) into security_codes in batches of 5,000. */
export async function importCodes(db: Db, lines: AsyncIterable<string>) {
  let read = 0
  let inserted = 0
  let rejected = 0
  let batch: Array<typeof securityCodes.$inferInsert> = []
  const flush = async () => {
    if (batch.length === 0) return
    const rows = await db
      .insert(securityCodes)
      .values(batch)
      .onConflictDoNothing({ target: securityCodes.codeHash })
      .returning({ id: securityCodes.id })
    inserted += rows.length
    batch = []
  }
  for await (const line of lines) {
    const [rawCode = '', product = '', lot = ''] = line.split(',').map((c) => c.trim())
    if (!rawCode || rawCode.toLowerCase() === 'code') continue
    read++
    const code = normalizeSecurityCode(rawCode)
    const productId = Number(product)
    if (!SECURITY_CODE_LENGTHS.includes(code.length) || !/^[A-Z0-9]+$/.test(code) || !lot) {
      rejected++
      continue
    }
    batch.push({
      codeHash: hashSecurityCode(code),
      productId: Number.isInteger(productId) && productId > 0 ? productId : null,
      batch: lot.slice(0, 50),
    })
    if (batch.length >= BATCH) await flush()
  }
  await flush()
  return { read, inserted, rejected }
}
