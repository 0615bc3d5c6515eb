import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './page-cache'
import {
  copyEarly,
  DEFERRED_LOADER,
  deferModuleScripts,
  EARLY_COPY,
  holdMemberRow,
  MEMBER_ROW_HOLD,
  withPageScripts,
} from './page-scripts'

const page = (nonce = '') =>
  `<!DOCTYPE html><html><head><link rel="preload" as="image" href="/b.webp" fetchPriority="high"/>` +
  `<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/routes-B.js" fetchPriority="low"${nonce}/>` +
  `<link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Hi</h1>` +
  `<script${nonce} data-tsr-stream-part="">self.$R=1</script>` +
  `<script type="module" async=""${nonce} src="/assets/index-A.js"></script>` +
  `<script${nonce}>document.currentScript.remove()</script></body></html>`

describe('deferModuleScripts', () => {
  it('moves the entry script and its preloads into the loader and keeps everything else', () => {
    const html = deferModuleScripts(page())
    expect(html).not.toContain('modulepreload" href')
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain(
      `<script data-entry="/assets/index-A.js" data-chunks="/assets/routes-B.js">${DEFERRED_LOADER}</script>`,
    )
    // The image preload, the stylesheet and the router's inline scripts stay where they were.
    expect(html).toContain('<link rel="preload" as="image" href="/b.webp" fetchPriority="high"/>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
    expect(html).toContain('<script data-tsr-stream-part="">self.$R=1</script>')
    expect(html.indexOf('data-entry=')).toBeLessThan(html.indexOf('document.currentScript.remove'))
  })

  it('gives the loader the render’s nonce, so a page rendered for one visitor may run it', () => {
    const html = deferModuleScripts(page(' nonce="abc+/="'))
    expect(html).toContain('<script nonce="abc+/=" data-entry="/assets/index-A.js"')
  })

  it('leaves HTML without the entry script alone, and is idempotent', () => {
    const plain = '<html><body><p>x</p></body></html>'
    expect(deferModuleScripts(plain)).toBe(plain)
    const once = deferModuleScripts(page())
    expect(deferModuleScripts(once)).toBe(once)
  })

  it('is one inline script text on every page: a shared page names one hash for it', () => {
    const a = inlineScriptHashes(deferModuleScripts(page()))
    // The router's two inline scripts and the loader (whose data attributes are no `src`).
    expect(a).toHaveLength(3)
    expect(inlineScriptHashes('<script data-src="/x.js">run()</script>')).toHaveLength(1)
    const b = inlineScriptHashes(
      deferModuleScripts(page().replaceAll('index-A', 'index-C').replace('routes-B', 'other-D')),
    )
    expect(a).toEqual(b)
  })

  it('rewrites HTML responses only, keeping status and headers', async () => {
    const response = await withPageScripts(
      new Response(page(), {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '1', 'x-a': 'b' },
      }),
    )
    expect(response.status).toBe(404)
    expect(response.headers.get('x-a')).toBe('b')
    expect(response.headers.get('content-length')).toBeNull()
    const html = await response.text()
    expect(html).toContain('data-entry="/assets/index-A.js"')
    expect(html).toContain(
      `<script>${MEMBER_ROW_HOLD}</script><script>${EARLY_COPY}</script></head>`,
    )
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
    expect(await withPageScripts(json)).toBe(json)
  })
})

describe('holdMemberRow', () => {
  it('puts the hold at the end of the head, with the render’s nonce, once', () => {
    const html = holdMemberRow(page(' nonce="abc"'))
    expect(html).toContain(`<script nonce="abc">${MEMBER_ROW_HOLD}</script></head>`)
    expect(holdMemberRow(html)).toBe(html)
    const plain = '<html><head></head><body><p>x</p></body></html>'
    expect(holdMemberRow(plain)).toBe(plain)
  })

  it('holds the row only for a remembered member', () => {
    const styles: string[] = []
    const run = (cookie: string, stored: string | null) => {
      const document = {
        cookie,
        createElement: () => ({ textContent: '' }),
        head: { appendChild: (s: { textContent: string }) => styles.push(s.textContent) },
      }
      const localStorage = { getItem: () => stored }
      new Function('document', 'localStorage', MEMBER_ROW_HOLD)(document, localStorage)
    }
    run('menuList_en=x', null)
    expect(styles).toEqual([])
    run('a=1; userInfo=%7B%7D', null)
    run('', '{"account":"13800000000"}')
    expect(styles).toEqual([
      '@media (width < 64rem){[data-member-hold]{display:block}}',
      '@media (width < 64rem){[data-member-hold]{display:block}}',
    ])
  })
})

describe('copyEarly', () => {
  it('puts the copy script at the end of the head of the site’s pages, once', () => {
    const html = copyEarly(page(' nonce="abc"'))
    expect(html).toContain(`<script nonce="abc">${EARLY_COPY}</script></head>`)
    expect(copyEarly(html)).toBe(html)
    const plain = '<html><head></head><body><p>x</p></body></html>'
    expect(copyEarly(plain)).toBe(plain)
  })

  it('copies the address on a tap on Copy link before the code, and says so in the box', async () => {
    class FakeElement {
      hidden = true
      attributes: Record<string, string> = {}
      listeners: ((event: { newState: string }) => void)[] = []
      constructor(private readonly copyButton: boolean) {}
      closest() {
        return this.copyButton ? this : null
      }
      getAttribute(name: string) {
        return this.attributes[name] ?? null
      }
      querySelector() {
        return note
      }
      addEventListener(_type: string, listener: (event: { newState: string }) => void) {
        this.listeners.push(listener)
      }
      removeEventListener(_type: string, listener: (event: { newState: string }) => void) {
        this.listeners = this.listeners.filter((l) => l !== listener)
      }
    }
    const note = new FakeElement(false)
    const box = new FakeElement(false)
    const button = new FakeElement(true)
    button.attributes.popovertarget = 'copy-link-box'
    let hydrated = false
    let onClick: (event: { target: unknown }) => void = () => {}
    const copied: string[] = []
    const document = {
      documentElement: { hasAttribute: () => hydrated },
      getElementById: (id: string) => (id === 'copy-link-box' ? box : null),
      addEventListener: (_type: string, listener: typeof onClick) => {
        onClick = listener
      },
    }
    const navigator = {
      clipboard: { writeText: async (text: string) => void copied.push(text) },
    }
    new Function('document', 'navigator', 'location', 'Element', EARLY_COPY)(
      document,
      navigator,
      { href: 'https://www.example.cn/zh/about/honor' },
      FakeElement,
    )
    // A tap elsewhere copies nothing.
    onClick({ target: new FakeElement(false) })
    await Promise.resolve()
    expect(copied).toEqual([])
    onClick({ target: button })
    await new Promise((resolve) => setTimeout(resolve))
    expect(copied).toEqual(['https://www.example.cn/zh/about/honor'])
    expect(note.hidden).toBe(false)
    // The word goes with the box.
    for (const listener of box.listeners) listener({ newState: 'closed' })
    expect(note.hidden).toBe(true)
    // Once the page's code is there, it copies (and says so) itself.
    hydrated = true
    onClick({ target: button })
    await new Promise((resolve) => setTimeout(resolve))
    expect(copied).toHaveLength(1)
  })
})
