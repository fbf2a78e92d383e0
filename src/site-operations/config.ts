/**
 * Site operations, each opt-in and off by default: page-view analytics (Google Analytics 4), a tag
 * manager (Google Tag Manager) and the "Was this page helpful?" widget. Each is switched on by one
 * environment variable at build time, reaches the browser through `customFields.siteOperations`, and
 * widens the Content-Security-Policy only when it is set. Browser-safe: no Node imports.
 */
import type {CspSources} from '../serve/security-headers';

export interface SiteOperations {
  /** GA4 measurement ID (`G-XXXXXXX`); '' = no analytics. */
  readonly analyticsId: string;
  /** Tag Manager container ID (`GTM-XXXXXXX`); '' = no tag manager. */
  readonly tagManagerId: string;
  /** Absolute URL the feedback widget POSTs to; '' = no widget. */
  readonly feedbackUrl: string;
}

export const siteOperationsEnvVars = {
  analyticsId: 'METERSTONE_ANALYTICS_ID',
  tagManagerId: 'METERSTONE_TAG_MANAGER_ID',
  feedbackUrl: 'METERSTONE_FEEDBACK_URL',
} as const;

export const noSiteOperations: SiteOperations = {analyticsId: '', tagManagerId: '', feedbackUrl: ''};

function checked(value: string | undefined, variable: string, valid: (value: string) => boolean, example: string) {
  const trimmed = value?.trim() ?? '';
  if (trimmed !== '' && !valid(trimmed)) {
    throw new Error(`${variable} must look like ${example}, got "${trimmed}"`);
  }
  return trimmed;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Reads the variables; a malformed value fails the build rather than shipping a dead tag. Pure. */
export function resolveSiteOperations(env: Readonly<Record<string, string | undefined>>): SiteOperations {
  return {
    analyticsId: checked(
      env[siteOperationsEnvVars.analyticsId],
      siteOperationsEnvVars.analyticsId,
      (v) => /^G-[A-Z0-9]+$/.test(v),
      'G-ABC123XYZ',
    ),
    tagManagerId: checked(
      env[siteOperationsEnvVars.tagManagerId],
      siteOperationsEnvVars.tagManagerId,
      (v) => /^GTM-[A-Z0-9]+$/.test(v),
      'GTM-ABC1234',
    ),
    feedbackUrl: checked(
      env[siteOperationsEnvVars.feedbackUrl],
      siteOperationsEnvVars.feedbackUrl,
      isHttpUrl,
      'https://feedback.example.com/docs',
    ),
  };
}

/** The operations as the browser reads them from `customFields` (absent or malformed = all off). */
export function siteOperationsOf(customFields: Readonly<Record<string, unknown>> | undefined): SiteOperations {
  const value = customFields?.siteOperations as Partial<Record<keyof SiteOperations, unknown>> | undefined;
  const text = (field: keyof SiteOperations) => (typeof value?.[field] === 'string' ? value[field] : '');
  return {analyticsId: text('analyticsId'), tagManagerId: text('tagManagerId'), feedbackUrl: text('feedbackUrl')};
}

export const googleTagManagerOrigin = 'https://www.googletagmanager.com';

/**
 * What each enabled operation needs from the CSP, and nothing for one that is off. GA4's list is the one
 * Google documents for its tag; a tag manager only loads itself here: tags it adds need their own sources.
 */
export function siteOperationsCsp(operations: SiteOperations): CspSources[] {
  const sources: CspSources[] = [];
  if (operations.analyticsId !== '') {
    sources.push({
      'script-src': ['https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      'connect-src': [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    });
  }
  if (operations.tagManagerId !== '') {
    sources.push({
      'script-src': [googleTagManagerOrigin],
      'img-src': [googleTagManagerOrigin],
      'connect-src': [googleTagManagerOrigin],
      // Tag Manager's preview mode opens the container in a frame.
      'frame-src': [googleTagManagerOrigin],
    });
  }
  if (operations.feedbackUrl !== '') {
    sources.push({'connect-src': [new URL(operations.feedbackUrl).origin]});
  }
  return sources;
}
