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
// readable by a person instead of JSON. Plain relative imports only: the production entry
// loads this file with Node's type stripping.
import { createRequire } from 'node:module'
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import { currentRequest } from './process/request-context.ts'
import { getProcessShared, processShared } from './process/shared.ts'

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

function isLogger(value: unknown): value is Logger {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'child') === 'function' &&
    typeof Reflect.get(value, 'flush') === 'function'
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
  }
  if (destination) return pino(options, destination)
  const stream = developmentStream()
  // Commands whose stdout is their output (a CSV) log to stderr (scripts/cli-log.ts).
  const fd = getProcessShared('log-fd', (value): value is number => typeof value === 'number')
  // Written synchronously: a line is out before the answer it tells of, and none is lost when
  // the process ends abruptly.
  return pino(options, stream ?? pino.destination({ dest: fd ?? 1, sync: true }))
}

/** The process's logger (one, whichever copy of this module asks first). */
export const log: Logger = processShared('log', isLogger, () => createLogger())

/** The id of the request being served, if any: for an error screen or an answer. */
export function currentRequestId(): string | undefined {
  return currentRequest()?.id
}
