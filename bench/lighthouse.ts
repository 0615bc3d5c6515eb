// Lighthouse (mobile) as a person runs it from the command line, page by page: the median of
// the runs and, for each run, its long tasks and where the main thread's time went. The same
// measurement as the budget test (tests/budgets/lighthouse.ts), for looking into a page.
// Usage: npm run build && npx tsx bench/lighthouse.ts [PATH...]
//   (BENCH_RUNS: runs per page, 5; BENCH_URL: measure a running site instead of starting one;
//   no PATH: every page type of the speed targets in both languages)
import { lighthouseRun, medians, pageTypes } from '../tests/budgets/lighthouse.ts'
import { requireBuild, startServer, tempDatabaseUrl } from './lib.ts'

const runs = Number(process.env.BENCH_RUNS ?? 5)
if (!process.env.BENCH_URL) requireBuild()
const server = process.env.BENCH_URL
  ? undefined
  : await startServer(3207, { DATABASE_URL: tempDatabaseUrl() })
const base = process.env.BENCH_URL ?? server?.url ?? ''
try {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : await pageTypes(base)
  for (const path of paths) {
    const url = new URL(path, base).href
    // A warm server, as a visitor finds a live site.
    for (let i = 0; i < 3; i++) await fetch(url).then((r) => r.arrayBuffer())
    const results = []
    for (let run = 0; run < runs; run++) results.push(await lighthouseRun(url))
    const m = medians(results)
    console.log(
      `${path}: median score ${Math.round(m.score * 100)}, FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms`,
    )
    for (const r of results) {
      console.log(
        `  ${Math.round(r.score * 100)} / LCP ${Math.round(r.lcp)} / TBT ${Math.round(r.tbt)}; long tasks: ${r.longTasks || 'none'}`,
      )
      console.log(`    main thread (simulated ms): ${r.mainThread}`)
    }
  }
} finally {
  await server?.stop()
}
