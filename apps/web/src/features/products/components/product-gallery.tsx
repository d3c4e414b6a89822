import { useState } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';

/** The product's pictures: a large one and a row of thumbnails that choose it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0] ?? '';

  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-2xl border border-gray-200 bg-gray-100">
        <ImageWithFallback
          src={current}
          alt={images.length > 1 ? `${name}, picture ${selected + 1} of ${images.length}` : name}
          width={600}
          height={600}
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <ul role="list" aria-label="Pictures" className="flex gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-current={index === selected ? 'true' : undefined}
                className={`block size-20 overflow-hidden rounded-lg border-2 bg-gray-100 ${
                  index === selected ? 'border-brand-600' : 'border-transparent hover:border-gray-300'
                }`}
              >
                <ImageWithFallback src={image} alt="" width={80} height={80} loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
