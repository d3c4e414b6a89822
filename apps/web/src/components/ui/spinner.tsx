import LoaderCircle from 'lucide-react/icons/loader-circle';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-gray-600">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
