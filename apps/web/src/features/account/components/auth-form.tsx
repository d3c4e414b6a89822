import { PASSWORD_MIN_LENGTH, signInSchema, signUpSchema } from '@cartwise/domain/accounts/schemas';
import { useContext, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { useHydrated } from '@/lib/use-hydrated';
import { ShopNameContext } from '@/lib/use-document-title';
import { apiFieldErrors, focusFirstInvalid, issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useGetMeQuery, useSignInMutation, useSignUpMutation } from '../api/account-api';

export type AuthMode = 'sign-in' | 'sign-up';

const UNREACHABLE = 'The shop could not be reached. Please check your connection and try again.';

/** Where to go after signing in: the page the shopper came from (a path of this shop), or the account. */
export function nextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/account';
}

/**
 * Sign in or create an account with email and password. The browser checks the fields with the same
 * schema as the server; a refusal shows the server's own message, which never says whether an email is
 * registered.
 */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const signingUp = mode === 'sign-up';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const shopName = useContext(ShopNameContext);
  const [problem, setProblem] = useState<string | null>(null);
  const [signIn, signingIn] = useSignInMutation();
  const [signUp, creating] = useSignUpMutation();
  const busy = signingIn.isLoading || creating.isLoading;
  // Someone already signed in is told so before they change accounts; not once this form has signed in.
  const [sent, setSent] = useState(false);
  const { data: account } = useGetMeQuery();
  const signedInAs = sent ? undefined : account?.email;
  const next = params.get('next');

  const showErrors = (found: FieldErrors, message: string | null) => {
    flushSync(() => {
      setErrors(found);
      setProblem(message);
    });
    focusFirstInvalid(form.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = (signingUp ? signUpSchema : signInSchema).safeParse({ email, password });
    if (!parsed.success) {
      showErrors(issuesToFieldErrors(parsed.error.issues), null);
      return;
    }
    showErrors({}, null);
    setSent(true);
    const result = await (signingUp ? signUp(parsed.data) : signIn(parsed.data));
    if ('error' in result) {
      const status = apiErrorStatus(result.error);
      const fields = status === 400 ? apiFieldErrors(result.error) : {};
      const fallback = status === undefined ? UNREACHABLE : 'Something went wrong. Please try again.';
      showErrors(fields, Object.keys(fields).length > 0 ? null : apiErrorMessage(result.error, fallback));
      return;
    }
    await navigate(nextPath(next), { replace: true });
  };

  const other = signingUp ? '/sign-in' : '/sign-up';
  const otherHref = next ? `${other}?next=${encodeURIComponent(next)}` : other;

  return (
    <form ref={form} method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-5">
      <noscript>
        <p className="text-sm text-gray-800">{signingUp ? 'Creating an account' : 'Signing in'} needs JavaScript: turn it on and reload.</p>
      </noscript>
      {signedInAs && (
        <p role="status" className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-800">
          You are signed in as <strong>{signedInAs}</strong>. {signingUp ? 'Creating an account' : 'Signing in'} here
          signs you out of it; <Link to="/account" className="font-medium text-brand-700 underline">your account</Link> is
          where you left it.
        </p>
      )}
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
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          hint={signingUp ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password && `Password ${errors.password}`}
        />
        {!signingUp && (
          <p className="-mt-3 text-sm">
            {/* The typed email goes along, so the shopper need not type it again. */}
            <Link to="/forgot-password" state={{ email: email.trim() }} className="font-medium text-brand-700 underline">
              Forgot password?
            </Link>
          </p>
        )}
        <Button type="submit" size="lg" busy={busy}>
          {signingUp ? (busy ? 'Creating your account…' : 'Create account') : busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </fieldset>
      <p className="text-sm text-gray-700">
        {signingUp ? 'Already have an account? ' : `New to ${shopName}? `}
        <Link to={otherHref} className="font-medium text-brand-700 underline">
          {signingUp ? 'Sign in' : 'Create an account'}
        </Link>
      </p>
    </form>
  );
}
