import { forgotPasswordSchema } from '@cartwise/domain/accounts/password-reset';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { apiFieldErrors, focusFirstInvalid, issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { useForgotPasswordMutation } from '../api/password-reset-api';

const UNREACHABLE = 'The shop could not be reached. Please check your connection and try again.';

/** The email the sign-in form carried here, if any (`<Link state={{ email }}>`). */
function carriedEmail(state: unknown): string {
  return typeof state === 'object' && state !== null && typeof (state as { email?: unknown }).email === 'string'
    ? (state as { email: string }).email
    : '';
}

/**
 * Asks for a reset link. The answer is the server's one sentence, the same whether or not the email has an
 * account, so the page cannot tell either.
 */
export function ForgotPasswordForm() {
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [email, setEmail] = useState(() => carriedEmail(location.state));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  const showErrors = (found: FieldErrors, message: string | null) => {
    flushSync(() => {
      setErrors(found);
      setProblem(message);
    });
    focusFirstInvalid(form.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      showErrors(issuesToFieldErrors(parsed.error.issues), null);
      return;
    }
    showErrors({}, null);
    const result = await forgotPassword(parsed.data);
    if ('error' in result) {
      const status = apiErrorStatus(result.error);
      const fields = status === 400 ? apiFieldErrors(result.error) : {};
      const fallback = status === undefined ? UNREACHABLE : 'Something went wrong. Please try again.';
      showErrors(fields, Object.keys(fields).length > 0 ? null : apiErrorMessage(result.error, fallback));
      return;
    }
    setSent(result.data.message);
  };

  if (sent) {
    return (
      <div className="flex max-w-md flex-col gap-5">
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
          {sent}
        </p>
        <p className="text-gray-800">
          Open the link in the email to choose a new password. Nothing there? Look in your spam folder, or check the
          address and{' '}
          <button type="button" className="font-medium text-brand-700 underline" onClick={() => setSent(null)}>
            ask again
          </button>
          .
        </p>
        <p className="text-sm text-gray-700">
          Remembered it?{' '}
          <Link to="/sign-in" className="font-medium text-brand-700 underline">
            Sign in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form ref={form} method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-5">
      <noscript>
        <p className="text-sm text-gray-800">Asking for a reset link needs JavaScript: turn it on and reload.</p>
      </noscript>
      <fieldset disabled={!hydrated} className="contents">
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email && `Email ${errors.email}`}
        />
        <Button type="submit" size="lg" busy={isLoading}>
          {isLoading ? 'Sending the link…' : 'Send reset link'}
        </Button>
      </fieldset>
      <p className="text-sm text-gray-700">
        Remembered it?{' '}
        <Link to="/sign-in" className="font-medium text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
