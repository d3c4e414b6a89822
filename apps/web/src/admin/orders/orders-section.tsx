import type { SectionProps } from '../section';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

/** `/admin/orders` lists them; `/admin/orders/<id>` opens one. */
export function OrdersSection(props: SectionProps) {
  return props.rest === '' ? <OrdersPage /> : <OrderPage {...props} />;
}
