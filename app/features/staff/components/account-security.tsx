import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAppForm } from '~/components/form/form-kit'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { schemaValidator } from '~/lib/field-errors'
import { makeStaffSchemas } from '~/shared/staff/schemas'
import { staffApi } from '../api'
import { meQueryKey, useConsole } from '../console-context'
import { formFailure } from '../server-errors'
import type { Me } from '../types'
import { Card } from './ui'

type Enrolment = { secret: string; uri: string; qr: string }

/** Two-factor sign-in: set up with an authenticator app (QR code), or turn off. */
export function AccountSecurity() {
  const { t, i18n } = useLingui()
  const { me } = useConsole()
  const client = useQueryClient()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const schemas = makeStaffSchemas(i18n)
  const refresh = (next: Me) => {
    client.setQueriesData({ queryKey: meQueryKey }, next)
  }
  const confirm = useAppForm({
    defaultValues: { code: '' },
    validators: { onSubmit: schemaValidator(schemas.totpCode) },
    onSubmit: async ({ value, formApi }) => {
      try {
        refresh(await staffApi<Me>('/me/totp/confirm', { method: 'POST', body: value }))
        setEnrolment(null)
        setMessage({ kind: 'success', text: t`Two-factor sign-in is on.` })
      } catch (error) {
        const shown = formFailure(error, ['code'], t`Saving failed`)
        if (shown.fields.code) {
          formApi.setFieldMeta('code', (m) => ({
            ...m,
            errorMap: { ...m.errorMap, onServer: shown.fields.code },
          }))
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
        refresh(await staffApi<Me>('/me/totp/disable', { method: 'POST', body: value }))
        formApi.reset()
        setMessage({ kind: 'success', text: t`Two-factor sign-in is off.` })
      } catch (error) {
        const shown = formFailure(error, ['password'], t`Saving failed`)
        if (shown.fields.password) {
          formApi.setFieldMeta('password', (m) => ({
            ...m,
            errorMap: { ...m.errorMap, onServer: shown.fields.password },
          }))
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
      {!me.totpEnabled && !enrolment && (
        <Button
          type="button"
          onClick={async () => {
            setMessage(null)
            try {
              setEnrolment(await staffApi<Enrolment>('/me/totp', { method: 'POST' }))
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
      {me.totpEnabled && (
        <turnOff.AppForm>
          <turnOff.Form className="flex max-w-sm flex-col gap-3">
            <turnOff.AppField name="password">
              {(f) => (
                <f.TextField
                  label={t`Your password`}
                  type="password"
                  required
                  autoComplete="current-password"
                />
              )}
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
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const form = useAppForm({
    defaultValues: { currentPassword: '', newPassword: '' },
    validators: { onSubmit: schemaValidator(makeStaffSchemas(i18n).ownPassword) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await staffApi('/me/password', { method: 'POST', body: value })
        formApi.reset()
        setMessage({ kind: 'success', text: t`Password changed. Other sessions were signed out.` })
      } catch (error) {
        const shown = formFailure(error, ['currentPassword', 'newPassword'], t`Saving failed`)
        for (const name of ['currentPassword', 'newPassword'] as const) {
          const text = shown.fields[name]
          if (text) {
            formApi.setFieldMeta(name, (m) => ({
              ...m,
              errorMap: { ...m.errorMap, onServer: text },
            }))
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
            {(f) => (
              <f.TextField
                label={t`Current password`}
                type="password"
                required
                autoComplete="current-password"
              />
            )}
          </form.AppField>
          <form.AppField name="newPassword">
            {(f) => (
              <f.TextField
                label={t`New password`}
                hint={t`At least 10 characters.`}
                type="password"
                required
                autoComplete="new-password"
              />
            )}
          </form.AppField>
          {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
          <form.SubmitButton className="self-start">
            <Trans>Change password</Trans>
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </Card>
  )
}
