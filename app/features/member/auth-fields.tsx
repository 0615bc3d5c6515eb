import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { TextField } from '~/components/form/form-kit'
import { CaptchaImage, useCaptcha } from '~/features/captcha/captcha'

/**
 * The fields the log-in, register and password forms share, each inside its form's `AppField`
 * (`{() => <PhoneField />}`).
 */

/** The phone number, which is the account's user name. */
export function PhoneField() {
  const { t } = useLingui()
  return (
    <TextField
      label={t`Phone number`}
      required
      // `username` is valid on a text input only (not on type=tel); inputmode still brings up
      // the phone keypad.
      inputMode="tel"
      autoComplete="username"
    />
  )
}

export type FormCaptcha = ReturnType<typeof useFormCaptcha>

/**
 * The image captcha of a form: whether its field shows (`shown`: from the start, as after a post
 * the server refused for it), and a new image for each try.
 */
export function useFormCaptcha(shown: boolean) {
  const [needed, setNeeded] = useState(shown)
  const { round, refresh } = useCaptcha()
  return {
    needed,
    round,
    refresh,
    /** The service asked for the captcha: its field shows from now on. */
    ask: () => setNeeded(true),
    /**
     * After a try that carried an answer: a challenge takes one answer, so the field is emptied
     * (`clear`, before the server's message lands on it) and a new image shown.
     */
    renew: (clear: () => void) => {
      if (!needed) return
      clear()
      refresh()
    },
  }
}

/** The answer to the image captcha, the image beside it (a click on it asks for a new one). */
export function CaptchaField({ captcha }: { captcha: FormCaptcha }) {
  const { t } = useLingui()
  return (
    <TextField
      label={t`Verification code`}
      required
      autoComplete="off"
      maxLength={10}
      addon={<CaptchaImage round={captcha.round} onRefresh={captcha.refresh} />}
    />
  )
}
