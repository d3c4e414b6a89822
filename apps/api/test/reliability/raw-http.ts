/**
 * HTTP/1.1 by hand over a TCP socket: the bytes go out exactly as written (raw paths, odd or broken headers,
 * chunked and truncated bodies), so Node's own parser meets them, which neither app.inject nor fetch allow.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawOptions {
  /** Close our side after writing (a body cut short): the server may then answer nothing. */
  halfClose?: boolean;
  /** The answer has no body whatever its headers say (a HEAD request). */
  head?: boolean;
  /** How long to wait for an answer before giving up on the connection. */
  timeoutMs: number;
}

/** Reads one response from `buffer`, or undefined while it is incomplete (`closed`: no more bytes will come). */
function parseResponse(buffer: Buffer, closed: boolean, head: boolean): RawAnswer | undefined {
  let start = 0;
  for (;;) {
    const end = buffer.indexOf('\r\n\r\n', start);
    if (end < 0) return undefined;
    const [statusLine, ...lines] = buffer.subarray(start, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]);
    if (!status) throw new Error(`not an HTTP response: ${statusLine}`);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const bodyStart = end + 4;
    // 100 Continue (an Expect header) comes before the real answer.
    if (status < 200) {
      start = bodyStart;
      continue;
    }
    if (head || status === 204 || status === 304) return { status, headers, body: '' };
    if (headers['transfer-encoding']?.includes('chunked')) {
      const chunks: Buffer[] = [];
      let at = bodyStart;
      for (;;) {
        const lineEnd = buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return undefined;
        const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
        if (size === 0) return { status, headers, body: Buffer.concat(chunks).toString('utf8') };
        if (buffer.length < lineEnd + 2 + size + 2) return undefined;
        chunks.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
    }
    const length = headers['content-length'];
    if (length !== undefined) {
      if (buffer.length < bodyStart + Number(length)) return undefined;
      return { status, headers, body: buffer.subarray(bodyStart, bodyStart + Number(length)).toString('utf8') };
    }
    return closed ? { status, headers, body: buffer.subarray(bodyStart).toString('utf8') } : undefined;
  }
}

/**
 * Writes `request` to a new connection to 127.0.0.1:`port` and resolves with the first answer, or undefined
 * when the server closed the connection without one. Rejects when no answer came within `timeoutMs`.
 */
export function sendRaw(port: number, request: Buffer, options: RawOptions): Promise<RawAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let received = Buffer.alloc(0);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      fn();
    };
    const timer = setTimeout(() => settle(() => reject(new Error(`no answer within ${options.timeoutMs} ms`))), options.timeoutMs);
    const read = (closed: boolean) => {
      try {
        const answer = parseResponse(received, closed, options.head ?? false);
        if (answer) settle(() => resolve(answer));
        else if (closed) settle(() => resolve(undefined));
      } catch (error) {
        settle(() => reject(error as Error));
      }
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      read(false);
    });
    socket.on('end', () => read(true));
    socket.on('close', () => read(true));
    // A reset while we still write (the server refused the request early) is a close, not a failure.
    socket.on('error', () => read(true));
    socket.write(request, () => {
      if (options.halfClose) socket.end();
    });
  });
}
