// How the staff commands (forms:export, codes:import, staff:create) do their work: one call of
// the staff API (docs/staff-api.md), made as the command line (an admin), through the same
// code the console uses.
// - A running server holds the PGlite database: the call goes through its admin socket (a Unix
//   socket beside the data directory that only the server's user can open), so the site keeps
//   running.
// - Otherwise (PostgreSQL, or a PGlite directory nobody holds): the call is made in this
//   process by the app of the same build, on its own connection.
import './cli-log'
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { resolveCodeKey } from '~/server/code-key'
import {
  adminSocketOf,
  DEFAULT_DATABASE_URL,
  lockHolder,
  pgliteDataDir,
} from '~/server/db/data-dir'
import { runtimeEnv } from '~/server/env'
import { processDatabase } from '~/server/process/database'
import { withRequest } from '~/server/process/request-context'

/** A failure the command reports in one sentence and an exit status. */
export class CommandError extends Error {
  readonly exitCode: number

  constructor(message: string, exitCode = 1) {
    super(message)
    this.exitCode = exitCode
  }
}

/** The bytes of a file the command was given; one that cannot be read is a usage error. */
export function readInputFile(file: string): Buffer {
  try {
    return readFileSync(file)
  } catch (error) {
    throw new CommandError(
      `Cannot read ${file}: ${error instanceof Error ? error.message : error}`,
      2,
    )
  }
}

export type StaffCall = {
  method: 'GET' | 'POST'
  /** Relative to /api/staff, with its query: `/submissions/export.csv?type=join`. */
  path: string
  json?: unknown
  form?: FormData
  accept?: string
}

/** How the call is made: through a running server's admin socket, or in this process. */
export function callRoute(): { socket: string } | { inProcess: true } {
  const dataDir = pgliteDataDir(process.env.DATABASE_URL || DEFAULT_DATABASE_URL)
  if (dataDir === undefined) return { inProcess: true }
  const holder = lockHolder(dataDir)
  if (holder === undefined) return { inProcess: true }
  const socket = adminSocketOf(dataDir)
  if (!existsSync(socket)) {
    throw new CommandError(
      `The database directory ${dataDir} is in use by process ${holder}, which offers no admin socket (a development server, or another command). Stop it, or serve the site with \`npm start\` / \`npm run serve\`, whose admin socket this command uses while the site runs.`,
      3,
    )
  }
  return { socket }
}

/** The call as a web Request (its body encoded as the staff API expects). */
function toRequest(call: StaffCall): Request {
  const headers = new Headers({ accept: call.accept ?? 'application/json', lang: 'en' })
  let body: BodyInit | undefined
  if (call.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(call.json)
  } else if (call.form) {
    body = call.form
  }
  return new Request(`http://localhost/api/staff${call.path}`, {
    method: call.method,
    headers,
    body,
  })
}

async function throughSocket(socketPath: string, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
  const headers: Record<string, string> = {}
  request.headers.forEach((value, name) => {
    headers[name] = value
  })
  if (body) headers['content-length'] = String(body.byteLength)
  return await new Promise<Response>((done, fail) => {
    const outgoing = httpRequest(
      { socketPath, method: request.method, path: url.pathname + url.search, headers },
      (incoming) => {
        const answer = new Headers()
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === 'string') answer.set(name, value)
        }
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            incoming.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)))
            incoming.on('end', () => controller.close())
            incoming.on('error', (error) => controller.error(error))
          },
        })
        done(new Response(stream, { status: incoming.statusCode ?? 500, headers: answer }))
      },
    )
    outgoing.on('error', (error) =>
      fail(
        new CommandError(
          `Could not reach the running server through ${socketPath} (${error.message}).`,
          3,
        ),
      ),
    )
    outgoing.end(body)
  })
}

type App = { fetch(request: Request): Promise<Response> }

let app: App | undefined

async function inProcess(request: Request): Promise<Response> {
  if (!app) {
    // A command adds to the database; it never fills an empty one with the demo content.
    process.env.SEED_ON_START = '0'
    applyCodeKey()
    // The app of this same build: loaded only when the call is made here.
    app = (await import('../../server')).default
  }
  const handler = app
  return await withRequest({ id: randomUUID(), local: true }, () => handler.fetch(request))
}

/**
 * Codes hashed here must be found by the server: the command finds the code key as the server
 * does (app/server/code-key.ts), the key file of a PGlite directory included.
 */
export function applyCodeKey() {
  const found = resolveCodeKey(process.env, {
    productionAsked: runtimeEnv('NODE_ENV') === 'production',
  })
  if ('problem' in found) throw new CommandError(found.problem, 3)
  process.env.CODE_HMAC_KEY = found.key
}

/** Makes one staff call as the command line; the caller reads the answer, then calls done(). */
export async function staffCall(call: StaffCall): Promise<Response> {
  const route = callRoute()
  const request = toRequest(call)
  return 'socket' in route ? throughSocket(route.socket, request) : inProcess(request)
}

/** Closes the database a call in this process opened. */
export async function done() {
  await processDatabase()?.close()
}

/** The `message` (and field messages) of a staff API failure, for the terminal. */
export async function failureOf(response: Response): Promise<string> {
  const text = await response.text()
  try {
    const body: unknown = JSON.parse(text)
    const message = typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : ''
    const fields =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'fieldErrors') : null
    const details =
      typeof fields === 'object' && fields !== null
        ? Object.entries(fields).map(([field, problem]) => `  ${field}: ${String(problem)}`)
        : []
    return [`${String(message)} (${response.status})`, ...details].join('\n')
  } catch {
    return `${response.status}: ${text.slice(0, 500)}`
  }
}

/** Runs a command's body: a CommandError is one line on stderr and its exit status. */
export async function runCommand(body: () => Promise<void>) {
  try {
    await body()
  } catch (error) {
    if (!(error instanceof CommandError)) throw error
    console.error(error.message)
    process.exitCode = error.exitCode
  } finally {
    await done()
  }
}
