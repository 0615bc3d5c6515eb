import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cmsRead } from '~/features/content/cms-errors'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsBusinessAalist, cmsBusinessListAA } from '~/server/cmsapi/calls'

export const STORE_PAGE_SIZE = 12

/** Offline stores of a region (mainland China or abroad) and their positions. */
export const getStores = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      region: v.picklist(['cn', 'intl']),
      page: v.pipe(v.number(), v.integer(), v.minValue(1)),
      province: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
    }),
  )
  .handler(({ data }) =>
    cmsRead(async () => {
      const ctx = { locale: data.locale }
      const filter = { region: data.region, province: data.province }
      const [stores, positions] = await Promise.all([
        cmsBusinessListAA(ctx, { ...filter, pageNo: data.page, pageSize: STORE_PAGE_SIZE }),
        cmsBusinessAalist(ctx, filter),
      ])
      return { stores, positions }
    }),
  )
