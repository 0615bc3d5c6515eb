import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'

export const Route = createFileRoute('/{-$locale}/recruits')({
  component: RecruitsLayout,
})

function RecruitsLayout() {
  return (
    <SectionLayout section="recruits">
      <Outlet />
    </SectionLayout>
  )
}
