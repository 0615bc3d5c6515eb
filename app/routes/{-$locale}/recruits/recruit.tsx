import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { loaderData } from '~/features/content/cms-errors'
import { PositionList } from '~/features/recruit/position-list'
import { positionsQuery } from '~/features/recruit/recruit.queries'
import { listTwins } from '~/features/twins/twins.queries'
import { pageHead } from '~/lib/head'
import { optionalId, pageParam, searchValidator } from '~/lib/search'

const validateSearch = searchValidator({ page: pageParam, type: optionalId })

export const Route = createFileRoute('/{-$locale}/recruits/recruit')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await loaderData(
      context.queryClient.ensureQueryData(
        positionsQuery(context.locale, 'social', deps.page ?? 1, deps.type),
      ),
    )
    const { queryClient, locale } = context
    return {
      twins: await listTwins(queryClient, locale, '/recruits/recruit', 'social', deps, {
        type: deps.type,
      }),
    }
  },
  head: pageHead(msg`Job Openings`),
  component: RecruitPage,
})

function RecruitPage() {
  const { page, type } = Route.useSearch()
  return (
    <>
      <PageHeading
        title={<Trans>Job Openings</Trans>}
        intro={<Trans>Open positions for experienced professionals and graduates.</Trans>}
      />
      <PositionList kind="social" path="/recruits/recruit" page={page ?? 1} typeId={type} />
    </>
  )
}
