/**
 * Reading what an upstream CMS answers: never more than UPSTREAM_MAX_BYTES, and a picture's type
 * taken from its bytes, never from the Content-Type the CMS sent.
 */

/**
 * Most bytes one answer of the CMS may have. A page of 100 records, a detail with its rich text
 * or a captcha picture are a few hundred KB at most; an answer this large is a fault, and
 * holding it whole would let one call take the process's memory.
 */
export const UPSTREAM_MAX_BYTES = 5 * 1024 * 1024

/** The answer was larger than the cap: its connection was closed while it arrived. */
export class UpstreamTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`The content service answered more than ${maxBytes} bytes`)
    this.name = 'UpstreamTooLarge'
  }
}

/**
 * The body of an upstream answer, at most `maxBytes`: refused by its Content-Length before any
 * byte is read, else read as it arrives and abandoned (the connection closed) as soon as more
 * than `maxBytes` came. Throws UpstreamTooLarge then.
 */
export async function readCapped(
  response: Response,
  maxBytes = UPSTREAM_MAX_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (!response.body) return new Uint8Array(0)
  const reader = response.body.getReader()
  if (declared > maxBytes) {
    await reader.cancel().catch(() => {})
    throw new UpstreamTooLarge(maxBytes)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new UpstreamTooLarge(maxBytes)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** The picture types a captcha may be: raster images, each known by its first bytes. */
export type PictureType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/bmp'

const startsWith = (bytes: Uint8Array, offset: number, ascii: string) => {
  if (bytes.length < offset + ascii.length) return false
  for (let i = 0; i < ascii.length; i++) {
    if (bytes[offset + i] !== ascii.charCodeAt(i)) return false
  }
  return true
}

/**
 * The type of a picture by its signature (the WHATWG MIME sniffing table), or null when the bytes
 * are none of the raster types. SVG is not among them: served from this site's origin an SVG is
 * a document that may run script; a CMS that draws its captcha as SVG sends it as JSON text,
 * which the site cuts down to drawing elements (member-calls.ts).
 */
export function pictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (startsWith(bytes, 0, 'GIF87a') || startsWith(bytes, 0, 'GIF89a')) return 'image/gif'
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBPVP')) return 'image/webp'
  if (startsWith(bytes, 0, 'BM') && bytes.length > 26) return 'image/bmp'
  return null
}
