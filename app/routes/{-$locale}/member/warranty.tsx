import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import { Button } from '~/components/ui/button'
import { localeOfParam } from '~/features/forms/form-post.server'
import { type Posted, postedFor, postedOf } from '~/features/forms/posted.isomorphic'
import { getDealerNames } from '~/features/member/dealers.functions'
import { memberPost } from '~/features/member/member-post.server'
import { getWarranties } from '~/features/member/warranty.functions'
import { postWarrantyPage } from '~/features/member/warranty.server'
import { type Locale, localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { RECEIPT_ACCEPT, WARRANTY_FIELDS } from '~/shared/member/warranty.schemas'

export const Route = createFileRoute('/{-$locale}/member/warranty')({
  head: pageHead(msg`Product Registration`),
  server: {
    handlers: {
      // The form posted by the browser itself (multipart: a receipt photo may come along); it
      // needs no code at all (decision 0011).
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        return memberPost(locale, next, 'warranty', () => postWarrantyPage(request, locale, next))
      },
    },
  },
  // The list comes with the page: it shows before and without the page's code. A failure
  // only leaves it out (undefined): the form stays, unlike a CMS that keeps no warranties (null).
  loader: async ({ context, serverContext, location }) => {
    const posted = postedFor(serverContext, context.locale)
    // The outlets' names the dealer field suggests: none when they cannot be read.
    const [warranties, dealers] = context.member
      ? await Promise.all([
          getWarranties({ data: { locale: context.locale } }).catch(() => undefined),
          getDealerNames({ data: { locale: context.locale } }).catch(() => []),
        ])
      : [undefined, []]
    // Back from the dealer picker (/member/warranty/dealers, `warranty-draft.ts`): what was
    // typed before, and the dealer picked. A long code of digits stays text (router.tsx).
    const draft: Record<string, string> = {}
    for (const name of WARRANTY_FIELDS) {
      const value: unknown = Reflect.get(location.search, name)
      if (typeof value === 'string' || typeof value === 'number') {
        draft[name] = String(value).slice(0, 100)
      }
    }
    return { posted, draft, warranties, dealers }
  },
  component: WarrantyPage,
})

