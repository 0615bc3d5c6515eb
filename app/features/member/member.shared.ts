import type { Refusal } from '~/shared/result'

/** Names and shapes the member's server code and pages share (browser-safe). */

export { TOKEN_COOKIE } from '~/shared/cookies'
export const USER_COOKIE = 'userInfo'
/** What a member call answers without a valid session (status 401). */
export const NOT_LOGGED_IN = 'Not logged in'

/**
 * A member form's call: done with its `data`, or refused (`captcha`: the next try needs the image
 * captcha, after many failures for this account or phone).
 */
export type Outcome<T = null> =
  | { ok: true; data: T }
  | (Refusal & {
      captcha?: boolean
    })
