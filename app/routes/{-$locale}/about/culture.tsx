import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { CompanyPageView } from '~/features/company/company-page'
import { loaderData } from '~/features/content/cms-errors'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/about/culture')({
  head: pageHead(msg`Corporate Culture`),
  loader: ({ context }) =>
    loaderData(getCompanyPage({ data: { locale: context.locale, key: 'culture' } })),
  component: CulturePage,
})

/** Its text is the `culture` item of the staff console's company pages. */
function CulturePage() {
  return <CompanyPageView page={Route.useLoaderData()} />
}
