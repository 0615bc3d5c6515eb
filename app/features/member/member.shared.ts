/** Names and shapes the member's server code and pages share (browser-safe). */

export { TOKEN_COOKIE } from '~/shared/cookies'
export const USER_COOKIE = 'userInfo'
/** What a member call answers without a valid session (status 401). */
export const NOT_LOGGED_IN = 'Not logged in'

export type Outcome<T = null> =
  | { ok: true; data: T }
  | {
      ok: false
      fieldErrors: Record<string, string>
      formError: string | null
      /** The next try needs the image captcha (many failures for this account or phone). */
      captcha?: boolean
    }
