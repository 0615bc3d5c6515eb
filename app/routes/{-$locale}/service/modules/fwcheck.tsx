import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { ShieldAlert, ShieldCheck } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { CaptchaImage, useCaptcha } from '~/features/captcha/captcha'
import { formatDateTime } from '~/features/content/format'
import { localeOfParam, readFields } from '~/features/forms/form-post.server'
import { type CheckResult, checkSecurityCode } from '~/features/fwcheck/fwcheck.functions'
import { checkCode } from '~/features/fwcheck/fwcheck.server'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/modules/fwcheck')({
  head: pageHead(msg`Anti-counterfeit Check`),
  server: {
    handlers: {
      // The check posted by the browser itself (decision 0011): the page is drawn again with
      // its answer; the code stays in the body, never in the address.
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        const fields = await readFields(request)
        const code = (fields.code ?? '').slice(0, 100)
        const result = await checkCode(locale, code, { verCode: fields.verCode })
        return next({ context: { fwcheck: { code, result } } })
      },
    },
  },
  loader: ({ serverContext }) => serverContext?.fwcheck ?? null,
  component: FwcheckPage,
})

function FwcheckPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const checked = Route.useLoaderData()
  const action = useRouterState({ select: (s) => s.location.href })
  const [code, setCode] = useState(checked?.code ?? '')
  // A warranty certificate's QR opens `#code=…`: the code is filled in, never sent in the address.
  useEffect(() => {
    const given = /^#code=([A-Za-z0-9-]{1,40})$/.exec(window.location.hash)?.[1]
    if (given) setCode(given)
  }, [])
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<CheckResult | null>(checked?.result ?? null)
  // After repeated unknown codes the service asks for the image captcha with each check.
  const needCaptcha = result?.ok === false && result.captcha === true
  const { round, refresh } = useCaptcha()
  const [verCode, setVerCode] = useState('')
  // A refused check puts the focus back on the field to fix (the code, or the captcha when one
  // is asked): the button held it, and nothing should be left on the page's body.
  const codeField = useRef<HTMLInputElement>(null)
  const captchaField = useRef<HTMLInputElement>(null)
  const [refused, setRefused] = useState(0)
  useEffect(() => {
    if (refused) (captchaField.current ?? codeField.current)?.focus()
  }, [refused])
  return (
    <div className="max-w-2xl">
      <PageHeading
        title={<Trans>Anti-counterfeit Check</Trans>}
        intro={
          <Trans>
            Enter the 16- or 20-character code under the scratch-off label of your product.
          </Trans>
        }
      />
      <form
        noValidate
        method="post"
        action={action}
        className="flex flex-col gap-2"
        onSubmit={async (e) => {
          e.preventDefault()
          setBusy(true)
          const answer = needCaptcha ? { verCode } : {}
          const next = await checkSecurityCode({ data: { locale, code, ...answer } }).catch(() => ({
            ok: false as const,
            message: t`The check is not available right now, please try again later`,
          }))
          setResult(next)
          setVerCode('')
          if (!next.ok) setRefused((n) => n + 1)
          // A challenge takes one answer: asked again, show a new image.
          if (needCaptcha && !next.ok && 'captcha' in next && next.captcha) refresh()
          setBusy(false)
        }}
      >
        <Label htmlFor={`${id}-code`} required>
          <Trans>Security code</Trans>
        </Label>
        <div className="flex gap-2">
          <Input
            ref={codeField}
            id={`${id}-code`}
            name="code"
            value={code}
            // Without the page's code a refused check is a new page: the browser focuses it.
            autoFocus={checked?.result.ok === false && !needCaptcha}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase"
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={result?.ok === false || undefined}
            aria-describedby={result ? `${id}-result` : undefined}
          />
          <Button type="submit" disabled={busy} aria-busy={busy}>
            <Trans>Check</Trans>
          </Button>
        </div>
        {needCaptcha && (
          <div className="mt-2 flex flex-col gap-2">
            <Label htmlFor={`${id}-vercode`} required>
              <Trans>Verification code</Trans>
            </Label>
            <div className="flex gap-2">
              <Input
                ref={captchaField}
                id={`${id}-vercode`}
                name="verCode"
                // The field a refused check asks for (focused by the browser without code).
                autoFocus={checked?.result.ok === false}
                value={verCode}
                maxLength={10}
                autoComplete="off"
                className="max-w-40"
                onChange={(e) => setVerCode(e.target.value)}
              />
              <CaptchaImage round={round} onRefresh={refresh} />
            </div>
          </div>
        )}
      </form>
      {result && (
        <div id={`${id}-result`} className="mt-6" data-testid="fwcheck-result">
          {result.ok ? (
            <div
              role="status"
              className={`rounded-lg border p-5 ${result.check.firstCheck ? 'border-green-600/40 bg-green-50' : 'border-amber-500/50 bg-amber-50'}`}
            >
              <p className="flex items-center gap-2 text-lg font-semibold">
                {result.check.firstCheck ? (
                  <ShieldCheck className="size-6 text-green-700" aria-hidden />
                ) : (
                  <ShieldAlert className="size-6 text-amber-600" aria-hidden />
                )}
                {result.check.firstCheck ? (
                  <Trans>This is a genuine product.</Trans>
                ) : (
                  <Trans>This code has been checked before.</Trans>
                )}
              </p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {result.check.product && (
                  <>
                    <dt className="text-muted-foreground">
                      <Trans>Product</Trans>
                    </dt>
                    <dd>{result.check.product.name}</dd>
                    <dt className="text-muted-foreground">
                      <Trans>Brand</Trans>
                    </dt>
                    <dd>{result.check.product.brand}</dd>
                  </>
                )}
                <dt className="text-muted-foreground">
                  <Trans>Batch</Trans>
                </dt>
                <dd>{result.check.batch}</dd>
                <dt className="text-muted-foreground">
                  <Trans>Times checked</Trans>
                </dt>
                <dd data-testid="check-count">{result.check.checkCount}</dd>
                {result.check.firstCheckedAt && (
                  <>
                    <dt className="text-muted-foreground">
                      <Trans>First checked</Trans>
                    </dt>
                    <dd>{formatDateTime(locale, result.check.firstCheckedAt)}</dd>
                  </>
                )}
              </dl>
              {result.check.firstCheck && (
                // The warranty page drawn with this code filled in (posted: the code stays out
                // of the address).
                <form
                  method="post"
                  action={localePath(locale, '/member/warranty')}
                  className="mt-4"
                >
                  <input type="hidden" name="intent" value="prefill" />
                  <input type="hidden" name="code" value={code} />
                  <Button type="submit" variant="outline" data-testid="register-product">
                    <Trans>Register this product</Trans>
                  </Button>
                  <span className="ml-3 text-sm text-muted-foreground">
                    <Trans>Keep its warranty on record in the member centre.</Trans>
                  </span>
                </form>
              )}
              {!result.check.firstCheck && (
                <p
                  className="mt-3 text-sm font-medium text-amber-800"
                  data-testid="fwcheck-warning"
                >
                  <Trans>
                    If you did not check this code before, the product may be counterfeit: buy from
                    authorised stores and call 400-182-5988 to report it.
                  </Trans>
                </p>
              )}
            </div>
          ) : (
            <p
              role="alert"
              className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-destructive"
            >
              {result.message}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
