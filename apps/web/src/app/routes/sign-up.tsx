import { PageShell } from '@/components/ui/page-shell';
import { AuthForm } from '@/features/account/components/auth-form';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';

export function SignUpRoute() {
  useDocumentTitle(pageTitle('Create account'));
  return (
    <PageShell
      title="Create account"
      intro="An account keeps your orders, cart and wishlist on every device. What is in your cart now stays there."
    >
      <AuthForm mode="sign-up" />
    </PageShell>
  );
}
