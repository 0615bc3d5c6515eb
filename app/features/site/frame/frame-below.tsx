import type { SiteChrome } from '~/features/site/site.types'
import { Footer } from './footer'
import { SideBar } from './side-bar'

/** The side bar and the footer: below the fold, or hover panels, until a visitor uses them. */
export function FrameBelow({
  chrome,
  onShare,
}: {
  chrome: SiteChrome | undefined
  onShare: (channel: string, url: string, title: string) => void
}) {
  return (
    <>
      <SideBar chrome={chrome} />
      <Footer chrome={chrome} onShare={onShare} />
    </>
  )
}
