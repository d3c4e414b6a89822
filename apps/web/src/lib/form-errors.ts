/** Messages per field, keyed by the field's path in the payload ('email', 'shippingAddress.city'). */
export type FieldErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first message for each field of a failed zod parse (the browser's check of a form, with the same
 * schema the server uses). Works on zod's issues without importing zod, so a form chunk stays small.
 */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '(form)';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field messages of an API 400 answer (`{error: {details: [{field, message}]}}`), or none. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const body = (error as { data: unknown }).data;
  const details =
    typeof body === 'object' && body !== null && 'error' in body
      ? (body as { error: { details?: unknown } }).error.details
      : undefined;
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail.field === 'string' && typeof detail.message === 'string') errors[detail.field] ??= detail.message;
  }
  return errors;
}

/** Moves focus to the first field of the form marked invalid (after the errors have rendered). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
