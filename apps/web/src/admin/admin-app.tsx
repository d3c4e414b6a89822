import type { AdminArea, StaffMember } from '@cartwise/domain/admin/staff';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useGetShopSettingsQuery } from '@/features/shop/api/shop-api';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { ShopNameContext, SITE_NAME } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { useGetStaffMeQuery, useStaffSignOutMutation } from './api/admin-api';
import { AdminSignIn } from './admin-sign-in';
import type { SectionProps } from './section';
import { AdminButton, Loading } from './ui';

/** A section of the back office: its address under /admin, its name in the navigation, its area and page. */
interface Section {
  path: string;
  label: string;
  area: AdminArea;
  Page: ComponentType<SectionProps>;
}

const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType<SectionProps>) =>
  lazy(async () => ({ default: pick(await load()) }));

/** The sections, in the order of the navigation; each loads when first opened. A role sees those its areas open. */
const SECTIONS: readonly Section[] = [
  { path: '', label: 'Dashboard', area: 'dashboard', Page: page(() => import('./dashboard/dashboard-page'), (m) => m.DashboardPage) },
  { path: 'products', label: 'Products', area: 'products', Page: page(() => import('./products/products-page'), (m) => m.ProductsPage) },
  { path: 'orders', label: 'Orders', area: 'orders', Page: page(() => import('./orders/orders-section'), (m) => m.OrdersSection) },
  { path: 'customers', label: 'Customers', area: 'customers', Page: page(() => import('./customers/customers-section'), (m) => m.CustomersSection) },
  { path: 'coupons', label: 'Coupons', area: 'coupons', Page: page(() => import('./coupons/coupons-section'), (m) => m.CouponsSection) },
  { path: 'reviews', label: 'Reviews', area: 'products', Page: page(() => import('./reviews/reviews-page'), (m) => m.ReviewsPage) },
  { path: 'settings', label: 'Settings', area: 'settings', Page: page(() => import('./settings/settings-page'), (m) => m.SettingsPage) },
  { path: 'emails', label: 'Emails', area: 'emails', Page: page(() => import('./emails/emails-page'), (m) => m.EmailsPage) },
  { path: 'audit', label: 'Audit log', area: 'audit', Page: page(() => import('./audit/audit-page'), (m) => m.AuditPage) },
];

/** The section an address under /admin opens, and the rest of the address after it. */
function sectionAt(pathname: string, sections: readonly Section[]): { section: Section | undefined; rest: string } {
  const inside = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  const [first = '', ...rest] = inside.split('/');
  return { section: sections.find((section) => section.path === first), rest: rest.join('/') };
}

/** After a move to another page of the back office, focus goes to its content, as after a page load. */
function useFocusOnNewPage(main: React.RefObject<HTMLElement | null>, pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

function Shell({ member }: { member: StaffMember }) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const [signOut, { isLoading }] = useStaffSignOutMutation();
  useFocusOnNewPage(main, pathname);
  const sections = SECTIONS.filter((section) => member.areas.includes(section.area));
  const { section, rest } = sectionAt(pathname, sections);
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold">Back office</p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {member.email} <span className="text-gray-700">({member.role})</span>
            </span>
            <a href="/" className="font-medium text-brand-700 underline">
              View the shop
            </a>
            <AdminButton variant="secondary" small busy={isLoading} onClick={() => void signOut()}>
              Sign out
            </AdminButton>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label="Back office" className="md:w-48 md:shrink-0">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {sections.map((item) => {
              const current = item === section && (item.path === '' || rest === '');
              return (
                <li key={item.path}>
                  <Link
                    to={item.path === '' ? '/admin' : `/admin/${item.path}`}
                    aria-current={current ? 'page' : undefined}
                    className={`block rounded-lg px-3 py-2 text-sm font-medium ${item === section ? 'bg-brand-50 text-brand-800' : 'text-gray-800 hover:bg-gray-100'}`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <main id="admin-main" ref={main} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <Suspense fallback={<Loading label="Loading…" />}>
            {section ? (
              <section.Page member={member} rest={rest} />
            ) : (
              <>
                <h1 className="mb-4 text-2xl font-bold">Not found</h1>
                <p>There is no such page in the back office, or your role does not open it.</p>
              </>
            )}
          </Suspense>
        </main>
      </div>
    </div>
  );
}

function NotStaff({ message }: { message: string }) {
  const [signOut, { isLoading }] = useStaffSignOutMutation();
  return (
    <main id="admin-main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold">Back office</h1>
      <p role="alert">{message}</p>
      <AdminButton variant="secondary" busy={isLoading} onClick={() => void signOut()}>
        Sign in with another account
      </AdminButton>
    </main>
  );
}

/**
 * `/admin/*`: the back office, a chunk of its own loaded only when visited. It asks who is signed in: the
 * sign-in form for nobody (or a session that ended), a refusal for a shopper, the shell for staff.
 */
export function AdminApp() {
  // The server draws the page without the browser's cookies: it shows the loading line, and the browser asks.
  const hydrated = useHydrated();
  // The titles name the shop as its settings do (the public settings: staff cannot read the owner's).
  const shopName = useGetShopSettingsQuery(undefined, { skip: !hydrated }).data?.shopName ?? SITE_NAME;
  return (
    <ShopNameContext.Provider value={shopName}>
      <AdminScreens hydrated={hydrated} />
    </ShopNameContext.Provider>
  );
}

function AdminScreens({ hydrated }: { hydrated: boolean }) {
  const me = useGetStaffMeQuery(undefined, { skip: !hydrated });
  if (!hydrated || me.isLoading) {
    return (
      <main id="admin-main" className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-2xl font-bold">Back office</h1>
        <Loading label="Opening the back office…" />
      </main>
    );
  }
  // After signing out the last answer's data stays beside the new refusal: the refusal counts.
  if (me.data && !me.isError) return <Shell member={me.data} />;
  const status = apiErrorStatus(me.error);
  if (status === 403) return <NotStaff message={apiErrorMessage(me.error, 'This account has no access to the back office.')} />;
  if (status === 401) {
    const message = apiErrorMessage(me.error, '');
    return <AdminSignIn notice={/12 hours/.test(message) ? message : undefined} />;
  }
  return (
    <main id="admin-main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold">Back office</h1>
      <p role="alert">The back office could not be reached. Please reload the page.</p>
    </main>
  );
}
