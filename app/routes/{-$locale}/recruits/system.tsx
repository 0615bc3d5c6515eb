import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { loaderData } from '~/features/content/cms-errors'
import { RecruitCompanyPage } from '~/features/recruit/recruit-company-page'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/system')({
  head: pageHead(msg`Training System`),
  loader: ({ context }) =>
    loaderData(getCompanyPage({ data: { locale: context.locale, key: 'system' } })),
  component: SystemPage,
})

/** Its text is the `system` item of the staff console's company pages. */
function SystemPage() {
  return <RecruitCompanyPage page={Route.useLoaderData()} />
}
