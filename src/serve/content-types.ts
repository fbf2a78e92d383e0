/**
 * The text files of the build worth compressing, by extension, with the Content-Type to send. One table
 * drives both the precompression step (which files get `.gz` and `.br` twins) and the nginx rules that
 * serve a `.br` twin under its original type.
 */
export const compressibleTypes: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

export const jsonContentType = compressibleTypes.json!;

/** An Atom feed's type: its `.xml` file would otherwise go out as application/xml. */
export const atomContentType = 'application/atom+xml; charset=utf-8';

/** The extension of a path's last segment, without the dot ('' when it has none). */
export function extensionOf(filePath: string): string {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}
