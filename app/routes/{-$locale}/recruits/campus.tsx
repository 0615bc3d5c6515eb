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
    return {
      twins: await listTwins(queryClient, locale, '/recruits/campus', 'campus', deps, {
        type: deps.type,
      }),
    }
  },
  head: pageHead(msg`Campus Recruitment`),
  component: CampusPage,
})

function CampusPage() {
  const { page, type } = Route.useSearch()
  return (
    <>
      <PageHeading
        title={<Trans>Campus Recruitment</Trans>}
        intro={<Trans>Graduate programmes and internships.</Trans>}
      />
      <PositionList kind="campus" path="/recruits/campus" page={page ?? 1} typeId={type} />
    </>
  )
}
