import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { COLLECTIONS } from '~/shared/staff/content'
import { Card, ErrorNote, NoAccess, PageHeader } from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { formatWhen } from '../labels'
import { staffQueries } from '../queries'

/** The reviewers' queue: new items and drafts authors submitted, oldest first. */
export function ReviewScreen() {
  if (!useCan('publish')) return <NoAccess />
  return <Review />
}

function Review() {
  const { t, i18n } = useLingui()
  const { locale } = useConsole()
  const queue = useQuery(staffQueries.reviewQueue())
  const rows = queue.data?.list ?? []
  return (
    <>
      <PageHeader
        title={<Trans>Review</Trans>}
        intro={
          <Trans>
            What authors submitted, oldest first. Open an item to approve it (now or at a time) or
            to send it back with a comment.
          </Trans>
        }
      />
      {queue.error && <ErrorNote>{queue.error.message}</ErrorNote>}
      <Card>
        <table className="w-full text-sm" data-testid="review-queue">
          <caption className="sr-only">{t`Waiting for review`}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">{t`Title`}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t`Content`}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t`What`}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t`Author`}</th>
              <th scope="col" className="py-2 font-medium">{t`Submitted`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.collection}/${row.id}`} className="border-b last:border-0">
                <td className="py-2 pr-3">
                  <Link
                    to="/staff/content/$collection/$id"
                    params={{ collection: row.collection, id: row.id }}
                    className="font-medium text-primary hover:underline"
                  >
                    {row.title || t`(untitled)`}
                  </Link>
                </td>
                <td className="py-2 pr-3">{i18n._(COLLECTIONS[row.collection].singular)}</td>
                <td className="py-2 pr-3">
                  {row.target === 'draft' ? t`Changes to a live item` : t`New item`}
                </td>
                <td className="py-2 pr-3">{row.submittedBy}</td>
                <td className="py-2">{formatWhen(locale, row.submittedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!queue.isPending && rows.length === 0 && (
          <p className="py-4 text-sm text-muted-foreground">
            <Trans>Nothing is waiting for review.</Trans>
          </p>
        )}
      </Card>
    </>
  )
}
