/**
 * Where the fixed navbar ends on screen, in CSS pixels from the top. It slides up out of view as the
 * page scrolls down and comes back on the way up, so while it is hidden this is where it will end
 * when it shows again: a heading kept below that line is never covered by the navbar's return.
 */
export function navbarBottom(): number {
  const navbar = document.querySelector<HTMLElement>('.navbar');
  return navbar === null ? 0 : Math.max(0, navbar.getBoundingClientRect().bottom, navbar.offsetHeight);
}
