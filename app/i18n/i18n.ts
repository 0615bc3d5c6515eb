import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { type CatalogName, catalogSources } from './catalogs'
import { type Locale, locales } from './locale'

/**
 * One Lingui instance per locale. The locale of a page comes from its URL, so sharing these
 * between requests is safe: nothing ever switches them. The server holds every catalogue; the
 * browser loads those of the page it shows (`catalogsForPath`, decision 0004) before React
 * renders it: in app/client.tsx before hydration, in the locale route's `beforeLoad` on
 * navigation, and with the lazy sign-in dialog.
 */
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: {} } }),
  zh: setupI18n({ locale: 'zh', messages: { zh: {} } }),
}

type Part = { messages: Messages }
type Loaders = Record<string, () => Promise<Part>>

/**
 * The parts of each language's one catalogue, compiled by the build (`catalog-split.ts`): a
 * dynamic import each, so a page downloads the parts it shows.
 */
const parts: Record<CatalogName, Loaders> = {
  messages: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=messages' }),
  footer: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=footer' }),
  home: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=home' }),
  about: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=about' }),
  contact: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=contact' }),
  product: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=product' }),
  recruits: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=recruits' }),
  service: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=service' }),
  parts: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=parts' }),
  forms: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=forms' }),
  member: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=member' }),
  warranty: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=warranty' }),
  notifications: import.meta.glob<Part>('../../locales/*/messages.po', {
    query: '?catalog=notifications',
  }),
  privacy: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=privacy' }),
  shares: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=shares' }),
  auth: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=auth' }),
  captcha: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=captcha' }),
  // Words the server alone says: no page's code asks for them (`catalogsForPath`), so the
  // browser's bundle names none of their files.
  server: import.meta.env.SSR
    ? import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=server' })
    : {},
  finder: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=finder' }),
  staff: import.meta.glob<Part>('../../locales/*/messages.po', { query: '?catalog=staff' }),
}

const loading = new Map<string, Promise<void>>()

function loadOne(locale: Locale, name: CatalogName, quietly: boolean): Promise<void> {
  const key = `${locale}/${name}`
  let pending = loading.get(key)
  if (!pending) {
    const source = parts[name][`../../locales/${locale}/messages.po`]
    if (!source) throw new Error(`No catalogue ${key}`)
    pending = source().then(({ messages }) => {
      const i18n = instances[locale]
      // Merged in place, without Lingui's change event: see `loadCatalogs`.
      if (quietly && i18n.locale === locale) Object.assign(i18n.messages, messages)
      else i18n.load(locale, messages)
    })
    loading.set(key, pending)
  }
  return pending
}

/**
 * Loads catalogue parts into the locale's instance. `quietly`: for the messages of a part of the
 * page that loads them with its own code (the footer, the sign-in panel), which renders only
 * once they are there. Lingui's change event would re-render every translated component, and
 * React would then draw afresh the parts still waiting to hydrate (a form with what the visitor
 * typed into the server's HTML, a submit held for it) instead of hydrating them.
 */
export async function loadCatalogs(
  locale: Locale,
  names: readonly CatalogName[],
  { quietly = false }: { quietly?: boolean } = {},
): Promise<void> {
  await Promise.all(names.map((name) => loadOne(locale, name, quietly)))
}

export function getI18n(locale: Locale): I18n {
  return instances[locale]
}

if (import.meta.env.SSR) {
  // The server renders and validates in both languages, every page: all catalogues.
  const names: CatalogName[] = ['messages', ...(Object.keys(catalogSources) as CatalogName[])]
  await Promise.all(locales.map((locale) => loadCatalogs(locale, names)))
} else {
  // A message the loaded catalogues lack would show its id: make that loud in every build.
  for (const i18n of Object.values(instances)) {
    i18n.on('missing', ({ id, locale }) => {
      console.error(`Missing message ${id} in the ${locale} catalogues of ${location.pathname}`)
    })
  }
}
