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

/** Mounts sonner's toaster when the first toast is asked for (never during the server render). */
export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const [on, setOn] = useState(false)
  useEffect(() => {
    requestToaster = () => setOn(true)
    if (wanted) setOn(true)
  }, [])
  if (!on) return null
  return createElement(Suspense, { fallback: null }, createElement(LazyToaster, props))
}
