import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import * as v from 'valibot'
import { useAppForm } from '~/components/form/form-kit'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { Input, Label, NativeSelect } from '~/components/ui/input'
import { schemaValidator } from '~/lib/field-errors'
import type { Notice } from '~/shared/result'
import { makeStaffSchemas } from '~/shared/staff/schemas'
import { saveDownload } from '../api'
import { staffDownload } from '../calls'
import { columnsFor, DataTable } from '../components/data-table'
import { Card, ErrorNote, NoAccess, PageHeader } from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { formatWhen } from '../labels'
import { staffKeys, staffQueries } from '../queries'
import { formFailure } from '../server-errors'
import type { Batch, ImportReport, Product } from '../types'

export function CodesScreen() {
  if (!useCan('codes')) return <NoAccess />
  return <Codes />
}

function useProducts() {
  return useQuery(staffQueries.codeProducts())
}

function productOptions(products: Product[] | undefined, locale: string) {
  return (products ?? []).map((p) => {
    const names = locale === 'zh' ? [p.zh, p.en] : [p.en, p.zh]
    const unique = [...new Set(names.filter((n): n is string => Boolean(n)))]
    return { value: String(p.id), label: `${p.model} · ${unique.join(' / ')}` }
  })
}

function Codes() {
  const { t } = useLingui()
  const { locale } = useConsole()
  const batches = useQuery(staffQueries.codeBatches())
  const h = columnsFor<Batch>()
  const columns = useMemo(
    () =>
      h.columns([
        h.accessor('batch', {
          header: () => t`Batch`,
          cell: (c) => (
            <Link
              to="/staff/codes/$batch"
              params={{ batch: c.getValue() }}
              className="text-primary hover:underline"
            >
              {c.getValue()}
            </Link>
          ),
        }),
        h.accessor('products', {
          header: () => t`Products`,
          enableSorting: false,
          // Each product of the batch with its own number of codes.
          cell: (c) =>
            c.getValue().length === 0 ? (
              '—'
            ) : (
              <ul className="flex flex-col gap-0.5" data-testid="batch-products">
                {c.getValue().map((p) => (
                  <li key={p.productId ?? 'none'}>
                    {p.productId === null
                      ? t`No product`
                      : `${p.productModel ?? ''} ${p.productName ?? ''} (#${p.productId})`}
                    {': '}
                    <span className="tabular-nums">{p.codes.toLocaleString()}</span>
                  </li>
                ))}
              </ul>
            ),
        }),
        h.accessor('codes', { header: () => t`Codes`, cell: (c) => c.getValue().toLocaleString() }),
        h.accessor('createdAt', {
          header: () => t`Created`,
          cell: (c) => formatWhen(locale, c.getValue()),
        }),
      ]),
    [h, t, locale],
  )
  return (
    <>
      <PageHeader
        title={<Trans>Security codes</Trans>}
        intro={
          <Trans>
            Anti-counterfeit codes by batch. Codes are stored as keyed hashes only: a generated
            batch is downloaded once.
          </Trans>
        }
      />
      <div className="mb-6 grid gap-6 xl:grid-cols-2">
        <GenerateCard />
        <ImportCard />
      </div>
      {batches.error && <ErrorNote>{batches.error.message}</ErrorNote>}
      <DataTable
        testId="batches-table"
        caption={t`Batches`}
        columns={columns}
        data={batches.data?.list ?? []}
        total={batches.data?.total ?? 0}
        page={1}
        pageSize={Math.max(1, batches.data?.total ?? 1)}
        onPage={() => {}}
        getRowId={(row) => row.batch}
        loading={batches.isFetching}
      />
    </>
  )
}

function GenerateCard() {
  const { t, i18n } = useLingui()
  const { locale } = useConsole()
  const client = useQueryClient()
  const products = useProducts()
  const [message, setMessage] = useState<Notice | null>(null)
  const schema = makeStaffSchemas(i18n).generateCodes
  const form = useAppForm({
    defaultValues: { productId: '', count: '1000', length: '16', batch: '' },
    validators: {
      onSubmit: ({ value }) =>
        schemaValidator(schema)({
          value: {
            productId: Number(value.productId) || undefined,
            count: Number(value.count),
            length: Number(value.length),
            batch: value.batch || undefined,
          },
        }),
    },
    onSubmit: async ({ value }) => {
      setMessage(null)
      try {
        const response = await staffDownload('POST /codes/generate', {
          // Checked by the form's validator above: parsing gives the types the API takes.
          body: v.parse(schema, {
            productId: Number(value.productId),
            count: Number(value.count),
            length: Number(value.length),
            batch: value.batch || undefined,
          }),
        })
        await saveDownload(response, 'codes.csv')
        const batch = decodeURIComponent(response.headers.get('x-batch') ?? '')
        setMessage({
          kind: 'success',
          text: t`Batch ${batch} generated: keep the downloaded file safe.`,
        })
        await client.invalidateQueries({ queryKey: staffKeys.codeBatches() })
      } catch (failure) {
        const shown = formFailure(failure, ['productId', 'count', 'batch'], t`Generating failed`)
        setMessage({
          kind: 'error',
          text: shown.form ?? Object.values(shown.fields)[0] ?? t`Generating failed`,
        })
      }
    },
  })
  return (
    <Card aria-labelledby="generate-title">
      <h2 id="generate-title" className="mb-1 text-lg font-semibold">
        <Trans>Generate a batch</Trans>
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        <Trans>The CSV downloads now, once. It cannot be downloaded again.</Trans>
      </p>
      <form.AppForm>
        <form.Form className="grid gap-4 sm:grid-cols-2" aria-label={t`Generate a batch`}>
          <div className="sm:col-span-2">
            <form.AppField name="productId">
              {(f) => (
                <f.SelectField
                  label={t`Product`}
                  required
                  placeholder={t`Choose a product`}
                  options={productOptions(products.data, locale)}
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="count">
            {(f) => <f.TextField label={t`How many`} required maxLength={6} />}
          </form.AppField>
          <form.AppField name="length">
            {(f) => (
              <f.SelectField
                label={t`Characters`}
                required
                options={[
                  { value: '16', label: '16' },
                  { value: '20', label: '20' },
                ]}
              />
            )}
          </form.AppField>
          <div className="sm:col-span-2">
            <form.AppField name="batch">
              {(f) => (
                <f.TextField
                  label={t`Batch name`}
                  hint={t`Leave empty for today’s date and a suffix.`}
                  maxLength={50}
                />
              )}
            </form.AppField>
          </div>
          {message && (
            <div className="sm:col-span-2">
              <FormMessage kind={message.kind}>{message.text}</FormMessage>
            </div>
          )}
          <form.SubmitButton className="justify-self-start">
            <Trans>Generate and download</Trans>
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </Card>
  )
}

type Progress = { read: number; inserted: number; duplicates: number; rejected: number }

/** Reads the import's NDJSON answer line by line: progress while it runs, then the report. */
async function readImport(
  response: Response,
  onProgress: (p: Progress) => void,
): Promise<ImportReport> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
  if (!reader) throw new Error('no body')
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    buffer += value ?? ''
    let newline = buffer.indexOf('\n')
    while (newline >= 0) {
      const line = JSON.parse(buffer.slice(0, newline))
      buffer = buffer.slice(newline + 1)
      if (line.progress) onProgress(line.progress)
      if (line.report) return line.report
      if (line.error) throw new Error(line.error)
      newline = buffer.indexOf('\n')
    }
    if (done) throw new Error('import ended without a report')
  }
}

