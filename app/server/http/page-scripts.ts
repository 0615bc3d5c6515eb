/**
 * The scripts a page gets from the server besides React's: paint first, then load the code
 * (decision 0010), a member's header row held open from the first paint, and Copy link's first
 * tap (decision 0012).
 *
 * Start writes the page's module script and a `modulepreload` link for each of its chunks into
 * the HTML, so the browser asks for about 150 KB of JavaScript while it is still working towards
 * the first paint. On a phone's connection that code competes with the banner image for the
 * bandwidth, and Lighthouse's simulation counts every request started before the first paint
 * into the page's first and largest paint. The server's HTML is complete without its code, so the
 * code can wait: this rewrites the page so that one small inline script starts the module script
 * and its preloads once the browser has reported its first contentful paint and the page's
 * high-priority image (the banner) has arrived, or after at most two seconds.
 */

/** The loader: the same text on every page, so a shared page's CSP names one fixed hash. */
export const DEFERRED_LOADER = [
  '(function(s){',
  'var d=s.dataset,started=0,t0=Date.now();',
  'function go(){if(started++)return;',
  'd.chunks.split(" ").forEach(function(h){if(!h)return;',
  'var l=document.createElement("link");l.rel="modulepreload";l.href=h;',
  'document.head.appendChild(l)});',
  'var e=document.createElement("script");e.type="module";e.src=d.entry;',
  'document.head.appendChild(e)}',
  'function afterImage(){var i=document.querySelector("img[fetchpriority=high]");',
  'if(!i||i.complete)return setTimeout(go,0);',
  'i.addEventListener("load",go);i.addEventListener("error",go);',
  'setTimeout(go,Math.max(0,2000-(Date.now()-t0)))}',
  'if(document.visibilityState!=="visible")return go();',
  'setTimeout(go,2000);',
  'try{new PerformanceObserver(function(l,o){',
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();afterImage()}',
  '}).observe({type:"paint",buffered:true})}',
  'catch(x){requestAnimationFrame(function(){setTimeout(afterImage,0)})}',
  '})(document.currentScript)',
].join('')

const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*\/?>/g
const ENTRY_SCRIPT =
  /<script\b(?=[^>]*\btype="module")(?=[^>]*\basync="")([^>]*)\bsrc="([^"]+)"([^>]*)><\/script>/

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The render's nonce, from Start's entry script; none on a page rendered without one. */
const nonceOf = (entryScript: string) => /\bnonce="([^"]*)"/.exec(entryScript)?.[1]

/** An inline script that carries the render's nonce when there is one. */
const inlineScript = (nonce: string | undefined, text: string, attributes = '') =>
  `<script${nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`}${attributes}>` +
  `${text}</script>`

/**
 * The page with its module script started by the deferred loader instead of the HTML parser.
 * A page without Start's entry script (an API answer's HTML, a page already rewritten) is
 * returned as it was.
 */
export function deferModuleScripts(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) return html
  const [whole, before = '', src = '', after = ''] = entry
  const nonce = nonceOf(`${before} ${after}`)
  const preloads: string[] = []
  const withoutPreloads = (head: string) =>
    head.replace(MODULE_PRELOAD, (_link, href: string) => {
      if (href !== src && !preloads.includes(href)) preloads.push(href)
      return ''
    })
  const start = withoutPreloads(html.slice(0, entry.index))
  const end = html.slice(entry.index + whole.length)
  const loader = inlineScript(
    nonce,
    DEFERRED_LOADER,
    ` data-entry="${escapeAttribute(src)}" data-chunks="${escapeAttribute(preloads.join(' '))}"`,
  )
  return `${start}${loader}${end}`
}

/**
 * The page without its code: Start's entry script and its preloads taken out. For an answer
 * whose address the browser's router cannot read (a malformed path drawn as the 400 page).
 */
export function withoutPageCode(html: string): string {
  let out = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '')
  // Or, once rewritten, the loader that would start it and the head's scripts (a page without
  // code has no script at all: its Copy link shows the address to copy by hand).
  for (const text of [DEFERRED_LOADER, MEMBER_ROW_HOLD, EARLY_COPY]) {
    const at = out.indexOf(text)
    if (at < 0) continue
    const start = out.lastIndexOf('<script', at)
    const end = out.indexOf('</script>', at)
    if (start >= 0 && end >= 0) out = out.slice(0, start) + out.slice(end + '</script>'.length)
  }
  return out
}

/**
 * Before the page's code runs, a phone's header is the shared page's: logged out, without the
 * member's row. For a visitor the browser remembers as a member (local storage or the readable
 * userInfo cookie), this script holds that row open from the first paint (the header's
 * `[data-member-hold]`, below 64rem where the row is one of its own), so that the name and
 * sign-out take its place instead of pushing the page down. The same text on every page.
 */
export const MEMBER_ROW_HOLD = [
  '(function(){var m=/(^|; )userInfo=/.test(document.cookie);',
  'try{m=m||!!localStorage.getItem("userInfo")}catch(e){}',
  'if(!m)return;var s=document.createElement("style");',
  's.textContent="@media (width < 64rem){[data-member-hold]{display:block}}";',
  'document.head.appendChild(s)})()',
].join('')

/**
 * The page with `MEMBER_ROW_HOLD` at the end of its head, where it runs before the header is
 * drawn, with the render's nonce. Only pages with Start's entry script (the site's own) get it.
 */
export function holdMemberRow(html: string): string {
  return atHeadEnd(html, MEMBER_ROW_HOLD)
}

/** The page with `EARLY_COPY` at the end of its head (the site's own pages), once. */
export function copyEarly(html: string): string {
  return atHeadEnd(html, EARLY_COPY)
}

/** `text` as an inline script at the end of the head, with the render's nonce, once. */
function atHeadEnd(html: string, text: string): string {
  const entry = ENTRY_SCRIPT.exec(html)
  const headEnd = html.indexOf('</head>')
  if (!entry || headEnd === -1 || html.includes(text)) return html
  const script = inlineScript(nonceOf(entry[0]), text)
  return `${html.slice(0, headEnd)}${script}${html.slice(headEnd)}`
}

/**
 * Copy link before the page's code (decision 0012): the footer's button opens a box with the
 * page's address by itself; this script of the head also puts the address on the clipboard on
 * that first tap (the tap is the user activation the clipboard asks for) and shows the box's
 * word that it is copied until the box closes. Once the code is there (`data-hydrated`), the
 * code copies. The same text on every page.
 */
export const EARLY_COPY = [
  '(function(){document.addEventListener("click",function(e){',
  'if(document.documentElement.hasAttribute("data-hydrated")||!navigator.clipboard)return;',
  'var b=e.target instanceof Element&&e.target.closest("[data-copy-link]");if(!b)return;',
  'var x=document.getElementById(b.getAttribute("popovertarget")||""),',
  'n=x&&x.querySelector("[data-copied-note]");',
  'navigator.clipboard.writeText(location.href).then(function(){if(!n)return;n.hidden=false;',
  'x.addEventListener("toggle",function h(t){if(t.newState!=="closed")return;',
  'n.hidden=true;x.removeEventListener("toggle",h)})},function(){})},true)})()',
].join('')

/**
 * The same response, with its HTML given the page's scripts (`holdMemberRow`, `copyEarly`,
 * `deferModuleScripts`).
 */
export async function withPageScripts(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) {
    return response
  }
  const html = deferModuleScripts(copyEarly(holdMemberRow(await response.text())))
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}
