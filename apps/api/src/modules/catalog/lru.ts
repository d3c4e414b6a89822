import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used map, bounded by its number of entries and, when given a weight per value, by their sum
 * (a value heavier than the whole sum is not kept). On lru-cache: reads, writes and evictions in constant time.
 * (A Map evicting its first key, as this was before, skips the holes its earlier deletions left at its front:
 * about 4 µs an eviction at 5,000 entries, most of the cost of a list page's products kept.)
 */
export class Lru<V, K extends string | number = string> {
  private readonly cache: LRUCache<K, { value: V }>;

  /** With `doorkeeper`, a value is kept only when its key is set a second time among the last that many keys (`SecondHit`). */
  private readonly door: SecondHit<K> | undefined;

  constructor(capacity: number, weigh?: { max: number; of: (value: V) => number }, doorkeeper?: number) {
    this.door = doorkeeper === undefined ? undefined : new SecondHit<K>(doorkeeper);
    this.cache = new LRUCache<K, { value: V }>(
      weigh
        ? { max: capacity, maxSize: weigh.max, sizeCalculation: (entry) => Math.max(1, Math.ceil(weigh.of(entry.value))) }
        : { max: capacity },
    );
  }

  get(key: K): V | undefined {
    return this.cache.get(key)?.value;
  }

  set(key: K, value: V): V {
    if (this.door && !this.door.again(key)) return value;
    this.cache.set(key, { value });
    return value;
  }

  delete(key: K): void {
    this.cache.delete(key);
  }

  get size(): number {
    return this.cache.size;
  }
}

/**
 * A cache's doorkeeper (TinyLFU's): whether a key was offered before, among the last `limit` keys offered.
 * A cache that keeps only what is asked for a second time is not filled by what is read once: each entry kept
 * and then dropped unread had outlived the young generation and was garbage in the old one, which the
 * process's memory grew with, and took the place of one that was read again.
 */
export class SecondHit<K> {
  private readonly seen = new Set<K>();

  constructor(private readonly limit: number) {}

  again(key: K): boolean {
    if (this.seen.has(key)) return true;
    if (this.seen.size >= this.limit) this.seen.clear();
    this.seen.add(key);
    return false;
  }
}
