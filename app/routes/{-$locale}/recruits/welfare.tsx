import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { loaderData } from '~/features/content/cms-errors'
import { RecruitCompanyPage } from '~/features/recruit/recruit-company-page'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/welfare')({
  head: pageHead(msg`Welfare`),
  loader: ({ context }) =>
    loaderData(getCompanyPage({ data: { locale: context.locale, key: 'welfare' } })),
  component: WelfarePage,
})

/** Its text is the `welfare` item of the staff console's company pages. */
function WelfarePage() {
  return <RecruitCompanyPage page={Route.useLoaderData()} />
}
