import { expect, test } from './fixtures'

/** An address whose path does not decode: the site's 400 screen, in its frame and language. */
for (const { path, lang } of [
  { path: '/%E0%A4%A', lang: 'en' },
  { path: '/zh/%E0%A4%A', lang: 'zh' },
  { path: '/about/news/detail/%ZZ', lang: 'en' },
] as const) {
  const zh = lang === 'zh'

  test(`${path} answers 400 with the translated screen in the site's frame (${lang})`, async ({
    page,
    request,
  }) => {
    const answer = await request.get(path)
    expect(answer.status()).toBe(400)
    expect(answer.headers()['content-type']).toMatch(/^text\/html/)
    expect(answer.headers()['x-robots-tag']).toBe('noindex')
    expect(answer.headers()['cache-control']).toBe('no-store')
    const html = await answer.text()
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/)
    // No code: the browser's router would read the malformed address again.
    expect(html).not.toMatch(/<script[^>]*type="module"|data-entry=/)

    const response = await page.goto(path)
    expect(response?.status()).toBe(400)
    await expect(page.locator('html')).toHaveAttribute('lang', zh ? 'zh-CN' : 'en')
    await expect(page.getByTestId('site-header')).toBeVisible()
    await expect(page.getByTestId('site-footer')).toBeVisible()
    await expect(page.getByTestId('error-status')).toHaveText('400')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      zh ? '无法理解该请求。' : 'The request could not be understood.',
    )
    await expect(page).toHaveTitle(zh ? /错误的请求/ : /Bad Request/)
    // Its links work without code: back to the home page of the same language.
    await page.getByRole('link', { name: zh ? '返回首页' : 'Back to home' }).click()
    await page.waitForURL((url) => (zh ? /^\/zh\/?$/ : /^\/$/).test(url.pathname))
  })
}

test('a call or a file with a malformed path keeps the plain 400', async ({ request }) => {
  for (const path of ['/api/cmsapi/%E0%A4%A', '/assets/%E0%A4%A.js']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(400)
    expect(await answer.text(), path).not.toContain('site-header')
  }
})
