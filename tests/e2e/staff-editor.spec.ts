import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, gotoHydrated, test } from './fixtures'

// The first admin comes from STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD (playwright.config.ts).
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }
const unique = () => Math.random().toString(36).slice(2, 8)

async function signIn(page: Page) {
  await gotoHydrated(page, '/staff')
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('Email').fill(ADMIN.email)
  await form.getByLabel('Password').fill(ADMIN.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
}

async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/staff/session', {
    data: { email: ADMIN.email, password: ADMIN.password },
  })
  expect(res.status()).toBe(200)
  const token: string = (await res.json()).data.token
  return { authorization: `Bearer ${token}` }
}

/** A published news item in both languages, made through the API: its key and English page. */
async function publishedNews(request: APIRequestContext, title: string) {
  const headers = await bearer(request)
  const categories = await request.get('/api/staff/news-categories', { headers })
  const categoryId: string = (await categories.json()).data.list[0].id
  const res = await request.post('/api/staff/news', {
    headers,
    data: {
      en: { title, summary: 'First words.', content: '<p>First words.</p>' },
      zh: { title: `中文 ${title}`, summary: '', content: '<p>初稿</p>' },
      categoryId,
      status: 'published',
    },
  })
  expect(res.status()).toBe(200)
  const item = (await res.json()).data
  return { key: item.id as string, path: `/about/news/detail/${item.en.id}`, headers }
}

