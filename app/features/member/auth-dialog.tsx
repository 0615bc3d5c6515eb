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
      <DialogContent closeLabel={t`Close`} aria-describedby={undefined}>
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
