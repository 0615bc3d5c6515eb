import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'

export const Route = createFileRoute('/{-$locale}/member')({
  component: MemberLayout,
})

function MemberLayout() {
  return (
    <SectionLayout section="member">
      <Outlet />
    </SectionLayout>
  )
}
