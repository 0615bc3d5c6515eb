// `npm test`: every check CI runs, one phase after the other, stopping at the first that fails,
// then a table of how long each phase took (what to look at when the run grows slow): wall
// seconds, and CPU seconds of the phase's processes, which vary less on a busy machine.
// `npm test -- e2e budgets` runs only the phases named.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const phases = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['i18n', 'i18n:check'],
  ['unit', 'test:unit'],
  ['build', 'build'],
  ['hostile', 'test:hostile'],
  ['e2e', 'test:e2e'],
  ['budgets', 'test:budgets'],
  ['reliability', 'test:reliability'],
] as const

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !phases.some(([phase]) => phase === name))
if (unknown.length > 0) {
  console.error(`Unknown phase ${unknown.join(', ')}; phases: ${phases.map(([p]) => p).join(', ')}`)
  process.exit(2)
}

/** CPU seconds of the ended child processes (Linux: /proc; elsewhere not shown). */
function childCpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // cutime and cstime (fields 16 and 17 of proc(5)), in clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return null
  }
}

const done: Array<{ phase: string; seconds: number; cpu: number | null; ok: boolean }> = []
const started = performance.now()

function summary() {
  const total = (performance.now() - started) / 1000
  const cpu = (n: number | null) => (n === null ? '' : n.toFixed(1)).padStart(8)
  console.log('\nphase         seconds  cpu-sec  result')
  for (const phase of done) {
    console.log(
      `${phase.phase.padEnd(12)} ${phase.seconds.toFixed(1).padStart(8)} ${cpu(phase.cpu)}  ${phase.ok ? 'ok' : 'FAILED'}`,
    )
  }
  console.log(`${'total'.padEnd(12)} ${total.toFixed(1).padStart(8)} ${cpu(childCpuSeconds())}`)
}

for (const [phase, script] of phases) {
  if (wanted.length > 0 && !wanted.includes(phase)) continue
  console.log(`\n▶ ${phase} (npm run ${script})`)
  const t0 = performance.now()
  const cpu0 = childCpuSeconds()
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' })
  const cpu1 = childCpuSeconds()
  const ok = result.status === 0
  const cpu = cpu0 === null || cpu1 === null ? null : cpu1 - cpu0
  done.push({ phase, seconds: (performance.now() - t0) / 1000, cpu, ok })
  if (!ok) {
    summary()
    process.exit(result.status ?? 1)
  }
}
summary()
