import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import copyText from 'clipboard-copy'
import { Link2, MessageCircle, Share2 } from 'lucide-react'
import { usePageHref } from '~/components/layout/page-href'
import { AppLink } from '~/components/site/app-link'
import { buildFooterGroups } from '~/features/site/footer-groups'
import type { SiteChrome } from '~/features/site/site.types'
import { toast } from '~/lib/toast'

const COPY_BOX = 'copy-link-box'
const shareButton =
  'inline-flex items-center gap-1 rounded px-2 py-1 text-sm whitespace-nowrap hover:bg-white/10 hover:text-white'
/** A popover drawn by the browser in the top layer, centred on the screen. */
const popoverCard = 'rounded-md border bg-popover p-3 text-popover-foreground shadow-md'

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
  // The page's own title (its head's last title), so a share and a member's share list
  // name the page, not only the site.
  const pageTitle = useRouterState({
    select: (s) => {
      for (let i = s.matches.length - 1; i >= 0; i--) {
        const found = s.matches[i]?.meta?.findLast((m) => typeof m?.title === 'string')
        if (found?.title) return found.title
      }
      return ''
    },
  })
  const title = pageTitle || (chrome?.siteTitle ?? '')
  const groups = buildFooterGroups(chrome?.menu ?? [], i18n, chrome?.brandSites ?? [])
  // The box with the address is the way to copy by hand: shown by the browser before the code
  // (a tap, a press kept for the code), and by the code when the clipboard refuses.
  const copyLink = async () => {
    const box = document.getElementById(COPY_BOX)
    const open = box?.matches(':popover-open') ?? false
    try {
      // The clipboard API, else the browser's copy command (as the finder's copy address).
      await copyText(window.location.href)
      if (open) box?.hidePopover()
      toast.success(t`Link copied to clipboard`)
      onShare?.('copy', window.location.href, document.title)
    } catch {
      if (!open) box?.showPopover()
      toast.error(t`Could not copy the link`)
    }
  }
  const shareChannels = [
    { key: 'weibo', label: t`Share on Weibo` },
    { key: 'qq', label: t`Share on QQ` },
    { key: 'qzone', label: t`Share on QZone` },
  ]
  return (
    <footer
      className="mt-16 bg-brand-dark text-white/80 print-alone:hidden"
      data-testid="site-footer"
    >
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
              // Posted to the site, which keeps the share in a member's list and sends the
              // new tab on to the channel: no code needed (decision 0011).
              <form
                key={c.key}
                method="post"
                action="/share"
                target="_blank"
                className="contents"
                rel="noopener"
              >
                <input type="hidden" name="channel" value={c.key} />
                <input type="hidden" name="url" value={pageUrl} />
                <input type="hidden" name="title" value={title} />
                <button type="submit" data-testid={`share-${c.key}`} className={shareButton}>
                  {c.label}
                </button>
              </form>
            ))}
            {/* Native popovers (decision 0012): a tap opens them before the page's code has
                arrived and without it; Esc or a tap outside closes them, and the focus goes
                back to the button. */}
            <button
              type="button"
              popoverTarget="wechat-qr"
              data-testid="share-wechat"
              className={shareButton}
            >
              <MessageCircle className="size-4" aria-hidden />
              {t`WeChat`}
            </button>
            <div
              id="wechat-qr"
              popover="auto"
              data-testid="wechat-popover"
              className={`${popoverCard} w-[200px] text-center`}
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
            </div>
            <button
              type="button"
              popoverTarget={COPY_BOX}
              data-testid="copy-link"
              // Before the page's code a small script of the page's head puts the link on the
              // clipboard (`EARLY_COPY`) and the box shows the address with a word that it is
              // copied; once the code is there and the footer's is not, the press is kept for it.
              data-copy-link
              data-press-again
              onClick={(event) => {
                event.preventDefault()
                void copyLink()
              }}
              className={shareButton}
            >
              <Link2 className="size-4" aria-hidden />
              {t`Copy link`}
            </button>
            <div
              id={COPY_BOX}
              popover="auto"
              data-testid="copy-link-box"
              className={`${popoverCard} w-[min(24rem,calc(100vw-2rem))]`}
            >
              <p data-copied-note hidden role="status" className="mb-2 text-sm font-medium">
                {t`Link copied`}
              </p>
              <label className="flex flex-col gap-2 text-sm">
                {t`The address of this page, to copy:`}
                <input
                  readOnly
                  value={pageUrl}
                  className="w-full rounded border px-2 py-1 text-xs"
                />
              </label>
            </div>
          </div>
          <nav
            aria-label={t`Legal`}
            className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm"
            data-testid="footer-legal"
          >
            <AppLink to="/privacy" className="hover:text-white hover:underline">
              {t`Privacy Policy`}
            </AppLink>
            <AppLink to="/terms" className="hover:text-white hover:underline">
              {t`Terms of Use`}
            </AppLink>
            {chrome?.hotline && (
              // Phones have no side bar: the hotline is a call away here.
              <a
                href={`tel:${chrome.hotline.replace(/[^\d+]/g, '')}`}
                className="whitespace-nowrap hover:text-white hover:underline"
                data-testid="footer-hotline"
              >
                {t`Hotline`} {chrome.hotline}
              </a>
            )}
          </nav>
          {chrome?.socials.length ? (
            <nav
              aria-label={t`Follow us`}
              className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm"
              data-testid="footer-socials"
            >
              <span>{t`Follow us`}</span>
              {chrome.socials.map((social) => (
                <a
                  key={social.key}
                  href={social.url}
                  data-testid={`footer-social-${social.key}`}
                  className="hover:text-white hover:underline"
                  {...(social.url.startsWith('/')
                    ? {}
                    : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  {social.label}
                </a>
              ))}
            </nav>
          ) : null}
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
