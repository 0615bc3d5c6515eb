import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { CompanyPageView } from '~/features/company/company-page'
import { loaderData } from '~/features/content/cms-errors'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/about/honor')({
  head: pageHead(msg`Honors`),
  loader: ({ context }) =>
    loaderData(getCompanyPage({ data: { locale: context.locale, key: 'honor' } })),
  component: HonorPage,
})

/** Its text is the `honor` item of the staff console's company pages. */
function HonorPage() {
  return <CompanyPageView page={Route.useLoaderData()} />
}
