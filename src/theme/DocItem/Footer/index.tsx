/**
 * Wraps the docs page footer: adds the "Was this page helpful?" widget below it when
 * METERSTONE_FEEDBACK_URL was set at build time, and nothing otherwise.
 */
import React, {type ReactNode} from 'react';
import OriginalFooter from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {siteOperationsOf} from '@site/src/site-operations/config';
import FeedbackWidget from '@site/src/site-operations/feedback/FeedbackWidget';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const {feedbackUrl} = siteOperationsOf(siteConfig.customFields);
  return (
    <>
      <OriginalFooter {...props} />
      {feedbackUrl !== '' && <FeedbackWidget key={pathname} url={feedbackUrl} page={pathname} />}
    </>
  );
}
