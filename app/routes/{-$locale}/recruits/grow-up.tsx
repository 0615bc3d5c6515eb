import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AppLink } from '~/components/site/app-link'
import { getCompanyPage } from '~/features/company/company.functions'
import { CompanyPageView } from '~/features/company/company-page'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/grow-up')({
  head: pageHead(msg`Growth`),
  loader: ({ context }) => getCompanyPage({ data: { locale: context.locale, key: 'grow-up' } }),
  component: GrowUpPage,
})

/** Its text is the `grow-up` item of the staff console's company pages. */
function GrowUpPage() {
  return (
    <CompanyPageView page={Route.useLoaderData()}>
      <p className="mt-8">
        <AppLink to="/recruits/recruit" className="text-primary underline underline-offset-4">
          <Trans>See the open positions</Trans>
        </AppLink>
      </p>
    </CompanyPageView>
  )
}
