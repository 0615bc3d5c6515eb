import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { loadBanners } from './banner.server'

export const BannerSectionSchema = v.picklist([
  'home',
  'about',
  'contact',
  'member',
  'product',
  'service',
  'recruits',
])

export const getBanners = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, section: BannerSectionSchema }))
  .handler(({ data }) => loadBanners(data.locale, data.section))
