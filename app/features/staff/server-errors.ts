import { StaffApiError } from './api'

/**
 * A failed call as a form shows it: messages for the named fields it has, and the message for
 * the form itself when no field took one.
 */
export function formFailure<K extends string>(
  error: unknown,
  fields: readonly K[],
  fallback: string,
): { fields: Partial<Record<K, string>>; form: string | null } {
  if (!(error instanceof StaffApiError)) return { fields: {}, form: fallback }
  const out: Partial<Record<K, string>> = {}
  for (const name of fields) {
    const message = error.fieldErrors[name]
    if (message) out[name] = message
  }
  return { fields: out, form: Object.keys(out).length ? null : error.message || fallback }
}
