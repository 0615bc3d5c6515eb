// `npm test`: every check CI runs, stopping at the first that fails, then a table of how long each
// phase took (what to look at when the run grows slow): wall seconds, and CPU seconds of the
// phase's processes, which vary less on a busy machine.
// `npm test -- unit e2e` runs only the phases named.
//
// A two-core machine is the measure: most phases keep about one core busy, so the lanes below run
// side by side (the unit suite, then the browser suites, beside the build, the hostile suite and
// the reliability benches); nothing in them times itself against a limit. The browser suites and
// the speed budgets share one Playwright run (`e2e`): the budgets time nothing (decision 0013),
// and Playwright keeps four browsers busy on the two cores. The reliability benches count what
// was lost, not how fast: the load bench's throughput and latency printed here are those of a
// busy machine (its figures: `npx tsx bench/load.ts` alone). Run alone after both lanes, the
// benches left a core idle for a third of their minute. The byte report reads the build's chunks
// right after it (seconds, no browser): a page past the JavaScript limit fails before the suites
// that would find it in minutes.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

const scripts = {
  typecheck: 'typecheck',
  lint: 'lint',
  i18n: 'i18n:check',
  unit: 'test:unit',
  build: 'build',
  bytes: 'test:bytes',
  hostile: 'test:hostile',
  e2e: 'test:e2e',
  reliability: 'test:reliability',
} as const
type Phase = keyof typeof scripts

/**
 * Steps one after the other; in a step, lanes side by side; in a lane, phases in order, each
 * once the phases it `needs` (in another lane) have passed.
 */
// The quick checks go beside the build (they used to run first, with one core idle): a failure
// still stops the run, only later by the build's time at most. The browser suites follow the
// unit suite in its lane, beside the rest of the hostile suite and the benches: the two lanes
// end together instead of one core waiting for the other lane's last minutes.
const steps: Phase[][][] = [
  [
    ['typecheck', 'lint', 'unit', 'e2e'],
    ['build', 'bytes', 'i18n', 'hostile', 'reliability'],
  ],
]

/** What a phase serves or reads that another lane makes. */
const needs: Partial<Record<Phase, Phase[]>> = { e2e: ['build', 'bytes'] }

const phases = Object.keys(scripts) as Phase[]
const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !phases.includes(name as Phase))
if (unknown.length > 0) {
  console.error(`Unknown phase ${unknown.join(', ')}; phases: ${phases.join(', ')}`)
  process.exit(2)
}
const chosen = (phase: Phase) => wanted.length === 0 || wanted.includes(phase)

type Done = { phase: Phase; seconds: number; cpu: number | null; ok: boolean; stopped?: boolean }
const done: Done[] = []
const started = performance.now()
const scratch = mkdtempSync(join(tmpdir(), 'run-tests-'))
const running = new Set<number>()
let stopping = false

/** Whether each phase passed, once it has run. */
const outcomes = new Map<Phase, { promise: Promise<boolean>; settle: (ok: boolean) => void }>()
function outcome(phase: Phase) {
  let entry = outcomes.get(phase)
  if (!entry) {
    let settle: (ok: boolean) => void = () => {}
    const promise = new Promise<boolean>((resolve) => {
      settle = resolve
    })
    entry = { promise, settle }
    outcomes.set(phase, entry)
  }
  return entry
}

/** `times`' second line: user and system time of the shell's children, e.g. `1m2.5s 0m3.1s`. */
function parseTimes(text: string): number | null {
  const line = text.split('\n')[1] ?? ''
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]))
  return parts.length === 2 ? (parts[0] ?? 0) + (parts[1] ?? 0) : null
}

