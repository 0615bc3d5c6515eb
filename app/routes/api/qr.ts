import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { siteUrl } from '~/features/site/site.server'
import { isLocale } from '~/i18n/locale'
import { cmsSiteSettings } from '~/server/cmsapi/calls'
import { methodNotAllowed } from '~/server/http/methods'

const Query = v.union([
  v.object({ path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(500)) }),
  v.object({
    social: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,30}$/)),
    lang: v.optional(v.string()),
  }),
])

/**
 * QR code images (SVG): `?path=/zh/about` encodes that page of this site (the footer's WeChat
 * share), `?social=weibo&lang=zh` one of the social accounts of the site settings (side bar).
 * Nothing else can be encoded, so the endpoint cannot be used to mint arbitrary QR codes.
 */
export const Route = createFileRoute('/api/qr')({
  server: {
    handlers: {
      // Read only: any other method is a 405 with Allow, not the page renderer's 200.
      ANY: () => methodNotAllowed(['GET', 'HEAD']),
      GET: async ({ request }) => {
        const parsed = v.safeParse(Query, Object.fromEntries(new URL(request.url).searchParams))
        if (!parsed.success) return new Response('Bad QR request', { status: 400 })
        let text: string
        if ('path' in parsed.output) {
          text = siteUrl() + parsed.output.path
        } else {
          const { lang, social } = parsed.output
          const settings = await cmsSiteSettings({ locale: isLocale(lang) ? lang : 'en' })
          const account = settings.socials.find((s) => s.key === social)
          if (!account) return new Response('Unknown account', { status: 404 })
          text = account.url
        }
        // The QR library loads with the first code, not at a server's start.
        const { default: QRCode } = await import('qrcode')
        const svg = await QRCode.toString(text, { type: 'svg', margin: 1, width: 200 })
        return new Response(svg, {
          headers: {
            'content-type': 'image/svg+xml; charset=utf-8',
            'cache-control': 'public, max-age=86400',
          },
        })
      },
    },
  },
})
