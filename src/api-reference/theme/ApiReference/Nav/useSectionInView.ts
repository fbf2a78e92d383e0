/**
 * Which section of the reference the reader is reading: the innermost section (shared response,
 * operation, else tag) that crosses a line just below the navbar. Intersection observers watch the
 * section boxes only, so off-screen operations keep skipping layout.
 */
import {useEffect, useState} from 'react';
import {navbarBottom} from '../navbar';

/** Sections the navigation can point to, inside the page's operations. */
const sectionSelector = '#api-operations section[aria-labelledby]';

/** The reading line sits this far below the navbar's bottom edge. */
const lineOffsetPx = 16;

/**
 * Which of `anchors` (ids of section headings) is in view, or undefined above the first section. A new
 * array or `version` (the operations rendered anew) observes the sections again.
 */
export function useSectionInView(anchors: readonly string[], version?: unknown): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(undefined);

  useEffect(() => {
    const wanted = new Set(anchors);
    const sections = Array.from(document.querySelectorAll<HTMLElement>(sectionSelector)).filter((section) =>
      wanted.has(section.getAttribute('aria-labelledby') ?? ''),
    );
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const crossing = new Set<HTMLElement>();
    const pick = () => {
      // Nested sections follow their parent in document order: the last one crossing is the innermost.
      const innermost = sections.filter((section) => crossing.has(section)).at(-1);
      setCurrent(innermost?.getAttribute('aria-labelledby') ?? undefined);
    };
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      crossing.clear();
      const top = Math.round(navbarBottom() + lineOffsetPx);
      const bottom = Math.max(0, window.innerHeight - top - 1);
      observer = new IntersectionObserver(
        (entries) => {
          entries.forEach((entry) => {
            const section = entry.target as HTMLElement;
            if (entry.isIntersecting) {
              crossing.add(section);
            } else {
              crossing.delete(section);
            }
          });
          pick();
        },
        {rootMargin: `-${top}px 0px -${bottom}px 0px`},
      );
      sections.forEach((section) => observer!.observe(section));
    };
    observe();
    // The reading line is in pixels from the top, so a new window height moves its bottom margin.
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
    };
  }, [anchors, version]);

  return current;
}

/** Scrolls `container` (when it scrolls at all) just enough to show `item`, with some context above it. */
export function keepInSight(container: HTMLElement, item: HTMLElement): void {
  if (container.scrollHeight <= container.clientHeight) {
    return;
  }
  const box = container.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  if (itemBox.top < box.top || itemBox.bottom > box.bottom) {
    container.scrollTop += itemBox.top - box.top - box.height / 3;
  }
}
