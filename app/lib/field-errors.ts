import * as v from 'valibot'

/** Field name → first message, from Valibot issues. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? ''
    if (key && !(key in out)) out[key] = issue.message
  }
  return out
}

/**
 * A form-level validator for TanStack Form from a Valibot schema: each field gets the first
 * message of its issues. The server repeats the same schema.
 */
export function schemaValidator(schema: v.GenericSchema) {
  return ({ value }: { value: unknown }) => {
    const parsed = v.safeParse(schema, value)
    return parsed.success ? undefined : { fields: fieldErrorsOf(parsed.issues) }
  }
}
