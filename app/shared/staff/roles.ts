/**
 * Staff roles and what each may do. The console shows a screen and the staff API answers a
 * call only when the caller's role has its permission (the API is the security boundary; the
 * console hides what would be refused).
 */
export const STAFF_ROLES = ['admin', 'editor', 'author', 'service'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const PERMISSIONS = [
  /** Staff accounts, API keys. */
  'staff',
  'audit',
  /** Form submissions: join, business, feedback, reservation, evaluation. */
  'submissions',
  /** Anti-counterfeit code batches. */
  'codes',
  'members',
  'media',
  /**
   * Site content (news, products, … in both languages): write items that are not live, drafts
   * of live ones, and submit them for review.
   */
  'content',
  /** Make content live: publish, unpublish, approve or send back what was submitted. */
  'publish',
  /** What every page shows at once: the menu, banners, filing record, page SEO, site settings. */
  'site',
] as const
export type Permission = (typeof PERMISSIONS)[number]

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ['content', 'publish', 'site', 'media'],
  /** Writes and submits for review; an editor or admin publishes. */
  author: ['content', 'media'],
  service: ['submissions', 'codes', 'members'],
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && STAFF_ROLES.some((r) => r === value)
}

export function can(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission)
}

export function permissionsOf(role: StaffRole): Permission[] {
  return [...GRANTS[role]]
}

/** Submission kinds with an inbox (the types cmsSurveyRecord/addItem stores). */
export const SUBMISSION_TYPES = [
  'join',
  'business',
  'feedback',
  'reservation',
  'evaluation',
] as const
export type SubmissionType = (typeof SUBMISSION_TYPES)[number]

export const SUBMISSION_STATUSES = ['new', 'in_progress', 'done'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

/** Staff passwords: long enough to resist guessing, short enough for argon2 to stay cheap. */
export const MIN_STAFF_PASSWORD = 10
export const MAX_STAFF_PASSWORD = 200
