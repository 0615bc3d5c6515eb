import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { loaderData } from '~/features/content/cms-errors'
import { RecruitCompanyPage } from '~/features/recruit/recruit-company-page'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/grow-up')({
  head: pageHead(msg`Growth`),
  loader: ({ context }) =>
    loaderData(getCompanyPage({ data: { locale: context.locale, key: 'grow-up' } })),
  component: GrowUpPage,
})

/** Its text is the `grow-up` item of the staff console's company pages. */
function GrowUpPage() {
  return <RecruitCompanyPage page={Route.useLoaderData()} />
}
