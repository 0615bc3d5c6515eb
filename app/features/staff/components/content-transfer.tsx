import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FormMessage } from '~/components/form/form-message'
import { Button, buttonVariants } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import type { Answer as TransferAnswer } from '~/server/staff/api/transfer'
import type { CollectionName } from '~/shared/staff/content'
import { queryString } from '../api'
import { useConsole } from '../console-context'
import { staffKeys } from '../queries'
import { Card } from './ui'

type Report = TransferAnswer['import']
type Problem = { line: number; field: string; column: string; message: string }

/**
 * Export and import of a collection from its list: the exports are plain links (the session
 * cookie goes with them, and the list's filters), the import a multipart form that posts to the
 * API without code; with code, its answer (the counts, or every problem by line) shows here.
 */
export function ContentTransfer({
  collection,
  filters,
}: {
  collection: CollectionName
  filters: Record<string, string | number | undefined>
}) {
  const { t } = useLingui()
  const { locale } = useConsole()
  const id = useId()
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<Report | null>(null)
  const [problems, setProblems] = useState<Problem[]>([])
  const [error, setError] = useState<string | null>(null)
  const query = queryString({ ...filters, lang: locale })
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    const file = data.get('file')
    setReport(null)
    setProblems([])
    if (!(file instanceof File) || file.size === 0) {
      setError(t`Choose a CSV or XLSX file`)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        body: data,
        credentials: 'same-origin',
        headers: { 'accept-language': locale },
      })
      const body = await response.json().catch(() => null)
      if (!response.ok) {
        setError(typeof body?.message === 'string' ? body.message : response.statusText)
        setProblems(Array.isArray(body?.problems) ? body.problems : [])
        return
      }
      setReport(body.data)
      form.reset()
      await client.invalidateQueries({ queryKey: staffKeys.content(collection) })
    } catch {
      setError(t`Import failed`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card className="mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-1 font-semibold">
        <Trans>Export and import</Trans>
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        <Trans>
          The export holds the items the filters show, both languages side by side. Change it in a
          spreadsheet and import it: rows with an item ID change that item, rows without make one.
          Nothing is saved unless every row is right.
        </Trans>
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <a
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          href={`/api/staff/${collection}/export.csv${query}`}
          download
        >
          <Trans>Export CSV</Trans>
        </a>
        <a
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          href={`/api/staff/${collection}/export.xlsx${query}`}
          download
        >
          <Trans>Export XLSX</Trans>
        </a>
        <form
          method="post"
          encType="multipart/form-data"
          action={`/api/staff/${collection}/import?lang=${locale}`}
          aria-label={t`Import`}
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            void submit(e.currentTarget)
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-file`}>{t`File to import (CSV or XLSX)`}</Label>
            <Input
              id={`${id}-file`}
              name="file"
              type="file"
              required
              accept=".csv,.xlsx,text/csv"
              className="h-auto py-1"
            />
          </div>
          <Button type="submit" size="sm" disabled={busy} aria-busy={busy}>
            <Trans>Import</Trans>
          </Button>
        </form>
      </div>
      {report && (
        <p className="mt-3 text-sm" role="status" data-testid="content-import-report">
          <Trans>
            {report.rows} rows read: {report.created} created, {report.updated} changed,{' '}
            {report.unchanged} unchanged.
          </Trans>
        </p>
      )}
      {error && (
        <div className="mt-3">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      )}
      {problems.length > 0 && (
        <table className="mt-2 w-full text-sm" data-testid="content-import-problems">
          <caption className="sr-only">{t`Problems of the file`}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-medium">{t`Line`}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t`Column`}</th>
              <th scope="col" className="py-1 font-medium">{t`Problem`}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p) => (
              <tr key={`${p.line}-${p.field}-${p.message}`} className="border-t">
                <td className="py-1 pr-3 tabular-nums">{p.line}</td>
                <td className="py-1 pr-3">{p.column}</td>
                <td className="py-1">{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}
