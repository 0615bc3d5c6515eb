import type { APIRequestContext } from '@playwright/test'
import { registerMember } from '../e2e/accounts'
import { expect, test } from '../e2e/fixtures'
import { prefixes, staticRoutes, withPrefix } from '../e2e/routes'

/**
 * No form anywhere can put a password or a phone number into an address: every `<form>` with a
 * password field posts, and none with a phone field is a GET (search forms may be GETs: they
 * carry search terms only). Every page of the spec in both languages, logged out and as a member.
 */

type FormTag = { attributes: string; body: string }

/** The forms of a page's HTML: their opening tag's attributes and what they hold. */
function formsOf(html: string): FormTag[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map((m) => ({
    attributes: m[1] ?? '',
    body: m[2] ?? '',
  }))
}

const posts = (form: FormTag) => /\bmethod="post"/i.test(form.attributes)
const hasPassword = (form: FormTag) => /<input\b[^>]*\btype="password"/i.test(form.body)
const hasPhone = (form: FormTag) =>
  /<input\b[^>]*(\btype="tel"|\binputmode="tel"|\bname="(phone|account)")/i.test(form.body)

async function checkEveryPage(request: APIRequestContext, cookie?: string) {
  const problems: string[] = []
  const withPassword: string[] = []
  for (const prefix of prefixes) {
    for (const route of staticRoutes) {
      const path = withPrefix(prefix, route)
      const res = await request.get(path, { headers: cookie ? { cookie } : {} })
      expect(res.status(), path).toBeLessThan(500)
      for (const form of formsOf(await res.text())) {
        if (hasPassword(form)) withPassword.push(path)
        if ((hasPassword(form) || hasPhone(form)) && !posts(form)) {
          problems.push(`${path}: <form${form.attributes}>`)
        }
      }
    }
  }
  expect(problems).toEqual([])
  return withPassword
}

test('no form with a password or phone field is a GET, logged out', async ({ request }) => {
  test.slow()
  // The log-in, register and password pages and every member page's log-in prompt.
  const withPassword = await checkEveryPage(request)
  for (const path of [
    '/login',
    '/zh/register',
    '/forget',
    '/member/subscribe',
    '/zh/member/user',
  ]) {
    expect(withPassword).toContain(path)
  }
})

test('no form with a password or phone field is a GET, as a member', async ({
  request,
  baseURL,
}) => {
  test.slow()
  const member = await registerMember(request)
  const login = await request.post('/login', {
    headers: { origin: baseURL ?? '' },
    form: { account: member.account, password: member.password },
    maxRedirects: 0,
  })
  expect(login.status()).toBe(303)
  const token = login
    .headersArray()
    .find((h) => /^set-cookie$/i.test(h.name) && h.value.startsWith('token='))
  expect(token).toBeDefined()
  const cookie = (token?.value ?? '').split(';')[0] ?? ''
  // The change-password form is a member's.
  const withPassword = await checkEveryPage(request, cookie)
  expect(withPassword).toContain('/member/update-password')
  expect(withPassword).toContain('/zh/member/update-password')
  expect(withPassword).not.toContain('/member/user')
})
