/**
 * Copying text that is still being fetched. Browser-only, small, and free of React: the page action
 * menu and the API reference's per-operation buttons share it.
 */

const fetched = new Map<string, Promise<string>>();

/** The text at `url`, fetched once per page session; a failed fetch is retried next time. */
export function fetchText(url: string): Promise<string> {
  let text = fetched.get(url);
  if (text === undefined) {
    text = fetch(url).then((response) => {
      if (!response.ok) {
        throw new Error(`${url} answered ${response.status}`);
      }
      return response.text();
    });
    text.catch(() => fetched.delete(url));
    fetched.set(url, text);
  }
  return text;
}

/**
 * Writes text to the clipboard. The clipboard write starts in the click itself, with the text as a
 * promise: Safari refuses a write that begins after an `await`, because the click no longer counts as
 * the reader's gesture by then. Browsers without promise items get the plain `writeText` after the fetch.
 */
export async function copyText(text: Promise<string>): Promise<void> {
  const {clipboard} = navigator;
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      // A failed fetch fails both ways; only a refused item is worth a second try with writeText.
      await text.catch(() => {
        throw error;
      });
    }
  }
  await clipboard.writeText(await text);
}
