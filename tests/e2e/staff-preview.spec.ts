import type { Browser, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

// The first admin comes from STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD (playwright.config.ts).
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }
const unique = () => Math.random().toString(36).slice(2, 8)
const PASSWORD = 'preview-password-1'

/** A browser of its own (its own cookies), its console in English. */
async function consolePage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([{ name: 'staff_lang', value: 'en', url: `${baseURL}/staff` }])
  const page = await context.newPage()
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.12.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  })
  return page
}

async function signIn(page: Page, email: string) {
  await gotoHydrated(page, '/staff')
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
}

test.describe('staff preview and presence', () => {
  // Two signed-in browsers (argon2 per sign-in) and page renders on a shared machine.
  test.describe.configure({ timeout: 120_000 })

  test('a second editor sees who else has a company page open; the live preview and the draft’s preview show what is typed, visitors do not', async ({
    browser,
    baseURL,
    request,
  }) => {
    const tag = unique()
    const session = await request.post('/api/staff/session', {
      data: { email: ADMIN.email, password: ADMIN.password },
    })
    expect(session.status()).toBe(200)
    const admin = { authorization: `Bearer ${(await session.json()).data.token}` }
    const accounts = [
      { email: `li-${tag}@e2e.test`, name: `Li Wei ${tag}` },
      { email: `ann-${tag}@e2e.test`, name: `Ann ${tag}` },
    ]
    for (const a of accounts) {
      const created = await request.post('/api/staff/users', {
        headers: admin,
        data: { ...a, role: 'editor', password: PASSWORD },
      })
      expect(created.status()).toBe(200)
    }

    // Li opens the culture page in the editor.
    const li = await consolePage(browser, baseURL ?? '')
    await signIn(li, accounts[0]?.email ?? '')
    await gotoHydrated(li, '/staff/content/pages/culture')
    const liForm = li.getByRole('form', { name: 'Company page' })
    await expect(liForm.getByLabel('Title (English)')).toBeVisible()

    // Ann opens it too, from another browser: she is told Li has it open.
    const ann = await consolePage(browser, baseURL ?? '')
    await signIn(ann, accounts[1]?.email ?? '')
    await gotoHydrated(ann, '/staff/content/pages/culture')
    await expect(ann.getByTestId('also-open')).toHaveText(`Also open: ${accounts[0]?.name}`)

    // Li goes back to the list: the page is marked as open by Ann.
    await liForm.getByRole('link', { name: 'Back to Company pages' }).click()
    await expect(li.getByTestId('open-by-others')).toHaveText(`Open: ${accounts[1]?.name}`)

    // Ann opens the live preview and types a title: the page in the frame follows.
    const annForm = ann.getByRole('form', { name: 'Company page' })
    await annForm.getByRole('button', { name: 'Live preview' }).click()
    const typed = `Our culture, rewritten ${tag}`
    await annForm.getByLabel('Title (English)').fill(typed)
    const frame = ann.frameLocator('[data-testid="live-preview"]')
    await expect(frame.getByRole('heading', { name: typed })).toBeVisible()
    await expect(frame.getByText('Preview of unsaved changes')).toBeVisible()

    // The autosave keeps it as the page's draft: the draft's preview shows it, visitors do not.
    await expect(annForm.getByRole('link', { name: 'Preview draft' })).toBeVisible()
    const draftPreview = await ann.request.get('/api/staff/preview/pages/culture?locale=en&draft=1')
    expect(draftPreview.status()).toBe(200)
    expect(draftPreview.headers()['cache-control']).toBe('private, no-store')
    expect(await draftPreview.text()).toContain(typed)
    const livePreview = await ann.request.get('/api/staff/preview/pages/culture?locale=en')
    expect(livePreview.status()).toBe(200)
    expect(await livePreview.text()).not.toContain(typed)
    const visitor = await request.get('/about/culture')
    expect(visitor.status()).toBe(200)
    expect(await visitor.text()).not.toContain(typed)

    // A collection without a page of its own offers no preview, and says so.
    await gotoHydrated(ann, '/staff/content/stores/new')
    await expect(ann.getByTestId('no-page')).toBeVisible()
    await expect(ann.getByRole('button', { name: 'Live preview' })).toHaveCount(0)

    // The draft goes, so that the page is as it was for the other tests.
    const discarded = await request.delete('/api/staff/pages/culture/draft', { headers: admin })
    expect(discarded.status()).toBe(200)
  })
})
