/**
 * Where the server rules live in the build, in one place: the plugin writes them there, nginx hides them
 * and the tests read them.
 */
export const headersFilePath = '/_headers';
export const redirectsFilePath = '/_redirects';
/** The generated nginx files: `http.conf` (inside `http {}`) and `server.conf` (inside `server {}`). */
export const nginxDir = '/_nginx/';
export const nginxHttpFile = `${nginxDir}http.conf`;
export const nginxServerFile = `${nginxDir}server.conf`;
export const notFoundPage = '/404.html';

/** Files that instruct a server and must not be served themselves. */
export const hiddenPaths: readonly string[] = [headersFilePath, redirectsFilePath, nginxDir];
