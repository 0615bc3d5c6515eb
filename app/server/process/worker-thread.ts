import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { WorkerOptions } from 'node:worker_threads'

/**
 * Where a worker thread's file is, and how to start it, for the module at `callerUrl`
 * (`import.meta.url`) that starts it: beside that module when it runs from source (Node strips
 * the types; its note that it does so is no news), and `dist/server/<name>.js` in the build (an
 * entry of its own, vite.config.ts), whichever folder of dist/server the caller's chunk landed
 * in. In the build the worker takes the process's own flags, as Node passes them by default.
 */
export function workerThread(
  name: string,
  callerUrl: string,
): { file: URL; execArgv: WorkerOptions['execArgv'] } {
  const fromSource = callerUrl.endsWith('.ts')
  const names = fromSource
    ? [`./${name}.ts`]
    : [`./${name}.js`, `../${name}.js`, `../../${name}.js`]
  const file = names.map((n) => new URL(n, callerUrl)).find((url) => existsSync(fileURLToPath(url)))
  if (!file) throw new Error(`The worker ${name} is missing beside ${fileURLToPath(callerUrl)}.`)
  const execArgv = fromSource
    ? [...process.execArgv, '--disable-warning=ExperimentalWarning']
    : undefined
  return { file, execArgv }
}
