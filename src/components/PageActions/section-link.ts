/** The link to the section the reader is looking at, for "Copy link to this section". Browser-only. */

/** Headings with an anchor, as the table of contents and the API reference's outline list them. */
const sectionHeadings = 'article h2[id], article h3[id], main h2[id], main h3[id]';

/**
 * The page's URL with the anchor of the last section heading above the top quarter of the window (the
 * section being read), or without an anchor above the first heading.
 */
export function currentSectionLink(): string {
  const threshold = window.innerHeight / 4;
  let current: Element | undefined;
  for (const heading of Array.from(document.querySelectorAll(sectionHeadings))) {
    if (heading.getBoundingClientRect().top > threshold) {
      break;
    }
    current = heading;
  }
  const {origin, pathname} = window.location;
  return current === undefined ? `${origin}${pathname}` : `${origin}${pathname}#${encodeURIComponent(current.id)}`;
}