function ImportCard() {
  const { t } = useLingui()
  const { locale } = useConsole()
  const id = useId()
  const client = useQueryClient()
  const products = useProducts()
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const [error, setError] = useState<string | null>(null)
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    const file = data.get('file')
    if (!(file instanceof File) || file.size === 0) {
      setError(t`Choose a CSV or XLSX file`)
      return
    }
    setBusy(true)
    setError(null)
    setReport(null)
    setProgress({ read: 0, inserted: 0, duplicates: 0, rejected: 0 })
    try {
      const response = await fetch('/api/staff/codes/import', {
        method: 'POST',
        body: data,
        credentials: 'same-origin',
        headers: {
          accept: 'application/x-ndjson',
          'accept-language': document.documentElement.lang.startsWith('zh') ? 'zh' : 'en',
        },
      })
      if (!response.ok) {
        const body = await response.json().catch(() => null)
        throw new Error(body?.message ?? response.statusText)
      }
      setReport(await readImport(response, setProgress))
      await client.invalidateQueries({ queryKey: staffKeys.codeBatches() })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`Import failed`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card aria-labelledby="import-title">
      <h2 id="import-title" className="mb-1 text-lg font-semibold">
        <Trans>Import codes</Trans>
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        <Trans>
          A CSV or XLSX file with the columns code, product and batch (a header row in any order, or
          no header in that order). Every line that is not imported is listed with the reason.
        </Trans>
      </p>
      <form
        className="grid gap-4 sm:grid-cols-2"
        aria-label={t`Import codes`}
        onSubmit={(e) => {
          e.preventDefault()
          void submit(e.currentTarget)
        }}
      >
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-file`} required>
            {t`File`}
          </Label>
          <Input
            id={`${id}-file`}
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv"
            className="h-auto py-1.5"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-product`}>{t`Product of lines without one`}</Label>
          <NativeSelect id={`${id}-product`} name="productId" defaultValue="">
            <option value="">—</option>
            {productOptions(products.data, locale).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-batch`}>{t`Batch of lines without one`}</Label>
          <Input id={`${id}-batch`} name="batch" maxLength={50} />
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy} className="justify-self-start">
          <Trans>Import</Trans>
        </Button>
      </form>
      {progress && busy && (
        <p className="mt-4 text-sm" role="status">
          <Trans>
            {progress.read} lines read, {progress.inserted} imported…
          </Trans>
        </p>
      )}
      {error && (
        <div className="mt-4">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      )}
      {report && <ImportResult report={report} />}
    </Card>
  )
}

function ImportResult({ report }: { report: ImportReport }) {
  const { t } = useLingui()
  return (
    <div className="mt-4" data-testid="import-report">
      <p className="text-sm" role="status">
        <Trans>
          {report.read} lines read: <strong data-testid="import-inserted">{report.inserted}</strong>{' '}
          imported, {report.duplicates} already there,{' '}
          <strong data-testid="import-rejected">{report.rejected}</strong> rejected.
        </Trans>
      </p>
      {report.batches.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t`Batches`}: {report.batches.join(', ')}
        </p>
      )}
      {report.lines.length > 0 && (
        <div className="mt-3 max-h-80 overflow-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t`Lines not imported`}</caption>
            <thead className="bg-muted/60 text-left">
              <tr>
                <th className="px-3 py-1.5">{t`Line`}</th>
                <th className="px-3 py-1.5">{t`Why`}</th>
                <th className="px-3 py-1.5">{t`Content`}</th>
              </tr>
            </thead>
            <tbody>
              {report.lines.map((l) => (
                <tr key={`${l.line}-${l.reason}`} className="border-t">
                  <td className="px-3 py-1.5">{l.line}</td>
                  <td className="px-3 py-1.5">{l.message}</td>
                  <td className="px-3 py-1.5 font-mono text-xs">{l.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.truncated && (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Only the first 10,000 such lines are listed.</Trans>
        </p>
      )}
    </div>
  )
}
