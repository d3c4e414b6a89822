import { PageShell } from '@/components/ui/page-shell';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';

/** /forgot-password: asks for a reset link by email. One chunk with the page the link opens. */
export function ForgotPasswordRoute() {
  useDocumentTitle(pageTitle('Forgot password'));
  return (
    <PageShell title="Forgot your password?" intro="Enter your account’s email and we will send you a link to choose a new password.">
      <ForgotPasswordForm />
    </PageShell>
  );
}

/** /reset-password#token=…: the page the emailed link opens. */
export function ResetPasswordRoute() {
  useDocumentTitle(pageTitle('Choose a new password'));
  return (
    <PageShell title="Choose a new password" intro="Setting it signs out every other device signed in to your account.">
      <ResetPasswordForm />
    </PageShell>
  );
}
