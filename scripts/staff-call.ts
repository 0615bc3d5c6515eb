// How the staff commands (forms:export, codes:import, staff:create) do their work: one call of
// the staff API (docs/staff-api.md), made as the command line (an admin), through the same
// code the console uses.
// - A running server holds the PGlite database: the call goes through its admin socket (a Unix
//   socket beside the data directory that only the server's user can open), so the site keeps
//   running.
// - Otherwise (PostgreSQL, or a PGlite directory nobody holds): the call is made in this
//   process by the production build (`npm run build` first) on its own connection.
import './cli-log.ts'
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { resolve } from 'node:path'
import {
  adminSocketOf,
  DEFAULT_DATABASE_URL,
  lockHolder,
  pgliteDataDir,
} from '../app/server/db/data-dir.ts'
import { processDatabase } from '../app/server/process/database.ts'
import { withRequest } from '../app/server/process/request-context.ts'

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

function isApp(value: unknown): value is App {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'fetch') === 'function'
  )
}

let app: App | undefined

async function inProcess(request: Request): Promise<Response> {
  if (!app) {
    const entry = resolve('dist/server/server.js')
    if (!existsSync(entry)) {
      throw new CommandError(
        'This command runs the staff API of the production build: run `npm run build` first.',
        3,
      )
    }
    // A command adds to the database; it never fills an empty one with the demo content.
    process.env.SEED_ON_START = '0'
    const loaded: unknown = (await import(entry)).default
    if (!isApp(loaded)) throw new CommandError(`${entry} is not a server build`, 3)
    app = loaded
  }
  const handler = app
  return await withRequest({ id: randomUUID(), local: true }, () => handler.fetch(request))
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
