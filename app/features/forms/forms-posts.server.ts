import { randomUUID } from 'node:crypto'
import { msg } from '@lingui/core/macro'
import { getCookie, setResponseStatus } from '@tanstack/react-start/server'
import { formatDate } from '~/features/content/format'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { TOKEN_COOKIE } from '~/shared/cookies'
import type { FormType } from '~/shared/forms/form-types'
import { setFlash } from './flash.server'
import { fieldsOf, visibleFields } from './form-fields'
import { drawAgain, kept, type Rerender, seeOther } from './form-post.server'
import { editEvaluationRecord, lookUpReservation, submitSurvey } from './forms.server'
import { refused } from './posted.isomorphic'

/** The visitor's answers to the form's own fields: what a refused post keeps. */
function answers(locale: Locale, type: FormType, fields: Record<string, string>) {
  return kept(
    fields,
    visibleFields(fieldsOf[type](getI18n(locale))).map((f) => f.name),
  )
}

/**
 * A survey form (join, business, feedback, reservation, evaluation) posted by the browser:
 * stored, then the page again with "Submitted Successfully" (and the reservation's number);
 * refused, the page drawn again with the answers and the messages on their fields. The
 * browser's post has no idempotency key of its own: each post is one submission.
 */
export async function postSurvey<R>(
  fields: Record<string, string>,
  locale: Locale,
  type: FormType,
  back: string,
  next: Rerender<R>,
) {
  const values = answers(locale, type, fields)
  const result = await submitSurvey(locale, type, values, randomUUID(), fields.website ?? '')
  if (result.ok) {
    setFlash({ form: type, message: 'submitted', reference: result.reference ?? undefined })
    return seeOther(back)
  }
  return drawAgain(
    next,
    refused(
      type,
      values,
      result.fieldErrors,
      result.formError ? { kind: 'error', text: result.formError } : null,
    ),
  )
}

/** A member's evaluation changed by a post of the browser (`/member/edit-evalute?id=…`). */
export async function postEvaluationEdit<R>(
  fields: Record<string, string>,
  locale: Locale,
  token: string,
  id: number,
  back: string,
  next: Rerender<R>,
) {
  const values = answers(locale, 'evaluation', fields)
  const result = await editEvaluationRecord(locale, token, id, values)
  if (result.ok) {
    setFlash({ form: 'evaluation', message: 'modified' })
    return seeOther(back)
  }
  const failed = getI18n(locale)._(msg`Submission Failed`)
  return drawAgain(
    next,
    refused('evaluation', values, result.fieldErrors, {
      kind: 'error',
      text: result.formError ?? failed,
    }),
  )
}

/**
 * The reservation look-up posted by the browser: the page drawn again with what was found (the
 * phone stays in the body, never in the address). A look-up changes nothing, so there is
 * nothing to redirect after.
 */
export async function postLookup<R>(
  fields: Record<string, string>,
  locale: Locale,
  next: Rerender<R>,
) {
  const reference = (fields.reference ?? '').trim().slice(0, 30)
  const phone = (fields.phone ?? '').trim().slice(0, 20)
  const found = await lookUpReservation(locale, reference, phone)
  const i18n = getI18n(locale)
  return drawAgain(
    next,
    refused(
      'lookup',
      { reference, phone },
      {},
      found.ok
        ? {
            kind: 'success',
            text: i18n._(
              msg`Reservation ${found.reference} of ${formatDate(locale, found.createdAt)}: ${found.productModel} — ${found.faultSymptom}`,
            ),
          }
        : { kind: 'error', text: found.message },
    ),
  )
}

/**
 * A member's evaluation or feedback posted by the browser: as `postSurvey`, for a member only
 * (without a session the member area shows its log-in form again).
 */
export async function postMemberSurvey<R>(
  fields: Record<string, string>,
  locale: Locale,
  type: 'evaluation' | 'feedback',
  back: string,
  next: Rerender<R>,
) {
  if (!getCookie(TOKEN_COOKIE)) {
    setResponseStatus(401)
    return next({ context: { posted: refused(type, {}, {}) } })
  }
  return postSurvey(fields, locale, type, back, next)
}
