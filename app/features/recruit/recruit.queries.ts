import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getPosition, getPositions } from './recruit.functions'

export const positionsQuery = (
  locale: Locale,
  kind: 'campus' | 'social',
  page: number,
  typeId?: number,
) =>
  queryOptions({
    queryKey: ['positions', locale, kind, page, typeId ?? null],
    queryFn: () => getPositions({ data: { locale, kind, page, typeId } }),
  })

export const positionQuery = (locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['position', locale, id],
    queryFn: () => getPosition({ data: { locale, id } }),
  })
