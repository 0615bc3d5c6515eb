// The catalogue check (`npm run i18n:check`, scripts/i18n-check.ts): every problem named with
// the file and line to fix it at. Build-time only: never imported by the app.

/** A message as the source has it: its text and where it is used (file, line). */
export type SourceMessage = { message: string; origin: ReadonlyArray<readonly [string, number?]> }

/** A message as a catalogue file has it. */
export type CatalogMessage = {
  message?: string
  translation?: string
  origin?: ReadonlyArray<readonly [string, number?]>
  obsolete?: boolean
}

export type CatalogFile = {
  /** Relative to the repository, e.g. `locales/zh/messages.po`. */
  path: string
  locale: string
  /** The PO file's text, to find each message's line. */
  text: string
  messages: Record<string, CatalogMessage>
}

/** The line (from 1) of each `msgid "…"` of a PO file, by message. */
export function msgidLines(text: string): Map<string, number> {
  const lines = new Map<string, number>()
  text.split('\n').forEach((line, index) => {
    if (!line.startsWith('msgid "')) return
    try {
      const id: unknown = JSON.parse(line.slice('msgid '.length))
      if (typeof id === 'string' && id !== '' && !lines.has(id)) lines.set(id, index + 1)
    } catch {
      // not a one-line msgid: the header, or a hand-edited entry (found by its message below)
    }
  })
  return lines
}

/** Placeholders (`{name}`, `{count, plural, …}`) and markup tags (`<0>`, `</0>`, `<0/>`). */
export function markers(text: string): string[] {
  const names = [...text.matchAll(/\{\s*([A-Za-z_$][\w$]*)\s*[,}]/g)].map((m) => `{${m[1]}}`)
  const tags = [...text.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0])
  return [...names, ...tags].sort()
}

const quoted = (text: string) => JSON.stringify(text.length > 70 ? `${text.slice(0, 67)}…` : text)
const place = (origin: ReadonlyArray<readonly [string, number?]>) =>
  origin.map(([file, line]) => (line ? `${file}:${line}` : file)).join(', ')

/**
 * Everything wrong between the source and the catalogues, one line each, starting with where to
 * fix it: messages the catalogues lack or no longer need, where-used lists that are out of date
 * (the build splits by them), missing translations, translations whose placeholders or tags
 * differ from the source, and English texts that differ from the source.
 */
export function catalogProblems(options: {
  source: Record<string, SourceMessage>
  files: CatalogFile[]
  sourceLocale: string
}): string[] {
  const problems: string[] = []
  const extract = 'run npm run i18n:extract'
  for (const file of options.files) {
    const lines = msgidLines(file.text)
    const at = (message: string) => `${file.path}:${lines.get(message) ?? 1}`
    for (const [id, used] of Object.entries(options.source)) {
      if (!file.messages[id] || file.messages[id]?.obsolete) {
        problems.push(
          `${place(used.origin)}: ${quoted(used.message)} is not in ${file.path}: ${extract}`,
        )
      }
    }
    for (const [id, entry] of Object.entries(file.messages)) {
      if (entry.obsolete) continue
      const message = entry.message ?? id
      const used = options.source[id]
      if (!used) {
        problems.push(`${at(message)}: ${quoted(message)} is no longer used: ${extract}`)
        continue
      }
      const listed = [...new Set((entry.origin ?? []).map(([path]) => path))].sort()
      const actual = [...new Set(used.origin.map(([path]) => path))].sort()
      if (listed.join('\n') !== actual.join('\n')) {
        problems.push(
          `${at(message)}: ${quoted(message)} is used in ${actual.join(', ')}, the catalogue says ${listed.join(', ') || 'nowhere'}: ${extract}`,
        )
      }
      const translation = entry.translation ?? ''
      if (file.locale === options.sourceLocale) {
        if (translation !== '' && translation !== message) {
          problems.push(
            `${at(message)}: the English text ${quoted(translation)} differs from the source ${quoted(message)}: change the source (${place(used.origin)})`,
          )
        }
        continue
      }
      if (translation.trim() === '') {
        problems.push(
          `${at(message)}: ${quoted(message)} has no ${file.locale} translation (used in ${place(used.origin)})`,
        )
        continue
      }
      const want = markers(message)
      const have = markers(translation)
      if (want.join(' ') !== have.join(' ')) {
        problems.push(
          `${at(message)}: the ${file.locale} translation of ${quoted(message)} has ${have.join(' ') || 'no placeholders'}, the source ${want.join(' ') || 'none'}`,
        )
      }
    }
  }
  return problems
}
