import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { serverError, useAppForm } from '~/components/form/form-kit'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import type { Locale } from '~/i18n/locale'
import { schemaValidator } from '~/lib/field-errors'
import { makeStaffSchemas } from '~/shared/staff/schemas'
import { StaffApiError } from '../api'
import { staffCall } from '../calls'
import { formFailure } from '../server-errors'

/** Staff sign-in: email and password, then the authenticator code when one is set up. */
export function SignIn({
  locale,
  setLocale,
  onSignedIn,
}: {
  locale: Locale
  setLocale: (locale: Locale) => void
  onSignedIn: () => void
}) {
  const { t, i18n } = useLingui()
  const [needsCode, setNeedsCode] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const schema = makeStaffSchemas(i18n).signIn
  const form = useAppForm({
    defaultValues: { email: '', password: '', totp: '' },
    validators: { onSubmit: schemaValidator(schema) },
    onSubmit: async ({ value, formApi }) => {
      setError(null)
      try {
        await staffCall('POST /session', {
          body: { ...value, totp: needsCode ? value.totp : '', cookie: true },
        })
        onSignedIn()
      } catch (failure) {
        if (failure instanceof StaffApiError && failure.reason === 'totp_required') {
          if (needsCode) {
            formApi.setFieldMeta('totp', serverError(failure.message))
          }
          setNeedsCode(true)
          return
        }
        const shown = formFailure(failure, ['email', 'password', 'totp'], t`Sign-in failed`)
        setError(shown.form)
      }
    },
  })
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/30 p-4">
      <div className="w-full max-w-sm rounded-lg border bg-background p-6 shadow-sm">
        <div className="mb-6 flex items-start justify-between gap-2">
          <div>
            <h1 className="text-xl font-bold">
              <Trans>Staff sign-in</Trans>
            </h1>
            <p className="text-sm text-muted-foreground">
              <Trans>For the manufacturer’s staff only.</Trans>
            </p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            lang={locale === 'zh' ? 'en' : 'zh-CN'}
            onClick={() => setLocale(locale === 'zh' ? 'en' : 'zh')}
          >
            {locale === 'zh' ? 'English' : '中文'}
          </Button>
        </div>
        <form.AppForm>
          <form.Form className="flex flex-col gap-4" aria-label={t`Staff sign-in`}>
            <form.AppField name="email">
              {(f) => (
                <f.TextField label={t`Email`} type="email" required autoComplete="username" />
              )}
            </form.AppField>
            <form.AppField name="password">
              {(f) => <f.PasswordField label={t`Password`} />}
            </form.AppField>
            {needsCode && (
              <form.AppField name="totp">
                {(f) => (
                  <f.TextField
                    label={t`Authenticator code`}
                    hint={t`The 6-digit code your authenticator app shows now, or one of your recovery codes.`}
                    required
                    autoComplete="one-time-code"
                    maxLength={11}
                  />
                )}
              </form.AppField>
            )}
            {error && <FormMessage kind="error">{error}</FormMessage>}
            <form.SubmitButton>
              <Trans>Sign in</Trans>
            </form.SubmitButton>
          </form.Form>
        </form.AppForm>
      </div>
    </main>
  )
}
