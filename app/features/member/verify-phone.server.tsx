import { I18nProvider } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { renderToStaticMarkup } from 'react-dom/server'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { getI18n } from '~/i18n/i18n'
import { type Locale, localePath } from '~/i18n/locale'
import type { Notice } from '~/shared/result'

/**
 * The verification of a member's number on the subscription page, in two posts of the browser
 * itself: "Send code" texts a code to it, and the code entered proves it theirs. Until then no
 * text but that code goes to it. Plain forms with nothing to run in the browser, so the server
 * draws them to HTML and the page shows that: neither their code nor their words are in the
 * page's download (its JavaScript budget, decision 0004).
 */
export function verifyPhoneHtml(locale: Locale, notice: Notice | null): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={getI18n(locale)}>
      <VerifyPhone locale={locale} notice={notice} />
    </I18nProvider>,
  )
}

function VerifyPhone({ locale, notice }: { locale: Locale; notice: Notice | null }) {
  const { t } = useLingui()
  const action = localePath(locale, '/member/subscribe')
  const error = notice?.kind === 'error'
  return (
    <section
      aria-labelledby="verify-phone"
      className="mt-10 max-w-md border-t pt-6"
      data-testid="verify-phone"
    >
      <h2 id="verify-phone" className="text-lg font-semibold">
        <Trans>Verify your mobile number</Trans>
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        <Trans>
          Texts go only to a verified number. We send a code to your account's mobile number; enter
          it here.
        </Trans>
      </p>
      <form method="post" action={action} className="mt-4">
        <input type="hidden" name="intent" value="verify-send" />
        <Button type="submit" variant="outline">
          <Trans>Send code</Trans>
        </Button>
      </form>
      <form method="post" action={action} className="mt-4 flex flex-col gap-2">
        <input type="hidden" name="intent" value="verify" />
        <label htmlFor="verify-code" className="text-sm font-medium">
          <Trans>SMS code</Trans>
        </label>
        <div className="flex gap-2">
          <Input
            id="verify-code"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            title={t`The six digits of the code`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'verify-message' : undefined}
          />
          <Button type="submit">
            <Trans>Verify</Trans>
          </Button>
        </div>
        {notice && (
          <p
            id="verify-message"
            role={notice.kind === 'error' ? 'alert' : 'status'}
            className="mt-2 rounded-md border px-4 py-3 text-sm"
          >
            {notice.text}
          </p>
        )}
      </form>
    </section>
  )
}
