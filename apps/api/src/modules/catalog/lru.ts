/**
 * A least-recently-used map, bounded by its number of entries and, when given a weight per value, by their sum
 * (the newest entry is always kept). A Map keeps insertion order, so the first key is the oldest.
 */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; weight: number }>();
  private weights = 0;
  constructor(
    private readonly capacity: number,
    private readonly weigh?: { max: number; of: (value: V) => number },
  ) {}
  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry !== undefined) {
      this.map.delete(key);
      this.map.set(key, entry);
    }
    return entry?.value;
  }
  set(key: string, value: V): V {
    this.delete(key);
    const weight = this.weigh?.of(value) ?? 0;
    this.map.set(key, { value, weight });
    this.weights += weight;
    while (this.map.size > this.capacity || (this.weigh && this.weights > this.weigh.max && this.map.size > 1)) {
      this.delete(this.map.keys().next().value!);
    }
    return value;
  }
  delete(key: string): void {
    const entry = this.map.get(key);
    if (entry === undefined) return;
    this.map.delete(key);
    this.weights -= entry.weight;
  }
}
