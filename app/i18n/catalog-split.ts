// Build-time only (vite.config.ts, vitest configs, scripts/i18n-check.ts): never imported by the
// app. Translators keep one catalogue per language, `locales/{en,zh}/messages.po`, where every
// message has one home. The build splits it by where each message is used (the `#:` lines of
// the PO file): a page downloads only the part it can show (decision 0004), and a message used
// by two parts is in both of them, translated once.
import { statSync } from 'node:fs'
import { matchesGlob, relative, resolve } from 'node:path'
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf'
import type { Plugin } from 'vite'
import { type CatalogName, catalogSources } from './catalogs.ts'

function isOwnedName(name: string): name is Exclude<CatalogName, 'messages'> {
  return name in catalogSources
}

export function isCatalogName(name: string): name is CatalogName {
  return name === 'messages' || isOwnedName(name)
}

/** A source of catalogs.ts: a glob, or a folder that stands for everything under it. */
function sourceMatches(file: string, source: string): boolean {
  if (/[*?[{]/.test(source)) return matchesGlob(file, source)
  return file === source || file.startsWith(`${source}/`)
}

/** Each file's parts, worked out once: every part compiled asks for every message's files. */
const ownersOf = new Map<string, readonly CatalogName[]>()

/** The parts whose messages a source file feeds (`messages` when no other claims it). */
export function catalogsOfFile(file: string): CatalogName[] {
  let owners = ownersOf.get(file)
  if (!owners) {
    const claimed: CatalogName[] = []
    for (const [name, sources] of Object.entries(catalogSources)) {
      if (isOwnedName(name) && sources.some((source) => sourceMatches(file, source))) {
        claimed.push(name)
      }
    }
    owners = claimed.length > 0 ? claimed : ['messages']
    ownersOf.set(file, owners)
  }
  return [...owners]
}

/** The parts a message belongs to: those of every file it is used in. */
export function catalogsOfMessage(origins: ReadonlyArray<readonly [string, number?]>) {
  return new Set(origins.flatMap(([file]) => catalogsOfFile(file)))
}

type Read = {
  locale: string
  sourceFile: string
  source: Record<string, { origin?: ReadonlyArray<readonly [string, number?]> }>
  messages: Record<string, string>
}

/**
 * A language's catalogue and the source language's, read once for all the parts compiled from
 * them (twenty parts a language: each read both PO files again), and again once either changes.
 */
const reads = new Map<string, Promise<Read>>()

async function readCatalogue(lingui: LinguiConfigNormalized, file: string): Promise<Read> {
  const { getCatalogForFile, getCatalogs } = await import('@lingui/cli/api')
  const found = getCatalogForFile(relative(lingui.rootDir, file), await getCatalogs(lingui))
  if (!found) throw new Error(`${file} is no catalogue of lingui.config.ts`)
  const { locale, catalog } = found
  const sourceFile = catalog.getFilename(lingui.sourceLocale)
  const key = [file, sourceFile]
    .map((f) => `${f}@${statSync(resolve(lingui.rootDir, f)).mtimeMs}`)
    .join('|')
  let read = reads.get(key)
  if (!read) {
    read = (async () => {
      const source = (await catalog.read(lingui.sourceLocale)) ?? {}
      const { messages } = await catalog.getTranslations(locale, {
        sourceLocale: lingui.sourceLocale,
        fallbackLocales: lingui.fallbackLocales,
      })
      return { locale, sourceFile, source, messages }
    })()
    reads.set(key, read)
    read.catch(() => reads.delete(key))
  }
  return read
}

/**
 * Compiles `locales/<locale>/messages.po?catalog=<name>`: the messages of that part, translated
 * (a missing translation falls back to English, as Lingui's own plugin does). `npm run dev`
 * compiles again when the PO file is saved.
 */
export function linguiCatalogSplit(): Plugin {
  let config: LinguiConfigNormalized | undefined
  return {
    name: 'lingui-catalog-split',
    configResolved() {
      config = getConfig()
    },
    transform: {
      filter: { id: /\.po\?catalog=\w+$/ },
      async handler(_code, id) {
        const lingui = config ?? getConfig()
        const [file = '', query = ''] = id.split('?')
        const name = new URLSearchParams(query).get('catalog') ?? ''
        if (!isCatalogName(name)) throw new Error(`No catalogue part "${name}" (${id})`)
        const { createCompiledCatalog } = await import('@lingui/cli/api')
        const { locale, sourceFile, source, messages } = await readCatalogue(lingui, file)
        this.addWatchFile(file)
        this.addWatchFile(sourceFile)
        const part = Object.fromEntries(
          Object.entries(messages).filter(([messageId]) =>
            catalogsOfMessage(source[messageId]?.origin ?? []).has(name),
          ),
        )
        const { source: code, errors } = createCompiledCatalog(locale, part, { namespace: 'es' })
        if (errors.length > 0) {
          throw new Error(`${file}: messages that do not compile: ${JSON.stringify(errors)}`)
        }
        return { code, map: null, moduleType: 'js' }
      },
    },
  }
}
