import { resetPasswordSchema, resetTokenFromHash } from '@cartwise/domain/accounts/password-reset';
import { PASSWORD_MIN_LENGTH } from '@cartwise/domain/accounts/schemas';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { apiFieldErrors, focusFirstInvalid, issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { useResetPasswordMutation } from '../api/password-reset-api';

const UNREACHABLE = 'The shop could not be reached. Please check your connection and try again.';

function AskAgain({ children = 'Ask for a new link' }: { children?: string }) {
  return (
    <Link to="/forgot-password" className="font-medium text-brand-700 underline">
      {children}
    </Link>
  );
}

/**
 * Sets a new password with the link from the email. The token comes in the address's fragment
 * (`#token=…`), which no server sees: it is read once the page runs in the browser, so the page the server
 * drew and the browser's first render (hydration) are the same.
 */
export function ResetPasswordForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // undefined until the page runs in the browser (the server never sees the fragment); null without a token.
  const token = hydrated ? resetTokenFromHash(location.hash) : undefined;
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [linkBroken, setLinkBroken] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const showErrors = (found: FieldErrors, message: string | null) => {
    flushSync(() => {
      setErrors(found);
      setProblem(message);
    });
    focusFirstInvalid(form.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !token) return;
    const parsed = resetPasswordSchema.safeParse({ token, password });
    if (!parsed.success) {
      showErrors(issuesToFieldErrors(parsed.error.issues), null);
      return;
    }
    showErrors({}, null);
    const result = await resetPassword(parsed.data);
    if ('error' in result) {
      const status = apiErrorStatus(result.error);
      const fields = status === 400 ? apiFieldErrors(result.error) : {};
      if (fields.token) {
        setLinkBroken(true);
        showErrors({}, apiErrorMessage(result.error, 'This link does not work any more.'));
        return;
      }
      const fallback = status === undefined ? UNREACHABLE : 'Something went wrong. Please try again.';
      showErrors(fields, Object.keys(fields).length > 0 ? null : apiErrorMessage(result.error, fallback));
      return;
    }
    setDone(result.data?.email ?? '');
    // The used link leaves the address bar (and the history entry), so a reload does not offer it again.
    await navigate('/reset-password', { replace: true });
  };

  if (done !== null) {
    return (
      <div className="flex max-w-md flex-col gap-5">
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
          Your new password is set and you are signed in{done ? ` as ${done}` : ''}. Every other device signed in to
          your account was signed out.
        </p>
        <p>
          <Link to="/account" className="font-medium text-brand-700 underline">
            Go to your account
          </Link>
        </p>
      </div>
    );
  }

  if (token === null) {
    return (
      <div className="flex max-w-md flex-col gap-5">
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          This page needs the link from the email we sent you. Open the link from the email, or ask for a new one.
        </p>
        <p>
          <AskAgain />
        </p>
      </div>
    );
  }

  return (
    <form ref={form} method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-5">
      <noscript>
        <p className="text-sm text-gray-800">Setting a new password needs JavaScript: turn it on and reload.</p>
      </noscript>
      <fieldset disabled={!hydrated || token === undefined || linkBroken} className="contents">
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {problem} {linkBroken && <AskAgain>Ask for a new link.</AskAgain>}
          </p>
        )}
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password && `Password ${errors.password}`}
        />
        <Button type="submit" size="lg" busy={isLoading}>
          {isLoading ? 'Setting your password…' : 'Set new password'}
        </Button>
      </fieldset>
    </form>
  );
}
