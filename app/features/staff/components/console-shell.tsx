import { I18nProvider } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import {
  ClipboardCheckIcon,
  ClipboardListIcon,
  ImageIcon,
  KeyRoundIcon,
  LayersIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  NewspaperIcon,
  PackageIcon,
  QrCodeIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UserCogIcon,
  UsersIcon,
} from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { getI18n, loadCatalogs } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { cn } from '~/lib/utils'
import { can, type Permission } from '~/shared/staff/roles'
import { StaffApiError, setApiLocale, setSignedOutHandler } from '../api'
import { staffCall } from '../calls'
import { ConsoleContext, useConsole } from '../console-context'
import { initialConsoleLocale, rememberConsoleLocale } from '../console-locale'
import { roleLabel } from '../labels'
import { staffKeys, staffQueries } from '../queries'
import { AccountSecurity } from './account-security'
import { SignIn } from './sign-in'
import { ErrorNote } from './ui'

/** The console's messages, and the forms' (field names of submissions). */
const CONSOLE_CATALOGS = ['messages', 'staff', 'forms', 'member', 'auth'] as const

/**
 * The staff console: its own language (a preference, not part of the URL), the sign-in gate,
 * navigation by role, and the screen. Rendered in the browser only: the page the server sends
 * is the same for everyone and holds no staff data.
 */
export function StaffConsole({ children }: { children: ReactNode }) {
  // The console's data cache, its own: the public site loads no data library (JS budget).
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } }),
  )
  const [locale, setLocale] = useState<Locale | null>(null)
  useEffect(() => {
    const first = initialConsoleLocale()
    void loadCatalogs(first, CONSOLE_CATALOGS).then(() => setLocale(first))
  }, [])
  useEffect(() => {
    if (!locale) return
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en'
    setApiLocale(locale)
  }, [locale])
  if (!locale) return <div className="min-h-screen bg-muted/30" aria-busy />
  const change = (next: Locale) => {
    rememberConsoleLocale(next)
    void loadCatalogs(next, CONSOLE_CATALOGS).then(() => setLocale(next))
  }
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={getI18n(locale)}>
        <Gate locale={locale} setLocale={change}>
          {children}
        </Gate>
      </I18nProvider>
    </QueryClientProvider>
  )
}

function Gate({
  locale,
  setLocale,
  children,
}: {
  locale: Locale
  setLocale: (locale: Locale) => void
  children: ReactNode
}) {
  const client = useQueryClient()
  const me = useQuery(staffQueries.me(locale))
  const [enrolling, setEnrolling] = useState(false)
  useEffect(() => {
    setSignedOutHandler(() => void client.resetQueries({ queryKey: staffKeys.me() }))
  }, [client])
  if (me.isPending) return <div className="min-h-screen bg-muted/30" aria-busy />
  if (me.error) {
    if (me.error instanceof StaffApiError && me.error.status === 401) {
      return (
        <SignIn
          locale={locale}
          setLocale={setLocale}
          onSignedIn={() => void client.resetQueries({ queryKey: staffKeys.me() })}
        />
      )
    }
    return (
      <main className="mx-auto max-w-lg p-8">
        <ErrorNote>{me.error.message}</ErrorNote>
      </main>
    )
  }
  const state = { me: me.data, locale, setLocale }
  // A forced enrolment stays on screen after "Turn on" (which ends mustEnrolTotp) until the
  // recovery codes, shown only then, are acknowledged.
  if (me.data.mustEnrolTotp && !enrolling) setEnrolling(true)
  return (
    <ConsoleContext.Provider value={state}>
      <Shell>{enrolling ? <MustEnrol onDone={() => setEnrolling(false)} /> : children}</Shell>
    </ConsoleContext.Provider>
  )
}

function MustEnrol({ onDone }: { onDone: () => void }) {
  return (
    <div className="max-w-2xl">
      <h1 className="mb-2 text-2xl font-bold">
        <Trans>Set up two-factor sign-in</Trans>
      </h1>
      <p className="mb-6 text-sm text-muted-foreground">
        <Trans>
          Admins must sign in with a code from an authenticator app. Set it up now to use the
          console.
        </Trans>
      </p>
      <AccountSecurity onCodesKept={onDone} />
    </div>
  )
}

