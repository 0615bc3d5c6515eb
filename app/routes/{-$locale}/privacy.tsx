import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { loaderData } from '~/features/content/cms-errors'
import { LegalPageView } from '~/features/legal/legal-page'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/privacy')({
  head: pageHead(msg`Privacy Policy`),
  loader: ({ context }) =>
    loaderData(getCompanyPage({ data: { locale: context.locale, key: 'privacy' } })),
  component: function PrivacyPage() {
    return <LegalPageView page={Route.useLoaderData()} />
  },
})
