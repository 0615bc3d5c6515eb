import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * One catalogue per language, `locales/{en,zh}/messages.po`: every message of the app has one
 * home there, whatever page uses it. The build splits it into the parts a page downloads
 * (decision 0004) by the `#:` lines, which say where each message is used:
 * `app/i18n/catalogs.ts` names the parts and their sources, `app/i18n/catalog-split.ts` splits.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
