import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getCompanyPage } from '~/features/company/company.functions'
import { CompanyPageView } from '~/features/company/company-page'
import { loaderData } from '~/features/content/cms-errors'
import { PositionList } from '~/features/recruit/position-list'
import { getPositions } from '~/features/recruit/recruit.functions'
import { listTwins } from '~/features/twins/twins'
import { pageHead } from '~/lib/head'
import { optionalId, pageParam, searchValidator } from '~/lib/search'

const validateSearch = searchValidator({ page: pageParam, type: optionalId })

export const Route = createFileRoute('/{-$locale}/recruits/campus')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { locale }, deps }) => {
    const [positions, page, twins] = await Promise.all([
      loaderData(
        getPositions({ data: { locale, kind: 'campus', page: deps.page ?? 1, typeId: deps.type } }),
      ),
      loaderData(getCompanyPage({ data: { locale, key: 'campus', optional: true } })),
      listTwins(locale, '/recruits/campus', 'campus', deps, { type: deps.type }),
    ])
    return { positions, page, twins }
  },
  head: pageHead(msg`Campus Recruitment`),
  component: CampusPage,
})

function CampusPage() {
  const { type } = Route.useSearch()
  const { positions, page } = Route.useLoaderData()
  // The heading and any text above the list: the `campus` item of the company pages.
  return (
    <CompanyPageView page={page}>
      <PositionList data={positions} path="/recruits/campus" typeId={type} />
    </CompanyPageView>
  )
}
