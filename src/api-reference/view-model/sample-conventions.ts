/**
 * The one convention every generated sample follows (the reference's curl, Python and TypeScript, and
 * the console's "Copy as curl"), so a sample runs as pasted: it calls the sandbox, reads the token from
 * the environment, and makes a fresh Idempotency-Key per write with tools every POSIX host has. A
 * sample that cannot do one of these stops with a message naming what is missing, instead of sending
 * a request without it.
 */

/** The environment variable every sample reads the API token from; the guides use the same name. */
export const tokenVariable = 'METERSTONE_API_TOKEN';

/** The shell variable a curl write keeps its Idempotency-Key in (so a retry can send it again). */
export const shellKeyVariable = 'IDEMPOTENCY_KEY';

/** The `x-meterstone-environment` marker of the server samples and the console call by default. */
const sandboxEnvironment = 'sandbox';

/**
 * The server samples call: the specification's sandbox (a pasted sample must not touch real billing
 * data), else its first server. The sandbox is recognized by its marker, never by its wording or host.
 */
export function sampleServer<T extends {environment?: string | undefined}>(servers: readonly T[]): T | undefined {
  return servers.find((server) => server.environment === sandboxEnvironment) ?? servers[0];
}

/**
 * The curl argument of the Authorization header. `${VAR:?message}` expands to the token, or stops the
 * command with the message when the variable is unset or empty: curl never sends `Bearer ` alone.
 * Double quotes let the shell expand it; the rest of the argument is fixed text.
 */
export const shellAuthorizationArgument = `"Authorization: Bearer \${${tokenVariable}:?set ${tokenVariable} to your API token}"`;

/**
 * The line before a curl write that makes its key: 16 random bytes from `/dev/urandom` as 32 hex
 * digits, with `od` and `tr` (POSIX; present on Linux, macOS, the BSDs, WSL and Git Bash). `uuidgen`
 * is not: without uuid-runtime `$(uuidgen)` prints an error, curl drops the empty header, and the
 * write goes out without a key.
 */
export const shellKeyLine = `${shellKeyVariable}=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \\n')`;

/** The command substitution of {@link shellKeyLine} alone, for a sample that keeps its key in another variable. */
export const shellFreshKey = shellKeyLine.slice(shellKeyVariable.length + 1);

/** The curl argument of the key header: stops with a message if the key line made no key. */
export const shellKeyArgument = `"Idempotency-Key: \${${shellKeyVariable}:?could not make a key from /dev/urandom}"`;

/** The Python expression of the Authorization value; a missing variable raises KeyError naming it. */
export const pythonAuthorization = `f"Bearer {os.environ['${tokenVariable}']}"`;

/** The Python expression of a fresh key. */
export const pythonFreshKey = 'str(uuid.uuid4())';

/**
 * The TypeScript line that reads the token before any request: `process.env` gives undefined for a
 * missing variable, which `fetch` would send as `Bearer undefined`.
 */
export const typescriptTokenLine =
  `const token = process.env.${tokenVariable};\n` +
  `if (!token) {\n  throw new Error('Set ${tokenVariable} to your API token');\n}\n`;

/** The TypeScript expression of the Authorization value (after {@link typescriptTokenLine}). */
export const typescriptAuthorization = '`Bearer ${token}`';

/** The TypeScript expression of a fresh key (global `crypto` in Node 19+ and browsers). */
export const typescriptFreshKey = 'crypto.randomUUID()';
