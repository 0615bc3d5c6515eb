import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'
import { sectionBanner } from '~/features/site/section-banner'

export const Route = createFileRoute('/{-$locale}/service')({
  loader: ({ context }) => sectionBanner(context.locale, 'service'),
  component: ServiceLayout,
})

function ServiceLayout() {
  return (
    <SectionLayout section="service" banner={Route.useLoaderData()}>
      <Outlet />
    </SectionLayout>
  )
}