function WarrantyPage() {
  const locale = useLocale()
  const { posted, draft, warranties: data, dealers } = Route.useLoaderData()
  const form = postedOf(posted, 'warranty')
  const receipt = postedOf(posted, 'warranty-receipt')
  return (
    <>
      <PageHeading
        title={<Trans>Product Registration</Trans>}
        intro={<Trans>Keep your tool's warranty on record.</Trans>}
      />
      {data === null ? (
        <p className="text-muted-foreground" data-testid="warranty-unavailable">
          <Trans>Product registration is not available at the moment.</Trans>
        </p>
      ) : (
        <>
          <WarrantyForm locale={locale} posted={form} draft={draft} dealers={dealers} />
          <section className="mt-10" aria-labelledby="my-warranties">
            <h2 id="my-warranties" className="mb-3 text-xl font-semibold">
              <Trans>My registered products</Trans>
            </h2>

            {data && data.length === 0 && (
              <p className="text-muted-foreground">
                <Trans>You have not registered a product yet.</Trans>
              </p>
            )}
            <ul className="grid gap-3" data-testid="warranty-list">
              {data?.map((w) => {
                return (
                  <li key={w.id} className="rounded-lg border p-4 text-sm">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <strong className="text-base">
                        {w.name ? `${w.name} · ${w.model}` : w.model}
                      </strong>
                      <span
                        data-testid="warranty-state"
                        className={
                          w.state === 'active'
                            ? 'rounded-full bg-primary/10 px-2 py-0.5 text-primary'
                            : 'rounded-full bg-muted px-2 py-0.5 text-muted-foreground'
                        }
                      >
                        {w.words.state}
                      </span>
                    </div>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                      <dt className="text-muted-foreground">{w.words.registeredBy}</dt>
                      <dd>{w.words.by}</dd>
                      <dt className="text-muted-foreground">
                        <Trans>Purchase date</Trans>
                      </dt>
                      <dd>{w.purchasedAt}</dd>
                      {w.dealer && (
                        <>
                          <dt className="text-muted-foreground">
                            <Trans>Dealer</Trans>
                          </dt>
                          <dd>{w.dealer}</dd>
                        </>
                      )}
                      <dt className="text-muted-foreground">{w.words.until}</dt>
                      <dd data-testid="warranty-expires">
                        {w.expiresAt} ({w.words.months})
                      </dd>
                      {w.code && (
                        <>
                          <dt className="text-muted-foreground">
                            <Trans>Anti-counterfeit code</Trans>
                          </dt>
                          <dd className="font-mono">{w.code}</dd>
                        </>
                      )}
                    </dl>
                    {/* A plain link: the browser downloads the PDF, with or without code. */}
                    <a
                      href={localePath(locale, `/member/warranty/certificate/${w.id}`)}
                      download
                      className="mt-3 inline-block text-primary underline-offset-4 hover:underline"
                      data-testid="warranty-certificate"
                    >
                      {w.words.certificate}
                    </a>
                    {w.hasReceipt && (
                      <a
                        href={localePath(locale, `/member/warranty/receipt/${w.id}`)}
                        className="mt-3 ml-4 inline-block text-primary underline-offset-4 hover:underline"
                        data-testid="warranty-receipt"
                      >
                        <Trans>Receipt photo</Trans>
                      </a>
                    )}
                    <ReceiptForm
                      locale={locale}
                      w={w}
                      posted={receipt?.values.id === String(w.id) ? receipt : null}
                    />
                  </li>
                )
              })}
            </ul>
          </section>
        </>
      )}
    </>
  )
}

/**
 * A receipt photo for a tool registered without one: plain HTML posted by the browser itself
 * (multipart, no code of its own). Its words come with the list (no catalogue bytes). A CMS
 * that says nothing of receipts (no `hasReceipt`) keeps none: no form then.
 */
function ReceiptForm({
  locale,
  w,
  posted,
}: {
  locale: Locale
  w: { id: number; hasReceipt?: boolean; words: { addReceipt: string; receiptFile: string } }
  posted: Posted | null
}) {
  const error = posted?.errors.receipt
  const id = `receipt-${w.id}`
  return (
    <>
      {posted?.notice && (
        <p role="status" className="mt-3">
          {posted.notice.text}
        </p>
      )}
      {w.hasReceipt === false && (
        <form
          method="post"
          action={localePath(locale, '/member/warranty')}
          encType="multipart/form-data"
          className="mt-3 flex flex-wrap items-center gap-2"
        >
          <input type="hidden" name="intent" value="receipt" />
          <input type="hidden" name="id" value={w.id} />
          <label htmlFor={id}>{w.words.receiptFile}</label>
          <input
            id={id}
            name="receipt"
            type="file"
            accept={RECEIPT_ACCEPT}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" size="sm" variant="outline">
            {w.words.addReceipt}
          </Button>
          {error && (
            <p id={`${id}-error`} className="w-full text-destructive">
              {error}
            </p>
          )}
        </form>
      )}
    </>
  )
}

/**
 * The registration form: plain HTML that the browser posts itself, with or without the page's
 * code (no client code of its own). A refused post comes back with the input and a message on
 * each field.
 */
function WarrantyForm({
  locale,
  posted,
  draft,
  dealers,
}: {
  locale: Locale
  posted: Posted | null
  draft: Record<string, string>
  dealers: { name: string; city: string }[]
}) {
  const { t } = useLingui()
  const values = posted?.values ?? draft
  const errors = posted?.errors ?? {}
  // A refused post comes back with the focus on its first field with a message: `autofocus`
  // in the HTML, so the browser puts it there without any code.
  const firstError = [...WARRANTY_FIELDS, 'receipt'].find((name) => errors[name])
  const notice = posted?.notice
  return (
    <form
      method="post"
      action={localePath(locale, '/member/warranty')}
      encType="multipart/form-data"
      noValidate
      className="grid max-w-2xl gap-4"
      aria-label={t`Register a product`}
    >
      {/* Enter in a field registers the product: the form's first submit button is its
          default, and the dealer picker's button comes before the visible one. */}
      <button type="submit" tabIndex={-1} aria-hidden className="sr-only" />
      <Field
        name="code"
        label={t`Anti-counterfeit code`}
        hint={t`16 or 20 characters on the label; the model is read from it.`}
        value={values.code}
        error={errors.code}
        autoFocus={firstError === 'code'}
        autoComplete="off"
      />
      <p className="text-sm text-muted-foreground">
        <Trans>No code? Give the model and the serial number on the nameplate.</Trans>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="model"
          label={t`Model`}
          value={values.model}
          error={errors.model}
          autoFocus={firstError === 'model'}
          autoComplete="off"
        />
        <Field
          name="serial"
          label={t`Serial number`}
          value={values.serial}
          error={errors.serial}
          autoFocus={firstError === 'serial'}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="purchasedAt"
          type="date"
          required
          label={t`Purchase date`}
          value={values.purchasedAt}
          error={errors.purchasedAt}
          autoFocus={firstError === 'purchasedAt'}
        />
        <Field
          name="dealer"
          label={t`Dealer`}
          hint={
            // A page of its own lists the outlets: no list rides with this page (JS budget).
            // The form goes there (GET, unchecked) so that what was typed comes back with the
            // dealer picked.
            <button
              type="submit"
              formAction={localePath(locale, '/member/warranty/dealers')}
              formMethod="get"
              formEncType="application/x-www-form-urlencoded"
              formNoValidate
              className="cursor-pointer text-primary underline-offset-4 hover:underline"
              data-testid="dealer-picker"
            >
              <Trans>Optional: pick it from our service outlets</Trans>
            </button>
          }
          value={values.dealer}
          error={errors.dealer}
          autoFocus={firstError === 'dealer'}
          list="warranty-dealers"
        />
        <datalist id="warranty-dealers" data-testid="dealer-suggestions">
          {dealers.map((d) => (
            <option key={d.name} value={d.name} label={d.city} />
          ))}
        </datalist>
      </div>
      <Field
        name="receipt"
        type="file"
        accept={RECEIPT_ACCEPT}
        label={t`Receipt photo`}
        hint={t`Optional; only you and our staff see it.`}
        error={errors.receipt}
        autoFocus={firstError === 'receipt'}
      />
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className="rounded-md border px-4 py-3 text-sm"
          data-testid="warranty-notice"
        >
          {notice.text}
        </p>
      )}
      <div>
        <Button type="submit">
          <Trans>Register product</Trans>
        </Button>
      </div>
    </form>
  )
}

function Field({
  name,
  label,
  hint,
  value,
  error,
  required,
  type = 'text',
  autoComplete,
  accept,
  autoFocus,
  list,
}: {
  name: string
  label: string
  hint?: ReactNode
  value?: string
  error?: string
  required?: boolean
  type?: string
  autoComplete?: string
  accept?: string
  autoFocus?: boolean
  /** The id of a `<datalist>` whose options the field suggests. */
  list?: string
}) {
  const id = `warranty-${name}`
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  let message: ReactNode = null
  if (error) {
    message = (
      <p id={`${id}-error`} className="text-sm text-destructive">
        {error}
      </p>
    )
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {required && (
          <span className="mr-0.5 text-destructive" aria-hidden>
            *
          </span>
        )}
        {label}
      </label>
      <input
        className="h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive"
        id={id}
        name={name}
        type={type}
        defaultValue={type === 'file' ? undefined : (value ?? '')}
        accept={accept}
        list={list}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        autoComplete={autoComplete}
        // biome-ignore lint/a11y/noAutofocus: only on the first field a refused post names
        autoFocus={autoFocus}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {message}
    </div>
  )
}
