import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { dealerPageLabels, dealersByProvince } from './dealers.server'

/**
 * The service network's outlets of one province (all provinces' names for the filter), for the
 * warranty form's dealer picker (dealers.server.ts), with the picker page's words in `locale`.
 * Public data: no session needed.
 */
export const getDealers = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, province: v.pipe(v.string(), v.maxLength(100)) }))
  .handler(async ({ data }) => {
    const groups = await dealersByProvince(data.locale)
    return {
      labels: dealerPageLabels(data.locale),
      provinces: groups.map((g) => g.province).filter(Boolean),
      groups: data.province ? groups.filter((g) => g.province === data.province) : groups,
    }
  })

/**
 * Every outlet's name with its city, for the warranty form's dealer field to suggest (a native
 * `<datalist>`: no code of its own); a typed name is accepted all the same. Public data.
 */
export const getDealerNames = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }) => (await dealersByProvince(data.locale)).flatMap((g) => g.dealers))
