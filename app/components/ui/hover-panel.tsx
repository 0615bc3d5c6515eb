import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'

/**
 * A panel shown while its trigger is hovered or has keyboard focus — pure CSS, no positioning
 * library (QR codes of the side bar and the footer). The trigger must be focusable.
 */
export function HoverPanel({
  trigger,
  children,
  side = 'top',
  className,
  panelClassName,
  testId,
  anchor = 'trigger',
}: {
  trigger: ReactNode
  children: ReactNode
  side?: 'top' | 'left'
  className?: string
  panelClassName?: string
  testId?: string
  /**
   * What the panel is centred on. `container` (below the md breakpoint): the nearest positioned
   * ancestor, e.g. a centred row, so that a panel wider than the room beside a trigger near
   * the screen's edge does not run off a phone's screen (and widen the page).
   */
  anchor?: 'trigger' | 'container'
}) {
  return (
    <div
      className={cn(
        'group inline-flex',
        anchor === 'trigger' ? 'relative' : 'md:relative',
        className,
      )}
    >
      {trigger}
      <div
        data-testid={testId}
        className={cn(
          'pointer-events-none invisible absolute z-50 rounded-md border bg-popover p-3 text-popover-foreground opacity-0 shadow-md transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:pointer-events-auto group-hover:visible group-hover:opacity-100',
          side === 'top'
            ? 'bottom-full left-1/2 mb-2 -translate-x-1/2'
            : 'top-1/2 right-full mr-2 -translate-y-1/2',
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  )
}
