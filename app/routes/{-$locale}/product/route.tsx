import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'

export const Route = createFileRoute('/{-$locale}/product')({
  component: ProductLayout,
})

function ProductLayout() {
  return (
    <SectionLayout section="product">
      <Outlet />
    </SectionLayout>
  )
}
