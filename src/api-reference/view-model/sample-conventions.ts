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

/** The first line of the JavaScript sample: how to run it (top-level `await` needs an ES module). */
export const javascriptRunLine = '// Node.js 20 or later: save as sample.mjs and run `node sample.mjs`.';

/** The Go lines that read the token; `os.Getenv` gives "" for a missing variable. */
export const goTokenLines =
  `\ttoken := os.Getenv("${tokenVariable}")\n` +
  `\tif token == "" {\n\t\tlog.Fatal("Set ${tokenVariable} to your API token")\n\t}\n`;

/** The Go lines that make the write's key: 16 bytes of crypto/rand, sent as 32 hex digits. */
export const goKeyLines = `\tkey := make([]byte, 16)\n\tif _, err := rand.Read(key); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`;

export const goAuthorization = '"Bearer "+token';
export const goFreshKey = 'hex.EncodeToString(key)';

/** The Java lines that read the token; `System.getenv` gives null for a missing variable. */
export const javaTokenLines =
  `        String token = System.getenv("${tokenVariable}");\n` +
  `        if (token == null || token.isEmpty()) {\n` +
  `            System.err.println("Set ${tokenVariable} to your API token");\n` +
  `            System.exit(1);\n        }\n`;

export const javaAuthorization = '"Bearer " + token';
export const javaFreshKey = 'UUID.randomUUID().toString()';

/** The Ruby line that reads the token; `ENV[...]` gives nil for a missing variable. */
export const rubyTokenLines = `token = ENV['${tokenVariable}'].to_s\nabort 'Set ${tokenVariable} to your API token' if token.empty?\n`;

export const rubyAuthorization = '"Bearer #{token}"';
export const rubyFreshKey = 'SecureRandom.uuid';

/** The PHP lines that read the token; `getenv` gives false for a missing variable. */
export const phpTokenLines =
  `$token = getenv('${tokenVariable}');\n` +
  `if ($token === false || $token === '') {\n` +
  `    fwrite(STDERR, "Set ${tokenVariable} to your API token\\n");\n    exit(1);\n}\n`;

/** PHP's curl takes each header as one `Name: value` string. */
export const phpAuthorizationHeader = "'Authorization: Bearer ' . $token";
export const phpKeyHeader = "'Idempotency-Key: ' . bin2hex(random_bytes(16))";
