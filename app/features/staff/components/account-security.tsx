import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { serverError, useAppForm } from '~/components/form/form-kit'
import { FormMessage, FormNotice } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { schemaValidator } from '~/lib/field-errors'
import type { Notice } from '~/shared/result'
import { makeStaffSchemas } from '~/shared/staff/schemas'
import { type AnswerOf, staffCall } from '../calls'
import { useConsole } from '../console-context'
import { staffKeys } from '../queries'
import { formFailure } from '../server-errors'
import type { Me } from '../types'
import { Card } from './ui'

type Enrolment = AnswerOf<'POST /me/totp'>

/**
 * Two-factor sign-in: set up with an authenticator app (QR code), or turn off. On a forced
 * enrolment `onCodesKept` leaves the enrolment screen once the recovery codes are acknowledged.
 */
export function AccountSecurity({ onCodesKept }: { onCodesKept?: () => void } = {}) {
  const { t, i18n } = useLingui()
  const { me } = useConsole()
  const client = useQueryClient()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  /** Shown once, right after two-factor sign-in is turned on: the server keeps only hashes. */
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [message, setMessage] = useState<Notice | null>(null)
  const schemas = makeStaffSchemas(i18n)
  const refresh = (next: Me) => {
    client.setQueriesData({ queryKey: staffKeys.me() }, next)
  }
  const confirm = useAppForm({
    defaultValues: { code: '' },
    validators: { onSubmit: schemaValidator(schemas.totpCode) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { recoveryCodes: codes, ...next } = await staffCall('POST /me/totp/confirm', {
          body: value,
        })
        refresh(next)
        setEnrolment(null)
        setRecoveryCodes(codes)
        setMessage({ kind: 'success', text: t`Two-factor sign-in is on.` })
      } catch (error) {
        const shown = formFailure(error, ['code'], t`Saving failed`)
        if (shown.fields.code) {
          formApi.setFieldMeta('code', serverError(shown.fields.code))
        }
        if (shown.form) setMessage({ kind: 'error', text: shown.form })
      }
    },
  })
  const turnOff = useAppForm({
    defaultValues: { password: '' },
    validators: { onSubmit: schemaValidator(schemas.totpOff) },
    onSubmit: async ({ value, formApi }) => {
      try {
        refresh(await staffCall('POST /me/totp/disable', { body: value }))
        formApi.reset()
        setRecoveryCodes(null)
        setMessage({ kind: 'success', text: t`Two-factor sign-in is off.` })
      } catch (error) {
        const shown = formFailure(error, ['password'], t`Saving failed`)
        if (shown.fields.password) {
          formApi.setFieldMeta('password', serverError(shown.fields.password))
        }
        if (shown.form) setMessage({ kind: 'error', text: shown.form })
      }
    },
  })
  return (
    <Card aria-labelledby="totp-title" data-testid="totp-card">
      <h2 id="totp-title" className="mb-1 text-lg font-semibold">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        {me.totpEnabled ? (
          <Trans>On: signing in asks for a code from your authenticator app.</Trans>
        ) : (
          <Trans>Off: signing in asks for your password only.</Trans>
        )}
      </p>
      {message && (
        <div className="mb-4">
          <FormMessage kind={message.kind}>{message.text}</FormMessage>
        </div>
      )}
      {recoveryCodes && (
        <section
          aria-labelledby="recovery-title"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 dark:bg-amber-950"
          data-testid="recovery-codes"
        >
          <h3 id="recovery-title" className="mb-1 font-semibold">
            <Trans>Recovery codes</Trans>
          </h3>
          <p className="mb-3 text-sm">
            <Trans>
              Keep these codes somewhere safe: they are shown only now. If you lose your
              authenticator, sign in with one of them in place of the code. Each works once.
            </Trans>
          </p>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:grid-cols-5">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            className="mt-3"
            onClick={() => {
              setRecoveryCodes(null)
              onCodesKept?.()
            }}
          >
            <Trans>I have kept them</Trans>
          </Button>
        </section>
      )}
      {me.totpEnabled && !recoveryCodes && (
        <p className="mb-4 text-sm text-muted-foreground" data-testid="recovery-codes-left">
          <Plural
            value={me.recoveryCodesLeft}
            one="# recovery code left."
            other="# recovery codes left."
          />
        </p>
      )}
      {!me.totpEnabled && !enrolment && (
        <Button
          type="button"
          onClick={async () => {
            setMessage(null)
            try {
              setEnrolment(await staffCall('POST /me/totp'))
            } catch (error) {
              setMessage({
                kind: 'error',
                text: formFailure(error, [], t`Saving failed`).form ?? '',
              })
            }
          }}
        >
          <Trans>Set up two-factor sign-in</Trans>
        </Button>
      )}
      {enrolment && (
        <div className="flex flex-wrap gap-6">
          <img
            src={enrolment.qr}
            alt={t`QR code to scan with an authenticator app`}
            width={200}
            height={200}
          />
          <div className="min-w-60 flex-1">
            <ol className="mb-4 list-decimal pl-5 text-sm">
              <li>
                <Trans>Scan the QR code with an authenticator app.</Trans>
              </li>
              <li>
                <Trans>Or type this key into it:</Trans>{' '}
                <code className="break-all rounded bg-muted px-1" data-testid="totp-secret">
                  {enrolment.secret}
                </code>
              </li>
              <li>
                <Trans>Enter the code it shows to finish.</Trans>
              </li>
            </ol>
            <confirm.AppForm>
              <confirm.Form className="flex flex-col gap-3">
                <confirm.AppField name="code">
                  {(f) => (
                    <f.TextField
                      label={t`Authenticator code`}
                      required
                      autoComplete="one-time-code"
                      maxLength={6}
                    />
                  )}
                </confirm.AppField>
                <confirm.SubmitButton className="self-start">
                  <Trans>Turn on</Trans>
                </confirm.SubmitButton>
              </confirm.Form>
            </confirm.AppForm>
          </div>
        </div>
      )}
      {me.totpEnabled && !onCodesKept && (
        <turnOff.AppForm>
          <turnOff.Form className="flex max-w-sm flex-col gap-3">
            <turnOff.AppField name="password">
              {(f) => <f.PasswordField label={t`Your password`} />}
            </turnOff.AppField>
            <turnOff.SubmitButton className="self-start">
              <Trans>Turn off</Trans>
            </turnOff.SubmitButton>
          </turnOff.Form>
        </turnOff.AppForm>
      )}
    </Card>
  )
}

