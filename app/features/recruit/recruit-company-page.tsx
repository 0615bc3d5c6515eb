import { Trans } from '@lingui/react/macro'
import { AppLink } from '~/components/site/app-link'
import { CompanyPageView } from '~/features/company/company-page'
import type { CompanyPage } from '~/server/company-pages'

/**
 * A page of the recruits section whose text is an item of the staff console's company pages
 * (growth, welfare, training system, working here): the page, then the way to the open
 * positions.
 */
export function RecruitCompanyPage({ page }: { page: CompanyPage }) {
  return (
    <CompanyPageView page={page}>
      <p className="mt-8">
        <AppLink to="/recruits/recruit" className="text-primary underline underline-offset-4">
          <Trans>See the open positions</Trans>
        </AppLink>
      </p>
    </CompanyPageView>
  )
}
