/**
 * An environment variable read when the server runs. (Vite replaces a literal
 * `process.env.NODE_ENV` at build time, so a production build would always see
 * "production"; reading by name keeps the real value.)
 */
export function runtimeEnv(name: string): string | undefined {
  return process.env[name]
}

/** Sets a variable as the server runs (a literal `process.env.NODE_ENV = …` would be rewritten). */
export function setRuntimeEnv(name: string, value: string) {
  process.env[name] = value
}

export const isProduction = () => runtimeEnv('NODE_ENV') === 'production'

/** `npm run dev`: the production build always runs as production (app/server/front/serve.ts). */
export const isDevelopment = () => runtimeEnv('NODE_ENV') === 'development'
