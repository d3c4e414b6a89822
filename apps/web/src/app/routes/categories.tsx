import { PageShell } from '@/components/ui/page-shell';
import { CategoryList } from '@/features/products/components/category-list';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';

export function CategoriesRoute() {
  useDocumentTitle(pageTitle('Categories'));
  return (
    <PageShell title="Categories" intro="Browse the shop by category.">
      <CategoryList />
    </PageShell>
  );
}
