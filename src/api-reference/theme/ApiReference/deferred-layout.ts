/**
 * Sections whose stylesheet defers their layout while off screen (`content-visibility: auto`) carry
 * this attribute, so arrival on an anchor can find and lay out the ones above its target.
 */
export const deferredLayoutAttribute = 'data-deferred-layout';

/** Props of such a section. */
export const deferredLayoutProps = {[deferredLayoutAttribute]: ''} as const;
