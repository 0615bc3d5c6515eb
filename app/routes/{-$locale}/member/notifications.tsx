import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { formatDateTime } from '~/features/content/format'
import { markNotificationsRead } from '~/features/member/notifications.functions'
import { notificationsQuery } from '~/features/member/notifications.queries'
import { reservationStatusLabel } from '~/features/member/reservation-status'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { cn } from '~/lib/utils'

export const Route = createFileRoute('/{-$locale}/member/notifications')({
  head: pageHead(msg`Notifications`),
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationsQuery(context.locale)),
  component: NotificationsPage,
})

function NotificationsPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const client = useQueryClient()
  const { data } = useQuery(notificationsQuery(locale))
  const unread = data?.unread ?? 0
  // Seen once shown: the unread marks stay on this view, the count goes to zero.
  useEffect(() => {
    if (unread === 0) return
    void markNotificationsRead({ data: { locale } }).then(({ unread: left }) => {
      client.setQueryData(notificationsQuery(locale).queryKey, (old) =>
        old ? { ...old, unread: left } : old,
      )
    })
  }, [unread, locale, client])
  return (
    <>
      <PageHeading
        title={<Trans>Notifications</Trans>}
        intro={<Trans>What we have to tell you about your reservations.</Trans>}
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
            ) : (
              <p>
                <Trans>There is news about your account.</Trans>
              </p>
            )}
            <p className="mt-1 text-xs text-muted-foreground">
              {formatDateTime(locale, n.createdAt)} ·{' '}
              <AppLink to="/member/reservations" className="text-primary hover:underline">
                <Trans>My Reservations</Trans>
              </AppLink>
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
