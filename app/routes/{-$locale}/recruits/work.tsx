import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AppLink } from '~/components/site/app-link'
import { getCompanyPage } from '~/features/company/company.functions'
import { CompanyPageView } from '~/features/company/company-page'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/work')({
  head: pageHead(msg`Working Here`),
  loader: ({ context }) => getCompanyPage({ data: { locale: context.locale, key: 'work' } }),
  component: WorkPage,
})

/** Its text is the `work` item of the staff console's company pages. */
function WorkPage() {
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
