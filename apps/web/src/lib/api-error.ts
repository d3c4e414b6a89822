/**
 * The message of an RTK Query error: the API's error answer (`{error: {code, message}}`) or a thrown
 * error's message; the fallback for anything else (network failures, bodies that are not ours).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  if ('message' in error && !('status' in error)) {
    const message = (error as { message: unknown }).message;
    return typeof message === 'string' && message.trim() !== '' ? message : fallback;
  }
  const data = 'data' in error ? (error as { data: unknown }).data : undefined;
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const body = (data as { error: unknown }).error;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  }
  return fallback;
}

/** The HTTP status of an RTK Query error, when the server answered. */
export function apiErrorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}
