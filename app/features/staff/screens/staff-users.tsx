import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { PlusIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import * as v from 'valibot'
import { serverError, useAppForm } from '~/components/form/form-kit'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { NativeSelect } from '~/components/ui/input'
import { schemaValidator } from '~/lib/field-errors'
import { toast } from '~/lib/toast'
import {
  COLLECTIONS,
  CONTENT_COLLECTIONS,
  type CollectionName,
  isCollectionName,
} from '~/shared/staff/content'
import { can, STAFF_ROLES } from '~/shared/staff/roles'
import { makeStaffSchemas } from '~/shared/staff/schemas'
import { type BodyOf, staffCall } from '../calls'
import { columnsFor, DataTable } from '../components/data-table'
import {
  Badge,
  ErrorNote,
  FilterSelect,
  NoAccess,
  PageHeader,
  SearchBox,
  Toolbar,
} from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { formatWhen, roleLabel } from '../labels'
import { staffKeys, staffQueries } from '../queries'
import { formFailure } from '../server-errors'
import type { StaffUser } from '../types'

const route = getRouteApi('/staff/users')
const PAGE_SIZE = 25

export function StaffUsersScreen() {
  if (!useCan('staff')) return <NoAccess />
  return <StaffUsers />
}

function StaffUsers() {
  const { t, i18n } = useLingui()
  const { locale, me } = useConsole()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const client = useQueryClient()
  const [creating, setCreating] = useState(false)
  const [resetting, setResetting] = useState<StaffUser | null>(null)
  const [limiting, setLimiting] = useState<StaffUser | null>(null)
  const page = search.page ?? 1
  const params = {
    q: search.q,
    role: search.role,
    status: search.status,
    sort: search.sort,
    dir: search.dir,
  }
  const list = useQuery({
    ...staffQueries.users({ ...params, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const set = (next: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...next }) })
  const patch = async (user: StaffUser, body: BodyOf<'PATCH /users/:id'>) => {
    try {
      await staffCall('PATCH /users/:id', { params: { id: user.id }, body })
      toast.success(t`Saved`)
      await client.invalidateQueries({ queryKey: staffKeys.users() })
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Saving failed`)
    }
  }
  const h = columnsFor<StaffUser>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the actions close over the query client only
  const columns = useMemo(
    () =>
      h.columns([
        h.accessor('email', { header: () => t`Email` }),
        h.accessor('name', {
          header: () => t`Full name`,
          cell: (c) => c.getValue() || '—',
        }),
        h.accessor('role', {
          header: () => t`Role`,
          cell: (c) => (
            <NativeSelect
              aria-label={t`Role of ${c.row.original.email}`}
              className="h-8 w-auto py-0"
              value={c.getValue()}
              disabled={c.row.original.id === me.id}
              onChange={(e) => {
                const role = STAFF_ROLES.find((r) => r === e.target.value)
                if (role) void patch(c.row.original, { role })
              }}
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(i18n, r)}
                </option>
              ))}
            </NativeSelect>
          ),
        }),
        h.display({
          id: 'collections',
          header: () => t`Content`,
          cell: (c) => {
            const user = c.row.original
            if (user.role === 'admin' || !can(user.role, 'content')) return '—'
            return (
              <span className="flex flex-wrap items-center gap-2">
                <span>
                  {user.collections
                    ? user.collections
                        .filter(isCollectionName)
                        .map((name) => i18n._(COLLECTIONS[name].label))
                        .join(', ')
                    : t`All content`}
                </span>
                <Button type="button" variant="ghost" size="sm" onClick={() => setLimiting(user)}>
                  {t`Change`}
                </Button>
              </span>
            )
          },
        }),
        h.display({
          id: 'state',
          header: () => t`State`,
          cell: (c) => (
            <span className="flex flex-wrap gap-1">
              {c.row.original.disabled ? (
                <Badge tone="red">{t`Disabled`}</Badge>
              ) : (
                <Badge tone="green">{t`Active`}</Badge>
              )}
              {c.row.original.totpEnabled && <Badge tone="blue">{t`2FA`}</Badge>}
            </span>
          ),
        }),
        h.accessor('lastSignInAt', {
          header: () => t`Last sign-in`,
          cell: (c) => formatWhen(locale, c.getValue()),
        }),
        h.display({
          id: 'actions',
          header: () => <span className="sr-only">{t`Actions`}</span>,
          cell: (c) =>
            c.row.original.id === me.id ? null : (
              <span className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => void patch(c.row.original, { disabled: !c.row.original.disabled })}
                >
                  {c.row.original.disabled ? t`Enable` : t`Disable`}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setResetting(c.row.original)}
                >
                  {t`Reset password`}
                </Button>
              </span>
            ),
        }),
      ]),
    [h, t, i18n, locale, me.id],
  )
  return (
    <>
      <PageHeader
        title={<Trans>Staff</Trans>}
        intro={<Trans>Who can use the console, and with which role.</Trans>}
        actions={
          <Button type="button" onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            <Trans>New staff account</Trans>
          </Button>
        }
      />
      <Toolbar>
        <SearchBox
          value={search.q ?? ''}
          label={t`Search email or name`}
          onSearch={(q) => set({ q: q || undefined })}
        />
        <FilterSelect
          label={t`Role`}
          allLabel={t`All`}
          value={search.role}
          options={STAFF_ROLES.map((r) => ({ value: r, label: roleLabel(i18n, r) }))}
          onChange={(value) => set({ role: STAFF_ROLES.find((r) => r === value) })}
        />
        <FilterSelect
          label={t`State`}
          allLabel={t`All`}
          value={search.status}
          options={[
            { value: 'active', label: t`Active` },
            { value: 'disabled', label: t`Disabled` },
          ]}
          onChange={(value) =>
            set({ status: value === 'active' || value === 'disabled' ? value : undefined })
          }
        />
      </Toolbar>
      {list.error && <ErrorNote>{list.error.message}</ErrorNote>}
      <DataTable
        testId="staff-table"
        caption={t`Staff accounts`}
        columns={columns}
        data={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        sort={search.sort ?? 'createdAt'}
        dir={search.dir ?? 'desc'}
        onSort={(sort, dir) =>
          set({
            sort:
              sort === 'email' ||
              sort === 'name' ||
              sort === 'role' ||
              sort === 'createdAt' ||
              sort === 'lastSignInAt'
                ? sort
                : undefined,
            dir,
          })
        }
        onPage={(next) =>
          void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })
        }
        getRowId={(row) => String(row.id)}
        loading={list.isFetching}
      />
      <NewStaffDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => void client.invalidateQueries({ queryKey: staffKeys.users() })}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <CollectionsDialog
        key={limiting?.id ?? 0}
        user={limiting}
        onClose={() => setLimiting(null)}
        onSave={(user, collections) => void patch(user, { collections })}
      />
    </>
  )
}

const NEW_FIELDS = ['email', 'name', 'role', 'password'] as const

function NewStaffDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean
  onClose: () => void
  onCreated: () => void
}) {
  const { t, i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { email: '', name: '', role: '', password: '' },
    validators: { onSubmit: schemaValidator(makeStaffSchemas(i18n).newStaff) },
    onSubmit: async ({ value, formApi }) => {
      setError(null)
      try {
        await staffCall('POST /users', { body: v.parse(makeStaffSchemas(i18n).newStaff, value) })
        toast.success(t`Staff account created`)
        formApi.reset()
        onCreated()
        onClose()
      } catch (failure) {
        const shown = formFailure(failure, NEW_FIELDS, t`Saving failed`)
        for (const name of NEW_FIELDS) {
          const text = shown.fields[name]
          if (text) formApi.setFieldMeta(name, serverError(text))
        }
        setError(shown.form)
      }
    },
  })
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>New staff account</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Give the password to the person in a safe way; they can change it under My account.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form.AppForm>
          <form.Form className="flex flex-col gap-4" aria-label={t`New staff account`}>
            <form.AppField name="email">
              {(f) => <f.TextField label={t`Email`} type="email" required autoComplete="off" />}
            </form.AppField>
            <form.AppField name="name">
              {(f) => <f.TextField label={t`Full name`} maxLength={100} />}
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
            <form.AppField name="password">
              {(f) => (
                <f.PasswordField
                  label={t`Initial password`}
                  hint={t`At least 10 characters.`}
                  fresh
                />
              )}
            </form.AppField>
            {error && <FormMessage kind="error">{error}</FormMessage>}
            <form.SubmitButton className="self-start">
              <Trans>Create</Trans>
            </form.SubmitButton>
          </form.Form>
        </form.AppForm>
      </DialogContent>
    </Dialog>
  )
}

function ResetPasswordDialog({ user, onClose }: { user: StaffUser | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: { onSubmit: schemaValidator(makeStaffSchemas(i18n).resetPassword) },
    onSubmit: async ({ value, formApi }) => {
      if (!user) return
      setError(null)
      try {
        await staffCall('POST /users/:id/password', { params: { id: user.id }, body: value })
        toast.success(t`Password reset. The account was signed out everywhere.`)
        formApi.reset()
        onClose()
      } catch (failure) {
        const shown = formFailure(failure, ['password'], t`Saving failed`)
        if (shown.fields.password) {
          const text = shown.fields.password
          formApi.setFieldMeta('password', serverError(text))
        }
        setError(shown.form)
      }
    },
  })
  return (
    <Dialog open={user !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Reset password</Trans>
          </DialogTitle>
          <DialogDescription>{user?.email}</DialogDescription>
        </DialogHeader>
        <form.AppForm>
          <form.Form className="flex flex-col gap-4">
            <form.AppField name="password">
              {(f) => (
                <f.PasswordField label={t`New password`} hint={t`At least 10 characters.`} fresh />
              )}
            </form.AppField>
            {error && <FormMessage kind="error">{error}</FormMessage>}
            <form.SubmitButton className="self-start">
              <Trans>Reset password</Trans>
            </form.SubmitButton>
          </form.Form>
        </form.AppForm>
      </DialogContent>
    </Dialog>
  )
}

/** Which content an account may work on: every collection, or the ones ticked. */
function CollectionsDialog({
  user,
  onClose,
  onSave,
}: {
  user: StaffUser | null
  onClose: () => void
  onSave: (user: StaffUser, collections: CollectionName[] | null) => void
}) {
  const { t, i18n } = useLingui()
  const [chosen, setChosen] = useState<CollectionName[]>(
    (user?.collections ?? []).filter(isCollectionName),
  )
  return (
    <Dialog open={user !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Content of {user?.email ?? ''}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Tick the content this account may work on; none ticked: all content.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            if (!user) return
            onSave(user, chosen.length ? chosen : null)
            onClose()
          }}
        >
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="sr-only">{t`Content`}</legend>
            {CONTENT_COLLECTIONS.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="collections"
                  value={name}
                  className="size-4 accent-primary"
                  checked={chosen.includes(name)}
                  onChange={(e) =>
                    setChosen((list) =>
                      e.target.checked ? [...list, name] : list.filter((c) => c !== name),
                    )
                  }
                />
                {i18n._(COLLECTIONS[name].label)}
              </label>
            ))}
          </fieldset>
          <Button type="submit" className="self-start">
            <Trans>Save</Trans>
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
