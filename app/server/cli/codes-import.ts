// Loads anti-counterfeit codes from a CSV or XLSX file through the staff API's import
// (POST /api/staff/codes/import): the same parser, checks and report as the console; codes are
// stored as HMACs under the server's code key (app/server/code-key.ts), duplicates are skipped. Works while the site
// runs, on PGlite too (staff-call.ts).
// Usage: npm run codes:import -- FILE.csv|FILE.xlsx [--product ID] [--batch NAME]
import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import { CommandError, failureOf, readInputFile, runCommand, staffCall } from './staff-call'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { product: { type: 'string' }, batch: { type: 'string' } },
})

type Report = {
  read: number
  inserted: number
  duplicates: number
  rejected: number
  lines?: Array<{ line: number; reason: string; message?: string; value: string }>
}

const SHOWN = 50

function printReport(report: Report, seconds: number) {
  console.log(
    `${report.read} codes read, ${report.inserted} new, ${report.duplicates} already there, ${report.rejected} rejected in ${seconds.toFixed(1)} s`,
  )
  const lines = report.lines ?? []
  for (const line of lines.slice(0, SHOWN)) {
    console.log(`  line ${line.line}: ${line.message ?? line.reason} (${line.value})`)
  }
  if (lines.length > SHOWN) console.log(`  … and ${lines.length - SHOWN} more`)
}

await runCommand(async () => {
  const file = positionals[0]
  if (!file) {
    throw new CommandError(
      'Usage: npm run codes:import -- FILE.csv|FILE.xlsx [--product ID] [--batch NAME]',
      2,
    )
  }
  const bytes = readInputFile(file)
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], basename(file)))
  if (values.product) form.set('productId', values.product)
  if (values.batch) form.set('batch', values.batch)
  const started = performance.now()
  const response = await staffCall({
    method: 'POST',
    path: '/codes/import',
    form,
    accept: 'application/x-ndjson',
  })
  if (!response.ok) throw new CommandError(await failureOf(response))
  // One JSON line per 5,000 codes ({ progress }), then { report } (or { error }).
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
  let pending = ''
  let report: Report | undefined
  while (reader) {
    const { value, done } = await reader.read()
    if (done) break
    pending += value
    let newline = pending.indexOf('\n')
    while (newline >= 0) {
      const line: unknown = JSON.parse(pending.slice(0, newline))
      pending = pending.slice(newline + 1)
      newline = pending.indexOf('\n')
      if (typeof line !== 'object' || line === null) continue
      const progress = Reflect.get(line, 'progress')
      if (progress) process.stderr.write(`\r${Reflect.get(progress, 'read')} codes read…`)
      const error = Reflect.get(line, 'error')
      if (typeof error === 'string') throw new CommandError(`The import failed: ${error}`)
      const found = Reflect.get(line, 'report')
      if (found) report = found
    }
  }
  if (!report) throw new CommandError('The server ended the import without a report.')
  process.stderr.write('\r')
  printReport(report, (performance.now() - started) / 1000)
})
