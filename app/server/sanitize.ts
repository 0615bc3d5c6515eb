import { LRUCache } from 'lru-cache'
import sanitizeHtml from 'sanitize-html'
import { mediaSources } from '~/lib/media-sources'

/** Rich text from the content service (news bodies, job duties, the filing record). */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'div',
    'section',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'srcset', 'sizes', 'decoding'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs },
    }),
    // A media-library image comes in the width the reader's screen needs (its WebP widths);
    // a srcset from anywhere else is dropped.
    img: (tagName, { srcset: _srcset, sizes: _sizes, ...attribs }) => {
      const sources = mediaSources(attribs.src ?? '')
      return {
        tagName,
        attribs: {
          ...attribs,
          ...(sources
            ? {
                src: sources.src,
                srcset: sources.webp,
                sizes: '(min-width: 768px) 768px, 100vw',
                decoding: 'async',
              }
            : {}),
          loading: 'lazy',
        },
      }
    },
  },
}

/**
 * Sanitized HTML by its source: every render of a page sanitizes the same few bodies (the
 * filing record on every page, a news article for each of its readers), so results are kept,
 * up to about 4 MB of source text.
 */
const sanitized = new LRUCache<string, string>({
  maxSize: 4_000_000,
  sizeCalculation: (_, source) => Math.max(source.length, 1),
})

/** Removes scripts, event handlers, styles and dangerous URLs from CMS HTML before render. */
export function sanitizeRichText(html: string | null | undefined): string {
  const source = html ?? ''
  let clean = sanitized.get(source)
  if (clean === undefined) {
    clean = sanitizeHtml(source, RICH_TEXT)
    sanitized.set(source, clean)
  }
  return clean
}
