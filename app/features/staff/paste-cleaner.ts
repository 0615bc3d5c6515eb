/** Tags that carry nothing a reader should keep (Word's XML islands, WeChat's styles, scripts). */
const DROP = new Set([
  'script',
  'style',
  'meta',
  'link',
  'title',
  'xml',
  'o:p',
  'svg',
  'iframe',
  'object',
])
/** Attributes worth keeping; everything else (class="MsoNormal", style, data-*, lang) goes. */
const KEEP: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
}

/**
 * Cleans HTML pasted from Word or from a WeChat article before the editor reads it: conditional
 * comments and XML islands out, styles, classes and data attributes off, images WeChat serves
 * from `data-src` given their real address, empty spans unwrapped. The editor's schema and the
 * server's sanitizer (app/server/sanitize.ts) still decide what is kept.
 */
export function cleanPastedHtml(html: string): string {
  const withoutComments = html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
  const doc = new DOMParser().parseFromString(withoutComments, 'text/html')
  const visit = (element: Element) => {
    for (const child of [...element.children]) {
      const tag = child.tagName.toLowerCase()
      if (DROP.has(tag) || tag.includes(':')) {
        child.remove()
        continue
      }
      // WeChat articles load images lazily from data-src.
      if (tag === 'img' && !child.getAttribute('src') && child.getAttribute('data-src')) {
        child.setAttribute('src', child.getAttribute('data-src') ?? '')
      }
      const keep = KEEP[tag] ?? []
      for (const attribute of [...child.attributes]) {
        if (!keep.includes(attribute.name)) child.removeAttribute(attribute.name)
      }
      visit(child)
      // Spans and fonts that only carried styling go; their text stays.
      if ((tag === 'span' || tag === 'font') && child.attributes.length === 0) {
        child.replaceWith(...child.childNodes)
      }
    }
  }
  visit(doc.body)
  return doc.body.innerHTML.replace(/&nbsp;/g, ' ')
}
