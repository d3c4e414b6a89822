import { FEATURED_PRODUCTS } from '@cartwise/domain/policy';
import type { ShopSettings } from '@cartwise/domain/settings/shop-settings';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error';
import { apiFieldErrors, focusFirstInvalid, issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useGetAdminShopSettingsQuery, useSaveShopSettingsMutation } from '../api/admin-api';
import { useLazyModule } from '../lazy-module';
import { AdminButton, Loading, TextArea } from '../ui';
import { FeaturedProductsPicker } from './featured-products-picker';

/** The form's values: numbers and lists as typed, checked with the server's schema on save. */
interface Draft {
  shopName: string;
  tagline: string;
  supportEmail: string;
  contactText: string;
  socialLinks: { label: string; url: string }[];
  featuredProductIds: string[];
  lowStockThreshold: string;
}

const toDraft = (settings: ShopSettings): Draft => ({
  ...settings,
  socialLinks: settings.socialLinks.map((link) => ({ ...link })),
  featuredProductIds: [...settings.featuredProductIds],
  lowStockThreshold: String(settings.lowStockThreshold),
});

const fromDraft = (draft: Draft) => ({
  ...draft,
  lowStockThreshold: draft.lowStockThreshold.trim() === '' ? Number.NaN : Number(draft.lowStockThreshold),
});

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [save, { isLoading }] = useSaveShopSettingsMutation();
  const schemas = useLazyModule(() => import('@cartwise/domain/settings/shop-settings'));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setLink = (index: number, change: Partial<Draft['socialLinks'][number]>) =>
    set('socialLinks', draft.socialLinks.map((link, i) => (i === index ? { ...link, ...change } : link)));

  const show = (found: FieldErrors, message: { ok: boolean; text: string } | null) => {
    flushSync(() => {
      setErrors(found);
      setStatus(message);
    });
    focusFirstInvalid(form.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !schemas) return;
    const parsed = schemas.shopSettingsSchema.safeParse(fromDraft(draft));
    if (!parsed.success) return show(issuesToFieldErrors(parsed.error.issues), { ok: false, text: 'Some settings need a change: see the fields marked.' });
    const result = await save(parsed.data);
    if ('error' in result) {
      const fields = apiFieldErrors(result.error);
      return show(fields, { ok: false, text: apiErrorMessage(result.error, 'The settings could not be saved. Please try again.') });
    }
    setDraft(toDraft(result.data));
    show({}, { ok: true, text: 'Settings saved. The shop shows them now.' });
  };

  const featuredError = Object.entries(errors).find(([field]) => field.startsWith('featuredProductIds'))?.[1];
  return (
    <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-2xl flex-col gap-5">
      <div aria-live="polite">
        {status && (
          <p role={status.ok ? 'status' : 'alert'} className={`rounded-lg border px-4 py-3 text-sm ${status.ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-800'}`}>
            {status.text}
          </p>
        )}
      </div>
      <TextField label="Shop name" value={draft.shopName} onChange={(e) => set('shopName', e.target.value)} error={errors.shopName} />
      <TextField label="Tagline" hint="One sentence under the name in the footer." value={draft.tagline} onChange={(e) => set('tagline', e.target.value)} error={errors.tagline} />
      <TextField label="Support email" type="email" value={draft.supportEmail} onChange={(e) => set('supportEmail', e.target.value)} error={errors.supportEmail} />
      <TextArea label="Contact text" hint="The contact page's introduction." value={draft.contactText} onChange={(value) => set('contactText', value)} error={errors.contactText} />
      <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4">
        <legend className="px-1 text-sm font-medium">Social links (footer)</legend>
        {draft.socialLinks.map((link, index) => (
          <div key={index} className="flex flex-wrap items-end gap-3">
            <TextField label={`Link ${index + 1} name`} value={link.label} onChange={(e) => setLink(index, { label: e.target.value })} error={errors[`socialLinks.${index}.label`]} />
            <TextField label={`Link ${index + 1} address`} type="url" className="min-w-64 flex-1" value={link.url} onChange={(e) => setLink(index, { url: e.target.value })} error={errors[`socialLinks.${index}.url`]} />
            <AdminButton type="button" variant="danger" small onClick={() => set('socialLinks', draft.socialLinks.filter((_, i) => i !== index))}>
              Remove link {index + 1}
            </AdminButton>
          </div>
        ))}
        {draft.socialLinks.length < (schemas?.SOCIAL_LINKS_MAX ?? 0) && (
          <AdminButton type="button" variant="secondary" small className="self-start" onClick={() => set('socialLinks', [...draft.socialLinks, { label: '', url: '' }])}>
            Add a link
          </AdminButton>
        )}
      </fieldset>
      <FeaturedProductsPicker
        value={draft.featuredProductIds}
        onChange={(ids) => set('featuredProductIds', ids)}
        max={FEATURED_PRODUCTS}
        error={featuredError}
      />
      <TextField
        label="Low-stock threshold"
        hint="The dashboard lists products with fewer units than this."
        inputMode="numeric"
        value={draft.lowStockThreshold}
        onChange={(e) => set('lowStockThreshold', e.target.value)}
        error={errors.lowStockThreshold}
      />
      <AdminButton type="submit" busy={isLoading || !schemas} className="self-start">
        {isLoading ? 'Saving…' : 'Save settings'}
      </AdminButton>
    </form>
  );
}

/** The owner's settings: the shop's name, support email, contact text, social links, featured products. */
export function SettingsPage() {
  useDocumentTitle(pageTitle('Settings'));
  const { data, isError } = useGetAdminShopSettingsQuery();
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading" className="mb-4 text-2xl font-bold">
        Settings
      </h1>
      {isError && <p role="alert">The settings could not be loaded.</p>}
      {!data && !isError && <Loading label="Loading the settings…" />}
      {data && <SettingsForm settings={data} />}
    </section>
  );
}
