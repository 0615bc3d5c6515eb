import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getMyRecords } from './member-records.functions'

/**
 * A member's own evaluations or feedback. Their pages load it before rendering, so the server's
 * HTML already lists them: an answer arriving after hydration would re-render the page and make
 * React draw afresh the form that waits for the visitor's first interaction.
 */
export const myRecordsQuery = (locale: Locale, type: 'evaluation' | 'feedback') =>
  queryOptions({
    queryKey: ['my-records', locale, type],
    queryFn: () => getMyRecords({ data: { locale, type } }),
  })
