import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'
import { LazyAuthPanel, preloadAuthPanel } from '~/features/member/lazy-auth-panel'
import { bannersQuery } from '~/features/site/banner.queries'
import { useLocale } from '~/i18n/use-locale'

export const Route = createFileRoute('/{-$locale}/member')({
  // Member pages are rendered for their member (never shared by the page cache).
  // The member calls load with the member area, not in every page's first download.
  beforeLoad: async ({ context }) => {
    const [{ getMe }, { forgetMember, rememberMember }] = await Promise.all([
      import('~/features/member/member.functions'),
      import('~/features/member/stored-member'),
    ])
    const member = await getMe({ data: { locale: context.locale } })
    // In the browser, what the user-info call says is what local storage remembers.
    if (member) rememberMember(member)
    else forgetMember()
    return { member }
  },
  loader: ({ context }) => {
    if (!context.member) preloadAuthPanel()
    return context.queryClient
      .ensureQueryData(bannersQuery(context.locale, 'member'))
      .catch(() => [])
  },
  component: MemberLayout,
})

function MemberLayout() {
  const { member } = Route.useRouteContext()
  const { data } = useQuery(bannersQuery(useLocale(), 'member'))
  return (
    <SectionLayout section="member" banner={data?.[0]}>
      {member ? (
        <Outlet />
      ) : (
        <div className="mx-auto max-w-md" data-testid="login-prompt">
          <h1 className="mb-2 text-2xl font-bold">
            <Trans>Please log in</Trans>
          </h1>
          <p className="mb-6 text-muted-foreground">
            <Trans>The member centre is for registered members. Log in or create an account.</Trans>
          </p>
          <LazyAuthPanel initial="login" onLoggedIn={() => window.location.reload()} />
        </div>
      )}
    </SectionLayout>
  )
}
