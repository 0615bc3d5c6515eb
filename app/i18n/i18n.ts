import { type I18n, setupI18n } from '@lingui/core'
import { messages as enMessages } from '../../locales/en/messages.po'
import { messages as zhMessages } from '../../locales/zh/messages.po'
import type { Locale } from './locale'

/**
 * One immutable, pre-activated Lingui instance per locale. The locale of a page comes from its
 * URL, so sharing these between requests is safe: nothing ever switches them.
 */
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: enMessages } }),
  zh: setupI18n({ locale: 'zh', messages: { zh: zhMessages } }),
}

export function getI18n(locale: Locale): I18n {
  return instances[locale]
}
