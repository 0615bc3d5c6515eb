import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import * as v from 'valibot'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import type { Locale } from '~/i18n/locale'
import { fieldErrorsOf } from '~/lib/field-errors'
import { toast } from '~/lib/toast'
import { MAILBOX_NAMES, type MailboxName } from '~/shared/mailboxes'
import { makeStaffSchemas } from '~/shared/staff/schemas'
import { StaffApiError } from '../api'
import { type AnswerOf, staffCall } from '../calls'
import { Card, ErrorNote, MoveButtons, moved, NoAccess, PageHeader } from '../components/ui'
import { useCan } from '../console-context'
import { staffKeys, staffQueries } from '../queries'

type Settings = AnswerOf<'GET /site-settings'>['en']
type Social = Settings['socials'][number]
/** A row of the list: `row` tells rows apart while they move (the key may change, or repeat). */
type SocialRow = Social & { row: number }

/** /staff/site/settings: the site title, hotline, social links and mailboxes of each language. */
export function SiteSettingsScreen() {
  const { t } = useLingui()
  const settings = useQuery(staffQueries.siteSettings())
  if (!useCan('content')) return <NoAccess />
  const languages: Array<[Locale, string]> = [
    ['en', t`English`],
    ['zh', t`Chinese`],
  ]
  return (
    <>
      <PageHeader
        title={<Trans>Site settings</Trans>}
        intro={
          <Trans>
            The site title, hotline and social links every page shows, and the contact page's
            mailboxes, in each language. Saving updates every page at once.
          </Trans>
        }
      />
      {settings.error && <ErrorNote>{settings.error.message}</ErrorNote>}
      {settings.data && (
        <div className="flex flex-col gap-6">
          {languages.map(([locale, name]) => (
            <SettingsForm
              // A new answer (after a save) starts the form afresh from what was stored.
              key={`${locale}-${JSON.stringify(settings.data[locale])}`}
              locale={locale}
              language={name}
              initial={settings.data[locale]}
              mailDomain={settings.data.mailDomain}
            />
          ))}
        </div>
      )}
    </>
  )
}

/** A text field with its label and its message, wired for assistive technology. */
function Field({
  label,
  error,
  required,
  children,
}: {
  label: string
  error: string | undefined
  required?: boolean
  children: (props: {
    id: string
    'aria-invalid': boolean | undefined
    'aria-describedby': string | undefined
  }) => ReactNode
}) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <Label htmlFor={id} required={required} className="text-xs">
        {label}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

