import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SUBMISSION_TYPES } from '~/shared/staff/roles'
import { Card, ErrorNote, PageHeader } from '../components/ui'
import { useConsole } from '../console-context'
import { actionLabel, formatWhen, typeLabel } from '../labels'
import { staffQueries } from '../queries'

export function Dashboard() {
  const { t, i18n } = useLingui()
  const { me, locale } = useConsole()
  const { data, error } = useQuery(staffQueries.dashboard())
  const count = (type: string, status: string) =>
    data?.submissions?.find((s) => s.type === type && s.status === status)?.n ?? 0
  return (
    <>
      <PageHeader
        title={<Trans>Dashboard</Trans>}
        intro={<Trans>Welcome, {me.name || me.email || ''}.</Trans>}
      />
      {error && <ErrorNote>{error.message}</ErrorNote>}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data?.review !== null && data?.review !== undefined && (
          <Card>
            <h2 className="font-semibold">
              <Trans>Waiting for review</Trans>
            </h2>
            <Link
              to="/staff/review"
              className="mt-2 block text-3xl font-bold hover:text-primary"
              data-testid="review-count"
            >
              {data.review}
            </Link>
          </Card>
        )}
        {data?.submissions && (
          <Card className="md:col-span-2 xl:col-span-3">
            <h2 className="mb-3 font-semibold">
              <Trans>Submissions waiting</Trans>
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
              {SUBMISSION_TYPES.map((type) => (
                <li key={type}>
                  <Link
                    to="/staff/submissions"
                    search={{ type, status: 'new' }}
                    className="block rounded-md border p-3 hover:bg-muted"
                  >
                    <span className="block text-2xl font-bold">{count(type, 'new')}</span>
                    <span className="text-sm text-muted-foreground">{typeLabel(i18n, type)}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {data.inbox && (
              <p className="mt-3 text-sm text-muted-foreground">
                <Trans>
                  {data.inbox.new} new in all, {data.inbox.unassigned} without an assignee.
                </Trans>
              </p>
            )}
          </Card>
        )}
        {data?.newMembers !== null && data?.newMembers !== undefined && (
          <Card>
            <h2 className="font-semibold">
              <Trans>New members this week</Trans>
            </h2>
            <p className="mt-2 text-3xl font-bold">{data.newMembers}</p>
          </Card>
        )}
        {data?.batches !== null && data?.batches !== undefined && (
          <Card>
            <h2 className="font-semibold">
              <Trans>Code batches</Trans>
            </h2>
            <p className="mt-2 text-3xl font-bold">{data.batches}</p>
          </Card>
        )}
        {data?.images !== null && data?.images !== undefined && (
          <Card>
            <h2 className="font-semibold">
              <Trans>Images in the media library</Trans>
            </h2>
            <p className="mt-2 text-3xl font-bold">{data.images}</p>
          </Card>
        )}
        {data?.recent && (
          <Card className="md:col-span-2 xl:col-span-3">
            <h2 className="mb-3 font-semibold">
              <Trans>Latest changes</Trans>
            </h2>
            <ul className="divide-y text-sm">
              {data.recent.map((e) => (
                <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    {e.actor} · {actionLabel(i18n, e.action)}
                    {e.entityId ? ` #${e.entityId}` : ''}
                  </span>
                  <span className="text-muted-foreground">{formatWhen(locale, e.at)}</span>
                </li>
              ))}
            </ul>
            <Link
              to="/staff/audit"
              className="mt-3 inline-block text-sm text-primary hover:underline"
            >
              {t`Open the audit log`}
            </Link>
          </Card>
        )}
      </div>
    </>
  )
}
