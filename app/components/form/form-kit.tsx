import { Trans } from '@lingui/react/macro'
import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form'
import { type ComponentProps, createContext, type ReactNode, useContext, useId } from 'react'
import { Button } from '~/components/ui/button'
import { Input, Label, NativeSelect, RequiredMark, Textarea } from '~/components/ui/input'
import { cn } from '~/lib/utils'

export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts()

/** Messages of a field's errors: Valibot issues, server strings, or both. */
export function errorMessages(errors: readonly unknown[]): string[] {
  const out: string[] = []
  for (const error of errors) {
    if (typeof error === 'string') out.push(error)
    else if (typeof error === 'object' && error !== null) {
      const message = Reflect.get(error, 'message')
      if (typeof message === 'string') out.push(message)
    }
  }
  return [...new Set(out)]
}

type AnyField = ReturnType<typeof useFieldContext<string>>

/**
 * The server's message on a field (`formApi.setFieldMeta(name, serverError(text))`): it shows
 * until the person changes the value or the form's own checks run.
 */
export function serverError(message: string) {
  return <M extends { errorMap: object }>(meta: M): M => ({
    ...meta,
    errorMap: { ...meta.errorMap, onServer: message },
  })
}

/** A new value from the person: a server's message about the old value no longer applies. */
function changeValue(field: AnyField, value: string) {
  if (field.state.meta.errorMap.onServer) {
    field.setMeta((m) => ({ ...m, errorMap: { ...m.errorMap, onServer: undefined } }))
  }
  field.handleChange(value)
}

/**
 * Field messages of a post the server refused (the form was posted by the browser itself): shown
 * on their fields until the visitor changes them or the form's own checks run.
 */
const PostedErrors = createContext<Record<string, string>>({})
const NO_ERRORS: Record<string, string> = {}

/** The errors to show for the current field: after a touch or a submit, or from the server. */
function useVisibleErrors(): string[] {
  const field = useFieldContext<unknown>()
  const posted = useContext(PostedErrors)[field.name]
  const touched = useStore(field.store, (s) => s.meta.isTouched)
  const errors = errorMessages(
    useStore(field.store, (s) =>
      s.meta.isTouched || s.meta.errorMap.onServer ? s.meta.errors : [],
    ),
  )
  return errors.length > 0 || touched || !posted ? errors : [posted]
}

type FieldShellProps = {
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  children: (ids: {
    id: string
    describedBy: string | undefined
    invalid: boolean
    autoFocus: boolean | undefined
  }) => ReactNode
}

/** Label (with the required asterisk), control, hint and error text wired with ARIA. */
function FieldShell({ label, required, hint, children }: FieldShellProps) {
  const field = useFieldContext<unknown>()
  const id = useId()
  const errors = useVisibleErrors()
  const invalid = errors.length > 0
  // A post refused without the page's code comes back with the browser's focus on the first
  // field with a message (the browser honours the first `autofocus` of a page); only in the
  // server's HTML, so that the code never moves the focus when it arrives.
  const posted = useContext(PostedErrors)[field.name]
  const autoFocus = import.meta.env.SSR && posted ? true : undefined
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = invalid ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1.5" data-field={field.name}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({ id, describedBy, invalid, autoFocus })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="text-sm text-destructive" data-testid={`error-${field.name}`}>
          {errors[0]}
        </p>
      )}
    </div>
  )
}

type TextFieldProps = {
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'datetime-local'
  inputMode?: 'text' | 'tel' | 'numeric' | 'email'
  autoComplete?: string
  placeholder?: string
  maxLength?: number
  /** Beside the input, on its line (a captcha image, a send-code button): hint and error go below. */
  addon?: ReactNode
}

export function TextField({
  label,
  required,
  hint,
  type = 'text',
  addon,
  ...rest
}: TextFieldProps) {
  const field = useFieldContext<string>()
  return (
    <FieldShell label={label} required={required} hint={hint}>
      {({ id, describedBy, invalid, autoFocus }) => {
        const input = (
          <Input
            id={id}
            name={field.name}
            type={type}
            value={field.state.value ?? ''}
            onChange={(e) => changeValue(field, e.target.value)}
            onBlur={field.handleBlur}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            autoFocus={autoFocus}
            {...rest}
          />
        )
        if (!addon) return input
        return (
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1">{input}</div>
            {addon}
          </div>
        )
      }}
    </FieldShell>
  )
}

/** A password: `fresh` for a new one (the browser may offer to make one up), else the current one. */
export function PasswordField({
  label,
  hint,
  fresh,
}: {
  label: ReactNode
  hint?: ReactNode
  fresh?: boolean
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      required
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
    />
  )
}

