import { useLingui } from '@lingui/react/macro'
import { Dialog, DialogContent, DialogTitle } from '~/components/ui/dialog'
import { AuthPanel } from './auth-forms'

/** The login dialog (loaded on first use by the header). Logging in reloads the page. */
export default function AuthDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
}) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Close`} aria-describedby={undefined}>
        <DialogTitle>{t`Member Login`}</DialogTitle>
        <AuthPanel initial="login" onLoggedIn={() => window.location.reload()} />
      </DialogContent>
    </Dialog>
  )
}
