import { readdirSync, readFileSync } from 'node:fs'
import type { Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { catalogsOfFile, catalogsOfMessage, isCatalogName } from './catalog-split'
import type { CatalogName } from './catalogs'

type Part = { messages: Messages }

/** The English parts as the build compiles them (catalog-split.ts, the same plugin as the app). */
const parts: Record<CatalogName, Record<string, () => Promise<Part>>> = {
  messages: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=messages' }),
  footer: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=footer' }),
  home: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=home' }),
  about: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=about' }),
  contact: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=contact' }),
  product: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=product' }),
  recruits: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=recruits' }),
  service: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=service' }),
  parts: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=parts' }),
  forms: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=forms' }),
  member: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=member' }),
  warranty: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=warranty' }),
  notifications: import.meta.glob<Part>('../../locales/en/messages.po', {
    query: '?catalog=notifications',
  }),
  privacy: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=privacy' }),
  shares: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=shares' }),
  auth: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=auth' }),
  captcha: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=captcha' }),
  server: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=server' }),
  finder: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=finder' }),
  staff: import.meta.glob<Part>('../../locales/en/messages.po', { query: '?catalog=staff' }),
}

/** The English catalogue's messages with the files the `#:` lines name. */
function catalogue(): Array<{ message: string; files: string[] }> {
  return readFileSync('locales/en/messages.po', 'utf8')
    .split(/\n\n+/)
    .flatMap((block) => {
      const id = /^msgid (".*")$/m.exec(block)?.[1]
      const message = id ? String(JSON.parse(id)) : ''
      if (!message) return []
      const files = [...block.matchAll(/^#: (.+)$/gm)].flatMap((m) => (m[1] ?? '').split(' '))
      return [{ message, files }]
    })
}

describe('the catalogue', () => {
  it('is one file per language, each message in it once', () => {
    for (const locale of ['en', 'zh']) {
      expect(readdirSync(`locales/${locale}`)).toEqual(['messages.po'])
    }
    const messages = catalogue().map((entry) => entry.message)
    expect(new Set(messages).size).toBe(messages.length)
    expect(messages.length).toBeGreaterThan(500)
  })
})

describe('the parts a page downloads', () => {
  it('go by the folders catalogs.ts names', () => {
    expect(catalogsOfFile('app/routes/{-$locale}/about/news/index.tsx')).toEqual(['about'])
    expect(catalogsOfFile('app/features/stores/store-network.tsx')).toEqual(['contact'])
    expect(catalogsOfFile('app/features/staff/screens/media.tsx')).toEqual(['staff'])
    expect(catalogsOfFile('app/features/site/frame/footer.tsx')).toEqual(['footer'])
    expect(catalogsOfFile('app/features/site/frame/header.tsx')).toEqual(['messages'])
    expect(catalogsOfFile('app/features/storesque/x.tsx')).toEqual(['messages'])
    expect([
      ...catalogsOfMessage([
        ['app/features/member/account-forms.tsx'],
        ['app/features/staff/screens/submission.tsx', 12],
      ]),
    ]).toEqual(['member', 'staff'])
    // The captcha is in the member centre's part and in its own (the code check's).
    expect(catalogsOfFile('app/features/captcha/captcha.tsx')).toEqual(['auth', 'captcha'])
    expect(catalogsOfFile('app/features/member/auth-forms.tsx')).toEqual(['auth'])
    expect(catalogsOfFile('app/shared/member/member.schemas.ts')).toEqual(['member', 'auth'])
    // The parts search's words are its own part's, not the other service pages'.
    expect(catalogsOfFile('app/routes/{-$locale}/service/parts.tsx')).toEqual(['parts'])
    expect(catalogsOfFile('app/routes/{-$locale}/service/search.tsx')).toEqual(['service'])
    expect(catalogsOfFile('app/routes/{-$locale}/service/download/index.tsx')).toEqual(['service'])
  })

  it('hold exactly the messages used by their sources, a shared one in each part that uses it', async () => {
    const entries = catalogue()
    for (const [name, loaders] of Object.entries(parts)) {
      const load = loaders['../../locales/en/messages.po']
      if (!load || !isCatalogName(name)) throw new Error(`no part ${name}`)
      const { messages } = await load()
      // A plain text compiles to ["text"].
      const texts = new Set(
        Object.values(messages).flatMap((value) =>
          Array.isArray(value) && value.length === 1 && typeof value[0] === 'string'
            ? [value[0]]
            : typeof value === 'string'
              ? [value]
              : [],
        ),
      )
      const wanted = entries.filter((entry) =>
        catalogsOfMessage(entry.files.map((file) => [file] as const)).has(name),
      )
      expect(Object.keys(messages).length, name).toBe(wanted.length)
      for (const entry of entries) {
        if (/[{<]/.test(entry.message)) continue
        expect(texts.has(entry.message), `${entry.message} in ${name}`).toBe(wanted.includes(entry))
      }
    }
  }, 60_000)
})
