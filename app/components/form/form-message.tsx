import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'
import type { Notice } from '~/shared/result'

/**
 * A message about the whole form, announced to screen readers: an error as an alert, a success
 * as a status. `alert` announces a message as an alert whatever its look (spec §8 shows the
 * failures of log-in and register in the success style; they are still errors).
 */
export function FormMessage({
  kind,
  alert,
  children,
}: {
  kind: 'success' | 'error'
  alert?: boolean
  children: ReactNode
}) {
  return (
    <div
      role={kind === 'error' || alert ? 'alert' : 'status'}
      data-kind={kind}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        kind === 'error'
          ? 'border-destructive/40 bg-destructive/5 text-destructive'
          : 'border-green-600/30 bg-green-50 text-green-800',
      )}
    >
      {children}
    </div>
  )
}

/** A form's message above its button, when there is one (what the server or the form's code said). */
export function FormNotice({ notice }: { notice: Notice | null }) {
  return (
    notice && (
      <FormMessage kind={notice.kind} alert={notice.alert}>
        {notice.text}
      </FormMessage>
    )
  )
}
