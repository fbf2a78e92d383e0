/**
 * Page-view analytics, registered only when METERSTONE_ANALYTICS_ID is set: loads Google's tag and sends
 * one `page_view` per route change (the single-page router never reloads, so the tag cannot see them).
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {siteOperationsOf} from '../config';
import {analyticsConfig, isNewPage, pageViewParameters} from '../page-view';
import {installGtag, loadScript} from './google-tag';

const {analyticsId} = siteOperationsOf(siteConfig.customFields);

if (ExecutionEnvironment.canUseDOM && analyticsId !== '') {
  const gtag = installGtag();
  gtag('js', new Date());
  gtag('config', analyticsId, analyticsConfig);
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`);
}

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (analyticsId === '' || !isNewPage(location, previousLocation)) {
      return;
    }
    // The new page's title is set after this hook: read it on the next task.
    setTimeout(() => window.gtag?.('event', 'page_view', pageViewParameters(location, document.title)));
  },
};

export default analytics;
