export type StatusKind = 'success' | 'redirect' | 'error' | 'other';

/**
 * The class of an HTTP status for its colour: a specification's key (`200`, `4XX`, `default`) or a
 * response's number. Informational and `default` statuses are `other`.
 */
export function statusKind(status: string | number): StatusKind {
  const first = String(status).charAt(0);
  if (first === '2') {
    return 'success';
  }
  if (first === '3') {
    return 'redirect';
  }
  return first === '4' || first === '5' ? 'error' : 'other';
}
