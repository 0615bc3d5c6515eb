import { msg } from '@lingui/core/macro'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'

/**
 * What the page frame shows when the content service names none (spec §1, §2, §9). Kept in
 * the server's catalogue: the browser receives the text with the page's data, never the code.
 */
export const DEFAULT_HOTLINE = '400-182-5988'

export function defaultSiteTitle(locale: Locale): string {
  return getI18n(locale)._(msg`Ruifeng Tools`)
}
