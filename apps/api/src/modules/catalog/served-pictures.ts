import { PLACEHOLDER_IMAGE } from './generate.ts';
import { pictureProblem } from './picture-urls.ts';

/** Verdicts kept per process: a shop has far fewer picture addresses than this, and a list repeats them. */
const KEPT_VERDICTS = 10_000;

/**
 * Whether a picture's address may be handed out as it is: not one the import and the editor would refuse today
 * (another site's off IMAGE_HOSTS, plain http, `//host/x`). Verdicts are kept, as a list repeats addresses.
 */
export function servablePicture(imageHosts: readonly string[]): (address: string) => boolean {
  const verdicts = new Map<string, boolean>();
  return (address: string): boolean => {
    let ok = verdicts.get(address);
    if (ok === undefined) {
      ok = pictureProblem(address, imageHosts) === undefined;
      if (verdicts.size >= KEPT_VERDICTS) verdicts.clear();
      verdicts.set(address, ok);
    }
    return ok;
  };
}

/**
 * What the shop hands out for the pictures in an answer (`thumbnail`, `image`, `images`, at any depth): each
 * address not `servable` (stored before that check existed or since its host left IMAGE_HOSTS) becomes the
 * storefront's placeholder, and leaves `images` when others remain. Copies only what it changes: the payload
 * may be a cached object of the catalogue's.
 */
export function servedPictures(imageHosts: readonly string[], servable = servablePicture(imageHosts)): <T>(payload: T) => T {
  const servedImages = (images: unknown[]): unknown[] => {
    let kept: unknown[] | undefined;
    for (let k = 0; k < images.length; k++) {
      const image = images[k];
      if (typeof image === 'string' && !servable(image)) kept ??= images.slice(0, k);
      else kept?.push(image);
    }
    return kept === undefined ? images : kept.length > 0 ? kept : [PLACEHOLDER_IMAGE];
  };
  // Answers are the API's schemas, a few levels deep; past 20, left as they are. Plain loops: this runs on every answer.
  const walk = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value !== 'object' || depth > 20) return value;
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      for (let k = 0; k < value.length; k++) {
        const item: unknown = value[k];
        if (item === null || typeof item !== 'object') continue;
        const served = walk(item, depth + 1);
        if (served !== item) (copy ??= [...value])[k] = served;
      }
      return copy ?? value;
    }
    const object = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const key in object) {
      const item = object[key];
      let served = item;
      if (typeof item === 'string') {
        if ((key === 'thumbnail' || key === 'image') && !servable(item)) served = PLACEHOLDER_IMAGE;
      } else if (item !== null && typeof item === 'object') {
        served = key === 'images' && Array.isArray(item) ? servedImages(item) : walk(item, depth + 1);
      }
      if (served !== item) (copy ??= { ...object })[key] = served;
    }
    return copy ?? value;
  };
  return <T>(payload: T) => walk(payload, 0) as T;
}
