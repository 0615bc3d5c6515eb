import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { CompanyPageView } from '~/features/company/company-page'
import { loaderData } from '~/features/content/cms-errors'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/about/about-us')({
  head: pageHead(msg`Company Profile`),
  loader: ({ context }) =>
    loaderData(getCompanyPage({ data: { locale: context.locale, key: 'about-us' } })),
  component: AboutUsPage,
})

/** Its text is the `about-us` item of the staff console's company pages. */
function AboutUsPage() {
  return <CompanyPageView page={Route.useLoaderData()} />
}
