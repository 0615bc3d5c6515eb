import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import { Button } from '~/components/ui/button'
import { loaderData } from '~/features/content/cms-errors'
import { localeOfParam } from '~/features/forms/form-post.server'
import { postedFor, postedOf } from '~/features/forms/posted.isomorphic'
import { NOT_LOGGED_IN } from '~/features/member/member.shared'
import { memberPost } from '~/features/member/member-post.server'
import { postSubscriptions } from '~/features/member/member-posts.server'
import { getSubscriptions } from '~/features/member/subscriptions.functions'
import { getVerifyPhoneForm } from '~/features/member/verify-phone.functions'
import { getProductCatalog } from '~/features/products/products.functions'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { useEarlyInput } from '~/lib/early-input'
import { pageHead } from '~/lib/head'
import { toast } from '~/lib/toast'

type Subscriptions = Awaited<ReturnType<typeof getSubscriptions>>

/** Texts are offered but the member's number is not verified: the verification shows. */
const needsVerification = (topics: Subscriptions | undefined) =>
  topics?.sms != null && topics.phoneVerified === false

export const Route = createFileRoute('/{-$locale}/member/subscribe')({
  head: pageHead(msg`Subscriptions`),
  server: {
    handlers: {
      // The boxes posted by the browser itself with "Save" (decision 0011).
      POST: ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        return memberPost(locale, next, 'subscribe', () => postSubscriptions(request, locale, next))
      },
    },
  },
  // The member's choices come with the page: its boxes can be ticked as soon as they show.
  loader: async ({ context, serverContext }) => {
    const posted = postedFor(serverContext, context.locale)
    if (!context.member) return { posted, topics: null, catalog: null, verifyForm: null }
    const [topics, catalog] = await Promise.all([
      loaderData(getSubscriptions({ data: { locale: context.locale } })),
      // The brands' topics are a nicety: without the catalogue, the page offers the others.
      getProductCatalog({ data: { locale: context.locale } }).catch(() => null),
    ])
    // The number's verification, drawn by the server: plain forms, no code of their own.
    const verifyForm = needsVerification(topics)
      ? await getVerifyPhoneForm({
          data: { locale: context.locale, notice: postedOf(posted, 'verify')?.notice ?? null },
        })
      : null
    return { posted, topics, catalog, verifyForm }
  },
  component: SubscribePage,
})

function SubscribePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { posted, topics: loaded, catalog, verifyForm } = Route.useLoaderData()
  // The boxes as the member set them: a change shows at once and stays once the service has
  // saved it (or goes back when it has not). The page's data read again starts them afresh.
  const [topics, setTopics] = useState(loaded)
  const [shownFrom, setShownFrom] = useState(loaded)
  if (shownFrom !== loaded) {
    setShownFrom(loaded)
    setTopics(loaded)
  }
  // The form a post answered: the boxes' "Save", or the number's verification below them (once
  // verified, that form is gone and its message shows here).
  const verifying = needsVerification(topics)
  const saved = posted?.form === 'verify' && verifying ? null : posted
  const boxes = useRef<HTMLFieldSetElement>(null)
  // A box ticked while the page was still loading counts.
  useEarlyInput(boxes)
  // Live, each box is saved as it changes; until then (or without JavaScript) "Save" posts
  // them all to the page.
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  const options = [
    { topic: 'news', label: t`Company news` },
    { topic: 'products', label: t`New products` },
    ...(catalog?.brands ?? []).map((b) => ({
      topic: `brand:${b.code}`,
      label: t`News of ${b.name}`,
    })),
  ]
  // `sms`: the box is the topic's "Also by SMS" (on follows the topic too; the topic off ends it).
  const toggle = async (topic: string, on: boolean, sms?: boolean) => {
    const before = topics
    const flip = (list: string[]) => (on ? [...list, topic] : list.filter((t) => t !== topic))
    // Texts go only to a verified number: the service refuses, and the page says why first.
    if (sms && on && before?.phoneVerified === false) {
      setTopics({ ...before })
      toast.error(
        t`Texts go only to a verified mobile number. Verify your number on this page first.`,
      )
      return
    }
    setTopics(
      before && {
        topics: sms && !on ? before.topics : flip(before.topics),
        sms: before.sms && (sms || !on ? flip(before.sms) : before.sms),
        phoneVerified: before.phoneVerified,
      },
    )
    try {
      setTopics(
        await getSubscriptions({ data: sms ? { locale, topic, sms: on } : { locale, topic, on } }),
      )
      // Each box saves as it changes: the member is told it is done.
      toast.success(t`Successfully Modified`)
    } catch (error) {
      setTopics(before)
      // The session is over: the member area shows its log-in form again.
      if (error instanceof Error && error.message === NOT_LOGGED_IN) await router.invalidate()
      else toast.error(t`Submission Failed`)
    }
  }
  return (
    <>
      <PageHeading
        title={<Trans>Subscriptions</Trans>}
        intro={<Trans>Choose the news you want to receive.</Trans>}
      />
      {topics === null && (
        <p className="text-muted-foreground" data-testid="subscriptions-unavailable">
          <Trans>Subscriptions are not available at the moment.</Trans>
        </p>
      )}
      <form method="post" action={localePath(locale, '/member/subscribe')} hidden={topics === null}>
        <fieldset
          ref={boxes}
          // With the SMS boxes, two columns: each topic's SMS box lines up with the others.
          className={
            topics?.sms
              ? 'grid grid-cols-[auto_1fr] items-center gap-x-8 gap-y-3'
              : 'flex flex-col gap-3'
          }
          data-testid="subscriptions"
        >
          <legend className="sr-only">
            <Trans>Topics</Trans>
          </legend>
          {options.map((o) => (
            <div key={o.topic} className="contents">
              <label className="inline-flex items-center gap-3">
                <input
                  type="checkbox"
                  name="topic"
                  value={o.topic}
                  className="size-4 accent-primary"
                  checked={topics?.topics.includes(o.topic) ?? false}
                  onChange={(e) => void toggle(o.topic, e.target.checked)}
                />
                {o.label}
              </label>
              {topics?.sms && (
                <label className="inline-flex items-center gap-2 text-sm text-muted-foreground">
                  <input
                    type="checkbox"
                    name="sms"
                    value={o.topic}
                    className="size-4 accent-primary"
                    checked={topics.sms.includes(o.topic)}
                    onChange={(e) => void toggle(o.topic, e.target.checked, true)}
                  />
                  <Trans>Also by SMS</Trans>
                  <span className="sr-only">({o.label})</span>
                </label>
              )}
            </div>
          ))}
        </fieldset>
        {topics?.sms && (
          <p className="mt-3 text-sm text-muted-foreground">
            <Trans>Texts go to your account's mobile number, at most one a day.</Trans>
          </p>
        )}
        {saved?.notice && (
          // The message of a save posted without the page's code (decision 0011).
          <p
            role={saved.notice.kind === 'error' ? 'alert' : 'status'}
            className="mt-4 rounded-md border px-4 py-3 text-sm"
          >
            {saved.notice.text}
          </p>
        )}
        <Button type="submit" className="mt-4" hidden={live}>
          <Trans>Save</Trans>
        </Button>
      </form>
      {verifying && verifyForm && (
        // The server's HTML of our own components (verify-phone.server.tsx), text escaped.
        <div dangerouslySetInnerHTML={{ __html: verifyForm }} />
      )}
    </>
  )
}