/** Runs one phase; beside others, each line of its output carries the phase's name. */
function runPhase(phase: Phase, prefixed: boolean): Promise<Done> {
  const timesFile = join(scratch, `${phase}.times`)
  const t0 = performance.now()
  console.log(`\n▶ ${phase} (npm run ${scripts[phase]})${prefixed ? ', beside other phases' : ''}`)
  // bash's `times` gives the CPU time of this phase's processes alone, even beside others.
  const child = spawn(
    'bash',
    [
      '-c',
      'npm run --silent "$1"; status=$?; times > "$2"; exit $status',
      'phase',
      scripts[phase],
      timesFile,
    ],
    { stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: true },
  )
  if (child.pid) running.add(child.pid)
  if (prefixed) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (stream)
        createInterface({ input: stream }).on('line', (line) => out.write(`[${phase}] ${line}\n`))
    }
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (child.pid) running.delete(child.pid)
      let cpu: number | null = null
      try {
        cpu = parseTimes(readFileSync(timesFile, 'utf8'))
      } catch {}
      const seconds = (performance.now() - t0) / 1000
      const ok = status === 0
      const stopped = !ok && stopping
      console.log(
        `\n${ok ? '✓' : '✗'} ${phase}: ${seconds.toFixed(1)} s${stopped ? ' (stopped)' : ''}`,
      )
      resolve({ phase, seconds, cpu, ok, stopped })
    })
  })
}

/** A lane's phases in order; it stops at the first that fails. */
async function runLane(lane: Phase[], prefixed: boolean): Promise<boolean> {
  for (const phase of lane) {
    const needed = await Promise.all(
      (needs[phase] ?? []).filter(chosen).map((n) => outcome(n).promise),
    )
    if (needed.includes(false)) return false
    const result = await runPhase(phase, prefixed)
    done.push(result)
    outcome(phase).settle(result.ok)
    if (!result.ok) {
      // The other lanes of the step are stopped: the run has failed already. SIGINT, as Ctrl-C
      // would: Playwright then stops its web server, which runs in a process group of its own
      // (on SIGTERM it left the server on its port, and the next run could not start one).
      stopping = true
      for (const pid of running) {
        try {
          process.kill(-pid, 'SIGINT')
        } catch {}
      }
      return false
    }
  }
  return true
}

/** Per-test timings the JSON reporters wrote (Vitest's and Playwright's), in seconds. */
const TIMINGS = { unit: 'test-timings/unit.json', e2e: 'test-timings/e2e.json' }

type Timing = { name: string; seconds: number }

function unitTimings(path: string): Timing[] {
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    testResults: Array<{
      name: string
      assertionResults: Array<{ fullName: string; duration?: number }>
    }>
  }
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `unit ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  )
}

type Suite = {
  title: string
  specs?: Array<{
    title: string
    file: string
    tests: Array<{ projectName: string; results: Array<{ duration: number }> }>
  }>
  suites?: Suite[]
}

function e2eTimings(path: string): Timing[] {
  const report = JSON.parse(readFileSync(path, 'utf8')) as { suites: Suite[] }
  const walk = (suite: Suite): Timing[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `${test.projectName} ${spec.file} › ${spec.title}`,
        seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ]
  return report.suites.flatMap(walk)
}

/** The 20 slowest tests of this run's unit and browser suites: where CI's time goes. */
function slowest() {
  const timings = [
    ...(existsSync(TIMINGS.unit) ? unitTimings(TIMINGS.unit) : []),
    ...(existsSync(TIMINGS.e2e) ? e2eTimings(TIMINGS.e2e) : []),
  ].sort((a, b) => b.seconds - a.seconds)
  if (timings.length === 0) return
  console.log('\nslowest tests (seconds)')
  for (const one of timings.slice(0, 20))
    console.log(`${one.seconds.toFixed(1).padStart(8)}  ${one.name}`)
}

function summary() {
  const total = (performance.now() - started) / 1000
  const cpu = (n: number | null) => (n === null ? '' : n.toFixed(1)).padStart(8)
  console.log('\nphase         seconds  cpu-sec  result')
  for (const phase of done) {
    console.log(
      `${phase.phase.padEnd(12)} ${phase.seconds.toFixed(1).padStart(8)} ${cpu(phase.cpu)}  ${phase.ok ? 'ok' : phase.stopped ? 'stopped' : 'FAILED'}`,
    )
  }
  const cpuTotal = done.reduce<number | null>(
    (sum, d) => (sum === null || d.cpu === null ? null : sum + d.cpu),
    0,
  )
  console.log(`${'total'.padEnd(12)} ${total.toFixed(1).padStart(8)} ${cpu(cpuTotal)}`)
  slowest()
  rmSync(scratch, { recursive: true, force: true })
}

for (const step of steps) {
  const lanes = step.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0)
  if (lanes.length === 0) continue
  const results = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)))
  if (results.includes(false)) {
    summary()
    process.exit(1)
  }
}
summary()
