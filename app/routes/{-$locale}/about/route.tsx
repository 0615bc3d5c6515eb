import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'
import { bannersQuery } from '~/features/site/banner.queries'
import { useLocale } from '~/i18n/use-locale'

export const Route = createFileRoute('/{-$locale}/about')({
  // The banner is decoration: a page still renders when it cannot be read.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(bannersQuery(context.locale, 'about')).catch(() => []),
  component: AboutLayout,
})

function AboutLayout() {
  const { data } = useQuery(bannersQuery(useLocale(), 'about'))
  return (
    <SectionLayout section="about" banner={data?.[0]}>
      <Outlet />
    </SectionLayout>
  )
}
