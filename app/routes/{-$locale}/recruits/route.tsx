import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'
import { bannersQuery } from '~/features/site/banner.queries'
import { useLocale } from '~/i18n/use-locale'

export const Route = createFileRoute('/{-$locale}/recruits')({
  // The banner is decoration: a page still renders when it cannot be read.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(bannersQuery(context.locale, 'recruits')).catch(() => []),
  component: RecruitsLayout,
})

function RecruitsLayout() {
  const { data } = useQuery(bannersQuery(useLocale(), 'recruits'))
  return (
    <SectionLayout section="recruits" banner={data?.[0]}>
      <Outlet />
    </SectionLayout>
  )
}
