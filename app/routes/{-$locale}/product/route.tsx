import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'
import { sectionBanner } from '~/features/site/section-banner'

export const Route = createFileRoute('/{-$locale}/product')({
  loader: ({ context }) => sectionBanner(context.locale, 'product'),
  component: ProductLayout,
})

function ProductLayout() {
  return (
    <SectionLayout section="product" banner={Route.useLoaderData()}>
      <Outlet />
    </SectionLayout>
  )
}
