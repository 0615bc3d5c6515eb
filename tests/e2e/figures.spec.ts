import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { prefixes, type SitePage, sitePages, urlOf } from './routes'

/**
 * One story on every page: each figure and contact a rendered page states (a number of outlets,
 * the hotline, a mailbox, the accounts to follow) is the one the content holds, read here from
 * the content API as any client would, never a sentence of the page's own. The pages are read as
 * the server renders them (what a visitor, a crawler or a page without JavaScript gets).
 */

/** One client address for this spec's reads: the per-address limits count them apart. */
const CLIENT = '198.51.100.61'
const headers = { 'x-forwarded-for': CLIENT }

type Settings = {
  hotline: string
  socials: { key: string; url: string }[]
  mailboxes: Record<string, string>
}

async function settingsOf(request: APIRequestContext, lang: 'en' | 'zh'): Promise<Settings> {
  const response = await request.get('/api/cmsapi/common/cmsSite/settings', {
    headers: { ...headers, lang },
  })
  expect(response.status()).toBe(200)
  return (await response.json()).data
}

async function outletCount(request: APIRequestContext, lang: 'en' | 'zh'): Promise<number> {
  const response = await request.post('/api/cmsapi/common/cmsBusiness/list', {
    headers: { ...headers, lang },
    data: { pageNo: 1, pageSize: 1 },
  })
  expect(response.status()).toBe(200)
  return (await response.json()).data.total
}

/** Inline markup: a figure and its words inside one of these read as one text. */
const INLINE = /<\/?(?:strong|b|em|i|u|span|small|abbr|sup|sub|mark|a)\b[^>]*>/gi

/** What a reader sees of a page's HTML, text by text (scripts, styles and tags left out). */
function textsOf(html: string): string[] {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '<br>')
    .replace(INLINE, '')
    .split(/<[^>]*>/)
    .map((text) =>
      text
        .replace(/&nbsp;|&#160;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
}

const OUTLETS_IN_TEXT =
  /(?<![\d.,:/-])(\d[\d,]*)\s+(?:authori[sz]ed\s+)?(?:service\s+|after-sales\s+)?outlets|(\d+)\s*家(?:授权)?(?:售后)?(?:服务)?网点|网点(?:达|共)(\d+)\s*家/gi
/** A figure's label drawn apart from it (a number above its words, as the About page's). */
const OUTLETS_LABEL =
  /^(?:authori[sz]ed\s+)?(?:service\s+|after-sales\s+)?outlets\b|^(?:授权)?(?:售后)?(?:服务)?网点/i
const ROUND_FIGURE = /\b(?:a\s+)?(?:thousands?|hundreds)\b[^.]{0,30}outlets|千家|上千家|数百家/gi

/** Every number of outlets the texts state, and any round figure in place of one. */
function outletFigures(texts: string[]): {
  numbers: { n: number; said: string }[]
  round: string[]
} {
  const numbers: { n: number; said: string }[] = []
  const round: string[] = []
  texts.forEach((text, i) => {
    for (const m of text.matchAll(OUTLETS_IN_TEXT)) {
      numbers.push({ n: Number((m[1] ?? m[2] ?? m[3] ?? '').replaceAll(',', '')), said: text })
    }
    const next = texts[i + 1] ?? ''
    if (/^\d[\d,]*$/.test(text) && OUTLETS_LABEL.test(next)) {
      numbers.push({ n: Number(text.replaceAll(',', '')), said: `${text} ${next}` })
    }
    for (const m of text.matchAll(ROUND_FIGURE)) round.push(m[0])
  })
  return { numbers, round }
}

for (const prefix of prefixes) {
  const lang = prefix ? 'zh' : 'en'

  test(`every page states the content's figures and contacts (${lang})`, async ({ request }) => {
    test.slow()
    const [settings, outlets] = await Promise.all([
      settingsOf(request, lang),
      outletCount(request, lang),
    ])
    expect(outlets).toBeGreaterThan(0)
    const hotlineDigits = settings.hotline.replace(/\D/g, '')
    const mailboxes = new Set(Object.values(settings.mailboxes))
    const ownDomains = new Set([...mailboxes].map((address) => address.split('@')[1]))
    const socialUrls = settings.socials.map((s) => s.url)
    const wrong: string[] = []
    let outletStatements = 0
    const pages: SitePage[] = sitePages(prefix)
    for (const page of pages) {
      const url = await urlOf(request, page, CLIENT)
      const response = await request.get(url, { headers, maxRedirects: 5 })
      expect(response.status(), url).toBeLessThan(500)
      const html = await response.text()
      const texts = textsOf(html)
      const text = texts.join(' | ')

      const { numbers, round } = outletFigures(texts)
      outletStatements += numbers.length
      for (const { n, said } of numbers) {
        if (n !== outlets) wrong.push(`${url}: "${said}" (${n} outlets, not ${outlets})`)
      }
      for (const r of round) wrong.push(`${url}: "${r}" instead of the number of outlets`)

      // A 400 number on a page is the hotline (an outlet's own numbers have their area code).
      for (const m of text.matchAll(/\b400[-\s]?\d{3}[-\s]?\d{4}\b/g)) {
        if (m[0].replace(/\D/g, '') !== hotlineDigits) wrong.push(`${url}: hotline ${m[0]}`)
      }
      for (const m of html.matchAll(/href="tel:(400\d{7})"/g)) {
        if (m[1] !== hotlineDigits) wrong.push(`${url}: a call to ${m[1]}`)
      }
      // An address at the company's own domain is one of the mailboxes staff set.
      for (const m of html.matchAll(/href="mailto:([^"?]+)/g)) {
        const address = decodeURIComponent(m[1] ?? '')
        if (ownDomains.has(address.split('@')[1]) && !mailboxes.has(address)) {
          wrong.push(`${url}: mailbox ${address}`)
        }
      }
      // "Follow us" leads to the accounts staff set, in their order, on every page.
      const follow = /data-testid="footer-socials"[\s\S]*?<\/nav>/.exec(html)?.[0]
      if (follow !== undefined) {
        const links = [...follow.matchAll(/href="([^"]+)"/g)].map((m) =>
          (m[1] ?? '').replaceAll('&amp;', '&'),
        )
        if (JSON.stringify(links) !== JSON.stringify(socialUrls)) {
          wrong.push(`${url}: follow-us links ${links.join(' ')}`)
        }
      }
    }
    expect(wrong).toEqual([])
    // The test reads figures where the site states them: the About page names the network.
    expect(outletStatements).toBeGreaterThan(0)
  })
}
