// Exports form submissions as CSV (UTF-8 with BOM, so spreadsheet programs read Chinese).
// Usage: npm run forms:export -- --type join [--since 2026-01-01] [--out FILE]
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { and, asc, eq, gte } from 'drizzle-orm'
import { FORM_TYPES } from '../app/features/forms/form-types.ts'
import { toCsv } from '../app/server/csv.ts'
import { DEFAULT_DATABASE_URL, openDb } from '../app/server/db/client.ts'
import { surveyRecords } from '../app/server/db/schema.ts'

const { values } = parseArgs({
  options: { type: { type: 'string' }, since: { type: 'string' }, out: { type: 'string' } },
})
const type = FORM_TYPES.find((t) => t === values.type)
if (!type) {
  console.error(`--type must be one of: ${FORM_TYPES.join(', ')}`)
  process.exit(2)
}
const since = values.since ? new Date(`${values.since}T00:00:00+08:00`) : undefined
if (since && Number.isNaN(since.getTime())) {
  console.error('--since must be a date like 2026-01-01')
  process.exit(2)
}

process.env.SEED_ON_START = '0'
const opened = await openDb(process.env.DATABASE_URL || DEFAULT_DATABASE_URL)
try {
  const rows = await opened.db
    .select()
    .from(surveyRecords)
    .where(
      and(eq(surveyRecords.type, type), since ? gte(surveyRecords.createdAt, since) : undefined),
    )
    .orderBy(asc(surveyRecords.createdAt), asc(surveyRecords.id))
  const fieldNames = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))]
  const header = ['id', 'createdAt', 'locale', 'reference', 'memberId', ...fieldNames]
  const lines = rows.map((r) => [
    String(r.id),
    r.createdAt.toISOString(),
    r.locale,
    r.reference ?? '',
    r.memberId === null ? '' : String(r.memberId),
    ...fieldNames.map((f) => String(r.fields[f] ?? '')),
  ])
  const csv = toCsv([header, ...lines])
  if (values.out) {
    writeFileSync(values.out, csv)
    console.error(`${rows.length} ${type} records written to ${values.out}`)
  } else {
    process.stdout.write(csv)
  }
} finally {
  await opened.close()
}
