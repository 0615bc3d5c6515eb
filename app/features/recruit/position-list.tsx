import { Trans, useLingui } from '@lingui/react/macro'
import { Pagination, withQuery } from '~/components/content/pagination'
import { AppLink } from '~/components/site/app-link'
import { formatDate } from '~/features/content/format'
import { useLocale } from '~/i18n/use-locale'
import { cn } from '~/lib/utils'
import type { getPositions } from './recruit.functions'

/** A page of positions with their types, as the page's loader read them (`getPositions`). */
export type Positions = Awaited<ReturnType<typeof getPositions>>

/**
 * Open positions of one kind (campus or social recruitment) with a type filter and paging: the
 * page's loader reads the page of positions the address asks for.
 */
export function PositionList({
  data,
  path,
  typeId,
}: {
  data: Positions
  path: string
  typeId?: number
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const tab = 'rounded-full border px-4 py-1.5 text-sm'
  const active = 'border-primary bg-primary text-primary-foreground'
  return (
    <>
      <nav aria-label={t`Position types`} className="mb-6 flex flex-wrap gap-2">
        <AppLink
          to={path}
          aria-current={typeId === undefined ? 'page' : undefined}
          className={cn(tab, typeId === undefined ? active : 'hover:bg-accent')}
        >
          <Trans>All</Trans>
        </AppLink>
        {data.types.map((type) => (
          <AppLink
            key={type.id}
            to={withQuery(path, { type: type.id })}
            aria-current={typeId === type.id ? 'page' : undefined}
            className={cn(tab, typeId === type.id ? active : 'hover:bg-accent')}
          >
            {type.name}
          </AppLink>
        ))}
      </nav>
      {data.positions.list.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>There are no open positions of this type right now.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm" data-testid="position-list">
            <thead className="bg-muted/60 text-left">
              <tr>
                <th scope="col" className="p-3">{t`Position`}</th>
                <th scope="col" className="p-3">{t`Category`}</th>
                <th scope="col" className="p-3">{t`Work place`}</th>
                <th scope="col" className="p-3">{t`Openings`}</th>
                <th scope="col" className="p-3">{t`Released`}</th>
              </tr>
            </thead>
            <tbody>
              {data.positions.list.map((p) => (
                <tr key={p.id} className="border-t">
                  <td className="p-3">
                    <AppLink
                      to={`/recruits/detail/${p.id}`}
                      className="font-medium text-primary hover:underline"
                    >
                      {p.name}
                    </AppLink>
                  </td>
                  <td className="p-3">{p.category}</td>
                  <td className="p-3">{p.place}</td>
                  <td className="p-3">{p.headcount}</td>
                  <td className="p-3">
                    <time dateTime={p.releasedAt}>{formatDate(locale, p.releasedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={data.positions.pageNo}
        pageSize={data.positions.pageSize}
        total={data.positions.total}
        hrefFor={(n) => withQuery(path, { type: typeId, page: n })}
      />
    </>
  )
}
