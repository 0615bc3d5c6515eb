import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react'

/**
 * Deferred hydration: the server renders the children in full; in the browser they stay the
 * server's HTML (visible, typeable) until the visitor first presses a key, touches, clicks or
 * focuses something, and only then does their code load and hydrate. Hydration gives the fields
 * their state's values, so what was typed or chosen before is noted and given back to the
 * fields as input events; a button pressed before (a switch to another mode of the form) is
 * pressed again, and a form submitted before is held and submitted once its code is there: the
 * visitor's first action always counts.
 *
 * Only the first page of a visit defers: pages reached by navigation render their children at
 * once (their code loads with the route).
 */
const EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
let interaction: Promise<void> | undefined

function firstInteraction(): Promise<void> {
  interaction ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const name of EVENTS) window.removeEventListener(name, done, true)
      resolve()
    }
    for (const name of EVENTS) window.addEventListener(name, done, { capture: true, passive: true })
  })
  return interaction
}

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

const noSubscription = () => () => {}

/** True while React hydrates server HTML (it reads the server snapshot), false when it renders. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
}

function Gate({ children }: { children: ReactNode }) {
  const hydrating = useHydrating()
  // Suspending while hydrating leaves the server's HTML in place until the promise settles.
  if (hydrating && typeof window !== 'undefined') use(firstInteraction())
  return children
}

/** Runs after the children's own effects: they are hydrated and their handlers attached. */
function AfterChildren({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
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
  const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null)
  const typed = useRef(new Map<Field, string | boolean>())
  const pressed = useRef<HTMLButtonElement | null>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const note = (event: Event) => {
      const field = event.target
      if (live.current || !isField(field) || !element.contains(field)) return
      typed.current.set(field, isToggle(field) ? (field as HTMLInputElement).checked : field.value)
    }
    // Until the children hydrate, a submit is the browser's own: a page load with the fields
    // in the address. Hold it; it is submitted again when the form's code is there.
    const hold = (event: SubmitEvent) => {
      const form = event.target
      if (live.current || !(form instanceof HTMLFormElement) || !element.contains(form)) return
      event.preventDefault()
      held.current = { form, submitter: event.submitter }
    }
    // A plain button (type=button) has no action of its own before its code is there: note the
    // last one pressed. Submit buttons submit, which `hold` keeps.
    const press = (event: MouseEvent) => {
      if (live.current || !(event.target instanceof Element)) return
      const button = event.target.closest('button')
      if (button && button.type === 'button' && element.contains(button)) pressed.current = button
    }
    // On the window, capturing: React stops these events at the document while the part they
    // belong to is not hydrated.
    window.addEventListener('input', note, true)
    window.addEventListener('change', note, true)
    window.addEventListener('submit', hold, true)
    window.addEventListener('click', press, true)
    return () => {
      window.removeEventListener('input', note, true)
      window.removeEventListener('change', note, true)
      window.removeEventListener('submit', hold, true)
      window.removeEventListener('click', press, true)
    }
  }, [])
  const hydrated = () => {
    live.current = true
    for (const [field, value] of typed.current) if (field.isConnected) giveBack(field, value)
    typed.current.clear()
    const button = pressed.current
    pressed.current = null
    if (button?.isConnected) button.click()
    const submit = held.current
    held.current = null
    if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter)
  }
  return (
    <div ref={box} className="contents">
      <Suspense fallback={fallback}>
        <Gate>
          {children}
          <AfterChildren run={hydrated} />
        </Gate>
      </Suspense>
    </div>
  )
}

type Renderable<P> = ComponentType<P> | LazyExoticComponent<ComponentType<P>>

/** A component whose module loads when it first renders in the browser (React's lazy). */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Renderable<P> {
  return lazy(() => load().then((component) => ({ default: component })))
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
