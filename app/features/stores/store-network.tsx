import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { FilterForm } from '~/components/content/filter-form'
import { Finder } from '~/features/finder/finder'
import { useLocale } from '~/i18n/use-locale'
import { storesQuery } from './stores.queries'

/**
 * The CN or EN network module: the stores of a region with a province (country) filter, as a
 * finder; stores in China are on the map of China.
 */
export function StoreNetwork({
  region,
  path,
  province,
  baseQuery = {},
}: {
  region: 'cn' | 'intl'
  path: string
  province?: string
  /** Query of the page that embeds the module (e.g. the region tab), kept by its filter. */
  baseQuery?: Record<string, string | undefined>
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(storesQuery(locale, region, province))
  return (
    <div>
      <FilterForm
        path={path}
        fields={[
          {
            kind: 'select',
            name: 'province',
            label: region === 'cn' ? t`Province` : t`Country`,
            value: province,
            options: data.provinces.map((p) => ({ value: p, label: p })),
          },
        ]}
      >
        {Object.entries(baseQuery).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
      </FilterForm>
      <Finder places={data.places} total={data.total} kind="store" map={region === 'cn'} />
    </div>
  )
}
