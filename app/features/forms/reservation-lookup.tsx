import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { formatDate } from '~/features/content/format'
import { useLocale } from '~/i18n/use-locale'
import { lookupReservation } from './forms.functions'

type Found = Awaited<ReturnType<typeof lookupReservation>>

/** A visitor finds their reservation by its number and their phone. */
export function ReservationLookup() {
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