/** A box that must be ticked (a consent): posted as `1`, its message below it. */
export function CheckboxField({ label }: { label: ReactNode }) {
  const field = useFieldContext<string>()
  const id = useId()
  const errors = useVisibleErrors()
  const invalid = errors.length > 0
  return (
    <div className="flex flex-col gap-1.5" data-field={field.name}>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          value="1"
          className="mt-0.5 size-4 accent-primary"
          checked={field.state.value === '1'}
          onChange={(e) => changeValue(field, e.target.checked ? '1' : '')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          required
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {invalid && (
        <p
          id={`${id}-error`}
          className="text-sm text-destructive"
          data-testid={`error-${field.name}`}
        >
          {errors[0]}
        </p>
      )}
    </div>
  )
}

export function TextareaField({
  label,
  required,
  hint,
  maxLength,
}: Pick<TextFieldProps, 'label' | 'required' | 'hint' | 'maxLength'>) {
  const field = useFieldContext<string>()
  return (
    <FieldShell label={label} required={required} hint={hint}>
      {({ id, describedBy, invalid, autoFocus }) => (
        <Textarea
          id={id}
          name={field.name}
          value={field.state.value ?? ''}
          maxLength={maxLength}
          onChange={(e) => changeValue(field, e.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          autoFocus={autoFocus}
        />
      )}
    </FieldShell>
  )
}

export type Option = { value: string; label: string }

export function SelectField({
  label,
  required,
  hint,
  options,
  placeholder,
}: Pick<TextFieldProps, 'label' | 'required' | 'hint' | 'placeholder'> & { options: Option[] }) {
  const field = useFieldContext<string>()
  return (
    <FieldShell label={label} required={required} hint={hint}>
      {({ id, describedBy, invalid, autoFocus }) => (
        <NativeSelect
          id={id}
          name={field.name}
          value={field.state.value ?? ''}
          onChange={(e) => changeValue(field, e.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          autoFocus={autoFocus}
        >
          <option value="">{placeholder ?? '—'}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldShell>
  )
}

/** A group of radio buttons in a fieldset (e.g. a rating scale or an application type). */
export function RadioField({
  label,
  required,
  options,
  className,
}: {
  label: ReactNode
  required?: boolean
  options: Option[]
  className?: string
}) {
  const field = useFieldContext<string>()
  const id = useId()
  const errors = useVisibleErrors()
  return (
    <fieldset
      className={cn('flex flex-col gap-1.5', className)}
      data-field={field.name}
      aria-describedby={errors.length ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        {required && <RequiredMark />}
        {label}
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={field.name}
              value={o.value}
              checked={field.state.value === o.value}
              onChange={() => changeValue(field, o.value)}
              onBlur={field.handleBlur}
              aria-invalid={errors.length > 0 || undefined}
              className="size-4 accent-primary"
            />
            {o.label}
          </label>
        ))}
      </div>
      {errors.length > 0 && (
        <p
          id={`${id}-error`}
          className="text-sm text-destructive"
          data-testid={`error-${field.name}`}
        >
          {errors[0]}
        </p>
      )}
    </fieldset>
  )
}

/**
 * After a refused submit, the focus goes to the first field with a message (drawn by the next
 * frame), so a keyboard or screen-reader user lands where the form needs them; a form refused
 * as a whole (its message above the button is an alert) keeps the focus where it was.
 */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}

/**
 * The form element of an app form. Before its code has arrived (or without JavaScript) the
 * browser posts it to `action`, a page whose server handler checks it with the same schema
 * (decision 0011); once live, submitting runs the form's own checks and its server function.
 * `errors`: the field messages of a post the server refused, shown on their fields. A form
 * without an action (the staff console's, which needs its code) still never puts its fields
 * into an address: the browser's own submit is a POST that the page refuses.
 */
export function Form({
  children,
  action,
  errors,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate' | 'method' | 'action'> & {
  action?: string
  errors?: Record<string, string>
}) {
  const form = useFormContext()
  return (
    <PostedErrors.Provider value={errors ?? NO_ERRORS}>
      <form
        noValidate
        method="post"
        action={action}
        {...props}
        onSubmit={(e) => {
          e.preventDefault()
          const element = e.currentTarget
          void form.handleSubmit().then(() => focusFirstInvalid(element))
        }}
      >
        {children}
      </form>
    </PostedErrors.Provider>
  )
}

export function SubmitButton({ children, className }: { children: ReactNode; className?: string }) {
  const form = useFormContext()
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  return (
    <Button type="submit" disabled={submitting} aria-busy={submitting} className={className}>
      {submitting ? <Trans>Submitting…</Trans> : children}
    </Button>
  )
}

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    PasswordField,
    TextareaField,
    SelectField,
    RadioField,
    CheckboxField,
  },
  formComponents: { Form, SubmitButton },
})
