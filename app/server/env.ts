/**
 * An environment variable read when the server runs. (Vite replaces a literal
 * `process.env.NODE_ENV` at build time, so a production build would always see
 * "production"; reading by name keeps the real value.)
 */
export function runtimeEnv(name: string): string | undefined {
  return process.env[name]
}

export const isProduction = () => runtimeEnv('NODE_ENV') === 'production'
