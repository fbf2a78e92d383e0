/**
 * The browser's `@meterstone/api-sample-grammars`: nothing. The browser loads the samples' grammars
 * with the operations' content (client.ts), the only time it renders samples, so no page pays for them
 * on a first visit.
 */
export {};
