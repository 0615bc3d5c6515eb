import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { serverError, useAppForm } from '~/components/form/form-kit'
import { FormNotice } from '~/components/form/form-message'
import type { Notice, Posted } from '~/features/forms/posted.isomorphic'
import { changePassword, updateProfile } from '~/features/member/member.functions'
import type { getMe } from '~/features/member/session.functions'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { schemaValidator } from '~/lib/field-errors'
import { makeMemberSchemas } from '~/shared/member/member.schemas'

type Member = NonNullable<Awaited<ReturnType<typeof getMe>>>

/**
 * The member's profile (spec §4): nickname, email, address. `posted`: the server's answer to
 * the form posted without its code (decision 0011).
 */
export function ProfileForm({ member, posted }: { member: Member; posted?: Posted | null }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [status, setStatus] = useState<Notice | null>(posted?.notice ?? null)
  const validate = schemaValidator(makeMemberSchemas(i18n).profile)
  const form = useAppForm({
    defaultValues: {
      nickname: posted?.values.nickname ?? member.nickname ?? '',
      email: posted?.values.email ?? member.email ?? '',
      address: posted?.values.address ?? member.address ?? '',
    },
    validators: { onSubmit: validate },
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
  return (
    <form.AppForm>
      <form.Form
        className="flex flex-col gap-4"
        action={localePath(locale, '/member/user')}
        errors={posted?.errors}
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
        <FormNotice notice={status} />
        <form.SubmitButton className="self-start">
          <Trans>Save</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

/** Changing the password (spec §4): the old one, the new one twice. */
export function PasswordForm({ posted }: { posted?: Posted | null }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [status, setStatus] = useState<Notice | null>(posted?.notice ?? null)
  const validate = schemaValidator(makeMemberSchemas(i18n).password)
  const form = useAppForm({
    defaultValues: { oldPassword: '', newPassword: '', savePassword: '' },
    validators: { onSubmit: validate },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await changePassword({ data: { locale, fields: value } }).catch(() => null)
      if (outcome?.ok) {
        formApi.reset()
        setStatus({ kind: 'success', text: t`Successfully Modified` })
        return
      }
      for (const [name, message] of Object.entries(outcome?.fieldErrors ?? {})) {
        formApi.setFieldMeta(
          name === 'oldPassword' ? 'oldPassword' : 'newPassword',
          serverError(message),
        )
      }
      setStatus(outcome?.formError ? { kind: 'error', text: outcome.formError } : null)
    },
  })
  return (
    <form.AppForm>
      <form.Form
        className="flex flex-col gap-4"
        action={localePath(locale, '/member/update-password')}
        errors={posted?.errors}
      >
        <form.AppField name="oldPassword">
          {(f) => <f.PasswordField label={t`Old password`} />}
        </form.AppField>
        <form.AppField name="newPassword">
          {(f) => (
            <f.PasswordField
              label={t`New password`}
              fresh
              hint={t`Enter a password of 6 characters or more`}
            />
          )}
        </form.AppField>
        <form.AppField name="savePassword">
          {(f) => <f.PasswordField label={t`Confirm password`} fresh />}
        </form.AppField>
        <FormNotice notice={status} />
        <form.SubmitButton className="self-start">
          <Trans>Change password</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
