import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { FormMessage } from '~/components/form/form-kit'
import { PageHeading } from '~/components/layout/section-layout'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { formatDate } from '~/features/content/format'
import { formFields } from '~/features/forms/form-fields'
import { lookupReservation } from '~/features/forms/forms.functions'
import { SurveyForm } from '~/features/forms/survey-form'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/reservation')({
  head: pageHead(msg`Book a repair`),
  component: ReservationPage,
})

type Found = Awaited<ReturnType<typeof lookupReservation>>

function ReservationLookup() {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const [found, setFound] = useState<Found | null>(null)
  return (
    <section aria-labelledby={`${id}-title`} className="mt-12 rounded-lg border p-5">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold">
        <Trans>Look up a reservation</Trans>
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (e) => {
          e.preventDefault()
          const data = new FormData(e.currentTarget)
          setFound(
            await lookupReservation({
              data: {
                locale,
                reference: String(data.get('reference') ?? ''),
                phone: String(data.get('phone') ?? ''),
              },
            }).catch(() => ({ ok: false as const, message: t`Submission Failed` })),
          )
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-ref`}>{t`Reservation number`}</Label>
          <Input id={`${id}-ref`} name="reference" maxLength={30} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-phone`}>{t`Phone`}</Label>
          <Input id={`${id}-phone`} name="phone" type="tel" maxLength={20} />
        </div>
        <Button type="submit" variant="outline">
          <Trans>Look up</Trans>
        </Button>
      </form>
      {found && (
        <div className="mt-4" data-testid="reservation-found">
          {found.ok ? (
            <FormMessage kind="success">
              {t`Reservation ${found.reference} of ${formatDate(locale, found.createdAt)}: ${found.productModel} — ${found.faultSymptom}`}
            </FormMessage>
          ) : (
            <FormMessage kind="error">{found.message}</FormMessage>
          )}
        </div>
      )}
    </section>
  )
}

function ReservationPage() {
  const { i18n } = useLingui()
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={<Trans>Book a repair</Trans>}
        intro={<Trans>Reserve after-sales service online.</Trans>}
      />
      <SurveyForm type="reservation" fields={formFields(i18n).reservation} />
      <ReservationLookup />
    </div>
  )
}
