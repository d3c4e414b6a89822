import { PageShell } from '@/components/ui/page-shell';
import { AuthForm } from '@/features/account/components/auth-form';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';

export function SignInRoute() {
  useDocumentTitle(pageTitle('Sign in'));
  return (
    <PageShell title="Sign in" intro="Sign in to see your orders. Your cart and wishlist come with you.">
      <AuthForm mode="sign-in" />
    </PageShell>
  );
}
