import { type ComponentProps, createElement, lazy, Suspense, useEffect, useState } from 'react'

type Sonner = typeof import('sonner')
type ToastOptions = Parameters<Sonner['toast']['success']>[1]

/**
 * Toasts without their library in the first download: sonner and its toaster load when the
 * page first shows a toast. The API mirrors sonner's `toast`.
 */
const load = () => import('sonner')

let markMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve
})
let wanted = false
let requestToaster: () => void = () => {}

function show(fire: (t: Sonner['toast']) => void) {
  wanted = true
  requestToaster()
  void Promise.all([load(), toasterMounted]).then(([{ toast: t }]) => fire(t))
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show((t) => t.success(message, options)),
  error: (message: string, options?: ToastOptions) => show((t) => t.error(message, options)),
  message: (message: string, options?: ToastOptions) => show((t) => t.message(message, options)),
}

const LazyToaster = lazy(() =>
  load().then((m) => ({
    default: (props: ComponentProps<Sonner['Toaster']>) => {
      useEffect(() => markMounted(), [])
      return createElement(m.Toaster, props)
    },
  })),
)

/** Below sonner's own breakpoint toasts span the screen: at the bottom, off the header's menu. */
const PHONE = '(max-width: 599px)'

/**
 * Mounts sonner's toaster when the first toast is asked for (never during the server render).
 * On phones the toasts show at the bottom of the screen, and elsewhere below the header: a
 * toast never covers the menu.
 */
export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const [on, setOn] = useState(false)
  useEffect(() => {
    requestToaster = () => setOn(true)
    if (wanted) setOn(true)
  }, [])
  if (!on) return null
  const phone = window.matchMedia(PHONE).matches
  return createElement(
    Suspense,
    { fallback: null },
    createElement(
      LazyToaster,
      phone ? { ...props, position: 'bottom-center', mobileOffset: { bottom: 16 } } : props,
    ),
  )
}
