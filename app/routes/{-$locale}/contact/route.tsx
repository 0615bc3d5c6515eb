import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'
import { sectionBanner } from '~/features/site/section-banner'

export const Route = createFileRoute('/{-$locale}/contact')({
  loader: ({ context }) => sectionBanner(context.locale, 'contact'),
  component: ContactLayout,
})

function ContactLayout() {
  return (
    <SectionLayout section="contact" banner={Route.useLoaderData()}>
      <Outlet />
    </SectionLayout>
  )
}
