import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { Button } from '~/components/ui/button'
import { Input, Label, NativeSelect } from '~/components/ui/input'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { withQuery } from './pagination'

export type FilterField =
  | {
      kind: 'select'
      name: string
      label: string
      value?: string | number
      options: Array<{ value: string | number; label: string }>
    }
  | { kind: 'text'; name: string; label: string; value?: string; placeholder?: string }

/**
 * The filters of a list page as a GET form: it works without JavaScript, and with it the
 * router navigates in-app to the filtered first page.
 */
export function FilterForm({
  path,
  fields,
  submitLabel,
  children,
}: {
  path: string
  fields: FilterField[]
  submitLabel?: string
  children?: ReactNode
}) {
  const { t } = useLingui()
  const router = useRouter()
  const locale = useLocale()
  const id = useId()
  return (
    <search>
      <form
        method="get"
        action={localePath(locale, path)}
        className="mb-8 flex flex-wrap items-end gap-3 rounded-lg border bg-muted/40 p-4"
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          const query: Record<string, string> = {}
          for (const [k, v] of data.entries())
            if (typeof v === 'string' && v.trim()) query[k] = v.trim()
          void router.navigate({ href: localePath(locale, withQuery(path, query)) })
        }}
      >
        {fields.map((f) => (
          <div key={f.name} className="flex min-w-40 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-${f.name}`}>{f.label}</Label>
            {f.kind === 'select' ? (
              <NativeSelect id={`${id}-${f.name}`} name={f.name} defaultValue={f.value ?? ''}>
                <option value="">{t`All`}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                id={`${id}-${f.name}`}
                name={f.name}
                type="search"
                defaultValue={f.value ?? ''}
                placeholder={f.placeholder}
                maxLength={100}
              />
            )}
          </div>
        ))}
        {children}
        <Button type="submit">{submitLabel ?? t`Filter`}</Button>
      </form>
    </search>
  )
}
