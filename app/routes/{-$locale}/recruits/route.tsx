import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'
import { sectionBanner } from '~/features/site/section-banner'

export const Route = createFileRoute('/{-$locale}/recruits')({
  loader: ({ context }) => sectionBanner(context.locale, 'recruits'),
  component: RecruitsLayout,
})

function RecruitsLayout() {
  return (
    <SectionLayout section="recruits" banner={Route.useLoaderData()}>
      <Outlet />
    </SectionLayout>
  )
}
