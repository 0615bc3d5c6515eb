import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'

/** A message about the whole form, announced to screen readers. */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'success' | 'error'
  children: ReactNode
}) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
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
