import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAppForm } from '~/components/form/form-kit'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { CaptchaImage, useCaptcha } from '~/features/captcha/captcha'
import { useLocale } from '~/i18n/use-locale'
import { schemaValidator } from '~/lib/field-errors'
import { login, type Outcome, register, resetPassword, sendResetCode } from './member.functions'
import { makeMemberSchemas } from './member.schemas'
import { rememberMember } from './stored-member'

export type AuthMode = 'login' | 'register' | 'forget'

type Status = { kind: 'success' | 'error'; text: string; alert?: boolean } | null

/** Puts a server's field messages on their fields. */
function applyOutcome(
  outcome: Outcome<unknown>,
  setFieldError: (name: string, message: string) => void,
): string | null {
  if (outcome.ok) return null
  for (const [name, message] of Object.entries(outcome.fieldErrors)) setFieldError(name, message)
  return outcome.formError
}

/** What the service said when it asked for the captcha (already in the reader's language). */
function captchaMessage(outcome: Outcome<unknown>): string {
  return (!outcome.ok && Object.values(outcome.fieldErrors)[0]) || ''
}

export function LoginForm({
  onSwitch,
  onDone,
}: {
  onSwitch: (m: AuthMode) => void
  onDone: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [status, setStatus] = useState<Status>(null)
  // After many wrong passwords for an account the service asks for the captcha (spec §5's
  // verification code): the field appears and stays, with a fresh image for every try.
  const [needCaptcha, setNeedCaptcha] = useState(false)
  const { captcha, refresh } = useCaptcha(needCaptcha)
  const validate = schemaValidator(makeMemberSchemas(i18n).login)
  const form = useAppForm({
    defaultValues: { account: '', password: '', verCode: '' },
    validators: { onSubmit: validate, onChange: validate },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await login({
        data: { locale, fields: value, verKey: needCaptcha ? captcha?.key : undefined },
      })
      if (outcome.ok) {
        // Spec §4: the logged-in state is kept in local storage (never the token).
        rememberMember(outcome.data)
        return onDone()
      }
      if (needCaptcha) {
        // Each challenge takes one answer.
        formApi.setFieldValue('verCode', '', { dontValidate: true })
        void refresh()
      }
      if (outcome.captcha) {
        // The field may only now appear: the service's words go above the button.
        setNeedCaptcha(true)
        return setStatus({ kind: 'error', text: captchaMessage(outcome), alert: true })
      }
      const error = applyOutcome(outcome, (name, message) =>
        formApi.setFieldMeta(name === 'password' ? 'password' : 'account', (m) => ({
          ...m,
          errorMap: { ...m.errorMap, onServer: message },
        })),
      )
      // Spec §8: login failure is shown in the success style; it is still announced as an error.
      setStatus({ kind: 'success', text: error ?? t`Login Failed`, alert: true })
    },
  })
  return (
    <form.AppForm>
      <form.Form data-testid="login-form" className="flex flex-col gap-4">
        <form.AppField name="account">
          {(f) => (
            <f.TextField
              label={t`Phone number`}
              required
              // The phone number is the account's user name: `username` is valid on a text
              // input only (not on type=tel); inputmode still brings up the phone keypad.
              inputMode="tel"
              autoComplete="username"
            />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(f) => (
            <f.TextField
              label={t`Password`}
              required
              type="password"
              autoComplete="current-password"
            />
          )}
        </form.AppField>
        {needCaptcha && (
          <div data-testid="captcha-field">
            <form.AppField name="verCode">
              {(f) => (
                <f.TextField
                  label={t`Verification code`}
                  required
                  autoComplete="off"
                  maxLength={10}
                  addon={<CaptchaImage captcha={captcha} onRefresh={() => void refresh()} />}
                />
              )}
            </form.AppField>
          </div>
        )}
        {status && (
          <FormMessage kind={status.kind} alert={status.alert}>
            {status.text}
          </FormMessage>
        )}
        <form.SubmitButton>
          <Trans>Log in</Trans>
        </form.SubmitButton>
        <p className="flex justify-between text-sm">
          <button
            type="button"
            className="text-primary underline-offset-4 hover:underline"
            onClick={() => onSwitch('register')}
          >
            <Trans>Register</Trans>
          </button>
          <button
            type="button"
            className="text-primary underline-offset-4 hover:underline"
            onClick={() => onSwitch('forget')}
          >
            <Trans>Forgot Password</Trans>
          </button>
        </p>
      </form.Form>
    </form.AppForm>
  )
}

export function RegisterForm({ onSwitch }: { onSwitch: (m: AuthMode, message?: string) => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { captcha, refresh } = useCaptcha()
  const [status, setStatus] = useState<Status>(null)
  const validate = schemaValidator(makeMemberSchemas(i18n).register)
  const form = useAppForm({
    defaultValues: { account: '', password: '', savePassword: '', email: '', verCode: '' },
    validators: { onSubmit: validate, onChange: validate },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await register({
        data: { locale, fields: value, verKey: captcha?.key ?? '' },
      })
      if (outcome.ok) return onSwitch('login', t`Registration successful, please log in`)
      // Each challenge takes one answer: a failed try needs a new image (cleared first, so
      // the server's message stays on the field).
      formApi.setFieldValue('verCode', '', { dontValidate: true })
      void refresh()
      const error = applyOutcome(outcome, (name, message) =>
        formApi.setFieldMeta(name === 'verCode' ? 'verCode' : 'account', (m) => ({
          ...m,
          errorMap: { ...m.errorMap, onServer: message },
        })),
      )
      // Spec §8: 'Registration Failed' (or what went wrong as a whole), in the success style,
      // announced as an error; a field's own message stays on the field.
      setStatus({ kind: 'success', text: error ?? t`Registration Failed`, alert: true })
    },
  })
  return (
    <form.AppForm>
      <form.Form data-testid="register-form" className="flex flex-col gap-4">
        <form.AppField name="account">
          {(f) => (
            <f.TextField
              label={t`Phone number`}
              required
              // The phone number is the account's user name: `username` is valid on a text
              // input only (not on type=tel); inputmode still brings up the phone keypad.
              inputMode="tel"
              autoComplete="username"
            />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(f) => (
            <f.TextField
              label={t`Password`}
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
        <form.AppField name="email">
          {(f) => <f.TextField label={t`Email`} required type="email" autoComplete="email" />}
        </form.AppField>
        <form.AppField name="verCode">
          {(f) => (
            <f.TextField
              label={t`Verification code`}
              required
              autoComplete="off"
              maxLength={10}
              addon={<CaptchaImage captcha={captcha} onRefresh={() => void refresh()} />}
            />
          )}
        </form.AppField>
        {status && (
          <FormMessage kind={status.kind} alert={status.alert}>
            {status.text}
          </FormMessage>
        )}
        <form.SubmitButton>
          <Trans>Register</Trans>
        </form.SubmitButton>
        <p className="text-sm">
          <button
            type="button"
            className="text-primary underline-offset-4 hover:underline"
            onClick={() => onSwitch('login')}
          >
            <Trans>Already registered? Log in</Trans>
          </button>
        </p>
      </form.Form>
    </form.AppForm>
  )
}

export function ForgetForm({ onSwitch }: { onSwitch: (m: AuthMode, message?: string) => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [status, setStatus] = useState<Status>(null)
  // Past the ceilings of a phone (many sends, many wrong codes from anywhere) the service asks
  // for the captcha; sending and resetting then carry it, a fresh image for every try.
  const [needCaptcha, setNeedCaptcha] = useState(false)
  const { captcha, refresh } = useCaptcha(needCaptcha)
  const validate = schemaValidator(makeMemberSchemas(i18n).forget)
  /** After a call: a used challenge is replaced, and a request for one shows the field. */
  const afterCall = (outcome: Outcome<unknown>) => {
    if (needCaptcha) {
      form.setFieldValue('verCode', '', { dontValidate: true })
      void refresh()
    }
    if (!outcome.ok && outcome.captcha) setNeedCaptcha(true)
  }
  const form = useAppForm({
    defaultValues: { account: '', code: '', password: '', savePassword: '', verCode: '' },
    validators: { onSubmit: validate },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await resetPassword({
        data: { locale, fields: value, verKey: needCaptcha ? captcha?.key : undefined },
      })
      if (outcome.ok) return onSwitch('login', t`Password Reset Successful`)
      afterCall(outcome)
      if (outcome.captcha) {
        return setStatus({ kind: 'error', text: captchaMessage(outcome), alert: true })
      }
      const error = applyOutcome(outcome, (name, message) =>
        formApi.setFieldMeta('code', (m) => ({
          ...m,
          errorMap: { ...m.errorMap, onServer: `${name}: ${message}` },
        })),
      )
      setStatus({ kind: 'error', text: error ?? t`Failed To Reset Password` })
    },
  })
  const sendCode = async () => {
    const outcome = await sendResetCode({
      data: {
        locale,
        account: form.getFieldValue('account'),
        ...(needCaptcha && captcha
          ? { verKey: captcha.key, verCode: form.getFieldValue('verCode') }
          : {}),
      },
    })
    afterCall(outcome)
    setStatus(
      outcome.ok
        ? { kind: 'success', text: t`Sent Successfully` }
        : {
            kind: 'error',
            text: Object.values(outcome.fieldErrors)[0] ?? outcome.formError ?? t`Failed to send`,
          },
    )
  }
  return (
    <form.AppForm>
      <form.Form data-testid="forget-form" className="flex flex-col gap-4">
        <form.AppField name="account">
          {(f) => (
            <f.TextField
              label={t`Phone number`}
              required
              // The phone number is the account's user name: `username` is valid on a text
              // input only (not on type=tel); inputmode still brings up the phone keypad.
              inputMode="tel"
              autoComplete="username"
            />
          )}
        </form.AppField>
        <form.AppField name="code">
          {(f) => (
            <f.TextField
              label={t`SMS code`}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              addon={
                <Button type="button" variant="outline" onClick={() => void sendCode()}>
                  <Trans>Send code</Trans>
                </Button>
              }
            />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(f) => (
            <f.TextField
              label={t`New password`}
              required
              type="password"
              autoComplete="new-password"
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
        {needCaptcha && (
          <div data-testid="captcha-field">
            <form.AppField name="verCode">
              {(f) => (
                <f.TextField
                  label={t`Verification code`}
                  required
                  autoComplete="off"
                  maxLength={10}
                  addon={<CaptchaImage captcha={captcha} onRefresh={() => void refresh()} />}
                />
              )}
            </form.AppField>
          </div>
        )}
        {status && (
          <FormMessage kind={status.kind} alert={status.alert}>
            {status.text}
          </FormMessage>
        )}
        <form.SubmitButton>
          <Trans>Reset password</Trans>
        </form.SubmitButton>
        <p className="text-sm">
          <button
            type="button"
            className="text-primary underline-offset-4 hover:underline"
            onClick={() => onSwitch('login')}
          >
            <Trans>Back to log in</Trans>
          </button>
        </p>
      </form.Form>
    </form.AppForm>
  )
}

/** The three modes of spec §4; entering register always starts with a fresh form and image. */
export function AuthPanel({
  initial,
  onLoggedIn,
  onModeChange,
}: {
  initial: AuthMode
  onLoggedIn: () => void
  /** Told of every switch (the dialog's title follows the mode). */
  onModeChange?: (mode: AuthMode) => void
}) {
  const [mode, setMode] = useState<AuthMode>(initial)
  const [notice, setNotice] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const switchTo = (next: AuthMode, message?: string) => {
    setNotice(message ?? null)
    setRound((r) => r + 1)
    setMode(next)
    onModeChange?.(next)
  }
  return (
    <div data-mode={mode} data-testid="auth-panel" className="flex flex-col gap-4">
      {notice && <FormMessage kind="success">{notice}</FormMessage>}
      {mode === 'login' && <LoginForm key={round} onSwitch={switchTo} onDone={onLoggedIn} />}
      {mode === 'register' && <RegisterForm key={round} onSwitch={switchTo} />}
      {mode === 'forget' && <ForgetForm key={round} onSwitch={switchTo} />}
    </div>
  )
}
