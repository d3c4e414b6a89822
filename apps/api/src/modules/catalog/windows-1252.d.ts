// windows-1252 3.0.4 ships these types, but its package.json "exports" does not point at them.
declare module 'windows-1252' {
  export function encode(text: string, options?: { mode: 'fatal' | 'replacement' }): Uint16Array;
  export function decode(buffer: Uint16Array | Uint8Array | string, options?: { mode: 'fatal' | 'replacement' }): string;
}
