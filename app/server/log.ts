// The server's log: one JSON line per event on stdout (pino), with the id of the request it
// belongs to. Use it from any server code:
//
//   import { log } from '~/server/log'        (scripts: '../app/server/log.ts')
//   log.info({ call: 'common/cmsContent/list', status: 502, ms: 1500 }, 'upstream call failed')
//   log.error({ err: error }, 'form submission failed')
//
// Put facts in the object and a fixed sentence in the message. Never log a token, a password,
// an SMS or security code or a phone number: the fields named like them are blanked anyway.
// LOG_LEVEL picks the least level written (info by default); `npm run dev` prints lines
// readable by a person instead of JSON.
import { createRequire } from 'node:module'
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import { currentRequest } from './process/request-context'

export type { Logger }

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** Fields blanked wherever they appear at the top of a log object or one level down. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'authorization',
  'cookie',
  'phone',
  'smsCode',
  'verCode',
]

/** `scheme://user:password@` in any text (a DATABASE_URL in an error): the password goes. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@"'?#]*):[^\s@"'/]*@/gi

/** The text with the password of every URL in it replaced by `[redacted]`. */
export function redactCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, '$1:[redacted]@')
}

/**
 * A database that does not answer fails every request that needs it: one line per interval
 * says so, with its cause and how many failures it stands for, instead of a stack trace per
 * call. An error is the database's absence when it, or an error it wraps, is marked so
 * (`DatabaseUnavailableError`, thrown while the database cannot be opened) or carries a
 * connection failure's code (PostgreSQL's classes 08, 57P and 3D000/28P01, or a refused,
 * reset or timed-out socket) while the site runs on its own database.
 */
export const OUTAGE_LOG_INTERVAL_MS = 60_000

export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database does not answer: ${cause instanceof Error ? cause.message : cause}`, {
      cause,
    })
    this.name = 'DatabaseUnavailableError'
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '3D000',
  '28P01',
  '28000',
  '53300',
])

/** The cause (code and message) when `error` is the database's absence; else undefined. */
export function databaseUnavailable(error: unknown): { code?: string; cause: string } | undefined {
  let marked = false
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift()
    if (typeof current !== 'object' || current === null || seen.has(current)) continue
    seen.add(current)
    if (current instanceof DatabaseUnavailableError) marked = true
    const code = Reflect.get(current, 'code')
    const connection =
      typeof code === 'string' &&
      (CONNECTION_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))
    if (connection && (marked || !process.env.CMS_API_URL)) {
      return { code, cause: String(Reflect.get(current, 'message') || code) }
    }
    queue.push(Reflect.get(current, 'cause'))
    const inner = Reflect.get(current, 'errors')
    if (Array.isArray(inner)) queue.push(...inner)
  }
  if (!marked) return undefined
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return { cause: cause instanceof Error ? cause.message : String(cause) }
}

type Outage = { since: number; lastLogged: number; suppressed: number }

const outageState = { current: undefined as Outage | undefined }

/** The database answered: an outage that was logged is logged as over. */
export function noteDatabaseAnswered() {
  const state = outageState
  const outage = state.current
  if (!outage) return
  state.current = undefined
  log.info(
    { seconds: Math.round((Date.now() - outage.since) / 1000), failures: outage.suppressed },
    'database answers again',
  )
}

/**
 * pino's hook on every call: an error-level line about the database's absence is kept for the
 * first of each interval (as one line naming the cause and the failures since the last one),
 * and dropped otherwise.
 */
function throttleOutages(
  this: Logger,
  args: Parameters<Logger['error']>,
  method: (...args: Parameters<Logger['error']>) => void,
  level: number,
) {
  const first: unknown = args[0]
  const err = typeof first === 'object' && first !== null ? Reflect.get(first, 'err') : undefined
  const unavailable = level >= 50 && err !== undefined ? databaseUnavailable(err) : undefined
  if (!unavailable) {
    method.apply(this, args)
    return
  }
  const state = outageState
  const now = Date.now()
  state.current ??= { since: now, lastLogged: 0, suppressed: 0 }
  const outage = state.current
  if (now - outage.lastLogged < OUTAGE_LOG_INTERVAL_MS) {
    outage.suppressed++
    return
  }
  const failures = outage.suppressed + 1
  outage.lastLogged = now
  outage.suppressed = 0
  method.call(
    this,
    { ...unavailable, failures, nextLineInSeconds: OUTAGE_LOG_INTERVAL_MS / 1000 },
    'database unavailable: requests that need it fail until it answers',
  )
}

/** Readable lines for `npm run dev` (pino-pretty, a development dependency), else JSON. */
function developmentStream(): DestinationStream | undefined {
  if (process.env.NODE_ENV !== 'development') return undefined
  try {
    // A name the bundler cannot follow: the production build never carries pino-pretty.
    const name = ['pino', 'pretty'].join('-')
    const pretty: unknown = createRequire(import.meta.url)(name)
    if (typeof pretty !== 'function') return undefined
    const stream: unknown = pretty({ colorize: true, sync: true, ignore: 'pid,hostname' })
    return isDestination(stream) ? stream : undefined
  } catch {
    return undefined
  }
}

function isDestination(value: unknown): value is DestinationStream {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'write') === 'function'
  )
}

function levelOf(value: string | undefined): string {
  return LOG_LEVELS.find((level) => level === value) ?? 'info'
}

/** A logger as the server's, writing to `destination` (tests), else as `log` does. */
export function createLogger(destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: levelOf(process.env.LOG_LEVEL),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Every line written while a request is served names it.
    mixin: () => {
      const id = currentRequest()?.id
      return id ? { reqId: id } : {}
    },
    redact: {
      paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)],
      censor: '[redacted]',
    },
    // A connection string's password never reaches the log, in whatever field or error it is.
    hooks: { streamWrite: redactCredentials, logMethod: throttleOutages },
  }
  if (destination) return pino(options, destination)
  const stream = developmentStream()
  return pino(options, stream ?? standardOutput)
}

/** Where `log` writes: 1 (stdout), or 2 for the commands whose stdout is their output. */
let outputFd: 1 | 2 = 1
/**
 * Written synchronously: a line is out before the answer it tells of, and none is lost when
 * the process ends abruptly. Each descriptor is opened when first written to, so a command may
 * move the log to stderr (logToStderr) after this module has made `log`.
 */
const destinations = new Map<number, DestinationStream>()
const standardOutput: DestinationStream = {
  write(line: string) {
    let destination = destinations.get(outputFd)
    if (!destination) {
      destination = pino.destination({ dest: outputFd, sync: true })
      destinations.set(outputFd, destination)
    }
    destination.write(line)
  },
}

/** Commands whose stdout is their output (a CSV, a report) log to stderr (cli/cli-log.ts). */
export function logToStderr() {
  outputFd = 2
}

/** The process's logger. */
export const log: Logger = createLogger()

/** The id of the request being served, if any: for an error screen or an answer. */
export function currentRequestId(): string | undefined {
  return currentRequest()?.id
}
