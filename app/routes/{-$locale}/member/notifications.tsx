import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { loaderData } from '~/features/content/cms-errors'
import { formatDateTime } from '~/features/content/format'
import { getNotifications, markNotificationsRead } from '~/features/member/notifications.functions'
import { reservationStatusLabel } from '~/features/member/reservation-status'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { cn } from '~/lib/utils'

export const Route = createFileRoute('/{-$locale}/member/notifications')({
  head: pageHead(msg`Notifications`),
  loader: ({ context }) =>
    context.member ? loaderData(getNotifications({ data: { locale: context.locale } })) : null,
  component: NotificationsPage,
})

function NotificationsPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const data = Route.useLoaderData()
  const unread = data?.unread ?? 0
  // Seen once shown: the unread marks stay on this view, the count goes to zero. Only the
  // member area's loader reads again (the count above every member page), not this list.
  useEffect(() => {
    if (unread === 0) return
    void markNotificationsRead({ data: { locale } }).then(() =>
      router.invalidate({ filter: (match) => match.routeId === '/{-$locale}/member' }),
    )
  }, [unread, locale, router])
  return (
    <>
      <PageHeading
        title={<Trans>Notifications</Trans>}
        intro={
          <Trans>
            What we have to tell you about your reservations, and the news and products you
            subscribed to.
          </Trans>
        }
      />
      {data && data.list.length === 0 && (
        <p className="text-muted-foreground">
          <Trans>No notifications yet.</Trans>
        </p>
      )}
      <ul className="divide-y rounded-lg border" data-testid="notifications">
        {data?.list.map((n) => (
          <li
            key={n.id}
            className={cn('p-4 text-sm', !n.readAt && 'bg-primary/5')}
            data-unread={!n.readAt || undefined}
          >
            {n.kind === 'reservation' ? (
              <>
                <p className="font-semibold">
                  <Trans>
                    Reservation {n.data.reference ?? ''}:{' '}
                    {reservationStatusLabel(i18n, n.data.status)}
                  </Trans>
                </p>
                {n.data.scheduledAt && (
                  <p>
                    <Trans>
                      Scheduled repair time: {formatDateTime(locale, n.data.scheduledAt)}
                    </Trans>
                  </p>
                )}
              </>
            ) : n.kind === 'news' || n.kind === 'product' ? (
              <Announcement kind={n.kind} data={n.data} />
            ) : (
              <p>
                <Trans>There is news about your account.</Trans>
              </p>
            )}
            <p className="mt-1 text-xs text-muted-foreground">
              {formatDateTime(locale, n.createdAt)}
              {n.kind === 'reservation' && (
                <>
                  {' · '}
                  <AppLink to="/member/reservations" className="text-primary hover:underline">
                    <Trans>My Reservations</Trans>
                  </AppLink>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * A news item or product that went live, for a member subscribed to its topic: its title and
 * page in the reader's language, and a one-step unsubscribe (a form posted to the
 * subscriptions page, with or without the page's code).
 */
function Announcement({
  kind,
  data,
}: {
  kind: 'news' | 'product'
  data: Record<string, string | null>
}) {
  const locale = useLocale()
  const title =
    (locale === 'zh' ? data.zhTitle : data.enTitle) ?? data.enTitle ?? data.zhTitle ?? ''
  const id = locale === 'zh' ? data.zhId : data.enId
  const href = id
    ? localePath(locale, kind === 'news' ? `/about/news/detail/${id}` : `/product/detail/${id}`)
    : null
  const topic = data.topic ?? ''
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <p className="font-semibold">
        {kind === 'news' ? <Trans>News:</Trans> : <Trans>New product:</Trans>}{' '}
        {href ? (
          <a href={href} className="text-primary hover:underline">
            {title}
          </a>
        ) : (
          title
        )}
      </p>
      {topic && (
        <form method="post" action={localePath(locale, '/member/subscribe')}>
          <input type="hidden" name="intent" value="unsubscribe" />
          <input type="hidden" name="topic" value={topic} />
          <button
            type="submit"
            className="text-xs text-muted-foreground underline hover:text-primary"
          >
            <Trans>Unsubscribe</Trans>
          </button>
        </form>
      )}
    </div>
  )
}
