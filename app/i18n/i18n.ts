import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { Locale } from './locale'

/**
 * One Lingui instance per locale, activated once its catalogue is loaded. The locale of a page
 * comes from its URL, so sharing these between requests is safe: nothing ever switches them.
 * The browser loads only the catalogue of the page's language (app/client.tsx).
 */
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: {} } }),
  zh: setupI18n({ locale: 'zh', messages: { zh: {} } }),
}

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  zh: () => import('../../locales/zh/messages.po'),
}

const loading = new Map<Locale, Promise<void>>()

export function loadCatalog(locale: Locale): Promise<void> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = catalogs[locale]().then(({ messages }) => {
      instances[locale].loadAndActivate({ locale, messages })
    })
    loading.set(locale, pending)
  }
  return pending
}

export function getI18n(locale: Locale): I18n {
  return instances[locale]
}

// The server renders and validates in both languages: have both catalogues from the start.
if (import.meta.env.SSR) await Promise.all([loadCatalog('en'), loadCatalog('zh')])
