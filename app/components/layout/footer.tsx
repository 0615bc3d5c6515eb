import { useLingui } from '@lingui/react/macro'
import { Link2, MessageCircle, Share2 } from 'lucide-react'
import { AppLink } from '~/components/site/app-link'
import { HoverPanel } from '~/components/ui/hover-panel'
import { buildFooterGroups } from '~/features/site/footer-groups'
import type { SiteChrome } from '~/features/site/site.types'
import { toast } from '~/lib/toast'
import { usePageHref } from './page-href'
import { shareUrls } from './share-links'

export function Footer({
  chrome,
  onShare,
}: {
  chrome: SiteChrome | undefined
  onShare?: (channel: string, url: string, title: string) => void
}) {
  const { t, i18n } = useLingui()
  const path = usePageHref()
  const siteUrl = chrome?.siteUrl ?? ''
  const pageUrl = `${siteUrl}${path}`
  const title = chrome?.siteTitle ?? ''
  const groups = buildFooterGroups(chrome?.menu ?? [], i18n, chrome?.brandSites ?? [])
  const share = shareUrls(pageUrl, title)
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      toast.success(t`Link copied to clipboard`)
      onShare?.('copy', window.location.href, document.title)
    } catch {
      toast.error(t`Could not copy the link`)
    }
  }
  const shareChannels = [
    { key: 'weibo', label: t`Share on Weibo`, href: share.weibo },
    { key: 'qq', label: t`Share on QQ`, href: share.qq },
    { key: 'qzone', label: t`Share on QZone`, href: share.qzone },
  ]
  return (
    <footer className="mt-16 bg-brand-dark text-white/80" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 md:grid-cols-3 lg:grid-cols-6">
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} data-testid="footer-group">
            <h2 className="mb-3 text-sm font-semibold text-white">{group.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {group.links.map((link) => (
                <li key={`${link.label}-${link.href}`}>
                  <AppLink
                    to={link.href}
                    external={link.external}
                    newTab={link.newTab}
                    className="hover:text-white hover:underline"
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 md:flex-row">
          {/* On phones the channels wrap onto more lines; a channel's name never breaks. */}
          <div
            className="relative flex flex-wrap items-center justify-center gap-x-1 gap-y-2 md:justify-start"
            data-testid="share-links"
          >
            <Share2 className="size-4" aria-hidden />
            {shareChannels.map((c) => (
              <a
                key={c.key}
                href={c.href}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`share-${c.key}`}
                className="rounded px-2 py-1 text-sm whitespace-nowrap hover:bg-white/10 hover:text-white"
                onClick={() => onShare?.(c.key, pageUrl, title)}
              >
                {c.label}
              </a>
            ))}
            <HoverPanel
              testId="wechat-popover"
              anchor="container"
              panelClassName="w-[200px] text-center"
              trigger={
                <button
                  type="button"
                  data-testid="share-wechat"
                  className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm whitespace-nowrap hover:bg-white/10 hover:text-white"
                >
                  <MessageCircle className="size-4" aria-hidden />
                  {t`WeChat`}
                </button>
              }
            >
              <img
                src={`/api/qr?path=${encodeURIComponent(path)}`}
                alt={t`QR code of this page for WeChat`}
                width={168}
                height={168}
                loading="lazy"
                className="mx-auto"
              />
              <p className="mt-2 text-xs">{t`Scan with WeChat to share this page`}</p>
            </HoverPanel>
            <button
              type="button"
              data-testid="copy-link"
              onClick={copyLink}
              className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm whitespace-nowrap hover:bg-white/10 hover:text-white"
            >
              <Link2 className="size-4" aria-hidden />
              {t`Copy link`}
            </button>
          </div>
          <div
            data-testid="filing-record"
            className="text-center text-xs [&_a]:underline"
            // Sanitized on the server (features/site/site.server.ts) before it gets here.
            dangerouslySetInnerHTML={{ __html: chrome?.filingHtml ?? '' }}
          />
        </div>
      </div>
    </footer>
  )
}
