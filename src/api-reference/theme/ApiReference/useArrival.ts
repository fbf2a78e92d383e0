/**
 * Arrival on a section of the API reference: a deep link, a click in the side navigation, a search
 * result, back or forward, or a live re-render put the section's heading just below the navbar.
 *
 * Off-screen operations skip layout (`content-visibility: auto`) and count as their size estimate
 * until first rendered, so the browser's own scroll to a hash lands thousands of pixels off when the
 * estimates above the target are wrong. Arrival lays out every deferred section above the target once,
 * scrolls, and hands the sections back to the browser, which keeps their measured sizes
 * (`contain-intrinsic-size: auto`); the page keeps the rendering savings everywhere else.
 */
import {useLayoutEffect, useRef, type RefObject} from 'react';
import {useLocation} from '@docusaurus/router';
import {deferredLayoutAttribute} from './deferred-layout';
import {navbarBottom} from './navbar';

/** How long arrival keeps the heading in place while late layout settles (fonts, a re-render). */
const settleMs = 2500;

/** Space kept between the navbar and a heading pushed out from under it. */
const headingGapPx = 8;

/** A heading further below the navbar than this has drifted (layout above it changed): scroll again. */
const driftPx = 24;

/** Input that means the reader is moving on their own: arrival stops holding the position then. */
const readerInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The element the hash names, or null (no hash, a malformed escape, no such id). */
function hashTarget(hash: string, root: ParentNode & Node): HTMLElement | null {
  if (hash.length < 2) {
    return null;
  }
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  const element = root.ownerDocument?.getElementById(id) ?? null;
  return element !== null && root.contains(element) ? element : null;
}

/** The deferred sections that hold `target` or come before it in the document. */
function deferredSectionsAbove(root: ParentNode, target: Node): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${deferredLayoutAttribute}]`)).filter(
    (section) =>
      section.contains(target) || (section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
}

interface Hold {
  /** Stops holding the position and hands the sections back to the browser. */
  release: () => void;
}

/**
 * Scrolls `target` to the top and holds it there until layout settles or the reader moves; calls
 * `onReaderMoved` when the reader's input ends the hold.
 */
function holdAtTop(root: HTMLElement, target: HTMLElement, onReaderMoved: () => void): Hold {
  const sections = deferredSectionsAbove(root, target);
  sections.forEach((section) => section.style.setProperty('content-visibility', 'visible'));
  const scroll = () => target.scrollIntoView({block: 'start'});
  scroll();
  let frame = 0;
  let sectionsHandedBack = false;
  const handBack = () => {
    if (!sectionsHandedBack) {
      sectionsHandedBack = true;
      sections.forEach((section) => section.style.removeProperty('content-visibility'));
    }
  };
  // Each frame until the hold ends: keep the heading just below the navbar. The navbar hides while
  // the page scrolls down and shows again on the way up, so a correction upwards must clear it.
  let frames = 0;
  const keepInPlace = () => {
    frames += 1;
    if (frames === 2) {
      // Two frames: the sections are laid out and their sizes remembered before layout is deferred again.
      handBack();
    }
    const navbarEnd = navbarBottom();
    const top = target.getBoundingClientRect().top;
    if (top < navbarEnd) {
      window.scrollBy(0, top - navbarEnd - headingGapPx);
    } else if (top > navbarEnd + driftPx) {
      scroll();
    }
    frame = requestAnimationFrame(keepInPlace);
  };
  frame = requestAnimationFrame(keepInPlace);
  let timer = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    readerInput.forEach((type) => window.removeEventListener(type, onInput));
    handBack();
  };
  function onInput() {
    stop();
    onReaderMoved();
  }
  timer = window.setTimeout(stop, settleMs);
  readerInput.forEach((type) => window.addEventListener(type, onInput, {passive: true}));
  return {release: stop};
}

/**
 * Brings the section the URL's hash names to the top on every navigation and every re-render of the
 * operations (`version` changes); a re-render does not move a reader who has scrolled on since.
 */
export function useArrival(root: RefObject<HTMLElement | null>, version: unknown): void {
  const location = useLocation();
  const readerMoved = useRef(false);
  const arrivedAt = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    const element = root.current;
    const target = element === null ? null : hashTarget(location.hash, element);
    if (element === null || target === null) {
      return undefined;
    }
    const navigation = `${location.key ?? ''}${location.hash}`;
    if (arrivedAt.current !== navigation) {
      arrivedAt.current = navigation;
      readerMoved.current = false;
    } else if (readerMoved.current) {
      // A re-render after the reader scrolled on leaves them where they are.
      return undefined;
    }
    const hold = holdAtTop(element, target, () => {
      readerMoved.current = true;
    });
    return hold.release;
  }, [root, location.key, location.hash, version]);
}
