/**
 * The docs page footer with the "Was this page helpful?" widget below it. This theme folder is
 * registered only when METERSTONE_FEEDBACK_URL is set (see ../../plugin/feedback-theme.ts), so a site
 * without the widget ships none of its code.
 */
import React, {type ReactNode} from 'react';
import InitialFooter from '@theme-init/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {siteOperationsOf} from '../../../config';
import FeedbackWidget from '../../../feedback/FeedbackWidget';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWithFeedback(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const {feedbackUrl} = siteOperationsOf(siteConfig.customFields);
  return (
    <>
      <InitialFooter {...props} />
      {/* A new widget per page: an answer belongs to the page it was given on. */}
      <FeedbackWidget key={pathname} url={feedbackUrl} page={pathname} />
    </>
  );
}
