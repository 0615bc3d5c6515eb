import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { getSubscriptions } from '~/features/member/member.functions'
import { productCatalogQuery } from '~/features/products/products.queries'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/subscribe')({
  head: pageHead(msg`Subscriptions`),
  component: SubscribePage,
})

function SubscribePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const client = useQueryClient()
  const key = ['subscriptions', locale]
  const { data: topics } = useQuery({
    queryKey: key,
    queryFn: () => getSubscriptions({ data: { locale } }),
  })
  const { data: catalog } = useQuery(productCatalogQuery(locale))
  const options = [
    { topic: 'news', label: t`Company news` },
    { topic: 'products', label: t`New products` },
    ...(catalog?.brands ?? []).map((b) => ({
      topic: `brand:${b.code}`,
      label: t`News of ${b.name}`,
    })),
  ]
  return (
    <>
      <PageHeading
        title={<Trans>Subscriptions</Trans>}
        intro={<Trans>Choose the news you want to receive.</Trans>}
      />
      <fieldset className="flex flex-col gap-3" data-testid="subscriptions">
        <legend className="sr-only">
          <Trans>Topics</Trans>
        </legend>
        {options.map((o) => (
          <label key={o.topic} className="inline-flex items-center gap-3">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={topics?.includes(o.topic) ?? false}
              disabled={!topics}
              onChange={async (e) => {
                const next = await getSubscriptions({
                  data: { locale, topic: o.topic, on: e.target.checked },
                })
                client.setQueryData(key, next)
              }}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
    </>
  )
}
