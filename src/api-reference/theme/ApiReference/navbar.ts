/**
 * Where the fixed navbar ends on screen, in CSS pixels from the top: 0 while it is hidden (it slides
 * up out of view as the page scrolls down, and back on the way up).
 */
export function navbarBottom(): number {
  return Math.max(0, document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0);
}
