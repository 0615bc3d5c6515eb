// Import N anti-counterfeit codes (default 1,000,000) and report the time.
// Usage: npx tsx bench/codes-import.ts   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
// Target: 1 M in under 60 s.
import { randomInt } from 'node:crypto'
import { cpus } from 'node:os'
import { importCodes } from '../app/server/codes-import.ts'
import { openDb } from '../app/server/db/client.ts'
import { seedIfEmpty } from '../app/server/db/seed.ts'
import { openTestDb } from '../app/server/db/test-db.ts'
import { tempDatabaseUrl } from './lib.ts'

const count = Number(process.env.BENCH_CODES ?? 1_000_000)
const engine = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

async function* csv() {
  yield 'code,product,batch'
  for (let i = 0; i < count; i++) {
    let code = ''
    for (let j = 0; j < 16; j++) code += ALPHABET[randomInt(ALPHABET.length)]
    yield `${code},1,BENCH`
  }
}

// PGlite on disk, as the site runs it (a fresh directory); PostgreSQL in a fresh database.
const opened = engine === 'pglite' ? await openDb(tempDatabaseUrl()) : await openTestDb(engine)
// The codes name product 1: an import refuses codes of products that do not exist.
await seedIfEmpty(opened.db)
const started = performance.now()
const result = await importCodes(opened.db, csv())
const seconds = (performance.now() - started) / 1000
console.log(
  `codes import on ${engine}, ${cpus().length} cores: ${result.inserted.toLocaleString()} of ${result.read.toLocaleString()} codes in ${seconds.toFixed(1)} s (${Math.round(result.read / seconds).toLocaleString()} codes/s; target 1 M < 60 s)`,
)
await opened.close()
