import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { section } from '~/features/content/cms-errors'
import { LocaleSchema } from '~/i18n/locale-schema'
import { loadBanners } from './banner.server'

export const getBanners = createServerFn({ method: 'GET' })
  // Schemas stay inside the validator: Start removes it from the browser build, and valibot
  // with it (an exported schema constant was kept in the first download).
  .validator(
    v.object({
      locale: LocaleSchema,
      section: v.picklist(['home', 'about', 'contact', 'member', 'product', 'service', 'recruits']),
    }),
  )
  // A section's banner is decoration: none when the content service fails.
  .handler(async ({ data }) => (await section(loadBanners(data.locale, data.section), [])).value)
