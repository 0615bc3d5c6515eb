import { createMiddleware, defaultSerovalDeserializerPlugins } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { fromJSON, type SerovalJSON } from 'seroval'
import { HttpError } from '~/lib/http/http-error.isomorphic'
import { type BodyRefusal, parseJsonText, readBodyText } from '~/server/http/json-body'
import { log } from '~/server/log'

/** Largest body of a server-function call: the biggest form sends a few kilobytes. */
const MAX_CALL_BYTES = 64 * 1024
/** Largest `payload` query parameter of a GET call. */
const MAX_GET_PAYLOAD = 16 * 1024

const SERVER_FN_PREFIX = '/_serverFn/'

type Refusal = BodyRefusal | { status: 404 | 414 | 415; message: string }

function refuse(request: Request, refusal: Refusal): Response {
  // One line in the log; the caller learns the status and a plain reason, never a stack.
  const path = new URL(request.url).pathname.slice(0, 120)
  log.warn(
    { status: refusal.status, method: request.method, path, reason: refusal.message },
    'server function call refused',
  )
  return Response.json(
    { error: refusal.message },
    { status: refusal.status, headers: { 'cache-control': 'no-store' } },
  )
}

function isSerovalJson(value: unknown): value is SerovalJSON {
  return typeof value === 'object' && value !== null && 't' in value
}

/** The serialized payload must be one Start's own client could have sent. */
function checkPayload(text: string): Refusal | null {
  const parsed = parseJsonText(text)
  if (!('value' in parsed)) return parsed
  if (!isSerovalJson(parsed.value)) return { status: 400, message: 'Malformed call payload' }
  try {
    fromJSON(parsed.value, { plugins: defaultSerovalDeserializerPlugins })
    return null
  } catch {
    return { status: 400, message: 'Malformed call payload' }
  }
}

async function checkCall(request: Request): Promise<Refusal | null> {
  if (request.method === 'GET') {
    const payload = new URL(request.url).searchParams.get('payload')
    if (payload === null) return null
    if (payload.length > MAX_GET_PAYLOAD) return { status: 414, message: 'Call payload too long' }
    return checkPayload(payload)
  }
  const type = request.headers.get('content-type')
  const read = await readBodyText(request.clone(), MAX_CALL_BYTES)
  if (!('text' in read)) return read
  if (type === null) {
    return read.text === '' ? null : { status: 415, message: 'Send the payload as JSON' }
  }
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { status: 415, message: 'Send the payload as JSON' }
  }
  return read.text.trim() === '' ? null : checkPayload(read.text)
}

/**
 * Server-function calls are checked before Start reads them: size, UTF-8, nesting depth and a
 * well-formed payload (400/413/414/415), and an id that names no function is a 404, not the
 * 500 and stack that Start's lookup gives.
 */
export const serverFnGuard = createMiddleware({ type: 'request' }).server(
  async ({ request, pathname, next }) => {
    if (!pathname.startsWith(SERVER_FN_PREFIX)) return next()
    const refusal = await checkCall(request)
    if (refusal) return refuse(request, refusal)
    try {
      return await next()
    } catch (error) {
      // Start answers every failure inside a known function itself; what escapes is the
      // lookup of the function's id (and a Response someone threw on purpose).
      if (error instanceof Response) throw error
      return refuse(request, { status: 404, message: 'No such server function' })
    }
  },
)

/** Start's validator failure: the issues of the schema as a JSON array in the message. */
function isValidationFailure(error: unknown): boolean {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return false
  try {
    const issues: unknown = JSON.parse(error.message)
    return (
      Array.isArray(issues) &&
      issues.length > 0 &&
      issues.every(
        (issue) =>
          typeof issue === 'object' &&
          issue !== null &&
          typeof Reflect.get(issue, 'message') === 'string',
      )
    )
  } catch {
    return false
  }
}

/**
 * Input a server function's schema refuses is the caller's mistake: a 400 with a plain
 * message, never the validator's text (nor Start's 200 carrying it).
 */
export const badInputIs400 = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (!isValidationFailure(error)) throw error
    setResponseStatus(400)
    throw new HttpError(400, 'Invalid input')
  }
})
