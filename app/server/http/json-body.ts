/**
 * Limits on a JSON request body, checked before it is parsed: its size (a larger body is not
 * even read to the end), valid UTF-8, and how deep it nests. JSON.parse of 450,000 `[` held
 * the event loop for over a second; counting brackets first costs microseconds.
 */
export const MAX_JSON_DEPTH = 32

export type BodyRefusal = { status: 400 | 413; message: string }

/** True when JSON text nests deeper than `limit` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) {
      inString = true
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--
    }
  }
  return false
}

/**
 * A request body as text, refused when it is larger than `maxBytes` (by its Content-Length,
 * or as soon as that many bytes have arrived) or is not valid UTF-8.
 */
export async function readBodyText(
  request: Request,
  maxBytes: number,
): Promise<{ text: string } | BodyRefusal> {
  const tooLarge: BodyRefusal = { status: 413, message: 'Request body too large' }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return tooLarge
  if (!request.body) return { text: '' }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return tooLarge
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { status: 400, message: 'Request body is not valid UTF-8' }
  }
}

/** JSON text parsed once it passed the depth limit; a refusal for what is not JSON. */
export function parseJsonText(text: string): { value: unknown } | BodyRefusal {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return { status: 400, message: 'Request body nests too deeply' }
  }
  try {
    return { value: JSON.parse(text) }
  } catch {
    return { status: 400, message: 'Request body is not valid JSON' }
  }
}
