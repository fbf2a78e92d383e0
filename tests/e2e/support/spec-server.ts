/**
 * A specification server on loopback for the live-refresh tests. By default the API host is the docs
 * site itself, so this server plays both: it serves the build, and answers one specification's path
 * as the test chooses (the build's own published copy, another document, an error status, or no
 * answer at all), counting the requests for it.
 */
import path from 'node:path';
import {specUrl, type ApiSpecEntry} from '../../../src/api-reference/spec/registry';
import {resolveSiteLocation} from '../../../src/config/brand';
import {serveBuild, type OverrideAnswer} from '../../../scripts/lib/serve-build';

const buildDir = path.resolve(__dirname, '../../../build');
const location = resolveSiteLocation(process.env);

/**
 * Whether the pages of this build fetch their specifications from the site itself. A build with
 * METERSTONE_API_HOST fetches them from that host, which these tests cannot play.
 */
export const specsServedBySite = location.apiHost === '';

/** The file the build published a specification to: what the server answers by default. */
export function publishedFile(entry: ApiSpecEntry): string {
  return path.join(buildDir, entry.publishPath);
}

/** An answer of the server: `document` as a JSON specification. */
export function jsonAnswer(document: unknown): OverrideAnswer {
  return {status: 200, contentType: 'application/json', body: JSON.stringify(document)};
}

export interface SpecServer {
  /** Origin of the server: open `${origin}${entry.route}`. */
  origin: string;
  /** How many times a page asked for the specification. */
  readonly requests: number;
  close(): void;
}

/**
 * Starts a server that answers the specification's path with `answer`, or with the build's published
 * copy when there is none.
 */
export async function startSpecServer(entry: ApiSpecEntry, answer?: OverrideAnswer): Promise<SpecServer> {
  const specPath = specUrl('', entry, location.baseUrl);
  let requests = 0;
  const server = await serveBuild(buildDir, {
    answer: (urlPath) => {
      if (urlPath !== specPath) {
        return undefined;
      }
      requests++;
      return answer;
    },
  });
  return {
    origin: server.origin,
    get requests() {
      return requests;
    },
    close: server.close,
  };
}
