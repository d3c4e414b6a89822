import type { SectionProps } from '../section';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';

/** `/admin/customers` lists the accounts; `/admin/customers/<id>` opens one with its orders. */
export function CustomersSection({ rest }: SectionProps) {
  return rest === '' ? <CustomersPage /> : <CustomerPage key={rest} id={decodeURIComponent(rest)} />;
}