/** Changing one's own password: every other session ends. */
export function OwnPassword() {
  const { t, i18n } = useLingui()
  const [message, setMessage] = useState<Notice | null>(null)
  const form = useAppForm({
    defaultValues: { currentPassword: '', newPassword: '' },
    validators: { onSubmit: schemaValidator(makeStaffSchemas(i18n).ownPassword) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await staffCall('POST /me/password', { body: value })
        formApi.reset()
        setMessage({ kind: 'success', text: t`Password changed. Other sessions were signed out.` })
      } catch (error) {
        const shown = formFailure(error, ['currentPassword', 'newPassword'], t`Saving failed`)
        for (const name of ['currentPassword', 'newPassword'] as const) {
          const text = shown.fields[name]
          if (text) {
            formApi.setFieldMeta(name, serverError(text))
          }
        }
        if (shown.form) setMessage({ kind: 'error', text: shown.form })
      }
    },
  })
  return (
    <Card aria-labelledby="password-title">
      <h2 id="password-title" className="mb-4 text-lg font-semibold">
        <Trans>Password</Trans>
      </h2>
      <form.AppForm>
        <form.Form className="flex max-w-sm flex-col gap-3">
          <form.AppField name="currentPassword">
            {(f) => <f.PasswordField label={t`Current password`} />}
          </form.AppField>
          <form.AppField name="newPassword">
            {(f) => (
              <f.PasswordField label={t`New password`} hint={t`At least 10 characters.`} fresh />
            )}
          </form.AppField>
          <FormNotice notice={message} />
          <form.SubmitButton className="self-start">
            <Trans>Change password</Trans>
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </Card>
  )
}
