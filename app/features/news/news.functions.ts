import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cmsRead } from '~/features/content/cms-errors'
import { detailOrTwin } from '~/features/twins/detail-twin.server'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsContentDetail, cmsContentList } from '~/server/cmsapi/calls'
import { sanitizeRichText } from '~/server/sanitize'
import { MAX_ID } from '~/shared/ids'

export const NEWS_PAGE_SIZE = 9

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))

export const getNewsList = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      page: Id,
      categoryId: v.optional(Id),
      pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
    }),
  )
  .handler(({ data }) =>
    cmsRead(() =>
      cmsContentList(
        { locale: data.locale },
        {
          pageNo: data.page,
          pageSize: data.pageSize ?? NEWS_PAGE_SIZE,
          categoryId: data.categoryId,
        },
      ),
    ),
  )

export const getNewsDetail = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, id: Id }))
  .handler(async ({ data }) => {
    const item = await detailOrTwin('news', data.locale, data.id, () =>
      cmsContentDetail({ locale: data.locale }, data.id),
    )
    return { ...item, content: sanitizeRichText(item.content) }
  })
