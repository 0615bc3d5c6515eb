import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowLeftIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { Input, Label, NativeSelect, Textarea } from '~/components/ui/input'
import { formFields } from '~/features/forms/form-fields'
import type { SurveyField } from '~/features/forms/survey-form'
import type { Notice } from '~/shared/result'
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '~/shared/staff/roles'
import { staffCall } from '../calls'
import { Badge, Card, ErrorNote, Facts, NoAccess, PageHeader, statusTone } from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { actionLabel, formatWhen, statusLabel, typeLabel } from '../labels'
import { staffKeys, staffQueries } from '../queries'
import { summaryOf, useAssignees } from './submissions'

const route = getRouteApi('/staff/submissions/$id')

/** `yyyy-mm-ddThh:mm` in China time, for a datetime-local input. */
function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const shifted = new Date(new Date(iso).getTime() + 8 * 3_600_000)
  return shifted.toISOString().slice(0, 16)
}

function fromLocalInput(value: string): string | null {
  if (!value) return null
  return new Date(`${value}:00+08:00`).toISOString()
}

export function SubmissionScreen() {
  if (!useCan('submissions')) return <NoAccess />
  return <Detail />
}

function Detail() {
  const { t, i18n } = useLingui()
  const { locale } = useConsole()
  const { id } = route.useParams()
  const client = useQueryClient()
  const submission = staffQueries.submission(id)
  const { data, error } = useQuery(submission)
  const assignees = useAssignees()
  const formId = useId()
  const [message, setMessage] = useState<Notice | null>(null)
  const [saving, setSaving] = useState(false)
  if (error) return <ErrorNote>{error.message}</ErrorNote>
  if (!data) return <div aria-busy className="h-40" />
  const forms = formFields(i18n)
  const type = SUBMISSION_TYPES.find((t) => t === data.type)
  const labelled: SurveyField[] = type ? forms[type] : []
  const known = new Set(labelled.map((f) => f.name))
  const shown = (name: string) => {
    const field = labelled.find((f) => f.name === name)
    const raw = data.fields[name]
    const text = raw === undefined || raw === null ? '' : String(raw)
    // Ratings of an evaluation are radio groups without options of their own.
    const options = field?.options ?? (type === 'evaluation' ? forms.ratingOptions : [])
    return options.find((o) => o.value === text)?.label ?? text
  }
  const save = async (form: HTMLFormElement) => {
    const values = new FormData(form)
    const note = String(values.get('note') ?? '').trim()
    const assignee = String(values.get('assigneeId') ?? '')
    setSaving(true)
    setMessage(null)
    try {
      const next = await staffCall('PATCH /submissions/:id', {
        params: { id: data.id },
        body: {
          status: SUBMISSION_STATUSES.find((s) => s === values.get('status')),
          assigneeId: assignee ? Number(assignee) : null,
          ...(data.type === 'reservation'
            ? { scheduledAt: fromLocalInput(String(values.get('scheduledAt') ?? '')) }
            : {}),
          ...(note ? { note } : {}),
        },
      })
      client.setQueryData(submission.queryKey, next)
      await client.invalidateQueries({
        queryKey: staffKeys.submissions(),
        exact: false,
        refetchType: 'none',
      })
      form.reset()
      setMessage({ kind: 'success', text: t`Saved` })
    } catch (failure) {
      setMessage({
        kind: 'error',
        text: failure instanceof Error ? failure.message : t`Saving failed`,
      })
    } finally {
      setSaving(false)
    }
  }
  return (
    <>
      <Link
        to="/staff/submissions"
        search={{
          type:
            data.type === 'join' ||
            data.type === 'business' ||
            data.type === 'feedback' ||
            data.type === 'reservation' ||
            data.type === 'evaluation'
              ? data.type
              : undefined,
        }}
        className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {typeLabel(i18n, data.type)}
      </Link>
      <PageHeader
        title={data.reference ?? `#${data.id}`}
        intro={summaryOf(data)}
        actions={
          <Badge tone={statusTone(data.status)} data-testid="submission-status">
            {statusLabel(i18n, data.status)}
          </Badge>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
        <div className="grid content-start gap-6">
          <Card>
            <h2 className="mb-3 font-semibold">
              <Trans>What was sent</Trans>
            </h2>
            <Facts
              items={[
                [t`Received`, formatWhen(locale, data.createdAt)],
                [t`Language`, data.locale === 'zh' ? '中文' : 'English'],
                ...(data.memberAccount
                  ? ([[t`Member`, data.memberAccount]] as Array<[string, string]>)
                  : []),
                ...labelled.map((f): [string, string] => [f.label, shown(f.name) || '—']),
                ...Object.keys(data.fields)
                  .filter((name) => !known.has(name))
                  .map((name): [string, string] => [name, shown(name)]),
              ]}
            />
          </Card>
          <Card>
            <h2 className="mb-3 font-semibold">
              <Trans>Notes and history</Trans>
            </h2>
            <ul className="divide-y text-sm" data-testid="submission-notes">
              {data.notes.map((n) => (
                <li key={`n${n.id}`} className="py-2">
                  <p className="whitespace-pre-wrap">{n.body}</p>
                  <p className="text-xs text-muted-foreground">
                    {n.author} · {formatWhen(locale, n.createdAt)}
                  </p>
                </li>
              ))}
              {data.history
                .filter((h) => h.action !== 'submission.note')
                .map((h) => (
                  <li key={`h${h.id}`} className="py-2 text-muted-foreground">
                    {actionLabel(i18n, h.action)} · {h.actor} · {formatWhen(locale, h.at)}
                  </li>
                ))}
            </ul>
            {data.notes.length === 0 && data.history.length === 0 && (
              <p className="text-sm text-muted-foreground">
                <Trans>Nothing yet.</Trans>
              </p>
            )}
          </Card>
        </div>
        <Card className="content-start">
          <h2 className="mb-3 font-semibold">
            <Trans>Handling</Trans>
          </h2>
          <form
            className="flex flex-col gap-4"
            aria-label={t`Handling`}
            onSubmit={(e) => {
              e.preventDefault()
              void save(e.currentTarget)
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${formId}-status`}>{t`Status`}</Label>
              <NativeSelect
                id={`${formId}-status`}
                name="status"
                defaultValue={data.status}
                key={data.status}
              >
                {SUBMISSION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(i18n, s)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${formId}-assignee`}>{t`Assignee`}</Label>
              <NativeSelect
                id={`${formId}-assignee`}
                name="assigneeId"
                defaultValue={data.assigneeId ?? ''}
                key={`a${data.assigneeId}-${assignees.data?.length ?? 0}`}
              >
                <option value="">{t`Nobody yet`}</option>
                {(assignees.data ?? []).map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name || a.email}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {data.type === 'reservation' && (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${formId}-when`}>{t`Scheduled repair time (China time)`}</Label>
                <Input
                  id={`${formId}-when`}
                  name="scheduledAt"
                  type="datetime-local"
                  defaultValue={toLocalInput(data.scheduledAt)}
                  key={`w${data.scheduledAt}`}
                />
                {data.memberId !== null && (
                  <p className="text-xs text-muted-foreground">
                    <Trans>
                      The member sees the status and time in the member centre and is notified.
                    </Trans>
                  </p>
                )}
              </div>
            )}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${formId}-note`}>{t`Internal note`}</Label>
              <Textarea id={`${formId}-note`} name="note" maxLength={5000} className="min-h-20" />
            </div>
            {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
            <Button type="submit" disabled={saving} aria-busy={saving} className="self-start">
              <Trans>Save</Trans>
            </Button>
          </form>
        </Card>
      </div>
    </>
  )
}
