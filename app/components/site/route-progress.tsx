import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** A thin bar at the top while a navigation has been pending for more than 200 ms. */
export function RouteProgress() {
  const { t } = useLingui()
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!pending) {
      setVisible(false)
      return
    }
    const timer = window.setTimeout(() => setVisible(true), 200)
    return () => window.clearTimeout(timer)
  }, [pending])
  if (!visible) return null
  return (
    <div
      role="progressbar"
      aria-label={t`Loading page`}
      data-testid="route-progress"
      className="fixed top-0 left-0 z-[100] h-1 w-full overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-primary" />
    </div>
  )
}
