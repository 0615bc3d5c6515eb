import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

/** The fields of the warranty registration form, as posted and drawn again. */
export const WARRANTY_FIELDS = ['code', 'model', 'serial', 'purchasedAt', 'dealer'] as const

/** The largest receipt photo a member may upload (it is re-encoded far smaller before it is kept). */
export const MAX_RECEIPT_UPLOAD_BYTES = 8 * 1024 * 1024
/** The warranty form's post with a photo: the photo and the form's few fields. */
export const MAX_RECEIPT_POST_BYTES = MAX_RECEIPT_UPLOAD_BYTES + 256 * 1024
/** What the file field offers to pick (what the server takes is read from the bytes). */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/webp'

const SERIAL = /^[A-Za-z0-9-]{4,40}$/
const CODE_LENGTHS = [16, 20]

/** Today in China (the manufacturer's dates), `YYYY-MM-DD`. */
export function todayInChina(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * The registration form in the reader's language: the anti-counterfeit code, or the model and
 * its serial number; the purchase date (a real day, not in the future); the dealer (optional).
 */
export function makeWarrantySchema(i18n: I18n) {
  const code = v.pipe(
    v.string(),
    v.transform((s) => s.replace(/[\s-]/g, '').toUpperCase()),
    v.check(
      (s) => s === '' || (CODE_LENGTHS.includes(s.length) && /^[A-Z0-9]+$/.test(s)),
      i18n._(msg`Please Enter A 16 Bit Or 20 Bit Anti-Counterfeiting Code!`),
    ),
  )
  return v.pipe(
    v.object({
      code,
      model: v.pipe(v.string(), v.trim(), v.maxLength(60, i18n._(msg`This text is too long`))),
      serial: v.pipe(v.string(), v.trim(), v.maxLength(40, i18n._(msg`This text is too long`))),
      purchasedAt: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(i18n._(msg`Enter the purchase date`)),
        v.check(isCalendarDate, i18n._(msg`Enter the purchase date`)),
        v.check((d) => d >= '2000-01-01', i18n._(msg`Enter the purchase date`)),
        v.check((d) => d <= todayInChina(), i18n._(msg`The purchase date cannot be in the future`)),
      ),
      dealer: v.pipe(v.string(), v.trim(), v.maxLength(100, i18n._(msg`This text is too long`))),
    }),
    // Without a code, the model and the serial say which tool it is.
    v.forward(
      v.partialCheck(
        [['code'], ['model']],
        (i) => i.code !== '' || i.model !== '',
        i18n._(msg`Enter the anti-counterfeit code, or the model and serial number`),
      ),
      ['model'],
    ),
    v.forward(
      v.partialCheck(
        [['code'], ['model'], ['serial']],
        (i) => i.code !== '' || i.model === '' || SERIAL.test(i.serial),
        i18n._(msg`Enter the serial number (4 to 40 letters, digits or dashes)`),
      ),
      ['serial'],
    ),
  )
}
