import { useLingui } from '@lingui/react/macro'
import { Phone, QrCode } from 'lucide-react'
import { HoverPanel } from '~/components/ui/hover-panel'
import type { SiteChrome } from '~/features/site/site.types'
import { useLocale } from '~/i18n/use-locale'

/** Fixed side bar on large screens: the hotline and QR codes of three social accounts. */
export function SideBar({ chrome }: { chrome: SiteChrome | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (!chrome) return null
  const hotline = chrome.hotline
  return (
    <aside
      aria-label={t`Quick contact`}
      data-testid="side-bar"
      className="fixed top-1/2 right-3 z-30 hidden -translate-y-1/2 flex-col gap-2 lg:flex print-alone:hidden"
    >
      <a
        href={`tel:${hotline.replace(/[^\d+]/g, '')}`}
        data-testid="hotline"
        className="group flex items-center gap-2 rounded-full border-2 border-white bg-primary p-3 text-primary-foreground shadow-lg"
      >
        <Phone className="size-5" aria-hidden />
        <span className="sr-only group-hover:not-sr-only group-focus-visible:not-sr-only">
          {t`Hotline`} {hotline}
        </span>
      </a>
      {chrome.socials
        .filter((s) => s.key !== 'wechat')
        .slice(0, 3)
        .map((social) => (
          <HoverPanel
            key={social.key}
            side="left"
            panelClassName="w-[200px] text-center"
            trigger={
              <button
                type="button"
                data-testid={`social-qr-${social.key}`}
                // The white ring keeps the dark button visible over the home page's dark hero.
                className="rounded-full border-2 border-white bg-brand-dark p-3 text-white shadow-lg"
                aria-label={t`QR code: ${social.label}`}
              >
                <QrCode className="size-5" aria-hidden />
              </button>
            }
          >
            <img
              src={`/api/qr?social=${encodeURIComponent(social.key)}&lang=${locale}`}
              alt={t`QR code: ${social.label}`}
              width={176}
              height={176}
              loading="lazy"
              className="mx-auto"
            />
            <p className="mt-2 text-sm">{social.label}</p>
          </HoverPanel>
        ))}
    </aside>
  )
}
