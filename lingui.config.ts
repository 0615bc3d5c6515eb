import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { defaultLocale, locales } from './app/i18n/locale.ts'

/**
 * One catalogue per language, `locales/{en,zh}/messages.po`: every message of the app has one
 * home there, whatever page uses it. The build splits it into the parts a page downloads
 * (decision 0004) by the `#:` lines, which say where each message is used:
 * `app/i18n/catalogs.ts` names the parts and their sources, `app/i18n/catalog-split.ts` splits.
 */
export default defineConfig({
  sourceLocale: defaultLocale,
  locales: [...locales],
  fallbackLocales: { default: defaultLocale },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
