import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { loaderData } from '~/features/content/cms-errors'
import { PositionList } from '~/features/recruit/position-list'
import { getPositions } from '~/features/recruit/recruit.functions'
import { listTwins } from '~/features/twins/twins'
import { pageHead } from '~/lib/head'
import { optionalId, pageParam, searchValidator } from '~/lib/search'

const validateSearch = searchValidator({ page: pageParam, type: optionalId })

export const Route = createFileRoute('/{-$locale}/recruits/recruit')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { locale }, deps }) => {
    const [positions, twins] = await Promise.all([
      loaderData(
        getPositions({ data: { locale, kind: 'social', page: deps.page ?? 1, typeId: deps.type } }),
      ),
      listTwins(locale, '/recruits/recruit', 'social', deps, { type: deps.type }),
    ])
    return { positions, twins }
  },
  head: pageHead(msg`Job Openings`),
  component: RecruitPage,
})

function RecruitPage() {
  const { type } = Route.useSearch()
  const { positions } = Route.useLoaderData()
  return (
    <>
      <PageHeading
        title={<Trans>Job Openings</Trans>}
        intro={<Trans>Open positions for experienced professionals and graduates.</Trans>}
      />
      <PositionList data={positions} path="/recruits/recruit" typeId={type} />
    </>
  )
}
