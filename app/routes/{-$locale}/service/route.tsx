import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'
import { bannersQuery } from '~/features/site/banner.queries'
import { useLocale } from '~/i18n/use-locale'

export const Route = createFileRoute('/{-$locale}/service')({
  // The banner is decoration: a page still renders when it cannot be read.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(bannersQuery(context.locale, 'service')).catch(() => []),
  component: ServiceLayout,
})

function ServiceLayout() {
  const { data } = useQuery(bannersQuery(useLocale(), 'service'))
  return (
    <SectionLayout section="service" banner={data?.[0]}>
      <Outlet />
    </SectionLayout>
  )
}
