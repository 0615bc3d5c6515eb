import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Download } from 'lucide-react'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { localeOfParam, readFields } from '~/features/forms/form-post.server'
import { type Posted, postedFor, postedOf } from '~/features/forms/posted.isomorphic'
import { postDeleteAccount } from '~/features/member/member-data.server'
import { memberPost } from '~/features/member/member-post.server'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/privacy')({
  head: pageHead(msg`My Data`),
  server: {
    handlers: {
      // The deletion form, posted by the browser itself (decision 0011).
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        return memberPost(locale, next, 'delete-account', async () =>
          postDeleteAccount(await readFields(request), locale, next),
        )
      },
    },
  },
  loader: ({ context, serverContext }) => ({ posted: postedFor(serverContext, context.locale) }),
  component: MyDataPage,
})

function MyDataPage() {
  const locale = useLocale()
  const { posted } = Route.useLoaderData()
  return (
    <div className="max-w-2xl">
      <PageHeading
        title={<Trans>My Data</Trans>}
        intro={
          <Trans>
            Under China's Personal Information Protection Law you can have a copy of your personal
            data and have your account deleted.
          </Trans>
        }
      />
      <section aria-labelledby="my-data-export" className="mb-10">
        <h2 id="my-data-export" className="mb-2 text-xl font-semibold">
          <Trans>Download my data</Trans>
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          <Trans>
            One JSON file with your profile, consents, subscriptions, registered products,
            evaluations, feedback, reservations, shares, notifications and sign-ins.
          </Trans>
        </p>
        {/* A plain link: the browser downloads the file, with or without the page's code. */}
        <a
          href={localePath(locale, '/member/privacy/export')}
          download
          className="inline-flex items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium hover:bg-muted"
          data-testid="export-data"
        >
          <Download className="size-4" aria-hidden />
          <Trans>Download my data (JSON)</Trans>
        </a>
      </section>
      <DeleteAccount posted={postedOf(posted, 'delete-account')} />
    </div>
  )
}

/** Deleting the account: a form the browser posts, confirmed with the password. */
function DeleteAccount({ posted }: { posted: Posted | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  const error = posted?.errors.password
  const notice = posted?.notice
  return (
    <section
      aria-labelledby="delete-account"
      className="rounded-lg border border-destructive/40 p-5"
    >
      <h2 id="delete-account" className="mb-2 text-xl font-semibold">
        <Trans>Delete my account</Trans>
      </h2>
      <p className="mb-2 text-sm">
        <Trans>
          Your account, your sessions, subscriptions, registered products, shares and notifications
          are deleted. Reservations, evaluations and feedback you sent stay with our service team
          without your name, phone, address or any other detail that could identify you. This cannot
          be undone.
        </Trans>
      </p>
      <p className="mb-4 text-sm text-muted-foreground">
        <Trans>
          Read how we handle personal data in the{' '}
          <AppLink to="/privacy" className="text-primary underline">
            privacy policy
          </AppLink>
          .
        </Trans>
      </p>
      <form
        method="post"
        action={localePath(locale, '/member/privacy')}
        noValidate
        className="grid gap-3"
        aria-label={t`Delete my account`}
      >
        <div className="grid max-w-sm gap-1.5">
          <Label htmlFor="delete-password" required>
            <Trans>Your password</Trans>
          </Label>
          <Input
            id="delete-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delete-password-error' : undefined}
          />
          {error && (
            <p id="delete-password-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        {notice && (
          <p role="alert" className="rounded-md border px-4 py-3 text-sm">
            {notice.text}
          </p>
        )}
        <div>
          <Button type="submit" variant="destructive">
            <Trans>Delete my account permanently</Trans>
          </Button>
        </div>
      </form>
    </section>
  )
}
