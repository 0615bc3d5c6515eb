import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

const baseButtonVariants = cva(
  'items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        /** An action that cannot be undone (deleting the account). */
        destructive: 'bg-destructive text-white hover:bg-destructive/90',
        /** Light outline over a dark picture (the home page's hero). */
        overlay: 'border border-white/70 bg-white/10 text-white hover:bg-white/20',
      },
      display: {
        inline: 'inline-flex',
        /** Only from the `lg` breakpoint on (the header keeps small screens for the drawer). */
        desktop: 'hidden lg:inline-flex',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-8 rounded-md px-3',
        lg: 'h-11 rounded-md px-6',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', display: 'inline' },
  },
)

/**
 * Button classes. A caller's className is added, not merged: it may add spacing or alignment,
 * and anything that would override the button's own classes is a variant instead.
 */
export function buttonVariants({
  className,
  ...variants
}: VariantProps<typeof baseButtonVariants> & { className?: string } = {}) {
  return cn(baseButtonVariants(variants), className)
}

export function Button({
  className,
  variant,
  size,
  display,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof baseButtonVariants>) {
  return <button className={buttonVariants({ variant, size, display, className })} {...props} />
}
