import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'

export const Route = createFileRoute('/{-$locale}/service')({
  component: ServiceLayout,
})

function ServiceLayout() {
  return (
    <SectionLayout section="service">
      <Outlet />
    </SectionLayout>
  )
}
