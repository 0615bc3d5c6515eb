import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Dialog, DialogContent, DialogTitle } from '~/components/ui/dialog'
import { type AuthMode, AuthPanel } from './auth-forms'

/** The login dialog (loaded on first use by the header). Logging in reloads the page. */
export default function AuthDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
}) {
  const { t } = useLingui()
  // What had the focus when the dialog first opened (the header's log-in link): closed, the
  // dialog gives the focus back to it, never to the page's body.
  const [opener] = useState(() => document.activeElement)
  const [mode, setMode] = useState<AuthMode>('login')
  const titles: Record<AuthMode, string> = {
    login: t`Member Login`,
    register: t`Member Registration`,
    forget: t`Forgot Password`,
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Opened again, the dialog starts at log-in (its panel is new each time).
        if (!next) setMode('login')
        onOpenChange(next)
      }}
    >
      <DialogContent
        closeLabel={t`Close`}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // Opened by a link, not by a Radix trigger: Radix alone would leave the focus nowhere.
          event.preventDefault()
          if (opener instanceof HTMLElement) opener.focus()
        }}
      >
        <DialogTitle>{titles[mode]}</DialogTitle>
        <AuthPanel
          initial="login"
          onModeChange={setMode}
          onLoggedIn={() => window.location.reload()}
        />
      </DialogContent>
    </Dialog>
  )
}
