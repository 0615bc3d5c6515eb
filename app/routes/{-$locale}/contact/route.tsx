import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'

export const Route = createFileRoute('/{-$locale}/contact')({
  component: ContactLayout,
})

function ContactLayout() {
  return (
    <SectionLayout section="contact">
      <Outlet />
    </SectionLayout>
  )
}
