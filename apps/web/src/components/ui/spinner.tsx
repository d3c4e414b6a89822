import LoaderCircle from 'lucide-react/icons/loader-circle';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-gray-600">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-gray-400" />
      <span>{label}</span>
      {/* A page the server drew as loading, opened with JavaScript off, would otherwise wait forever. */}
      <noscript>
        <p className="font-medium text-gray-800">This part of the page needs JavaScript: turn it on and reload.</p>
      </noscript>
    </div>
  );
}
