import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import * as v from 'valibot'
import { useAppForm } from '~/components/form/form-kit'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { schemaValidator } from '~/lib/field-errors'
import { toast } from '~/lib/toast'
import { STAFF_ROLES } from '~/shared/staff/roles'
import { makeStaffSchemas } from '~/shared/staff/schemas'
import { type AnswerOf, staffCall } from '../calls'
import { columnsFor, DataTable } from '../components/data-table'
import { Badge, Card, ErrorNote, NoAccess, PageHeader } from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { formatWhen, roleLabel } from '../labels'
import { staffKeys, staffQueries } from '../queries'
import { formFailure } from '../server-errors'
import type { ApiKey } from '../types'

export function ApiKeysScreen() {
  if (!useCan('staff')) return <NoAccess />
  return <ApiKeys />
}

function ApiKeys() {
  const { t, i18n } = useLingui()
  const { locale } = useConsole()
  const client = useQueryClient()
  const [created, setCreated] = useState<AnswerOf<'POST /api-keys'> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const list = useQuery(staffQueries.apiKeys())
  const form = useAppForm({
    defaultValues: { name: '', role: '' },
    validators: { onSubmit: schemaValidator(makeStaffSchemas(i18n).newApiKey) },
    onSubmit: async ({ value, formApi }) => {
      setError(null)
      try {
        setCreated(
          await staffCall('POST /api-keys', {
            body: v.parse(makeStaffSchemas(i18n).newApiKey, value),
          }),
        )
        formApi.reset()
        await client.invalidateQueries({ queryKey: staffKeys.apiKeys() })
      } catch (failure) {
        setError(formFailure(failure, [], t`Saving failed`).form)
      }
    },
  })
  const revoke = async (key: ApiKey) => {
    if (!window.confirm(t`Revoke the key “${key.name}”? Programs using it stop working at once.`))
      return
    try {
      await staffCall('DELETE /api-keys/:id', { params: { id: key.id } })
      await client.invalidateQueries({ queryKey: staffKeys.apiKeys() })
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t`Saving failed`)
    }
  }
  const h = columnsFor<ApiKey>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the actions close over the query client only
  const columns = useMemo(
    () =>
      h.columns([
        h.accessor('name', { header: () => t`Name` }),
        h.accessor('prefix', { header: () => t`Key`, cell: (c) => <code>{c.getValue()}…</code> }),
        h.accessor('role', { header: () => t`Role`, cell: (c) => roleLabel(i18n, c.getValue()) }),
        h.accessor('createdAt', {
          header: () => t`Created`,
          cell: (c) => formatWhen(locale, c.getValue()),
        }),
        h.accessor('lastUsedAt', {
          header: () => t`Last used`,
          cell: (c) => formatWhen(locale, c.getValue()),
        }),
        h.display({
          id: 'actions',
          header: () => <span className="sr-only">{t`Actions`}</span>,
          cell: (c) =>
            c.row.original.revoked ? (
              <Badge tone="red">{t`Revoked`}</Badge>
            ) : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void revoke(c.row.original)}
              >
                {t`Revoke`}
              </Button>
            ),
        }),
      ]),
    [h, t, i18n, locale],
  )
  return (
    <>
      <PageHeader
        title={<Trans>API keys</Trans>}
        intro={
          <Trans>
            Keys let other programs call the staff API with a role. A key is shown once.
          </Trans>
        }
      />
      <Card className="mb-6">
        <form.AppForm>
          <form.Form className="flex flex-wrap items-end gap-4" aria-label={t`New API key`}>
            <form.AppField name="name">
              {(f) => <f.TextField label={t`What it is for`} required maxLength={100} />}
            </form.AppField>
            <form.AppField name="role">
              {(f) => (
                <f.SelectField
                  label={t`Role`}
                  required
                  placeholder={t`Choose a role`}
                  options={STAFF_ROLES.map((r) => ({ value: r, label: roleLabel(i18n, r) }))}
                />
              )}
            </form.AppField>
            <form.SubmitButton>
              <Trans>Create key</Trans>
            </form.SubmitButton>
          </form.Form>
        </form.AppForm>
        {error && (
          <div className="mt-3">
            <FormMessage kind="error">{error}</FormMessage>
          </div>
        )}
        {created?.key && (
          <div
            className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
            role="status"
          >
            <p className="mb-1 font-semibold">
              <Trans>Copy the key now: it is not shown again.</Trans>
            </p>
            <code className="break-all" data-testid="new-api-key">
              {created.key}
            </code>
          </div>
        )}
      </Card>
      {list.error && <ErrorNote>{list.error.message}</ErrorNote>}
      <DataTable
        caption={t`API keys`}
        columns={columns}
        data={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={1}
        pageSize={Math.max(1, list.data?.total ?? 1)}
        onPage={() => {}}
        getRowId={(row) => String(row.id)}
        loading={list.isFetching}
      />
    </>
  )
}
