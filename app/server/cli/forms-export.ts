// Exports form submissions as CSV (UTF-8 with BOM, so spreadsheet programs read Chinese): the
// staff API's export (GET /api/staff/submissions/export.csv), oldest first. Works while the
// site runs, on PGlite too (staff-call.ts).
// Usage: npm run forms:export -- --type join [--since 2026-01-01] [--until 2026-12-31] [--out FILE]
import { parseArgs } from 'node:util'
import { writePrivateFile } from '~/server/db/private-files'
import { FORM_TYPES } from '~/shared/forms/form-types'
import { CommandError, failureOf, runCommand, staffCall } from './staff-call'

const { values } = parseArgs({
  options: {
    type: { type: 'string' },
    since: { type: 'string' },
    until: { type: 'string' },
    out: { type: 'string' },
  },
})

await runCommand(async () => {
  const type = FORM_TYPES.find((t) => t === values.type)
  if (!type) throw new CommandError(`--type must be one of: ${FORM_TYPES.join(', ')}`, 2)
  for (const [name, value] of [
    ['since', values.since],
    ['until', values.until],
  ] as const) {
    if (value !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      throw new CommandError(`--${name} must be a date like 2026-01-01 (China time)`, 2)
    }
  }
  const query = new URLSearchParams({ type, sort: 'createdAt', dir: 'asc' })
  if (values.since) query.set('from', values.since)
  if (values.until) query.set('to', values.until)
  const response = await staffCall({ method: 'GET', path: `/submissions/export.csv?${query}` })
  if (!response.ok) throw new CommandError(await failureOf(response))
  const csv = Buffer.from(await response.arrayBuffer())
  // The header line and one line per record (a record's cells may hold line breaks).
  if (values.out) {
    writePrivateFile(values.out, csv)
    console.error(`${type} records written to ${values.out}`)
  } else {
    process.stdout.write(csv)
  }
})
