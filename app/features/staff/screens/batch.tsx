import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowLeftIcon } from 'lucide-react'
import { Card, ErrorNote, Facts, NoAccess, PageHeader } from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { formatWhen } from '../labels'
import { staffQueries } from '../queries'

const route = getRouteApi('/staff/codes/$batch')

export function BatchScreen() {
  if (!useCan('codes')) return <NoAccess />
  return <Batch />
}

function Batch() {
  const { t } = useLingui()
  const { locale } = useConsole()
  const { batch } = route.useParams()
  const { data, error } = useQuery(staffQueries.codeBatch(batch))
  const percent = (n: number) =>
    data && data.codes > 0 ? `${((n / data.codes) * 100).toFixed(1)}%` : '—'
  return (
    <>
      <Link
        to="/staff/codes"
        className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        <Trans>Security codes</Trans>
      </Link>
      <PageHeader
        title={batch}
        intro={data ? `${data.productModel ?? ''} ${data.productName ?? ''}` : undefined}
      />
      {error && <ErrorNote>{error.message}</ErrorNote>}
      {data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card data-testid="batch-stats">
            <h2 className="mb-3 font-semibold">
              <Trans>Checks</Trans>
            </h2>
            <Facts
              items={[
                [t`Codes`, data.codes.toLocaleString()],
                [
                  t`Checked at least once`,
                  `${data.checked.toLocaleString()} (${percent(data.checked)})`,
                ],
                [
                  t`Checked more than once`,
                  `${data.repeats.toLocaleString()} (${percent(data.repeats)})`,
                ],
                [t`All checks`, data.checks.toLocaleString()],
                [t`First check of the batch`, formatWhen(locale, data.firstCheck)],
                [t`Latest first check`, formatWhen(locale, data.lastFirstCheck)],
                [t`Created`, formatWhen(locale, data.createdAt)],
              ]}
            />
          </Card>
          <Card>
            <h2 className="mb-3 font-semibold">
              <Trans>First checks by month</Trans>
            </h2>
            {data.byMonth.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No code of this batch has been checked yet.</Trans>
              </p>
            ) : (
              <table className="w-full text-sm">
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th className="py-1">{t`Month`}</th>
                    <th className="py-1">{t`First checks`}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.byMonth.map((m) => (
                    <tr key={m.month} className="border-t">
                      <td className="py-1">{m.month}</td>
                      <td className="py-1">{m.firstChecks.toLocaleString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p className="mt-4 text-sm text-muted-foreground" data-testid="no-map-note">
              {data.byProvinceNote}
            </p>
          </Card>
        </div>
      )}
    </>
  )
}
