import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { FormMessage, useAppForm } from '~/components/form/form-kit'
import { PageHeading } from '~/components/layout/section-layout'
import { fieldErrorsOf } from '~/features/forms/forms.functions'
import { changePassword } from '~/features/member/member.functions'
import { makeMemberSchemas } from '~/features/member/member.schemas'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/update-password')({
  head: pageHead(msg`Change Password`),
  component: UpdatePasswordPage,
})

function UpdatePasswordPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const schema = makeMemberSchemas(i18n).password
  const form = useAppForm({
    defaultValues: { oldPassword: '', newPassword: '', savePassword: '' },
    validators: {
      onSubmit: ({ value }) => {
        const parsed = v.safeParse(schema, value)
        return parsed.success ? undefined : { fields: fieldErrorsOf(parsed.issues) }
      },
    },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await changePassword({ data: { locale, fields: value } }).catch(() => null)
      if (outcome?.ok) {
        formApi.reset()
        setStatus({ kind: 'success', text: t`Successfully Modified` })
        return
      }
      for (const [name, message] of Object.entries(outcome?.fieldErrors ?? {})) {
        formApi.setFieldMeta(name === 'oldPassword' ? 'oldPassword' : 'newPassword', (m) => ({
          ...m,
          errorMap: { ...m.errorMap, onServer: message },
        }))
      }
      setStatus(outcome?.formError ? { kind: 'error', text: outcome.formError } : null)
    },
  })
  return (
    <div className="max-w-xl">
      <PageHeading
        title={<Trans>Change Password</Trans>}
        intro={<Trans>Changing it logs you out everywhere else.</Trans>}
      />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="oldPassword">
          {(f) => (
            <f.TextField
              label={t`Old password`}
              required
              type="password"
              autoComplete="current-password"
            />
          )}
        </form.AppField>
        <form.AppField name="newPassword">
          {(f) => (
            <f.TextField
              label={t`New password`}
              required
              type="password"
              autoComplete="new-password"
              hint={t`Enter a password of 6 characters or more`}
            />
          )}
        </form.AppField>
        <form.AppField name="savePassword">
          {(f) => (
            <f.TextField
              label={t`Confirm password`}
              required
              type="password"
              autoComplete="new-password"
            />
          )}
        </form.AppField>
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        <form.AppForm>
          <form.SubmitButton className="self-start">
            <Trans>Change password</Trans>
          </form.SubmitButton>
        </form.AppForm>
      </form>
    </div>
  )
}
