/** Settings of the content-image zoom, kept apart from the browser code so tests can read them. */
export const imageZoomOptions = {
  /** Images that open in the zoom overlay: content images only, never logos or icons. */
  selector: '.markdown img:not(.no-zoom)',
  /** Space in pixels between the zoomed image and the viewport edge (spec: margin 10). */
  margin: 10,
  /** The page renders after a route change settles; attaching earlier would miss its images. */
  reapplyDelayMs: 1000,
} as const;

export type Cancel = () => void;

/** Runs `attach` once the delay has passed; the returned function cancels a pending run. */
export function scheduleAttach(
  attach: () => void,
  delayMs: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): Cancel {
  const handle = timers.setTimeout(attach, delayMs);
  return () => timers.clearTimeout(handle);
}
