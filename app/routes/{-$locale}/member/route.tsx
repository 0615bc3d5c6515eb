import { Trans } from '@lingui/react/macro'
import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router'
import { SectionLayout } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { postedFor, postedOf } from '~/features/forms/posted.isomorphic'
import { LazyAuthPanel, preloadAuthPanel } from '~/features/member/lazy-auth-panel'
import { getNotifications } from '~/features/member/notifications.functions'
import { sectionBanner } from '~/features/site/section-banner'

export const Route = createFileRoute('/{-$locale}/member')({
  // Member pages are rendered for their member (never shared by the page cache).
  // The member calls load with the member area, not in every page's first download.
  beforeLoad: async ({ context }) => {
    const [{ getMe }, { forgetMember, rememberMember }] = await Promise.all([
      import('~/features/member/session.functions'),
      import('~/features/member/stored-member'),
    ])
    const member = await getMe({ data: { locale: context.locale } })
    // In the browser, what the user-info call says is what local storage remembers.
    if (member) rememberMember(member)
    else forgetMember()
    return { member }
  },
  loader: async ({ context, serverContext }) => {
    if (!context.member) preloadAuthPanel()
    // After deleting the account the member is logged out here: the one-time message says
    // it is done (no page of the member area shows without a member).
    const farewell = context.member
      ? null
      : (postedOf(postedFor(serverContext, context.locale), 'account-deleted')?.notice ?? null)
    const [banner, unread] = await Promise.all([
      sectionBanner(context.locale, 'member'),
      // The unread count shows on every member page; a failure only hides it. The
      // notifications page reloads this loader once it has marked them read.
      context.member
        ? getNotifications({ data: { locale: context.locale } }).then(
            (notifications) => notifications.unread,
            () => 0,
          )
        : 0,
    ])
    return { farewell, banner, unread }
  },
  component: MemberLayout,
})

function MemberLayout() {
  const { member } = Route.useRouteContext()
  const { farewell, banner, unread } = Route.useLoaderData()
  // A log-in posted without the page's code comes back to this page.
  const here = useRouterState({ select: (s) => s.location.href })
  return (
    <SectionLayout section="member" banner={banner}>
      {member ? (
        <>
          <UnreadNotice unread={unread} />
          <Outlet />
        </>
      ) : (
        <div className="mx-auto max-w-md" data-testid="login-prompt">
          {farewell && (
            <p role="status" className="mb-6 rounded-md border px-4 py-3 text-sm">
              {farewell.text}
            </p>
          )}
          <h1 className="mb-2 text-2xl font-bold">
            <Trans>Please log in</Trans>
          </h1>
          <p className="mb-6 text-muted-foreground">
            <Trans>The member centre is for registered members. Log in or create an account.</Trans>
          </p>
          <LazyAuthPanel
            initial="login"
            redirect={here}
            onLoggedIn={() => window.location.reload()}
          />
        </div>
      )}
    </SectionLayout>
  )
}

/** "2 unread notifications" above every member page while there are some. */
function UnreadNotice({ unread }: { unread: number }) {
  if (unread === 0) return null
  return (
    <p className="mb-6 rounded-md border border-primary/30 bg-primary/5 px-4 py-2 text-sm">
      <AppLink to="/member/notifications" className="text-primary hover:underline">
        <Trans>
          Unread notifications: <strong data-testid="unread-count">{unread}</strong>
        </Trans>
      </AppLink>
    </p>
  )
}
