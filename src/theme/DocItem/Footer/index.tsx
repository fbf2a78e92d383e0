/**
 * Wraps the docs page footer: adds the "Was this page helpful?" widget below it when
 * METERSTONE_FEEDBACK_URL was set at build time, and nothing otherwise. The widget is a chunk of its own,
 * loaded after hydration and only when configured, so a site without it ships none of its code (and the
 * first-visit byte budgets stay as they were).
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import OriginalFooter from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {siteOperationsOf} from '@site/src/site-operations/config';

const FeedbackWidget = lazy(
  () => import(/* webpackChunkName: "feedback-widget" */ '@site/src/site-operations/feedback/FeedbackWidget'),
);

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const {feedbackUrl} = siteOperationsOf(siteConfig.customFields);
  return (
    <>
      <OriginalFooter {...props} />
      {feedbackUrl !== '' && isBrowser && (
        <Suspense fallback={null}>
          <FeedbackWidget key={pathname} url={feedbackUrl} page={pathname} />
        </Suspense>
      )}
    </>
  );
}
