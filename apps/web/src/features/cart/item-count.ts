/** Spec §2: the item count with singular or plural wording, '1 item', '3 items'. */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
