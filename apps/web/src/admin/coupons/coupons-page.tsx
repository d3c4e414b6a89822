import type { AdminCoupon } from '@cartwise/domain/admin/coupons';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { apiErrorMessage } from '@/lib/api-error';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useChangeCouponMutation, useGetAdminCouponsQuery } from '../api/admin-api';
import { money } from '../orders/status-labels';
import { AdminButton, adminButtonClass, Loading } from '../ui';
import { changeOf, COUPON_STATE_LABELS, discountText, periodText } from './coupon-draft';

function ActiveToggle({ coupon, onDone }: { coupon: AdminCoupon; onDone: (text: { ok: boolean; text: string }) => void }) {
  const [change, { isLoading }] = useChangeCouponMutation();
  const turnOff = coupon.active;
  const toggle = async () => {
    const result = await change({ code: coupon.code, change: changeOf(coupon, { active: !turnOff }) });
    if ('error' in result) onDone({ ok: false, text: apiErrorMessage(result.error, `Coupon ${coupon.code} could not be changed. Please try again.`) });
    else onDone({ ok: true, text: turnOff ? `Coupon ${coupon.code} deactivated: carts holding it lose it at once.` : `Coupon ${coupon.code} activated.` });
  };
  return (
    <AdminButton variant={turnOff ? 'danger' : 'secondary'} small busy={isLoading} onClick={() => void toggle()}>
      {turnOff ? 'Deactivate' : 'Activate'} <span className="sr-only">coupon {coupon.code}</span>
    </AdminButton>
  );
}

/** Every coupon, with what it gives, when it runs, how often it was used and whether it applies now. */
export function CouponsPage() {
  useDocumentTitle(pageTitle('Coupons'));
  const location = useLocation();
  const { data, error } = useGetAdminCouponsQuery();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(() => {
    const notice = (location.state as { notice?: string } | null)?.notice;
    return notice ? { ok: true, text: notice } : null;
  });

  return (
    <section aria-labelledby="coupons-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="coupons-heading" className="text-2xl font-bold">
          Coupons
        </h1>
        <Link to="/admin/coupons/new" className={adminButtonClass()}>
          New coupon
        </Link>
      </div>
      <div aria-live="polite">
        {status && (
          <p role={status.ok ? 'status' : 'alert'} className={`mb-4 rounded-lg border px-4 py-3 text-sm ${status.ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-800'}`}>
            {status.text}
          </p>
        )}
      </div>
      {error && <p role="alert">{apiErrorMessage(error, 'The coupons could not be loaded.')}</p>}
      {!data && !error && <Loading label="Loading the coupons…" />}
      {data && data.coupons.length === 0 && <p>No coupons yet. Shoppers can apply a coupon in the cart once you make one.</p>}
      {data && data.coupons.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Coupons by code</caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="p-2">Code</th>
                <th scope="col" className="p-2">Gives</th>
                <th scope="col" className="p-2">Runs</th>
                <th scope="col" className="p-2 text-right">Used</th>
                <th scope="col" className="p-2">Now</th>
                <th scope="col" className="p-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {data.coupons.map((coupon) => (
                <tr key={coupon.code} className="border-b border-gray-200">
                  <td className="p-2">
                    <Link to={`/admin/coupons/${encodeURIComponent(coupon.code)}`} className="font-medium text-brand-700 underline">
                      {coupon.code}
                    </Link>
                    {coupon.description && (
                      <>
                        <br />
                        <span className="text-gray-700">{coupon.description}</span>
                      </>
                    )}
                  </td>
                  <td className="p-2">{discountText(coupon, money)}</td>
                  <td className="p-2 whitespace-nowrap">{periodText(coupon)}</td>
                  <td className="p-2 text-right whitespace-nowrap">
                    {coupon.timesUsed.toLocaleString('en-US')}
                    {coupon.usageLimit !== null && ` of ${coupon.usageLimit.toLocaleString('en-US')}`}
                  </td>
                  <td className="p-2">{COUPON_STATE_LABELS[coupon.state]}</td>
                  <td className="p-2 text-right">
                    <ActiveToggle coupon={coupon} onDone={setStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
