// Latency of every list and detail call through the in-process transport, on the seeded data.
// Usage: npx tsx bench/cms-calls.ts            (PGlite in memory)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/cms-calls.ts
// Target: p99 under 5 ms for every list call with default paging.
// The content service's handlers use Lingui macros, so the body (cms-calls.run.ts) is loaded
// through Vite with the same Lingui transform as the app.
import { runThroughVite } from './through-vite.ts'

await runThroughVite('/bench/cms-calls.run.ts')
