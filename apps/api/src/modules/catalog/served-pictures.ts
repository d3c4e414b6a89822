import { PLACEHOLDER_IMAGE } from './generate.ts';
import { pictureProblem } from './picture-urls.ts';

/** Verdicts kept per process: a shop has far fewer picture addresses than this, and a list repeats them. */
const KEPT_VERDICTS = 10_000;

/**
 * What the shop hands out for the pictures in an answer (`thumbnail`, `image`, `images`, at any depth): each
 * address the import and the editor would refuse today (another site's off IMAGE_HOSTS, plain http,
 * `//host/x`), stored before that check existed or since its host left IMAGE_HOSTS, becomes the storefront's
 * placeholder, and leaves `images` when others remain. Copies only what it changes: the payload may be a
 * cached object of the catalogue's.
 */
export function servedPictures(imageHosts: readonly string[]): <T>(payload: T) => T {
  const verdicts = new Map<string, boolean>();
  const servable = (address: string): boolean => {
    let ok = verdicts.get(address);
    if (ok === undefined) {
      ok = pictureProblem(address, imageHosts) === undefined;
      if (verdicts.size >= KEPT_VERDICTS) verdicts.clear();
      verdicts.set(address, ok);
    }
    return ok;
  };
  // A stack of our own would be overkill: answers are the API's schemas, a few levels deep; past 20, left as is.
  const walk = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value !== 'object' || depth > 20) return value;
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      value.forEach((item, k) => {
        const served = walk(item, depth + 1);
        if (served !== item) (copy ??= [...value])[k] = served;
      });
      return copy ?? value;
    }
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      let served = item;
      if ((key === 'thumbnail' || key === 'image') && typeof item === 'string') {
        if (!servable(item)) served = PLACEHOLDER_IMAGE;
      } else if (key === 'images' && Array.isArray(item) && item.every((i) => typeof i === 'string')) {
        const kept = (item as string[]).filter(servable);
        if (kept.length < item.length) served = kept.length > 0 ? kept : [PLACEHOLDER_IMAGE];
      } else {
        served = walk(item, depth + 1);
      }
      if (served !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = served;
    }
    return copy ?? value;
  };
  return <T>(payload: T) => walk(payload, 0) as T;
}
