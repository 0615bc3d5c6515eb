import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { formatDate } from '~/features/content/format'
import { useLocale } from '~/i18n/use-locale'
import { lookupReservation } from './forms.functions'
import type { Notice, Posted } from './posted.isomorphic'

/**
 * A visitor finds their reservation by its number and their phone. Without the page's code the
 * browser posts the look-up to the page (`intent=lookup`), which is drawn again with the answer.
 */
export function ReservationLookup({ posted }: { posted?: Posted | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const action = useRouterState({ select: (s) => s.location.href })
  const [found, setFound] = useState<Notice | null>(posted?.notice ?? null)
  return (
    <section aria-labelledby={`${id}-title`} className="mt-12 rounded-lg border p-5">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold">
        <Trans>Look up a reservation</Trans>
      </h2>
      <form
        method="post"
        action={action}
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (e) => {
          e.preventDefault()
          const data = new FormData(e.currentTarget)
          const answer = await lookupReservation({
            data: {
              locale,
              reference: String(data.get('reference') ?? ''),
              phone: String(data.get('phone') ?? ''),
            },
          }).catch(() => ({ ok: false as const, message: t`Submission Failed` }))
          setFound(
            answer.ok
              ? {
                  kind: 'success',
                  text: t`Reservation ${answer.reference} of ${formatDate(locale, answer.createdAt)}: ${answer.productModel} — ${answer.faultSymptom}`,
                }
              : { kind: 'error', text: answer.message },
          )
        }}
      >
        <input type="hidden" name="intent" value="lookup" />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-ref`}>{t`Reservation number`}</Label>
          <Input
            id={`${id}-ref`}
            name="reference"
            maxLength={30}
            defaultValue={posted?.values.reference}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-phone`}>{t`Phone`}</Label>
          <Input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            maxLength={20}
            defaultValue={posted?.values.phone}
          />
        </div>
        <Button type="submit" variant="outline">
          <Trans>Look up</Trans>
        </Button>
      </form>
      {found && (
        <div className="mt-4" data-testid="reservation-found">
          <FormMessage kind={found.kind}>{found.text}</FormMessage>
        </div>
      )}
    </section>
  )
}
