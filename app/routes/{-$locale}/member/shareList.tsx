import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { formatDate } from '~/features/content/format'
import { getShares } from '~/features/member/member.functions'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/shareList')({
  head: pageHead(msg`My Shares`),
  // The list comes with the page: it shows before and without the page's code. A failure
  // only leaves it out.
  loader: ({ context }) =>
    context.member ? getShares({ data: { locale: context.locale } }).catch(() => null) : null,
  component: ShareListPage,
})

/** How each share channel is called, in the page's language. */
const CHANNEL_NAMES: Record<string, MessageDescriptor> = {
  weibo: msg`Weibo`,
  qq: msg`QQ`,
  qzone: msg`QZone`,
  wechat: msg`WeChat`,
  copy: msg`Copied link`,
}

function ShareListPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const channelName = (channel: string) => {
    const name = CHANNEL_NAMES[channel]
    return name ? i18n._(name) : channel
  }
  const data = Route.useLoaderData()
  return (
    <>
      <PageHeading
        title={<Trans>My Shares</Trans>}
        intro={<Trans>The pages you have shared.</Trans>}
      />
      {data && data.length === 0 && (
        <p className="text-muted-foreground">
          <Trans>You have not shared a page yet.</Trans>
        </p>
      )}
      <ul className="divide-y rounded-lg border" data-testid="share-list">
        {data?.map((s) => (
          <li key={s.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
            {/^https?:\/\//i.test(s.url) ? (
              <a href={s.url} className="text-primary hover:underline">
                {s.title || s.url}
              </a>
            ) : (
              // A row kept before links were checked: shown, never followed.
              <span>{s.title || s.url}</span>
            )}
            <span className="text-muted-foreground">
              <span data-testid="share-channel">{channelName(s.channel)}</span> ·{' '}
              {formatDate(locale, s.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}
