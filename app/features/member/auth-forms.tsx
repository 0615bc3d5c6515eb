import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { serverError, useAppForm } from '~/components/form/form-kit'
import { FormMessage, FormNotice } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { type Notice, type Posted, postedOf } from '~/features/forms/posted.isomorphic'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { schemaValidator } from '~/lib/field-errors'
import { makeMemberSchemas } from '~/shared/member/member.schemas'
import { CaptchaField, PhoneField, useFormCaptcha } from './auth-fields'
import { login, type Outcome, register, resetPassword, sendResetCode } from './member.functions'
import { rememberMember } from './stored-member'

export type AuthMode = 'login' | 'register' | 'forget'

type Status = Notice | null

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

/** The page of each mode: where a switch goes before (or without) the panel's code. */
const MODE_PAGES: Record<AuthMode, string> = {
  login: '/login',
  register: '/register',
  forget: '/forget',
}

/**
 * A switch to another mode: a link to that mode's page, so a click before the panel's code has
 * arrived (or without it) opens the page; with the code it switches the panel in place (the
 * dialog stays open). A click that asks for a new tab or window is left to the browser.
 */
function SwitchLink({
  to,
  onSwitch,
  children,
}: {
  to: AuthMode
  onSwitch: (m: AuthMode) => void
  children: ReactNode
}) {
  const locale = useLocale()
  return (
    <a
      href={localePath(locale, MODE_PAGES[to])}
      className="text-primary underline-offset-4 hover:underline"
      onClick={(event) => {
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return
        }
        event.preventDefault()
        onSwitch(to)
      }}
    >
      {children}
    </a>
  )
}

export function LoginForm({
  onSwitch,
  onDone,
  posted,
  redirect,
}: {
  onSwitch: (m: AuthMode) => void
  onDone: () => void
  /** The server's answer to this form posted without its code. */
  posted?: Posted | null
  /** Where a log-in posted without the page's code goes next (a page of this site). */
  redirect?: string
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [status, setStatus] = useState<Status>(posted?.notice ?? null)
  // After many wrong passwords for an account the service asks for the captcha (spec §5's
  // verification code): the field appears and stays, with a fresh image for every try.
  const captcha = useFormCaptcha(posted?.captcha === true, true)
  const validate = schemaValidator(makeMemberSchemas(i18n).login)
  const form = useAppForm({
    defaultValues: { account: posted?.values.account ?? '', password: '', verCode: '' },
    validators: { onSubmit: validate, onChange: validate },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await login({
        data: { locale, fields: value, altcha: await captcha.proof() },
      })
      if (outcome.ok) {
        // Spec §4: the logged-in state is kept in local storage (never the token).
        rememberMember(outcome.data)
        return onDone()
      }
      captcha.renew(() => formApi.setFieldValue('verCode', '', { dontValidate: true }))
      if (outcome.captcha) {
        // The field may only now appear: the service's words go above the button.
        captcha.ask()
        return setStatus({ kind: 'error', text: captchaMessage(outcome), alert: true })
      }
      const error = applyOutcome(outcome, (name, message) =>
        formApi.setFieldMeta(name === 'password' ? 'password' : 'account', serverError(message)),
      )
      // Spec §8: login failure is shown in the success style; it is still announced as an error.
      setStatus({ kind: 'success', text: error ?? t`Login Failed`, alert: true })
    },
  })
  return (
    <form.AppForm>
      <form.Form
        data-testid="login-form"
        className="flex flex-col gap-4"
        action={localePath(locale, '/login')}
        errors={posted?.errors}
      >
        {(redirect || posted?.values.redirect) && (
          <input type="hidden" name="redirect" value={redirect || posted?.values.redirect} />
        )}
        <form.AppField name="account">{() => <PhoneField />}</form.AppField>
        <form.AppField name="password">
          {(f) => <f.PasswordField label={t`Password`} />}
        </form.AppField>
        {captcha.needed && (
          <div data-testid="captcha-field">
            <form.AppField name="verCode">
              {() => <CaptchaField captcha={captcha} pow />}
            </form.AppField>
          </div>
        )}
        <FormNotice notice={status} />
        <form.SubmitButton>
          <Trans>Log in</Trans>
        </form.SubmitButton>
        <p className="flex justify-between text-sm">
          <SwitchLink to="register" onSwitch={onSwitch}>
            <Trans>Register</Trans>
          </SwitchLink>
          <SwitchLink to="forget" onSwitch={onSwitch}>
            <Trans>Forgot Password</Trans>
          </SwitchLink>
        </p>
      </form.Form>
    </form.AppForm>
  )
}

