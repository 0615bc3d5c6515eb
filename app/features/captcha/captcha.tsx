import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { useLocale } from '~/i18n/use-locale'

/**
 * The image captcha: a plain `<img>` of `/api/captcha`, whose answer keeps the challenge's key
 * in an HttpOnly cookie (so it works in a shared page and without the page's code). `round`
 * asks for a new image each time it grows.
 */
export function useCaptcha() {
  const [round, setRound] = useState(0)
  return { round, refresh: () => setRound((r) => r + 1) }
}

/**
 * The challenge image inside a link that asks for a new one: with the page's code a new image
 * comes at once; without it the link loads the page again, and with it a new image.
 */
export function CaptchaImage({ round, onRefresh }: { round: number; onRefresh: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const here = useRouterState({ select: (s) => s.location.href })
  return (
    <a
      href={here}
      onClick={(event) => {
        event.preventDefault()
        onRefresh()
      }}
      className="h-[60px] w-[180px] shrink-0 overflow-hidden rounded-md border bg-white"
      aria-label={t`New verification image`}
      data-testid="captcha"
    >
      <img
        src={`/api/captcha?lang=${locale}${round ? `&t=${round}` : ''}`}
        alt=""
        width={180}
        height={60}
        className="h-full w-full"
      />
    </a>
  )
}
