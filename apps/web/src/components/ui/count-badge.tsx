/** A small count on an icon button; nothing at zero. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-gray-900 px-1 text-xs leading-none font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
