import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { formatDate, formatDateTime } from '~/features/content/format'
import { getMyReservations } from '~/features/forms/member-records.functions'
import { reservationStatusLabel } from '~/features/member/reservation-status'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/reservations')({
  head: pageHead(msg`My Reservations`),
  // The list comes with the page: it shows before and without the page's code. A failure
  // only leaves it out.
  loader: ({ context }) =>
    context.member
      ? getMyReservations({ data: { locale: context.locale } }).catch(() => null)
      : null,
  component: ReservationsPage,
})

function ReservationsPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const data = Route.useLoaderData()
  return (
    <>
      <PageHeading
        title={<Trans>My Reservations</Trans>}
        intro={<Trans>Your after-sales reservations and how far we are with them.</Trans>}
      />
      {data && data.length === 0 && (
        <p className="text-muted-foreground">
          <Trans>You have no reservations yet.</Trans>{' '}
          <AppLink to="/service/reservation" className="text-primary underline">
            <Trans>Make a reservation</Trans>
          </AppLink>
        </p>
      )}
      <ul className="divide-y rounded-lg border" data-testid="my-reservations">
        {data?.map((r) => (
          <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 p-4 text-sm">
            <div>
              <p className="font-semibold">
                {r.reference} · {r.productModel}
              </p>
              <p className="text-muted-foreground">
                {formatDate(locale, r.createdAt)} · {r.faultSymptom}
              </p>
            </div>
            <div className="text-right">
              <p>
                <span
                  className="inline-block rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium"
                  data-testid="reservation-status"
                >
                  {reservationStatusLabel(i18n, r.status)}
                </span>
              </p>
              {r.scheduledAt && (
                <p className="mt-1" data-testid="reservation-scheduled">
                  <Trans>Scheduled: {formatDateTime(locale, r.scheduledAt)}</Trans>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
