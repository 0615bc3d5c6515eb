import type { Permission, StaffRole } from '~/shared/staff/roles'

/** Shapes of the staff API's answers as the console reads them (JSON: dates are strings). */
export type Me = {
  id: number | null
  email: string | null
  name: string
  role: StaffRole
  totpEnabled: boolean
  mustEnrolTotp: boolean
  permissions: Permission[]
}

export type Page<T> = { list: T[]; total: number; page: number; pageSize: number }

export type StaffUser = {
  id: number
  email: string
  name: string
  role: StaffRole
  disabled: boolean
  totpEnabled: boolean
  lastSignInAt: string | null
  createdAt: string
}

export type ApiKey = {
  id: number
  name: string
  role: StaffRole
  prefix: string
  createdAt: string
  lastUsedAt: string | null
  revoked: boolean
  key?: string
}

export type AuditEntry = {
  id: number
  at: string
  actor: string
  action: string
  entity: string
  entityId: string | null
  before: unknown
  after: unknown
  ip: string | null
}

export type Submission = {
  id: number
  type: string
  locale: string
  reference: string | null
  phone: string | null
  fields: Record<string, unknown>
  status: string
  assigneeId: number | null
  assigneeName: string | null
  scheduledAt: string | null
  memberId: number | null
  createdAt: string
  updatedAt: string | null
}

export type SubmissionDetail = Submission & {
  memberAccount: string | null
  notes: Array<{ id: number; author: string; body: string; createdAt: string }>
  history: Array<{
    id: number
    at: string
    actor: string
    action: string
    before: unknown
    after: unknown
  }>
}

export type Member = {
  id: number
  account: string
  nickname: string
  email: string
  address: string
  createdAt: string
  disabledAt: string | null
}

export type MemberDetail = Member & {
  activeSessions: number
  submissions: Array<{
    id: number
    type: string
    reference: string | null
    status: string
    createdAt: string
  }>
}

export type Batch = {
  batch: string
  productId: number | null
  productName: string | null
  productModel: string | null
  codes: number
  createdAt: string
}

export type BatchStats = Batch & {
  codes: number
  checked: number
  repeats: number
  checks: number
  firstCheck: string | null
  lastFirstCheck: string | null
  byMonth: Array<{ month: string; firstChecks: number }>
  byProvince: null
  byProvinceNote: string
}

export type ImportReport = {
  format: 'csv' | 'xlsx'
  read: number
  inserted: number
  duplicates: number
  rejected: number
  lines: Array<{ line: number; reason: string; value: string; message: string }>
  truncated: boolean
  batches: string[]
}

export type MediaItem = {
  id: number
  hash: string
  fileName: string
  mime: string
  width: number
  height: number
  bytes: number
  variants: Array<{ width: number; format: 'avif' | 'webp'; bytes: number }>
  alt: string
  createdAt: string
}

export type Product = { id: number; name: string; model: string; locale: string }

export type { ContentItem, ContentListRow, ContentState } from '~/shared/staff/content'
