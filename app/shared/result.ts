/**
 * What the server answers a form, whichever way it arrives (its server function, or the page's
 * POST handler that shares its checks: decision 0011), and what a page then says about it. Every
 * text is already in the reader's language.
 */

/** A message about a whole form; `alert`: announced as an alert whatever its look. */
export type Notice = { kind: 'success' | 'error'; text: string; alert?: boolean }

/** A form's input refused: a message per field, and one for the whole form. */
export type Refusal = { ok: false; fieldErrors: Record<string, string>; formError: string | null }

/** A form's call: done, with what it answers beside `ok` (`T`'s fields), or refused. */
export type FormResult<T extends object = object> = ({ ok: true } & T) | Refusal
