import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { loadSiteChrome } from './site.server'

export const getSiteChrome = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(({ data }) => loadSiteChrome(data.locale))
