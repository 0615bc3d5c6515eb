import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { detailLists, firstDetailLink, prefixes, staticRoutes, withPrefix } from '../e2e/routes'
import { SEEDED_CODE_KEY, seededCopy } from '../setup/seeded-template.mjs'
import { startOwnServer } from './own-server'

/**
 * What a server sends for a page is the whole page: a part that React streams after the
 * document (a component whose code the server had not loaded yet) arrives in a hidden container
 * that only an inline script reveals. Without JavaScript (a visitor who turned it off, most
 * crawlers) that part stays hidden, and the page cache keeps that copy for everyone. The first
 * time a process draws each kind of page is when it can happen, so a fresh server is asked for
 * every page once, in both languages.
 */

/** React's marks of a part streamed after the document: a placeholder and its hidden content. */
const STREAMED_LATER = /<template id="B:\d+"|<div hidden id="S:\d+"/

/** The first detail page a list links to. */
async function firstDetail(base: string, list: string): Promise<string> {
  return firstDetailLink(await (await fetch(`${base}${list}`)).text(), list)
}

describe('the pages of a fresh server', () => {
  it('are whole the first time it draws each: nothing streamed to be revealed by a script', async () => {
    // A new process on a database of its own (a copy of the seeded template): its caches and
    // loaded code are empty, which is what the first draw of each page needs.
    const work = mkdtempSync(join(tmpdir(), 'whole-pages-'))
    const server = await startOwnServer({
      DATABASE_URL: seededCopy(inject('seededDataDir'), join(work, 'db')),
      CODE_HMAC_KEY: SEEDED_CODE_KEY,
      SITE_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'warn',
    })
    try {
      const streamed: string[] = []
      const check = async (path: string, response?: Response) => {
        const answer = response ?? (await fetch(`${server.url}${path}`))
        const html = await answer.text()
        expect(answer.headers.get('content-type'), path).toContain('text/html')
        if (STREAMED_LATER.test(html)) streamed.push(path)
        // The frame below the page is in the document itself.
        expect(html, path).toContain('data-testid="site-footer"')
      }
      // The very first page: the frame (header, side bar, footer) is drawn for the first time.
      await check('/login', await server.answer('/login'))
      for (const prefix of prefixes) {
        for (const route of staticRoutes) await check(withPrefix(prefix, route))
        for (const list of detailLists) {
          await check(await firstDetail(server.url, withPrefix(prefix, list)))
        }
      }
      expect(streamed).toEqual([])
    } finally {
      await server.stop()
      rmSync(work, { recursive: true, force: true })
    }
  })
})
