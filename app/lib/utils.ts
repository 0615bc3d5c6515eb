import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names. Nothing is merged (tailwind-merge alone weighed 8 KB gzip of the first
 * download): components take extra classes that add to theirs, and a different look is a
 * variant of the component, never a conflicting class from the caller.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
