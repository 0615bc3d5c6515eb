import { setCookie } from '@tanstack/react-start/server'
import { CAPTCHA_COOKIE } from '~/features/member/member.server'
import type { Locale } from '~/i18n/locale'
import { clientIp } from '~/server/client-ip'
import { cmsApiMemberKaptcha } from '~/server/cmsapi/member-calls'
import { isProduction } from '~/server/env'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'

/** How long the key of a shown image is kept: the service's challenges last ten minutes. */
const CAPTCHA_SECONDS = 600

/** The picture of a challenge as the bytes of an image file. */
function pictureOf(markup: string): { type: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const data = /^<img src="data:(image\/[a-z]+);base64,([\w+/=]+)"/i.exec(markup)
  if (data?.[1] && data[2])
    return { type: data[1], bytes: new Uint8Array(Buffer.from(data[2], 'base64')) }
  if (!/^<svg[\s>]/i.test(markup)) return null
  // An SVG file (not inline markup) names its namespace.
  const svg = /\sxmlns=/.test(markup.slice(0, markup.indexOf('>')))
    ? markup
    : markup.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"')
  return { type: 'image/svg+xml', bytes: new TextEncoder().encode(svg) }
}

/**
 * A new image challenge as a picture (`GET /api/captcha`, the `<img>` of every captcha field):
 * its key is kept in an HttpOnly cookie, where the form's answer is checked against it, so the
 * image works in a page the shared cache serves to everyone and without the page's code.
 */
export async function captchaImage(locale: Locale): Promise<Response> {
  const headers = {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  }
  try {
    const challenge = await cmsApiMemberKaptcha({ locale, peopleIp: clientIp() })
    const picture = pictureOf(challenge.image)
    if (!picture) return new Response('No captcha picture', { status: 502, headers })
    setCookie(CAPTCHA_COOKIE, challenge.key, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isProduction() && !process.env.SITE_URL?.startsWith('http://'),
      path: '/',
      maxAge: CAPTCHA_SECONDS,
    })
    return new Response(picture.bytes, {
      headers: { ...headers, 'content-type': picture.type },
    })
  } catch (error) {
    const status = error instanceof CmsApiError && error.status === 429 ? 429 : 502
    return new Response(status === 429 ? 'Too many captcha images' : 'Captcha not available', {
      status,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    })
  }
}
