import type { SectionProps } from '../section';
import { CouponEditor } from './coupon-editor';
import { CouponsPage } from './coupons-page';

/** `/admin/coupons` lists them; `/admin/coupons/new` makes one; `/admin/coupons/<code>` edits one. */
export function CouponsSection({ rest }: SectionProps) {
  if (rest === '') return <CouponsPage />;
  return <CouponEditor key={rest} code={rest === 'new' ? null : decodeURIComponent(rest)} />;
}
