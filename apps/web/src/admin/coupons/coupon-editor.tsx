import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { SelectField, TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error';
import { apiFieldErrors, focusFirstInvalid, type FieldErrors } from '@/lib/form-errors';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useChangeCouponMutation, useCreateCouponMutation, useGetAdminCouponQuery } from '../api/admin-api';
import { useLazyModule } from '../lazy-module';
import { AdminButton, Loading } from '../ui';
import { COUPON_STATE_LABELS, draftFieldOf, EMPTY_COUPON_DRAFT, fromCouponDraft, toCouponDraft, type CouponDraft } from './coupon-draft';

const KINDS = [
  { value: 'percent', label: 'A percentage of the subtotal' },
  { value: 'fixed', label: 'An amount off (dollars)' },
] as const;

/** The errors of a payload's paths, on the form's fields. */
function onFields(errors: FieldErrors): FieldErrors {
  const found: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) found[draftFieldOf(path) ?? '(form)'] ??= message;
  return found;
}

function CouponForm({ code, initial, timesUsed }: { code: string | null; initial: CouponDraft; timesUsed?: string }) {
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [create, creating] = useCreateCouponMutation();
  const [change, changing] = useChangeCouponMutation();
  const schemas = useLazyModule(() => import('@cartwise/domain/admin/coupons'));
  const busy = creating.isLoading || changing.isLoading;
  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const show = (found: FieldErrors, message: string) => {
    flushSync(() => {
      setErrors(found);
      setAlert(message);
    });
    focusFirstInvalid(form.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !schemas) return;
    const body = fromCouponDraft(draft);
    const parsed = code === null ? schemas.newCouponSchema.safeParse({ code: draft.code, ...body }) : schemas.couponChangeSchema.safeParse(body);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[draftFieldOf(issue.path.map(String).join('.')) ?? '(form)'] ??= issue.message;
      return show(found, 'The coupon needs a change: see the fields marked.');
    }
    const result = code === null ? await create({ code: draft.code, ...body }) : await change({ code, change: body });
    if ('error' in result) return show(onFields(apiFieldErrors(result.error)), apiErrorMessage(result.error, 'The coupon could not be saved. Please try again.'));
    const saved = result.data.code;
    void navigate('/admin/coupons', { state: { notice: code === null ? `Coupon ${saved} created.` : `Coupon ${saved} saved: carts and the checkout use it now.` } });
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-2xl flex-col gap-5">
      <div aria-live="polite">
        {alert && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {alert}
          </p>
        )}
      </div>
      {code === null ? (
        <TextField
          label="Code"
          hint="What shoppers type in the cart: letters, digits, _ and -; upper or lower case alike. It cannot change later."
          value={draft.code}
          onChange={(e) => set('code', e.target.value)}
          error={errors.code}
          autoComplete="off"
        />
      ) : (
        timesUsed && <p className="text-sm text-gray-700">{timesUsed}</p>
      )}
      <TextField label="Description" optional hint="For you and your staff; shoppers see the code." value={draft.description} onChange={(e) => set('description', e.target.value)} error={errors.description} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Discount" options={KINDS} value={draft.kind} onChange={(e) => set('kind', e.target.value as CouponDraft['kind'])} />
        <TextField
          label={draft.kind === 'percent' ? 'Percentage off' : 'Amount off ($)'}
          inputMode="decimal"
          value={draft.amount}
          onChange={(e) => set('amount', e.target.value)}
          error={errors.amount}
        />
      </div>
      <TextField
        label="Minimum subtotal ($)"
        optional
        hint="The cart's subtotal must be at least this. Empty: any cart."
        inputMode="decimal"
        value={draft.minSubtotal}
        onChange={(e) => set('minSubtotal', e.target.value)}
        error={errors.minSubtotal}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First day" optional hint="From 00:00 UTC. Empty: at once." type="date" value={draft.startDay} onChange={(e) => set('startDay', e.target.value)} error={errors.startDay} />
        <TextField label="Last day" optional hint="Until 24:00 UTC. Empty: never ends." type="date" value={draft.lastDay} onChange={(e) => set('lastDay', e.target.value)} error={errors.lastDay} />
      </div>
      <TextField
        label="Usage limit"
        optional
        hint="How many orders may use it; cancelled orders give their use back. Empty: no limit."
        inputMode="numeric"
        value={draft.usageLimit}
        onChange={(e) => set('usageLimit', e.target.value)}
        error={errors.usageLimit}
      />
      <div className="flex items-center gap-2">
        <input id="coupon-active" type="checkbox" className="size-4" checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
        <label htmlFor="coupon-active" className="text-sm font-medium">
          Active (shoppers can apply it while it runs)
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <AdminButton type="submit" busy={busy || !schemas}>
          {busy ? 'Saving…' : code === null ? 'Create coupon' : 'Save coupon'}
        </AdminButton>
        <Link to="/admin/coupons" className="text-sm font-medium text-brand-700 underline">
          Back to the coupons
        </Link>
      </div>
    </form>
  );
}

/** A new coupon (`code` null) or one to edit. */
export function CouponEditor({ code }: { code: string | null }) {
  useDocumentTitle(pageTitle(code === null ? 'New coupon' : `Coupon ${code}`));
  const { data, error } = useGetAdminCouponQuery(code ?? '', { skip: code === null });
  const heading = code === null ? 'New coupon' : `Coupon ${data?.code ?? code}`;
  return (
    <section aria-labelledby="coupon-heading">
      <h1 id="coupon-heading" className="mb-4 text-2xl font-bold">
        {heading}
      </h1>
      {code === null && <CouponForm code={null} initial={EMPTY_COUPON_DRAFT} />}
      {code !== null && error && <p role="alert">{apiErrorMessage(error, 'The coupon could not be loaded.')}</p>}
      {code !== null && !data && !error && <Loading label="Loading the coupon…" />}
      {code !== null && data && (
        <CouponForm
          code={data.code}
          initial={toCouponDraft(data)}
          timesUsed={`${COUPON_STATE_LABELS[data.state]}. Used by ${data.timesUsed.toLocaleString('en-US')} ${data.timesUsed === 1 ? 'order' : 'orders'}${data.usageLimit === null ? '' : ` of ${data.usageLimit.toLocaleString('en-US')}`}.`}
        />
      )}
    </section>
  );
}