type NavItem = {
  to: string
  label: ReactNode
  icon: typeof UsersIcon
  permission?: Permission
  /** A collection's list: shown to accounts that may work on it. */
  collection?: string
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { me, locale, setLocale } = useConsole()
  const client = useQueryClient()
  const path = useRouterState({ select: (s) => s.location.pathname })
  const items: NavItem[] = [
    { to: '/staff', label: <Trans>Dashboard</Trans>, icon: LayoutDashboardIcon },
    {
      to: '/staff/content/news',
      label: <Trans>News</Trans>,
      icon: NewspaperIcon,
      permission: 'content',
      collection: 'news',
    },
    {
      to: '/staff/content/products',
      label: <Trans>Products</Trans>,
      icon: PackageIcon,
      permission: 'content',
      collection: 'products',
    },
    {
      to: '/staff/review',
      label: <Trans>Review</Trans>,
      icon: ClipboardCheckIcon,
      permission: 'publish',
    },
    {
      to: '/staff/content',
      label: <Trans>All content</Trans>,
      icon: LayersIcon,
      permission: 'content',
    },
    {
      to: '/staff/site/settings',
      label: <Trans>Site settings</Trans>,
      icon: SettingsIcon,
      permission: 'site',
    },
    {
      to: '/staff/submissions',
      label: <Trans>Submissions</Trans>,
      icon: ClipboardListIcon,
      permission: 'submissions',
    },
    {
      to: '/staff/codes',
      label: <Trans>Security codes</Trans>,
      icon: QrCodeIcon,
      permission: 'codes',
    },
    { to: '/staff/members', label: <Trans>Members</Trans>, icon: UsersIcon, permission: 'members' },
    {
      to: '/staff/media',
      label: <Trans>Media library</Trans>,
      icon: ImageIcon,
      permission: 'media',
    },
    { to: '/staff/users', label: <Trans>Staff</Trans>, icon: UserCogIcon, permission: 'staff' },
    {
      to: '/staff/api-keys',
      label: <Trans>API keys</Trans>,
      icon: KeyRoundIcon,
      permission: 'staff',
    },
    {
      to: '/staff/audit',
      label: <Trans>Audit log</Trans>,
      icon: ScrollTextIcon,
      permission: 'audit',
    },
    { to: '/staff/account', label: <Trans>My account</Trans>, icon: ShieldCheckIcon },
  ]
  const visible = items.filter(
    (i) =>
      (!i.permission || can(me.role, i.permission)) &&
      (!i.collection || !me.collections || me.collections.includes(i.collection)),
  )
  const signOut = async () => {
    await staffCall('DELETE /session').catch(() => null)
    await client.resetQueries({ queryKey: staffKeys.me() })
  }
  return (
    <div className="min-h-screen bg-muted/30 lg:grid lg:grid-cols-[15rem_1fr]">
      <aside className="border-b bg-background lg:min-h-screen lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-2 px-4 py-4">
          <p className="font-bold">
            <Trans>Staff console</Trans>
          </p>
        </div>
        <nav aria-label={t`Console`} className="overflow-x-auto px-2 pb-2">
          <ul className="flex gap-1 lg:flex-col">
            {visible.map((item) => {
              // The item whose address is the longest start of the path is the current one.
              const best = visible
                .filter((i) => i.to !== '/staff' && (path === i.to || path.startsWith(`${i.to}/`)))
                .sort((a, b) => b.to.length - a.to.length)[0]
              const active =
                item.to === '/staff' ? path === '/staff' || path === '/staff/' : best === item
              const Icon = item.icon
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap',
                      active ? 'bg-primary/10 font-semibold text-primary' : 'hover:bg-muted',
                    )}
                  >
                    <Icon className="size-4" aria-hidden />
                    {item.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <header className="flex flex-wrap items-center justify-end gap-3 border-b bg-background px-6 py-3 text-sm">
          <span data-testid="staff-identity">
            {me.name || me.email} · {roleLabel(getI18n(locale), me.role)}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            lang={locale === 'zh' ? 'en' : 'zh-CN'}
            onClick={() => setLocale(locale === 'zh' ? 'en' : 'zh')}
          >
            {locale === 'zh' ? 'English' : '中文'}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => void signOut()}>
            <LogOutIcon aria-hidden />
            <Trans>Sign out</Trans>
          </Button>
        </header>
        <main className="px-4 py-6 md:px-8">{children}</main>
      </div>
    </div>
  )
}
