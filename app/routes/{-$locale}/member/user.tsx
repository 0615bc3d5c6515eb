import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { FormMessage, useAppForm } from '~/components/form/form-kit'
import { PageHeading } from '~/components/layout/section-layout'
import { fieldErrorsOf } from '~/features/forms/forms.functions'
import { updateProfile } from '~/features/member/member.functions'
import { makeMemberSchemas } from '~/features/member/member.schemas'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/user')({
  head: pageHead(msg`My Profile`),
  component: UserPage,
})

function UserPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { member } = Route.useRouteContext()
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const schema = makeMemberSchemas(i18n).profile
  const form = useAppForm({
    defaultValues: {
      nickname: member?.nickname ?? '',
      email: member?.email ?? '',
      address: member?.address ?? '',
    },
    validators: {
      onSubmit: ({ value }) => {
        const parsed = v.safeParse(schema, value)
        return parsed.success ? undefined : { fields: fieldErrorsOf(parsed.issues) }
      },
    },
    onSubmit: async ({ value }) => {
      const outcome = await updateProfile({ data: { locale, fields: value } }).catch(() => null)
      setStatus(
        outcome?.ok
          ? { kind: 'success', text: t`Successfully Modified` }
          : {
              kind: 'error',
              text:
                outcome?.formError ??
                Object.values(outcome?.fieldErrors ?? {})[0] ??
                t`Submission Failed`,
            },
      )
    },
  })
  if (!member) return null
  return (
    <div className="max-w-xl">
      <PageHeading title={<Trans>My Profile</Trans>} />
      <p className="mb-6 text-sm">
        <Trans>Account</Trans>: <strong data-testid="profile-account">{member.account}</strong>
      </p>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="nickname">
          {(f) => <f.TextField label={t`Nickname`} maxLength={50} />}
        </form.AppField>
        <form.AppField name="email">
          {(f) => <f.TextField label={t`Email`} required type="email" />}
        </form.AppField>
        <form.AppField name="address">
          {(f) => <f.TextField label={t`Address`} maxLength={200} />}
        </form.AppField>
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        <form.AppForm>
          <form.SubmitButton className="self-start">
            <Trans>Save</Trans>
          </form.SubmitButton>
        </form.AppForm>
      </form>
    </div>
  )
}
