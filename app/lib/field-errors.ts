import * as v from 'valibot'

/** Where a Valibot issue points, as a dotted path (`list.3.title`); '' for the whole input. */
export function issuePath(issue: v.BaseIssue<unknown> | undefined): string {
  return issue?.path?.map((p) => String(p.key)).join('.') ?? ''
}

/** An issue as one line: `list.3.title: message`, or the message alone at the top. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const key = issuePath(issue)
  return key ? `${key}: ${issue.message}` : issue.message
}

/** Field name → first message, from Valibot issues. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const key = issuePath(issue)
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