export function RegisterForm({
  onSwitch,
  posted,
}: {
  onSwitch: (m: AuthMode, message?: string) => void
  posted?: Posted | null
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  // The register form always asks for the captcha.
  const captcha = useFormCaptcha(true)
  const [status, setStatus] = useState<Status>(posted?.notice ?? null)
  const validate = schemaValidator(makeMemberSchemas(i18n).registerForm)
  const form = useAppForm({
    defaultValues: {
      account: posted?.values.account ?? '',
      password: '',
      savePassword: '',
      email: posted?.values.email ?? '',
      verCode: '',
      agree: posted?.values.agree ?? '',
    },
    validators: { onSubmit: validate, onChange: validate },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await register({ data: { locale, fields: value } })
      if (outcome.ok) return onSwitch('login', t`Registration successful, please log in`)
      captcha.renew(() => formApi.setFieldValue('verCode', '', { dontValidate: true }))
      const error = applyOutcome(outcome, (name, message) =>
        formApi.setFieldMeta(name === 'verCode' ? 'verCode' : 'account', serverError(message)),
      )
      // Spec §8: 'Registration Failed' (or what went wrong as a whole), in the success style,
      // announced as an error; a field's own message stays on the field.
      setStatus({ kind: 'success', text: error ?? t`Registration Failed`, alert: true })
    },
  })
  return (
    <form.AppForm>
      <form.Form
        data-testid="register-form"
        className="flex flex-col gap-4"
        action={localePath(locale, '/register')}
        errors={posted?.errors}
      >
        <form.AppField name="account">{() => <PhoneField />}</form.AppField>
        <form.AppField name="password">
          {(f) => (
            <f.PasswordField
              label={t`Password`}
              fresh
              hint={t`Enter a password of 6 characters or more`}
            />
          )}
        </form.AppField>
        <form.AppField name="savePassword">
          {(f) => <f.PasswordField label={t`Confirm password`} fresh />}
        </form.AppField>
        <form.AppField name="email">
          {(f) => <f.TextField label={t`Email`} required type="email" autoComplete="email" />}
        </form.AppField>
        <form.AppField name="verCode">{() => <CaptchaField captcha={captcha} />}</form.AppField>
        <form.AppField name="agree">
          {(f) => (
            <f.CheckboxField
              label={
                <Trans>
                  I have read and agree to the{' '}
                  <a
                    href={localePath(locale, '/privacy')}
                    target="_blank"
                    className="text-primary underline"
                    rel="noopener"
                  >
                    Privacy Policy
                  </a>{' '}
                  and the{' '}
                  <a
                    href={localePath(locale, '/terms')}
                    target="_blank"
                    className="text-primary underline"
                    rel="noopener"
                  >
                    Terms of Use
                  </a>
                </Trans>
              }
            />
          )}
        </form.AppField>
        <FormNotice notice={status} />
        <form.SubmitButton>
          <Trans>Register</Trans>
        </form.SubmitButton>
        <p className="text-sm">
          <SwitchLink to="login" onSwitch={onSwitch}>
            <Trans>Already registered? Log in</Trans>
          </SwitchLink>
        </p>
      </form.Form>
    </form.AppForm>
  )
}

