// The body of bench/codes-import.ts (its comment says what it measures and how to run it).
import { randomInt } from 'node:crypto'
import { createServer } from 'node:http'
import { cpus } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { importCodeFile, importCodes } from '../app/server/codes-import.ts'
import { openDb } from '../app/server/db/client.ts'
import { seedIfEmpty } from '../app/server/db/seed.ts'
import { openTestDb } from '../app/server/db/test-db.ts'
import { zip } from '../tests/unit/zip.ts'
import { tempDatabaseUrl } from './lib.ts'

const count = Number(process.env.BENCH_CODES ?? 1_000_000)
const format = process.env.BENCH_FORMAT === 'xlsx' ? 'xlsx' : 'csv'
const engine = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

function newCode() {
  let code = ''
  for (let j = 0; j < 16; j++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

async function* csv() {
  yield 'code,product,batch'
  for (let i = 0; i < count; i++) yield `${newCode()},1,BENCH`
}

/** A workbook of `count` rows (inline strings), as a spreadsheet program would zip it. */
function workbookOf(rows: number): Buffer {
  const parts: string[] = ['<worksheet><sheetData>']
  for (let i = 0; i < rows; i++) {
    parts.push(
      `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${newCode()}</t></is></c><c r="B${i + 1}"><v>1</v></c><c r="C${i + 1}" t="inlineStr"><is><t>BENCH-X</t></is></c></row>`,
    )
  }
  parts.push('</sheetData></worksheet>')
  const sheet = Buffer.from(parts.join(''))
  return zip([
    {
      name: 'xl/workbook.xml',
      data: '<workbook xmlns:r="r"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ])
}

/** A cached page's answer, timed every 50 ms while `work` runs; and the event loop's delay. */
async function whileServing<T>(work: () => Promise<T>) {
  const page = Buffer.alloc(30_000, 'x')
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'x-cache': 'HIT' })
    res.end(page)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
  const latencies: number[] = []
  let running = true
  let failed = 0
  const probe = (async () => {
    while (running) {
      const started = performance.now()
      try {
        await (await fetch(url, { headers: { connection: 'close' } })).arrayBuffer()
        latencies.push(performance.now() - started)
      } catch {
        failed++
      }
      await new Promise((r) => setTimeout(r, 50))
    }
  })()
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const started = performance.now()
  const result = await work()
  const seconds = (performance.now() - started) / 1000
  delay.disable()
  running = false
  await probe
  server.close()
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  const ms = (ns: number) => (ns / 1e6).toFixed(0)
  return {
    result,
    seconds,
    figures: `event-loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms; cached page (${latencies.length} requests, ${failed} failed) p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
  }
}

// PGlite on disk, as the site runs it (a fresh directory); PostgreSQL in a fresh database.
const opened = engine === 'pglite' ? await openDb(tempDatabaseUrl()) : await openTestDb(engine)
// The codes name product 1: an import refuses codes of products that do not exist.
await seedIfEmpty(opened.db)
const bytes = format === 'xlsx' ? workbookOf(count) : undefined
if (bytes)
  console.log(`workbook of ${count.toLocaleString()} rows: ${(bytes.length / 1e6).toFixed(1)} MB`)
const imported = await whileServing(() =>
  bytes ? importCodeFile(opened.db, bytes) : importCodes(opened.db, csv()),
)
const { result, seconds } = imported
console.log(
  `codes import (${format}) on ${engine}, ${cpus().length} cores: ${result.inserted.toLocaleString()} of ${result.read.toLocaleString()} codes in ${seconds.toFixed(1)} s (${Math.round(result.read / seconds).toLocaleString()} codes/s; target 1 M < 60 s)`,
)
console.log(`  during the import: ${imported.figures}`)

await opened.close()
