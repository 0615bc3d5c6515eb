// Loads anti-counterfeit codes from CSV (code,product,batch) in streaming batches; codes are
// stored as HMACs (CODE_HMAC_KEY), duplicates are skipped.
// Usage: npm run codes:import -- FILE.csv
import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { importCodes } from '../app/server/codes-import.ts'
import { DEFAULT_DATABASE_URL, openDb } from '../app/server/db/client.ts'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run codes:import -- FILE.csv')
  process.exit(2)
}
process.env.SEED_ON_START = '0'
const opened = await openDb(process.env.DATABASE_URL || DEFAULT_DATABASE_URL)
try {
  const started = performance.now()
  const lines = createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  })
  const result = await importCodes(opened.db, lines)
  const seconds = (performance.now() - started) / 1000
  console.log(
    `${result.read} codes read, ${result.inserted} new, ${result.rejected} rejected in ${seconds.toFixed(1)} s`,
  )
} finally {
  await opened.close()
}
