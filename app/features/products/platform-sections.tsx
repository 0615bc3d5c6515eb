import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { withQuery } from '~/components/content/pagination'
import { AppLink } from '~/components/site/app-link'
import { Button } from '~/components/ui/button'
import { Label, NativeSelect } from '~/components/ui/input'
import type { getProduct } from '~/features/products/products.functions'
import type { OutletOfProvince, WhereToBuy } from '~/features/products/where-to-buy.functions'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'

type Platform = NonNullable<Awaited<ReturnType<typeof getProduct>>['platform']>

function Links({ items, testId }: { items: Platform['products']; testId: string }) {
  return (
    <ul className="mt-1 mb-4 list-disc pl-5 text-sm" data-testid={testId}>
      {items.map((m) => (
        <li key={m.id}>
          <AppLink to={`/product/detail/${m.id}`} className="text-primary hover:underline">
            {m.name}
          </AppLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * "Works with": a tool's batteries, chargers and the platform's other tools; a battery's or a
 * charger's tools. Plain links the server draws; the platform's name leads to its products.
 */
export function WorksWith({ platform }: { platform: Platform }) {
  const of = (role: string) => platform.products.filter((m) => m.role === role)
  const [batteries, chargers, tools] = [of('battery'), of('charger'), of('tool')]
  const h3 = 'text-sm font-semibold'
  return (
    <section id="works-with" className="mt-10" aria-labelledby="works-with-heading">
      <h2 id="works-with-heading" className="mb-2 text-xl font-semibold">
        <Trans>Works with</Trans>
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        <AppLink
          to={withQuery('/product/list', { platform: platform.code })}
          className="font-medium text-primary hover:underline"
          data-testid="platform-link"
        >
          {platform.name}
        </AppLink>{' '}
        {platform.intro}
      </p>
      {platform.role === 'tool' ? (
        <>
          {batteries.length > 0 && (
            <>
              <h3 className={h3}>
                <Trans>Batteries</Trans>
              </h3>
              <Links items={batteries} testId="platform-batteries" />
            </>
          )}
          {chargers.length > 0 && (
            <>
              <h3 className={h3}>
                <Trans>Chargers</Trans>
              </h3>
              <Links items={chargers} testId="platform-chargers" />
            </>
          )}
          {tools.length > 0 && (
            <>
              <h3 className={h3}>
                <Trans>Other tools on this platform</Trans>
              </h3>
              <Links items={tools} testId="platform-tools" />
            </>
          )}
        </>
      ) : (
        <>
          <h3 className={h3}>
            <Trans>Tools it powers</Trans>
          </h3>
          <Links items={tools} testId="platform-tools" />
        </>
      )}
    </section>
  )
}

type Shown = OutletOfProvince & { distanceKm?: number }

/**
 * The outlets of a province that sell and service the tool: a GET form (`?province=`, the page's
 * own address, so a shared cache keeps one page per province), and "Nearest first", which asks
 * for the visitor's position and loads the finder's distance code only then.
 */
export function ProvinceOutlets({
  where,
  province,
  path,
}: {
  where: WhereToBuy
  province?: string
  path: string
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const [nearest, setNearest] = useState<Shown[] | null>(null)
  const [note, setNote] = useState('')
  const shown: Shown[] = nearest ?? where.outlets
  const locate = () => {
    setNote(t`Finding your location…`)
    navigator.geolocation?.getCurrentPosition(
      async ({ coords }) => {
        const { nearestOutlets } = await import('~/features/products/nearest-outlets')
        const found = await nearestOutlets(locale, {
          lat: coords.latitude,
          lng: coords.longitude,
        }).catch(() => null)
        setNearest(found)
        setNote(found ? t`Nearest to you first.` : t`The outlets could not be loaded.`)
      },
      () => setNote(t`Your location is not available.`),
    )
  }
  return (
    <div className="mt-6" data-testid="province-outlets">
      <form
        method="get"
        action={`${localePath(locale, path)}#where-to-buy`}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="wtb-province">{t`Outlets that sell and service it, by province`}</Label>
          <NativeSelect id="wtb-province" name="province" defaultValue={province ?? ''}>
            <option value="">{t`Choose a province`}</option>
            {where.provinces.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          <Trans>Show outlets</Trans>
        </Button>
        <Button type="button" variant="ghost" onClick={locate} data-testid="nearest-outlets">
          <Trans>Nearest first</Trans>
        </Button>
      </form>
      <p className="mt-2 text-sm text-muted-foreground" role="status">
        {note || (province && !nearest && shown.length === 0 ? t`No outlet in this province.` : '')}
      </p>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="outlet-list">
        {shown.map((o) => (
          <li key={o.id} className="rounded-md border p-3 text-sm">
            <p className="font-medium">
              {o.name}
              {o.distanceKm !== undefined && ` · ${Math.round(o.distanceKm)} km`}
            </p>
            <p className="text-muted-foreground">
              {o.city} {o.address}
            </p>
            {o.phone && <a href={`tel:${o.phone}`}>{o.contact}</a>}
          </li>
        ))}
      </ul>
    </div>
  )
}
