import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { catalogSources } from './app/i18n/catalogs'

/**
 * One catalogue for the site's frame and home page, one per section, one for the form and
 * member screens and one the server alone uses (decision 0004: a page downloads only the
 * messages it can show). `app/i18n/catalogs.ts` says which sources feed which catalogue.
 */
const exclude = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx']
const owned = Object.values(catalogSources).flat()

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: [...exclude, ...owned.map((source) => `<rootDir>/${source}`)],
    },
    ...Object.entries(catalogSources).map(([name, sources]) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include: sources.map((source) => `<rootDir>/${source}`),
      exclude,
    })),
  ],
  format: formatter({ lineNumbers: false }),
})
