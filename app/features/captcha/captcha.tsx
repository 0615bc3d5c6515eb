import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { useLocale } from '~/i18n/use-locale'
import { type Captcha, claimEarlyCaptcha, earlyCaptcha, fetchCaptcha } from './captcha-prefetch'

export type { Captcha }

/** The image captcha: a fresh challenge on mount (or the page's early one) and on every refresh. */
export function useCaptcha(enabled = true) {
  const locale = useLocale()
  const [captcha, setCaptcha] = useState<Captcha | null>(() =>
    enabled && typeof window !== 'undefined' ? earlyCaptcha(locale) : null,
  )
  const refresh = useCallback(async () => {
    setCaptcha(await fetchCaptcha(locale))
  }, [locale])
  useEffect(() => {
    if (!enabled) return
    const early = claimEarlyCaptcha(locale)
    if (!early) {
      void refresh()
      return
    }
    let live = true
    void early.then((first) => {
      if (!live) return
      if (first) setCaptcha(first)
      else void refresh()
    })
    return () => {
      live = false
    }
  }, [refresh, enabled, locale])
  return { captcha, refresh }
}

/** The challenge image; a click asks for a new one. */
export function CaptchaImage({
  captcha,
  onRefresh,
}: {
  captcha: Captcha | null
  onRefresh: () => void
}) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      onClick={onRefresh}
      className="h-11 w-[120px] shrink-0 overflow-hidden rounded-md border bg-white"
      aria-label={t`New verification image`}
      data-testid="captcha"
      data-captcha-slot=""
      // The SVG is made by our own captcha code, not by a visitor. Always set as HTML (empty
      // until there is a challenge): hydration leaves an early image in place.
      dangerouslySetInnerHTML={{ __html: captcha?.image ?? '' }}
    />
  )
}
