import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { useLocale } from '~/i18n/use-locale'
import { getCaptcha } from './captcha.functions'

export type Captcha = { image: string; key: string }

/** The image captcha: a fresh challenge on mount and on every refresh. */
export function useCaptcha(enabled = true) {
  const locale = useLocale()
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const refresh = useCallback(async () => {
    const result = await getCaptcha({ data: { locale } }).catch(() => null)
    setCaptcha(result?.ok ? { image: result.image, key: result.key } : null)
  }, [locale])
  useEffect(() => {
    if (enabled) void refresh()
  }, [refresh, enabled])
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
      // The SVG is made by our own captcha code, not by a visitor.
      dangerouslySetInnerHTML={captcha ? { __html: captcha.image } : undefined}
    />
  )
}
