import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { TextField } from '~/components/form/form-kit'
import { CaptchaImage, useCaptcha } from '~/features/captcha/captcha'
import { useLocale } from '~/i18n/use-locale'

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
 * the server refused for it), and a new image for each try. With `pow` (log-in and the password
 * reset, asked for the captcha past a ceiling) each try also carries a solved proof of work:
 * its code (`pow-solver.ts`) is loaded only once the field shows, and the work is done while the
 * visitor reads the image.
 */
export function useFormCaptcha(shown: boolean, pow = false) {
  const [needed, setNeeded] = useState(shown)
  const { round, refresh } = useCaptcha()
  const locale = useLocale()
  const proof = useRef<Promise<string | undefined> | null>(null)
  const startPow = () => {
    const solving = import('~/features/captcha/pow-solver')
      .then((solver) => solver.solvePow(locale))
      .catch(() => undefined)
    proof.current = solving
    return solving
  }
  // The work starts when the field shows; after that each try's `renew` starts the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per showing of the field
  useEffect(() => {
    if (pow && needed && !proof.current) void startPow()
  }, [needed])
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
      if (pow) void startPow()
    },
    /** The solved proof of work for this try (waited for), once the captcha is asked for. */
    proof: async (): Promise<string | undefined> => {
      if (!pow || !needed) return undefined
      const solving = proof.current ?? startPow()
      proof.current = null
      return solving
    },
  }
}

/**
 * The answer to the image captcha, the image beside it (a click on it asks for a new one). With
 * `pow`, a browser without JavaScript is told that the step needs it (the proof of work runs in
 * the page's code; the service refuses the image alone past the ceiling, docs/security.md).
 */
export function CaptchaField({ captcha, pow = false }: { captcha: FormCaptcha; pow?: boolean }) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        label={t`Verification code`}
        required
        autoComplete="off"
        maxLength={10}
        addon={<CaptchaImage round={captcha.round} onRefresh={captcha.refresh} />}
      />
      {/* Marks the form as one whose submit waits for its code (`usePressedButton` in `~/lib/deferred-hydration`). */}
      {pow && (
        <noscript data-needs-code="">
          <p className="text-sm text-destructive">
            <Trans>
              After many failed tries this step also needs JavaScript, which is off in your browser:
              please turn it on to continue.
            </Trans>
          </p>
        </noscript>
      )}
    </>
  )
}
