import { type ReactNode, useEffect, useRef } from 'react'
import { DeferredBox, lazyComponent, type Renderable, usePressedButton } from './deferred-hydration'

export { lazyComponent }

/**
 * Deferred hydration: the server renders the children in full; in the browser they stay the
 * server's HTML (visible, typeable) until the visitor first presses a key, touches, clicks or
 * focuses something, and only then does their code load and hydrate. Hydration gives the fields
 * their state's values, so what was typed or chosen before is noted (heard as it happens, or
 * read from the fields when it came before the page's code) and given back to the fields as
 * input events; a button pressed before (a switch to another mode of the form) is
 * pressed again. A form submitted before is the browser's own post to the form's page, which the
 * server handles as it handles the form's code (decision 0011): the visitor's first action
 * always counts. Except in a form showing a part only its code can do (`data-needs-code`: the
 * proof of work past the captcha's ceiling), whose own post the server would refuse: once the
 * page's code runs, its submit button pressed before the form's code is pressed again after.
 *
 * Only the first page of a visit defers: pages reached by navigation render their children at
 * once (their code loads with the route).
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
}

const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')

/**
 * What a field holds that the server's HTML did not give it (its value, or its checked state
 * when that changed): what was typed or chosen before this code ran, when no event could be
 * noted yet. Nothing for a file field, whose value a script may not set.
 */
function changedFromHtml(field: Field): string | boolean | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].some((option) => option.selected !== option.defaultSelected)
    return chosen ? field.value : undefined
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return undefined
  if (field instanceof HTMLInputElement && isToggle(field)) {
    return field.checked === field.defaultChecked ? undefined : field.checked
  }
  return field.value === field.defaultValue ? undefined : field.value
}

/**
 * Sets a field as the person did, so that React's onChange sees it. The DOM may still show the
 * value while the state does not have it: the field is first set through React's own value
 * tracker to something else, so that the change is seen.
 */
function giveBack(field: Field, value: string | boolean) {
  if (typeof value === 'boolean') {
    if (!value || !(field instanceof HTMLInputElement)) return
    field.checked = false
    field.click()
    return
  }
  if (value === '') return
  field.value = ''
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  const type = field instanceof HTMLSelectElement ? 'change' : 'input'
  field.dispatchEvent(new Event(type, { bubbles: true }))
}

export function HydrateOnInteraction({
  children,
  fallback = null,
}: {
  children: ReactNode
  /** Shown only when the children's code is still loading after a client-side navigation. */
  fallback?: ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  const live = useRef(false)
  const typed = useRef(new Map<Field, string | boolean>())
  const pressAgain = usePressedButton(box, live)
  useEffect(() => {
    const element = box.current
    if (!element) return
    // Typed before the page's code ran: no listener heard it, the fields still show it.
    if (!live.current) {
      for (const field of element.querySelectorAll<Field>('input, textarea, select')) {
        const value = changedFromHtml(field)
        if (value !== undefined) typed.current.set(field, value)
      }
    }
    const note = (event: Event) => {
      const field = event.target
      if (live.current || !isField(field) || !element.contains(field)) return
      typed.current.set(field, isToggle(field) ? (field as HTMLInputElement).checked : field.value)
    }
    // On the window, capturing: React stops these events at the document while the part they
    // belong to is not hydrated.
    window.addEventListener('input', note, true)
    window.addEventListener('change', note, true)
    return () => {
      window.removeEventListener('input', note, true)
      window.removeEventListener('change', note, true)
    }
  }, [])
  const hydrated = () => {
    live.current = true
    for (const [field, value] of typed.current) if (field.isConnected) giveBack(field, value)
    typed.current.clear()
    // A plain button (type=button) pressed before had no action of its own yet, nor a held
    // submit button; other submit buttons posted the form to its page.
    pressAgain()
  }
  return (
    <DeferredBox box={box} fallback={fallback} onHydrated={hydrated}>
      {children}
    </DeferredBox>
  )
}

/** The component, server-rendered, hydrated on the visitor's first interaction. */
export function hydratedOnInteraction<P extends object>(Component: Renderable<P>) {
  return function OnInteraction(props: P) {
    return (
      <HydrateOnInteraction>
        <Component {...props} />
      </HydrateOnInteraction>
    )
  }
}
