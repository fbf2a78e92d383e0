/**
 * Tells a request the page's Content-Security-Policy refused from one the network failed: `fetch`
 * rejects with the same bare `TypeError` for both, but a refusal also fires a
 * `securitypolicyviolation` event (directive `connect-src`) naming the blocked URL.
 */

/** The fields of a `SecurityPolicyViolationEvent` this reads. */
export interface ViolationLike {
  readonly effectiveDirective: string;
  readonly blockedURI: string;
}

export interface PolicyWatch {
  /** Whether a connection to `url`'s origin was refused since the watch started. */
  blocked(url: string): Promise<boolean>;
  stop(): void;
}

/** The browser queues the violation event as a task of its own, which can run after fetch rejects. */
const eventGraceMs = 50;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Whether `violation` refused a connection to `url`'s origin. */
export function refusesConnectionTo(violation: ViolationLike, url: string): boolean {
  const target = originOf(url);
  return (
    violation.effectiveDirective === 'connect-src' && target !== undefined && originOf(violation.blockedURI) === target
  );
}

/** Starts recording connection refusals on `target` (the document, in the browser). */
export function watchPolicyViolations(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): PolicyWatch {
  const seen: ViolationLike[] = [];
  const record = (event: Event) => seen.push(event as unknown as ViolationLike);
  target.addEventListener('securitypolicyviolation', record);
  return {
    async blocked(url) {
      await wait(eventGraceMs);
      return seen.some((violation) => refusesConnectionTo(violation, url));
    },
    stop() {
      target.removeEventListener('securitypolicyviolation', record);
    },
  };
}
