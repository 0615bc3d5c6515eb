import type { Locale } from '~/i18n/locale'

/** A failed staff call, with the server's translated message and field messages. */
export class StaffApiError extends Error {
  readonly status: number
  readonly fieldErrors: Record<string, string>
  readonly reason: string | undefined

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    reason?: string,
  ) {
    super(message)
    this.name = 'StaffApiError'
    this.status = status
    this.fieldErrors = fieldErrors
    this.reason = reason
  }
}

let currentLocale: Locale = 'en'

/** The console's language, sent with every call so the server answers in it. */
export function setApiLocale(locale: Locale) {
  currentLocale = locale
}

/** Called when a call finds the session ended: the console shows the sign-in again. */
let onSignedOut: () => void = () => {}
export function setSignedOutHandler(handler: () => void) {
  onSignedOut = handler
}

function stringRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (typeof value !== 'object' || value === null) return out
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v
  return out
}

async function failure(response: Response): Promise<StaffApiError> {
  const body: unknown = await response.json().catch(() => null)
  const message = typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : null
  const reason = typeof body === 'object' && body !== null ? Reflect.get(body, 'reason') : undefined
  return new StaffApiError(
    response.status,
    typeof message === 'string' ? message : response.statusText,
    stringRecord(
      typeof body === 'object' && body !== null ? Reflect.get(body, 'fieldErrors') : null,
    ),
    typeof reason === 'string' ? reason : undefined,
  )
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
}

/**
 * Calls the staff API from the console: same-origin, the HttpOnly cookie goes along by itself,
 * bodies as JSON (FormData for files). Answers the envelope's `data`; throws StaffApiError.
 */
export async function staffRequest(path: string, options: Options = {}): Promise<Response> {
  const headers: Record<string, string> = { 'accept-language': currentLocale }
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(`/api/staff${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  })
  if (!response.ok) {
    const error = await failure(response)
    // A session that ended under an open screen: back to the sign-in (which asks /me itself).
    if (error.status === 401 && error.reason === 'signed_out' && path !== '/me') onSignedOut()
    throw error
  }
  return response
}

export async function staffApi<T>(path: string, options: Options = {}): Promise<T> {
  const response = await staffRequest(path, options)
  const json: { data: T } = await response.json()
  return json.data
}

/** A list query string from an object, leaving out empty values. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** Saves a download the server answered (CSV exports, generated codes). */
export async function saveDownload(response: Response, fallbackName: string) {
  const disposition = response.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