export function ForgetForm({
  onSwitch,
  posted,
}: {
  onSwitch: (m: AuthMode, message?: string) => void
  posted?: Posted | null
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [status, setStatus] = useState<Status>(posted?.notice ?? null)
  // Past the ceilings of a phone (many sends, many wrong codes from anywhere) the service asks
  // for the captcha; sending and resetting then carry it, a fresh image for every try.
  const captcha = useFormCaptcha(posted?.captcha === true, true)
  const validate = schemaValidator(makeMemberSchemas(i18n).forget)
  /** After a call: a used challenge is replaced, and a request for one shows the field. */
  const afterCall = (outcome: Outcome<unknown>) => {
    captcha.renew(() => form.setFieldValue('verCode', '', { dontValidate: true }))
    if (!outcome.ok && outcome.captcha) captcha.ask()
  }
  const form = useAppForm({
    defaultValues: {
      account: posted?.values.account ?? '',
      code: posted?.values.code ?? '',
      password: '',
      savePassword: '',
      verCode: '',
    },
    validators: { onSubmit: validate },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await resetPassword({
        data: { locale, fields: value, altcha: await captcha.proof() },
      })
      if (outcome.ok) return onSwitch('login', t`Password Reset Successful`)
      afterCall(outcome)
      if (outcome.captcha) {
        return setStatus({ kind: 'error', text: captchaMessage(outcome), alert: true })
      }
      const error = applyOutcome(outcome, (name, message) =>
        formApi.setFieldMeta('code', serverError(`${name}: ${message}`)),
      )
      setStatus({ kind: 'error', text: error ?? t`Failed To Reset Password` })
    },
  })
  const sendCode = async () => {
    const outcome = await sendResetCode({
      data: {
        locale,
        account: form.getFieldValue('account'),
        ...(captcha.needed ? { verCode: form.getFieldValue('verCode') } : {}),
        altcha: await captcha.proof(),
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
      <form.Form
        data-testid="forget-form"
        className="flex flex-col gap-4"
        action={localePath(locale, '/forget')}
        errors={posted?.errors}
      >
        {/* Enter in a field resets the password: the first submit button is the form's default. */}
        <button type="submit" name="intent" value="reset" hidden tabIndex={-1} aria-hidden />
        <form.AppField name="account">{() => <PhoneField />}</form.AppField>
        <form.AppField name="code">
          {(f) => (
            <f.TextField
              label={t`SMS code`}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              addon={
                <Button
                  // Without the page's code the browser posts the form with intent=send.
                  type="submit"
                  name="intent"
                  value="send"
                  formNoValidate
                  variant="outline"
                  onClick={(event) => {
                    event.preventDefault()
                    void sendCode()
                  }}
                >
                  <Trans>Send code</Trans>
                </Button>
              }
            />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(f) => <f.PasswordField label={t`New password`} fresh />}
        </form.AppField>
        <form.AppField name="savePassword">
          {(f) => <f.PasswordField label={t`Confirm password`} fresh />}
        </form.AppField>
        {captcha.needed && (
          <div data-testid="captcha-field">
            <form.AppField name="verCode">
              {() => <CaptchaField captcha={captcha} pow />}
            </form.AppField>
          </div>
        )}
        <FormNotice notice={status} />
        <form.SubmitButton>
          <Trans>Reset password</Trans>
        </form.SubmitButton>
        <p className="text-sm">
          <SwitchLink to="login" onSwitch={onSwitch}>
            <Trans>Back to log in</Trans>
          </SwitchLink>
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
  posted,
  redirect,
}: {
  initial: AuthMode
  onLoggedIn: () => void
  /** Told of every switch (the dialog's title follows the mode). */
  onModeChange?: (mode: AuthMode) => void
  /** The server's answer to a form of the panel posted without its code. */
  posted?: Posted | null
  /** Where a log-in posted without the page's code goes next. */
  redirect?: string
}) {
  const [mode, setMode] = useState<AuthMode>(initial)
  const [notice, setNotice] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const panel = useRef<HTMLDivElement>(null)
  // A switch replaces the form the focus was in: it goes to the new form's first field.
  useEffect(() => {
    if (round > 0) panel.current?.querySelector<HTMLElement>('input:not([type=hidden])')?.focus()
  }, [round])
  const switchTo = (next: AuthMode, message?: string) => {
    setNotice(message ?? null)
    setRound((r) => r + 1)
    setMode(next)
    onModeChange?.(next)
  }
  return (
    <div ref={panel} data-mode={mode} data-testid="auth-panel" className="flex flex-col gap-4">
      {notice && <FormMessage kind="success">{notice}</FormMessage>}
      {mode === 'login' && (
        <LoginForm
          key={round}
          onSwitch={switchTo}
          onDone={onLoggedIn}
          posted={round === 0 ? postedOf(posted, 'login') : null}
          redirect={redirect}
        />
      )}
      {mode === 'register' && (
        <RegisterForm
          key={round}
          onSwitch={switchTo}
          posted={round === 0 ? postedOf(posted, 'register') : null}
        />
      )}
      {mode === 'forget' && (
        <ForgetForm
          key={round}
          onSwitch={switchTo}
          posted={round === 0 ? postedOf(posted, 'forget') : null}
        />
      )}
    </div>
  )
}
