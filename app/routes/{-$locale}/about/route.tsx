import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'
import { sectionBanner } from '~/features/site/section-banner'

export const Route = createFileRoute('/{-$locale}/about')({
  loader: ({ context }) => sectionBanner(context.locale, 'about'),
  component: AboutLayout,
})

function AboutLayout() {
  return (
    <SectionLayout section="about" banner={Route.useLoaderData()}>
      <Outlet />
    </SectionLayout>
  )
}
