// `npm run i18n:check`: the catalogues against the source, every problem with the file and
// line to fix it at (app/i18n/catalog-check.ts). Exit status 1 when there is any.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { type CatalogFile, catalogProblems, type SourceMessage } from '../app/i18n/catalog-check'

const config = getConfig()
const catalogs = await getCatalogs(config)
const problems: string[] = []
for (const catalog of catalogs) {
  const extracted = (await catalog.collect()) ?? {}
  const source: Record<string, SourceMessage> = {}
  for (const [id, entry] of Object.entries(extracted)) {
    source[id] = {
      message: entry.message ?? id,
      origin: entry.origin.map(([file, line]) => [relative(config.rootDir, file), line] as const),
    }
  }
  const files: CatalogFile[] = []
  for (const locale of config.locales) {
    const filename = catalog.getFilename(locale)
    files.push({
      path: relative(config.rootDir, filename),
      locale,
      text: readFileSync(filename, 'utf8'),
      messages: (await catalog.read(locale)) ?? {},
    })
  }
  problems.push(...catalogProblems({ source, files, sourceLocale: config.sourceLocale }))
}
for (const problem of problems) console.error(problem)
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the catalogues (docs/translating.md).`)
  process.exit(1)
}
console.log(
  `The catalogues hold every message of the source, translated (${config.locales.join(', ')}).`,
)
