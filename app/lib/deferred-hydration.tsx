import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react'

/**
 * Deferred hydration, the small part: the server renders the children in full; in the browser
 * they stay the server's HTML (visible, links working) until the visitor first presses a key,
 * touches, clicks or focuses something anywhere on the page, and only then does their code load
 * and hydrate. A plain button pressed before that is pressed again once it works. Forms need
 * more (what was typed, a held submit): `~/lib/hydrate-on-interaction` builds on this.
 *
 * Only the first page of a visit defers: parts rendered after hydration render at once.
 */
const EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
let interaction: Promise<void> | undefined

export function firstInteraction(): Promise<void> {
  interaction ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const name of EVENTS) window.removeEventListener(name, done, true)
      resolve()
    }
    for (const name of EVENTS) window.addEventListener(name, done, { capture: true, passive: true })
  })
  return interaction
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

/**
 * Notes the last plain button (type=button) pressed inside `box` while `live` is false, and
 * holds the submit of a form that needs its code.
 */
export function usePressedButton(box: RefObject<HTMLElement | null>, live: RefObject<boolean>) {
  const pressed = useRef<HTMLButtonElement | null>(null)
  useEffect(() => {
    // On the window, capturing: React stops the event at the document while the part it
    // belongs to is not hydrated.
    const press = (event: MouseEvent) => {
      if (live.current || !(event.target instanceof Element)) return
      const button = event.target.closest('button')
      // A popover's button did its own thing already (opened its popover: decision 0012),
      // unless its code does more (`data-press-again`).
      if (
        button &&
        button.type === 'button' &&
        (!button.hasAttribute('popovertarget') || button.hasAttribute('data-press-again')) &&
        box.current?.contains(button)
      ) {
        pressed.current = button
      }
    }
    // A click React could not deliver (its part not hydrated) is stopped in the capture phase;
    // one that hydrated its part on the spot went to the button's handler and bubbles up here,
    // so it is not pressed again.
    const handled = (event: MouseEvent) => {
      if (event.target instanceof Node && pressed.current?.contains(event.target)) {
        pressed.current = null
      }
    }
    // A form showing a part only its code can do (`data-needs-code`: the proof of work past the
    // captcha's ceiling) is not the browser's to post, whose post the server would refuse: its
    // submit waits for the form's code (a part hydrated on the spot is live by now).
    const hold = (event: SubmitEvent) => {
      const button = event.submitter
      if (
        !live.current &&
        button instanceof HTMLButtonElement &&
        box.current?.contains(button) &&
        button.form?.querySelector('[data-needs-code]')
      ) {
        event.preventDefault()
        pressed.current = button
      }
    }
    window.addEventListener('click', press, true)
    window.addEventListener('click', handled)
    window.addEventListener('submit', hold, true)
    return () => {
      window.removeEventListener('click', press, true)
      window.removeEventListener('click', handled)
      window.removeEventListener('submit', hold, true)
    }
  }, [box, live])
  /** Presses the noted button again (now that its handler is attached), once the click is over. */
  return () => {
    setTimeout(() => {
      const button = pressed.current
      pressed.current = null
      if (button?.isConnected) button.click()
    })
  }
}

/**
 * The box a deferred part lives in: its children hydrate on the first interaction, then
 * `onHydrated` runs (their handlers are attached by then).
 */
export function DeferredBox({
  box,
  fallback = null,
  onHydrated,
  children,
}: {
  box: RefObject<HTMLDivElement | null>
  /** Shown only when the children's code is still loading after a client-side navigation. */
  fallback?: ReactNode
  onHydrated: () => void
  children: ReactNode
}) {
  return (
    <div ref={box} className="contents">
      <Suspense fallback={fallback}>
        <Gate>
          {children}
          <AfterChildren run={onHydrated} />
        </Gate>
      </Suspense>
    </div>
  )
}

/** The children, server-rendered, hydrated on the visitor's first interaction. */
export function DeferredHydration({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const live = useRef(false)
  const pressAgain = usePressedButton(box, live)
  const hydrated = () => {
    live.current = true
    pressAgain()
  }
  return (
    <DeferredBox box={box} onHydrated={hydrated}>
      {children}
    </DeferredBox>
  )
}

export type Renderable<P> = ComponentType<P> | LazyExoticComponent<ComponentType<P>>

/** A component whose module loads when it first renders in the browser (React's lazy). */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Renderable<P> {
  return lazy(() => load().then((component) => ({ default: component })))
}
