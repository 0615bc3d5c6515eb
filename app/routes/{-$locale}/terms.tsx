import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { loaderData } from '~/features/content/cms-errors'
import { LegalPageView } from '~/features/legal/legal-page'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/terms')({
  head: pageHead(msg`Terms of Use`),
  loader: ({ context }) =>
    loaderData(getCompanyPage({ data: { locale: context.locale, key: 'terms' } })),
  component: function TermsPage() {
    return <LegalPageView page={Route.useLoaderData()} />
  },
})
