import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'

export const Route = createFileRoute('/{-$locale}/about')({
  component: AboutLayout,
})

function AboutLayout() {
  return (
    <SectionLayout section="about">
      <Outlet />
    </SectionLayout>
  )
}
