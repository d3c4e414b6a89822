/** A chunk of the client build, as Vite's bundle hands it to plugins. */
export interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  code?: string;
  source?: string | Uint8Array;
}

/**
 * The chunks a first visit loads to start the app: the entry, the steps it imports one after another
 * to spread the start over several tasks (its dynamic imports, `src/main.tsx`), and everything those
 * import statically. Pages loaded lazily by the router are not among them.
 */
export function startupChunks(bundle: Record<string, ChunkLike>, entry: ChunkLike): string[] {
  const found: string[] = [];
  const visit = (fileName: string) => {
    if (found.includes(fileName)) return;
    found.push(fileName);
    for (const dep of bundle[fileName]?.imports ?? []) visit(dep);
  };
  visit(entry.fileName);
  for (const step of entry.dynamicImports ?? []) visit(step);
  return found;
}
