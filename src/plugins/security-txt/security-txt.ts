/**
 * The text of `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, until when the
 * file holds, and the policy researchers follow. Pure, so the rules of the RFC are tested without a build.
 */

export interface SecurityTxtFields {
  /** `mailto:` or `https:` address of whoever receives reports (RFC 9116 §2.5.3). */
  readonly contact: string;
  /** The moment the file stops being valid; the RFC asks for less than a year ahead (§2.5.5). */
  readonly expires: Date;
  /** Where the file itself is published (§2.5.2), so a copy elsewhere can be recognised. */
  readonly canonical: string;
  /** The page that says how reports are handled (§2.5.7). */
  readonly policy: string;
  readonly preferredLanguages: readonly string[];
}

/** Days a build's file stays valid: well under the RFC's year, so a site rebuilt rarely still never serves a stale one for long. */
export const validityDays = 180;

const dayInMs = 24 * 60 * 60 * 1000;

/** The `Expires` moment of a file written at `builtAt`, to the second, as RFC 3339 wants it. */
export function expiresAfterBuild(builtAt: Date): Date {
  return new Date(Math.floor((builtAt.getTime() + validityDays * dayInMs) / 1000) * 1000);
}

function requireScheme(field: string, value: string, schemes: readonly string[]): string {
  if (!schemes.some((scheme) => value.startsWith(scheme))) {
    throw new Error(`security.txt: ${field} must start with ${schemes.join(' or ')}, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** The file's lines, in the RFC's field names; every URI is checked, since a typo would go unnoticed. */
export function securityTxt(fields: SecurityTxtFields): string {
  const lines = [
    `Contact: ${requireScheme('Contact', fields.contact, ['mailto:', 'https://'])}`,
    `Expires: ${fields.expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Canonical: ${requireScheme('Canonical', fields.canonical, ['https://'])}`,
    `Policy: ${requireScheme('Policy', fields.policy, ['https://'])}`,
    `Preferred-Languages: ${fields.preferredLanguages.join(', ')}`,
  ];
  return `${lines.join('\n')}\n`;
}
