import { useLingui } from '@lingui/react/macro'
import { FilterForm } from '~/components/content/filter-form'
import { Finder } from '~/features/finder/finder'
import type { getStores } from './stores.functions'

/** The stores of a region as its page's loader read them (`getStores`). */
export type Stores = Awaited<ReturnType<typeof getStores>>

/**
 * The CN or EN network module: the stores of a region with a province (country) filter, as a
 * finder; stores in China are on the map of China. The page's loader reads the stores.
 */
export function StoreNetwork({
  data,
  region,
  path,
  province,
  baseQuery = {},
}: {
  data: Stores
  region: 'cn' | 'intl'
  path: string
  province?: string
  /** Query of the page that embeds the module (e.g. the region tab), kept by its filter. */
  baseQuery?: Record<string, string | undefined>
}) {
  const { t } = useLingui()
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
