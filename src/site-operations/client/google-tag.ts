/**
 * The global `dataLayer` and `gtag()` that Google's tags read, shared by the analytics and tag manager
 * client modules. Browser only.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Adds an external script; the CSP allows its origin only when the operation is configured. */
export function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function installGtag(): (...args: unknown[]) => void {
  if (window.gtag === undefined) {
    const layer = dataLayer();
    window.gtag = function gtag() {
      // gtag.js only reads `arguments` objects from the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
  }
  return window.gtag;
}
