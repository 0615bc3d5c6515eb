// Import N anti-counterfeit codes (default 1,000,000) and report the time, and how long the
// event loop was held meanwhile: a small HTTP server in this process answers a cached page
// (bytes from memory, as the site's page cache does) every 50 ms, and its latency is printed
// with the event-loop delay.
// Usage: npx tsx bench/codes-import.ts   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
//   BENCH_FORMAT=xlsx   import an XLSX workbook (read as a stream) instead of CSV lines
//   BENCH_CODES=200000  fewer codes
// Target: 1 M in under 60 s; a cached page stays under 100 ms throughout.
// The body (codes-import.run.ts) is loaded through Vite with the app's Lingui transform (through-vite.ts).
import { runThroughVite } from './through-vite.ts'

await runThroughVite('/bench/codes-import.run.ts')
