import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

const fieldClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn('h-10', fieldClass, className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn('min-h-28', fieldClass, className)} {...props} />
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn('h-10', fieldClass, className)} {...props} />
}

/** The asterisk before a required field's label; screen readers hear the field's `required`. */
export function RequiredMark() {
  return (
    <span className="mr-0.5 text-destructive" aria-hidden>
      *
    </span>
  )
}

export function Label({
  className,
  required,
  children,
  ...props
}: ComponentProps<'label'> & { required?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cn('text-sm font-medium', className)} {...props}>
      {required && <RequiredMark />}
      {children}
    </label>
  )
}
