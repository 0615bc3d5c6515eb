import { createFileRoute } from '@tanstack/react-router'
import { captchaImage } from '~/features/captcha/captcha.server'
import { localeOfPath } from '~/i18n/locale'
import { methodNotAllowed } from '~/server/http/methods'

/**
 * The picture of a new captcha challenge (spec §7 `kaptcha`, "a fixed server address with a
 * timestamp query to refresh"): `?lang=zh` for a Chinese page. Its key goes into an HttpOnly
 * cookie that the form's answer is checked against.
 */
export const Route = createFileRoute('/api/captcha')({
  server: {
    handlers: {
      ANY: () => methodNotAllowed(['GET', 'HEAD']),
      GET: ({ request }) => {
        const lang = new URL(request.url).searchParams.get('lang')
        return captchaImage(localeOfPath(lang === 'zh' ? '/zh' : '/'))
      },
    },
  },
})
