import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { type Option, serverError, useAppForm } from '~/components/form/form-kit'
import { FormMessage } from '~/components/form/form-message'
import { useLocale } from '~/i18n/use-locale'
import { schemaValidator } from '~/lib/field-errors'
import type { FormField } from '~/shared/forms/form-field'
import { type FormType, makeFormSchemas } from '~/shared/forms/forms.schemas'
import type { Notice } from '~/shared/result'
import { fieldsOf, visibleFields } from './form-fields'
import { type SubmitResult, submitForm } from './forms.functions'
import type { Posted } from './posted.isomorphic'

/** A field as the form draws it: the shared field, with a hint of its own. */
export type SurveyField = FormField & { options?: Option[]; hint?: ReactNode }

function newKey(): string {
  return crypto.randomUUID()
}

/**
 * A form stored through cmsSurveyRecord/addItem: the fields of its type, validated with the
 * type's schema in the browser and again on the server; a double click stores one record.
 */
export function SurveyForm({
  type,
  initial,
  submitLabel,
  onStored,
  save,
  posted,
}: {
  type: FormType
  initial?: Record<string, string>
  /**
   * The server's answer to this form posted without its code (decision 0011): the answers and
   * field messages of a refused post, or the message after a stored one.
   */
  posted?: Posted | null
  submitLabel?: ReactNode
  onStored?: (result: { id: number | null; reference: string | null }) => void
  /** Stores differently (e.g. editing an existing record); defaults to a new submission. */
  save?: (fields: Record<string, string>, key: string) => Promise<SubmitResult>
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const fields = visibleFields(fieldsOf[type](i18n))
  // Without the page's code the browser posts the form to the page it is on.
  const action = useRouterState({ select: (s) => s.location.href })
  const [key, setKey] = useState(newKey)
  const [status, setStatus] = useState<Notice | null>(posted?.notice ?? null)
  const [honeypot, setHoneypot] = useState('')
  const defaults: Record<string, string> = Object.fromEntries(
    fields.map((f) => [f.name, posted?.values[f.name] ?? initial?.[f.name] ?? '']),
  )
  // The whole form is checked on submit and again on every change after, so a corrected
  // field loses its message at once and the others keep theirs.
  const validate = schemaValidator(makeFormSchemas(i18n)[type])
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onSubmit: validate, onChange: validate },
    onSubmit: async ({ value, formApi }) => {
      setStatus(null)
      const result = await (save
        ? save(value, key)
        : submitForm({
            data: { locale, type, fields: value, idempotencyKey: key, website: honeypot },
          })
      ).catch(() => null)
      if (result?.ok) {
        const text =
          result.reference !== null
            ? t`Submitted Successfully. Your reservation number is ${result.reference}.`
            : t`Submitted Successfully`
        // Said once: the message above the button is the page's status (no toast besides).
        setStatus({ kind: 'success', text })
        onStored?.({ id: result.id, reference: result.reference })
        if (!save) formApi.reset()
        setKey(newKey())
        return
      }
      for (const [name, message] of Object.entries(result?.fieldErrors ?? {})) {
        formApi.setFieldMeta(name, serverError(message))
      }
      setStatus({ kind: 'error', text: result?.formError ?? t`Submission Failed` })
    },
  })
  return (
    <form.AppForm>
      <form.Form
        data-testid={`form-${type}`}
        className="flex flex-col gap-5"
        action={action}
        errors={posted?.errors}
      >
        <div className="grid gap-5 md:grid-cols-2">
          {fields.map((f) => (
            <div
              key={f.name}
              className={
                f.wide || f.kind === 'textarea' || f.kind === 'radio' ? 'md:col-span-2' : undefined
              }
            >
              <form.AppField name={f.name}>
                {(field) =>
                  f.kind === 'textarea' ? (
                    <field.TextareaField
                      label={f.label}
                      required={f.required}
                      hint={f.hint}
                      maxLength={2000}
                    />
                  ) : f.kind === 'select' ? (
                    <field.SelectField
                      label={f.label}
                      required={f.required}
                      options={f.options ?? []}
                      placeholder={t`Please choose`}
                    />
                  ) : f.kind === 'radio' ? (
                    <field.RadioField
                      label={f.label}
                      required={f.required}
                      options={f.options ?? []}
                    />
                  ) : (
                    <field.TextField
                      label={f.label}
                      required={f.required}
                      hint={f.hint}
                      type={f.kind}
                      maxLength={f.kind === 'text' ? 200 : 40}
                    />
                  )
                }
              </form.AppField>
            </div>
          ))}
        </div>
        {/* Honeypot: hidden from people and from assistive technology; bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input
              tabIndex={-1}
              autoComplete="off"
              name="website"
              value={honeypot}
              onChange={(e) => setHoneypot(e.target.value)}
            />
          </label>
        </div>
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        <form.SubmitButton className="self-start">
          {submitLabel ?? <Trans>Submit</Trans>}
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
