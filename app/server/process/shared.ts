// The server process loads a few modules twice: scripts/http-server.ts imports them with Node's
// type stripping, and the app build (dist/server) carries its own bundled copy. What must be
// one per process (the request context, the logger, the open database) is kept on globalThis
// under one key and made by whichever copy asks first. Plain relative imports only.

const KEY = Symbol.for('powertool.process-shared')

function registry(): Map<string, unknown> {
  const found: unknown = Reflect.get(globalThis, KEY)
  if (found instanceof Map) return found
  const made = new Map<string, unknown>()
  Reflect.set(globalThis, KEY, made)
  return made
}

/** The process's one `name`: the value another copy of this module made, or `make()`'s. */
export function processShared<T>(
  name: string,
  is: (value: unknown) => value is T,
  make: () => T,
): T {
  const map = registry()
  const found = map.get(name)
  if (is(found)) return found
  const made = make()
  map.set(name, made)
  return made
}

/** Replaces (or, with undefined, forgets) the process's one `name`. */
export function setProcessShared(name: string, value: unknown) {
  if (value === undefined) registry().delete(name)
  else registry().set(name, value)
}

/** The process's one `name` if something set it and it is a T. */
export function getProcessShared<T>(
  name: string,
  is: (value: unknown) => value is T,
): T | undefined {
  const found = registry().get(name)
  return is(found) ? found : undefined
}
