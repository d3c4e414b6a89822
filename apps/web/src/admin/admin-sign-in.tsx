import type { SignIn } from '@cartwise/domain/accounts/schemas';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { apiFieldErrors, focusFirstInvalid, type FieldErrors } from '@/lib/form-errors';
import { useStaffSignInMutation } from './api/admin-api';
import { AdminButton } from './ui';

/** The back office's sign-in: the shop's own sign-in (same limits, a new session), then the staff check. */
export function AdminSignIn({ notice }: { notice?: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [signIn, { isLoading }] = useStaffSignInMutation();

  const show = (found: FieldErrors, message: string | null) => {
    flushSync(() => {
      setErrors(found);
      setProblem(message);
    });
    focusFirstInvalid(form.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    // The form's fields are checked by the server's schema (its 400 names them): this chunk imports no zod
    // schema, which would split modules out of the storefront's start-up chunks (ADR 0011).
    const missing: FieldErrors = {};
    if (email.trim() === '') missing.email = 'is required';
    if (password === '') missing.password = 'is required';
    if (Object.keys(missing).length > 0) return show(missing, null);
    show({}, null);
    const credentials: SignIn = { email, password };
    const result = await signIn(credentials);
    if ('error' in result) {
      const status = apiErrorStatus(result.error);
      const fields = status === 400 ? apiFieldErrors(result.error) : {};
      if (Object.keys(fields).length > 0) return show(fields, null);
      show({}, apiErrorMessage(result.error, status === undefined ? 'The shop could not be reached. Please try again.' : 'Something went wrong. Please try again.'));
    }
  };

  return (
    <main id="admin-main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold text-gray-900">Back office</h1>
      <p className="mb-6 text-gray-700">Sign in with your staff account.</p>
      <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        {(problem ?? notice) && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {problem ?? notice}
          </p>
        )}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email && `Email ${errors.email}`}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password && `Password ${errors.password}`}
        />
        <AdminButton type="submit" busy={isLoading}>
          {isLoading ? 'Signing in…' : 'Sign in'}
        </AdminButton>
      </form>
    </main>
  );
}
