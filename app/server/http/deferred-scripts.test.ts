import { describe, expect, it } from 'vitest'
import { DEFERRED_LOADER, deferModuleScripts, withDeferredModuleScripts } from './deferred-scripts'
import { inlineScriptHashes } from './page-cache'

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
    const response = await withDeferredModuleScripts(
      new Response(page(), {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '1', 'x-a': 'b' },
      }),
    )
    expect(response.status).toBe(404)
    expect(response.headers.get('x-a')).toBe('b')
    expect(response.headers.get('content-length')).toBeNull()
    expect(await response.text()).toContain('data-entry="/assets/index-A.js"')
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
    expect(await withDeferredModuleScripts(json)).toBe(json)
  })
})
