import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { loaderData } from '~/features/content/cms-errors'
import { RecruitCompanyPage } from '~/features/recruit/recruit-company-page'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/work')({
  head: pageHead(msg`Working Here`),
  loader: ({ context }) =>
    loaderData(getCompanyPage({ data: { locale: context.locale, key: 'work' } })),
  component: WorkPage,
})

/** Its text is the `work` item of the staff console's company pages. */
function WorkPage() {
  return <RecruitCompanyPage page={Route.useLoaderData()} />
}
