import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cmsRead, section } from '~/features/content/cms-errors'
import { detailOrTwin } from '~/features/twins/detail-twin.server'
import { LocaleSchema } from '~/i18n/locale-schema'
import {
  cmsPositionCampuslist,
  cmsPositionCampusType,
  cmsPositionDetail,
  cmsPositionSociallist,
  cmsPositionSocialType,
} from '~/server/cmsapi/calls'
import { sanitizeRichText } from '~/server/sanitize'
import { MAX_ID } from '~/shared/ids'

export const POSITION_PAGE_SIZE = 10
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))
const Kind = v.picklist(['campus', 'social'])

/** Positions of one kind (campus or social recruitment) with their types, paged. */
export const getPositions = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, kind: Kind, page: Id, typeId: v.optional(Id) }))
  .handler(async ({ data }) => {
    const ctx = { locale: data.locale }
    const payload = { pageNo: data.page, pageSize: POSITION_PAGE_SIZE, typeId: data.typeId }
    // The positions decide the page; without their types the filter is left out.
    const [types, positions] = await Promise.all([
      section(data.kind === 'campus' ? cmsPositionCampusType(ctx) : cmsPositionSocialType(ctx), []),
      cmsRead(() =>
        data.kind === 'campus'
          ? cmsPositionCampuslist(ctx, payload)
          : cmsPositionSociallist(ctx, payload),
      ),
    ])
    return { types: types.value, positions }
  })

export const getPosition = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, id: Id }))
  .handler(async ({ data }) => {
    const p = await detailOrTwin('position', data.locale, data.id, () =>
      cmsPositionDetail({ locale: data.locale }, data.id),
    )
    return {
      ...p,
      duties: sanitizeRichText(p.duties),
      requirements: sanitizeRichText(p.requirements),
    }
  })
