import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { CompanyPageView } from '~/features/company/company-page'
import { loaderData } from '~/features/content/cms-errors'
import { PositionList } from '~/features/recruit/position-list'
import { positionsQuery } from '~/features/recruit/recruit.queries'
import { listTwins } from '~/features/twins/twins.queries'
import { pageHead } from '~/lib/head'
import { optionalId, pageParam, searchValidator } from '~/lib/search'

const validateSearch = searchValidator({ page: pageParam, type: optionalId })

export const Route = createFileRoute('/{-$locale}/recruits/campus')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await loaderData(
      context.queryClient.ensureQueryData(
        positionsQuery(context.locale, 'campus', deps.page ?? 1, deps.type),
      ),
    )
    const { queryClient, locale } = context
    const [page, twins] = await Promise.all([
      loaderData(getCompanyPage({ data: { locale, key: 'campus', optional: true } })),
      listTwins(queryClient, locale, '/recruits/campus', 'campus', deps, { type: deps.type }),
    ])
    return { page, twins }
  },
  head: pageHead(msg`Campus Recruitment`),
  component: CampusPage,
})

function CampusPage() {
  const { page, type } = Route.useSearch()
  // The heading and any text above the list: the `campus` item of the company pages.
  return (
    <CompanyPageView page={Route.useLoaderData().page}>
      <PositionList kind="campus" path="/recruits/campus" page={page ?? 1} typeId={type} />
    </CompanyPageView>
  )
}
