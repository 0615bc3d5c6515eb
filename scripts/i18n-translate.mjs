// Fills Chinese translations into every catalogue in locales/zh/.
// Usage: node scripts/i18n-translate.mjs translations.json   ({"English source": "中文", ...})
//        node scripts/i18n-translate.mjs some.po [more.po …]   (the translated entries of PO
//        files: a translator's file, or catalogues of an older layout)
// Only entries whose msgid matches are touched; run `npm run i18n:extract` first so new
// messages exist in the catalogue.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'

const files = readdirSync('locales/zh')
  .filter((name) => name.endsWith('.po'))
  .map((name) => `locales/zh/${name}`)
/** msgid → msgstr of the translated one-line entries of a PO file. */
const fromPo = (text) =>
  Object.fromEntries(
    text.split(/\n\n+/).flatMap((block) => {
      const id = /^msgid (".*")$/m.exec(block)?.[1]
      const str = /^msgstr (".*")$/m.exec(block)?.[1]
      if (!id || !str || /^#~/m.test(block)) return []
      const pair = [JSON.parse(id), JSON.parse(str)]
      return pair[0] && pair[1] ? [pair] : []
    }),
  )
const map = Object.assign(
  {},
  ...process.argv
    .slice(2)
    .map((path) =>
      path.endsWith('.po')
        ? fromPo(readFileSync(path, 'utf8'))
        : JSON.parse(readFileSync(path, 'utf8')),
    ),
)
const quote = (s) =>
  JSON.stringify(s).replace(/\\u([0-9a-f]{4})/gi, (_, h) =>
    String.fromCharCode(Number.parseInt(h, 16)),
  )

let filled = 0
const seen = new Set()
const fill = (block) => {
  const lines = block.split('\n')
  const idLine = lines.findIndex((l) => l.startsWith('msgid '))
  const strLine = lines.findIndex((l) => l.startsWith('msgstr '))
  if (idLine < 0 || strLine < 0) return block
  const id = JSON.parse(lines[idLine].slice(6))
  if (!(id in map)) return block
  lines[strLine] = `msgstr ${quote(map[id])}`
  filled++
  seen.add(id)
  return lines.join('\n')
}
for (const file of files) {
  const blocks = readFileSync(file, 'utf8').split(/\n\n/)
  writeFileSync(file, blocks.map(fill).join('\n\n'))
}
const missing = Object.keys(map).filter((k) => !seen.has(k))
console.log(
  `filled ${filled} translations` +
    (missing.length ? `; not in catalogue: ${missing.join(' | ')}` : ''),
)