test.describe('staff editor', () => {
  test.describe.configure({ timeout: 120_000 })

  test('uploading a cover does not save the edit form: the public page keeps the published title until Save', async ({
    page,
    request,
  }) => {
    const tag = unique()
    const title = `Published title ${tag}`
    const news = await publishedNews(request, title)
    await signIn(page)
    await gotoHydrated(page, `/staff/content/news/${news.key}`)
    const form = page.getByRole('form', { name: 'News' })
    await form.getByLabel('Title (English)').fill(`Half-edited ${tag}`)
    await form.getByRole('button', { name: 'Choose or upload: Cover image' }).click()
    const picker = page.getByRole('dialog')
    const image = await sharp({
      create: { width: 800, height: 450, channels: 3, background: '#1d4ed8' },
    })
      .jpeg()
      .toBuffer()
    await picker.getByLabel('New image').setInputFiles({
      name: `cover-${tag}.jpg`,
      mimeType: 'image/jpeg',
      buffer: image,
    })
    await picker.getByRole('button', { name: 'Upload and use' }).click()
    await expect(picker).toBeHidden()
    await expect(form.getByLabel('Cover image')).toHaveValue(
      /^\/media\/u\/[0-9a-f]{32}\/800\.webp$/,
    )
    // The half-edited title is still only in the form.
    await expect(form.getByLabel('Title (English)')).toHaveValue(`Half-edited ${tag}`)
    const stored = await request.get(`/api/staff/news/${news.key}`, { headers: news.headers })
    expect((await stored.json()).data.en.title).toBe(title)
    expect((await stored.json()).data.cover).toBe('')
    const visitor = await page.context().browser()?.newContext()
    const reader = await visitor?.newPage()
    if (!reader) throw new Error('no visitor page')
    await reader.goto(news.path)
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title)

    // Save: now the page shows the change.
    await form.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Saved and published')).toBeVisible()
    await reader.goto(news.path)
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Half-edited ${tag}`)
    await visitor?.close()
  })
  test('three saves, restore the first: the form and the published page show it again, and the list says who and when', async ({
    page,
    request,
  }) => {
    const tag = unique()
    const news = await publishedNews(request, `Revision one ${tag}`)
    await signIn(page)
    await gotoHydrated(page, `/staff/content/news/${news.key}`)
    const revisions = page.getByTestId('revision')
    for (const [i, n] of ['two', 'three'].entries()) {
      const form = page.getByRole('form', { name: 'News item' })
      await form.getByLabel('Title (English)').fill(`Revision ${n} ${tag}`)
      await form.getByRole('button', { name: 'Save', exact: true }).click()
      // Confirmed once the form shows the stored version; typing after it is kept.
      const saved = page.getByText('Saved and published')
      await expect(saved).toBeVisible()
      await expect(
        page.getByRole('form', { name: 'News item' }).getByLabel('Title (English)'),
      ).toHaveValue(`Revision ${n} ${tag}`)
      await expect(revisions).toHaveCount(i + 2)
      // Closed, so that the next save's confirmation is its own.
      await page.getByRole('button', { name: 'Close toast' }).click()
      await expect(saved).toHaveCount(0)
    }
    await expect(revisions).toHaveCount(3)
    await expect(revisions.first()).toContainText(ADMIN.email)
    await expect(revisions.first()).toContainText('China time')
    const first = revisions.last()
    await first.getByRole('button', { name: /^Compare with the form/ }).click()
    await expect(first.getByRole('table').first()).toContainText(`Revision one ${tag}`)
    await expect(first.getByRole('table').first()).toContainText(`Revision three ${tag}`)
    page.once('dialog', (dialog) => dialog.accept())
    await first.getByRole('button', { name: /^Restore/ }).click()
    await expect(
      page.getByRole('form', { name: 'News item' }).getByLabel('Title (English)'),
    ).toHaveValue(`Revision one ${tag}`)
    await expect(page.getByTestId('revision')).toHaveCount(4)
    await expect(page.getByTestId('revision').first()).toContainText('Restored')
    await expect(page.getByTestId('item-state')).toHaveText('Published')
    await page.goto(news.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Revision one ${tag}`)
  })

  test('typing is kept as a draft on the server beside the live version: visitors keep the live one until the draft is published; a draft can be discarded', async ({
    page,
    request,
  }) => {
    const tag = unique()
    const news = await publishedNews(request, `Autosave ${tag}`)
    await signIn(page)
    await gotoHydrated(page, `/staff/content/news/${news.key}`)
    const form = page.getByRole('form', { name: 'News item' })
    await form.getByLabel('Title (English)').fill(`Draft title ${tag}`)
    const bar = page.getByTestId('server-draft')
    await expect(bar).toContainText('Draft saved')
    await expect(bar).toContainText('China time')
    const stored = async () =>
      (await (await request.get(`/api/staff/news/${news.key}`, { headers: news.headers })).json())
        .data
    expect((await stored()).en.title).toBe(`Autosave ${tag}`)
    expect((await stored()).draft.en.title).toBe(`Draft title ${tag}`)
    const reader = await request.get(news.path)
    expect(await reader.text()).toContain(`Autosave ${tag}`)
    expect(await reader.text()).not.toContain(`Draft title ${tag}`)

    // Kept: leaving asks nothing, and the item opens again with its draft in the form.
    let asked = ''
    page.on('dialog', (dialog) => {
      asked = dialog.message()
      void dialog.accept()
    })
    await page.getByRole('link', { name: 'Back to News' }).click()
    await expect(page.getByTestId('content-table')).toBeVisible()
    expect(asked).toBe('')
    await gotoHydrated(page, `/staff/content/news/${news.key}`)
    await expect(
      page.getByRole('form', { name: 'News item' }).getByLabel('Title (English)'),
    ).toHaveValue(`Draft title ${tag}`)

    // Published: visitors read it, the draft is gone, a revision says so.
    await page.getByRole('button', { name: 'Publish draft' }).click()
    await expect(page.getByTestId('server-draft')).toHaveCount(0)
    await expect(page.getByTestId('revision').first()).toContainText('Draft published')
    await page.goto(news.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Draft title ${tag}`)

    // A second draft, discarded: the form shows the live version again.
    await gotoHydrated(page, `/staff/content/news/${news.key}`)
    await page
      .getByRole('form', { name: 'News item' })
      .getByLabel('Title (English)')
      .fill(`Not wanted ${tag}`)
    await expect(page.getByTestId('server-draft')).toContainText('Draft saved')
    await page.getByRole('button', { name: 'Discard draft' }).click()
    await expect(page.getByTestId('server-draft')).toHaveCount(0)
    await expect(
      page.getByRole('form', { name: 'News item' }).getByLabel('Title (English)'),
    ).toHaveValue(`Draft title ${tag}`)
    expect((await stored()).draft).toBeNull()
  })

  test('a save over a version someone else saved since is refused, and the latest version is a click away', async ({
    page,
    request,
  }) => {
    const tag = unique()
    const news = await publishedNews(request, `Two editors ${tag}`)
    await signIn(page)
    await gotoHydrated(page, `/staff/content/news/${news.key}`)
    const form = page.getByRole('form', { name: 'News item' })
    await expect(form.getByLabel('Title (English)')).toHaveValue(`Two editors ${tag}`)
    // The other editor saves first.
    const other = await request.patch(`/api/staff/news/${news.key}`, {
      headers: news.headers,
      data: { en: { title: `Other editor ${tag}` } },
    })
    expect(other.status()).toBe(200)
    await form.getByLabel('Summary (English)').fill('Mine')
    await form.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByTestId('form-error')).toContainText(
      'Someone else saved this item after you opened it',
    )
    const stored = await request.get(`/api/staff/news/${news.key}`, { headers: news.headers })
    expect((await stored.json()).data.en).toMatchObject({
      title: `Other editor ${tag}`,
      summary: 'First words.',
    })
    // The other change is the newest revision.
    await expect(page.getByTestId('revision').first()).toContainText(ADMIN.email)
    await page.getByRole('button', { name: /^Load the latest version/ }).click()
    await expect(
      page.getByRole('form', { name: 'News item' }).getByLabel('Title (English)'),
    ).toHaveValue(`Other editor ${tag}`)
    await expect(page.getByTestId('local-draft')).toBeVisible()
  })
})

test.describe('staff editor from a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('a publication time is read as China time, said so, shown in the browser’s zone too; a past time asks before publishing now', async ({
    page,
    request,
  }) => {
    const tag = unique()
    const news = await publishedNews(request, `Zones ${tag}`)
    await signIn(page)
    await gotoHydrated(page, `/staff/content/news/${news.key}`)
    const form = page.getByRole('form', { name: 'News item' })
    const date = form.getByLabel('Publication date')
    await expect(form.getByTestId('time-zone')).toHaveText('China time (UTC+8)')
    // 00:30 on 1 December 2030 in China: 30 November, 11:30 in New York.
    await date.fill('2030-12-01T00:30')
    await expect(form.getByTestId('local-time')).toHaveText(
      'On your computer: 30 Nov 2030, 11:30 GMT-5',
    )
    await form.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByTestId('item-state')).toHaveText('Scheduled')
    const stored = await request.get(`/api/staff/news/${news.key}`, { headers: news.headers })
    expect((await stored.json()).data.publishedAt).toBe('2030-11-30T16:30:00.000Z')
    const reader = await request.get(news.path)
    expect(reader.status()).toBe(404)

    // A time in the past publishes at once: the console asks, and saying no saves nothing.
    let asked = ''
    page.once('dialog', (dialog) => {
      asked = dialog.message()
      void dialog.dismiss()
    })
    await page
      .getByRole('form', { name: 'News item' })
      .getByLabel('Publication date')
      .fill('2020-01-01T00:30')
    await page
      .getByRole('form', { name: 'News item' })
      .getByRole('button', { name: 'Save', exact: true })
      .click()
    await expect.poll(() => asked).toContain('is in the past: publish now?')
    const unchanged = await request.get(`/api/staff/news/${news.key}`, { headers: news.headers })
    expect((await unchanged.json()).data.publishedAt).toBe('2030-11-30T16:30:00.000Z')
  })
})
