// Anti-counterfeit check at scale: BENCH_CODES (10,000,000) codes in the table, then the
// p50/p99 of checks through the production server's server function (the path the page uses:
// POST /_serverFn/… → cmsProduct/fangweiSel → one statement: the address's limits and the
// atomic UPDATE under the unique index), measured after BENCH_WARMUP (5,000) checks.
//
// Usage: npm run build && npx tsx bench/codes-check.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test  → PostgreSQL (database bench_codes)
//   default                                                      → PGlite in bench/out/pglite-codes
// The filled database is kept, so later runs only measure. Target: p99 < 5 ms on PostgreSQL.
//
// How the table is filled: BENCH_SAMPLE (10,000) codes are generated and imported through
// importCodes (HMAC, batches, unique index) as staff would; the rest are rows inserted by SQL
// with sha256 hashes of a counter, which fill the table and its unique index exactly as real
// codes would (same column, same 64-hex-character keys) without 10 M HMACs in JavaScript.
// The body (codes-check.run.ts) is loaded through Vite with the app's Lingui transform (through-vite.ts).
import { runThroughVite } from './through-vite.ts'

await runThroughVite('/bench/codes-check.run.ts')
