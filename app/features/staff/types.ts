import type { Answer as CodesAnswer } from '~/server/staff/api/codes'
import type { AnswerOf, Json } from './calls'

/*
 * Names for the rows and answers the screens show. Each is derived from the server's own result
 * type through the typed client (JSON: dates are strings); none is written by hand.
 */

export type Me = AnswerOf<'GET /me'>

export type StaffUser = AnswerOf<'GET /users'>['list'][number]

export type ApiKey = AnswerOf<'GET /api-keys'>['list'][number]

export type AuditEntry = AnswerOf<'GET /audit'>['list'][number]

export type Submission = AnswerOf<'GET /submissions'>['list'][number]

export type SubmissionDetail = AnswerOf<'GET /submissions/:id'>

export type Member = AnswerOf<'GET /members'>['list'][number]

export type MemberDetail = AnswerOf<'GET /members/:id'>

export type Batch = AnswerOf<'GET /codes/batches'>['list'][number]

/** The code import's report, as its stream's last line carries it. */
export type ImportReport = Json<CodesAnswer['importReport']>

export type MediaItem = AnswerOf<'GET /media'>['list'][number]

/** A product for the codes' pickers: once, with both names (either may be missing). */
export type Product = AnswerOf<'GET /codes/products'>[number]

export type {
  ContentItem,
  ContentListRow,
  ContentRevision,
  ContentState,
} from '~/shared/staff/content'
