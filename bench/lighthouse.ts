// Lighthouse (mobile) as a person runs it from the command line, against the speed targets: a
// score of 100, LCP at most 1.5 s and TBT at most 50 ms, the median of the runs of every page
// type in both languages (decision 0013). Prints a table of the medians with pass/fail against
// each target and, for a page that misses, each run's long tasks and where the main thread's
// time went. Timings depend on the machine: run it on a quiet one (the CI budget test asserts
// only what the machine cannot move).
// Usage: npm run build && npx tsx bench/lighthouse.ts [PATH...]
//   (BENCH_RUNS: runs per page, 5; BENCH_URL: measure a running site instead of starting one;
//   BENCH_DETAIL=1: each run's long tasks and main-thread breakdown for every page, not only
//   those that miss; no PATH: every page type in both languages; exit status 1 when a page
//   misses a target)
import { pageTypes } from '../tests/budgets/pages.ts'
import { requireBuild, seededDatabaseUrl, startServer } from './lib.ts'
import { type LighthouseRun, lighthouseRun, medians } from './lighthouse-run.ts'

/** The targets: Lighthouse's score as it shows it (rounded), LCP and TBT in ms. */
const TARGET = { score: 100, lcp: 1500, tbt: 50 }

const runs = Number(process.env.BENCH_RUNS ?? 5)
if (!process.env.BENCH_URL) requireBuild()
const server = process.env.BENCH_URL
  ? undefined
  : await startServer(3207, { DATABASE_URL: await seededDatabaseUrl() })
const base = process.env.BENCH_URL ?? server?.url ?? ''
const rows: string[][] = []
let missed = 0
try {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : await pageTypes(base)
  for (const path of paths) {
    const url = new URL(path, base).href
    // A warm server, as a visitor finds a live site.
    for (let i = 0; i < 3; i++) await fetch(url).then((r) => r.arrayBuffer())
    const results: LighthouseRun[] = []
    for (let run = 0; run < runs; run++) results.push(await lighthouseRun(url))
    const m = medians(results)
    const score = Math.round(m.score * 100)
    const ok = score >= TARGET.score && m.lcp <= TARGET.lcp && m.tbt <= TARGET.tbt
    if (!ok) missed++
    const mark = (pass: boolean) => (pass ? '' : ' ✗')
    rows.push([
      path,
      `${score}${mark(score >= TARGET.score)}`,
      `${Math.round(m.fcp)}`,
      `${Math.round(m.lcp)}${mark(m.lcp <= TARGET.lcp)}`,
      `${Math.round(m.tbt)}${mark(m.tbt <= TARGET.tbt)}`,
      results.map((r) => `${Math.round(r.score * 100)}/${Math.round(r.tbt)}`).join(' '),
      ok ? 'pass' : 'FAIL',
    ])
    console.log(`${path}: ${rows.at(-1)?.slice(1).join(' | ')}`)
    if (!ok || process.env.BENCH_DETAIL) {
      for (const r of results) {
        console.log(`  long tasks: ${r.longTasks || 'none'}`)
        console.log(`  main thread (simulated ms): ${r.mainThread}`)
      }
    }
  }
} finally {
  await server?.stop()
}

const head = ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'runs score/TBT', 'result']
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)))
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')
console.log(
  `\nLighthouse (mobile), median of ${runs} run(s); targets: score ${TARGET.score}, LCP ≤ ${TARGET.lcp} ms, TBT ≤ ${TARGET.tbt} ms`,
)
console.log(line(head))
for (const row of rows) console.log(line(row))
console.log(`${rows.length - missed} of ${rows.length} pages meet every target`)
process.exitCode = missed > 0 ? 1 : 0
