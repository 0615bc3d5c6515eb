// Records the sizes of the demo catalogue's PDFs in app/server/db/seed-file-sizes.ts, so the
// seed need not render every document to know them. Run it after changing the catalogue's
// documents; seed.test.ts fails while a recorded size is out of date.
import { writeFileSync } from 'node:fs'
import { locales } from '../app/i18n/locale.ts'
import { FILES } from '../app/server/db/seed-documents.ts'
import { renderPdf } from '../app/server/media/pdf.ts'

const lines: string[] = []
for (const file of FILES) {
  const sizes: string[] = []
  for (const locale of locales) {
    sizes.push(`${locale}: ${(await renderPdf(file.document(), locale)).length}`)
  }
  lines.push(`  '${file.key}': { ${sizes.join(', ')} },`)
}
writeFileSync(
  'app/server/db/seed-file-sizes.ts',
  `// Written by \`npm run db:file-sizes\`: the byte size of each demo PDF (app/server/media/pdf.ts).
import type { Locale } from '~/i18n/locale'

export const FILE_SIZES: Record<string, Record<Locale, number> | undefined> = {
${lines.join('\n')}
}
`,
)
console.log(`Recorded the sizes of ${FILES.length * locales.length} documents.`)