function SettingsForm({
  locale,
  language,
  initial,
  mailDomain,
}: {
  locale: Locale
  language: string
  initial: Settings
  mailDomain: string
}) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const [siteTitle, setSiteTitle] = useState(initial.siteTitle)
  const [hotline, setHotline] = useState(initial.hotline)
  const [socials, setSocials] = useState<SocialRow[]>(() =>
    initial.socials.map((s, row) => ({ ...s, row })),
  )
  const [nextRow, setNextRow] = useState(initial.socials.length)
  const [mailboxes, setMailboxes] = useState(initial.mailboxes)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const mailboxLabels: Record<MailboxName, string> = {
    info: t`Headquarters`,
    sales: t`Sales`,
    service: t`After-sales service`,
    hr: t`Job applications`,
  }
  const setSocial = (index: number, field: 'key' | 'label' | 'url', value: string) =>
    setSocials((list) => list.map((s, i) => (i === index ? { ...s, [field]: value } : s)))
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    const body = {
      locale,
      siteTitle,
      hotline,
      socials: socials.map(({ key, label, url }) => ({ key, label, url })),
      mailboxes,
    }
    const checked = v.safeParse(makeStaffSchemas(i18n).siteSettings, body)
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.issues))
      focusFirstInvalid(event.currentTarget)
      return
    }
    setErrors({})
    setSaving(true)
    const form = event.currentTarget
    try {
      await staffCall('POST /site-settings', { body })
      toast.success(t`Saved`)
      await client.invalidateQueries({ queryKey: staffKeys.siteSettings() })
    } catch (failure) {
      if (failure instanceof StaffApiError && Object.keys(failure.fieldErrors).length) {
        setErrors(failure.fieldErrors)
        focusFirstInvalid(form)
      } else setFormError(failure instanceof Error ? failure.message : t`Saving failed`)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Card>
      <form
        noValidate
        aria-label={t`Site settings (${language})`}
        data-testid={`site-settings-${locale}`}
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-5"
      >
        <h2 className="text-lg font-semibold">{language}</h2>
        <div className="flex flex-wrap gap-4">
          <Field label={t`Site title`} error={errors.siteTitle} required>
            {(p) => (
              <Input
                {...p}
                name="siteTitle"
                value={siteTitle}
                maxLength={100}
                onChange={(e) => setSiteTitle(e.target.value)}
              />
            )}
          </Field>
          <Field label={t`Hotline`} error={errors.hotline} required>
            {(p) => (
              <Input
                {...p}
                name="hotline"
                type="tel"
                value={hotline}
                maxLength={30}
                onChange={(e) => setHotline(e.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">{t`Social links`}</legend>
          <p className="text-xs text-muted-foreground">
            <Trans>
              Shown under “Follow us” in the footer; the first three (WeChat aside) have a QR code
              in the side bar. An address starts with https:// or is a path of this site (/…).
            </Trans>
          </p>
          {errors.socials && <p className="text-xs text-destructive">{errors.socials}</p>}
          <ol className="flex flex-col gap-3">
            {socials.map((social, index) => (
              <li
                key={social.row}
                className="flex flex-wrap items-start gap-3 rounded-md border p-3"
                data-testid={`social-row-${index}`}
              >
                <Field label={t`Identifier`} error={errors[`socials.${index}.key`]} required>
                  {(p) => (
                    <Input
                      {...p}
                      value={social.key}
                      maxLength={30}
                      placeholder="weibo"
                      onChange={(e) => setSocial(index, 'key', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t`Name`} error={errors[`socials.${index}.label`]} required>
                  {(p) => (
                    <Input
                      {...p}
                      value={social.label}
                      maxLength={50}
                      onChange={(e) => setSocial(index, 'label', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t`Address`} error={errors[`socials.${index}.url`]} required>
                  {(p) => (
                    <Input
                      {...p}
                      value={social.url}
                      maxLength={500}
                      placeholder="https://"
                      onChange={(e) => setSocial(index, 'url', e.target.value)}
                    />
                  )}
                </Field>
                <div className="flex items-center gap-1 self-end">
                  <MoveButtons
                    index={index}
                    count={socials.length}
                    onMove={(from, to) => setSocials((list) => moved(list, from, to))}
                    earlierLabel={t`Move “${social.label}” up`}
                    laterLabel={t`Move “${social.label}” down`}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove “${social.label}”`}
                    onClick={() => setSocials((list) => list.filter((_, i) => i !== index))}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={socials.length >= 12}
              onClick={() => {
                setSocials((list) => [...list, { key: '', label: '', url: '', row: nextRow }])
                setNextRow((n) => n + 1)
              }}
            >
              <PlusIcon aria-hidden />
              <Trans>Add a social link</Trans>
            </Button>
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">{t`Mailboxes`}</legend>
          <p className="text-xs text-muted-foreground">
            <Trans>
              The contact page's addresses and the recruitment address. Left empty, a mailbox is its
              name at {mailDomain}.
            </Trans>
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            {MAILBOX_NAMES.map((name) => (
              <Field key={name} label={mailboxLabels[name]} error={errors[`mailboxes.${name}`]}>
                {(p) => (
                  <Input
                    {...p}
                    type="email"
                    value={mailboxes[name]}
                    maxLength={200}
                    placeholder={`${name}@${mailDomain}`}
                    onChange={(e) => setMailboxes((m) => ({ ...m, [name]: e.target.value }))}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <div>
          <Button type="submit" disabled={saving}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Card>
  )
}

/** After a refused save, the focus goes to the first field with a message (decision 0012). */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}
