/** Google Tag Manager, registered only when METERSTONE_TAG_MANAGER_ID is set. */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {googleTagManagerOrigin, siteOperationsOf} from '../config';
import {dataLayer, loadScript} from './google-tag';

const {tagManagerId} = siteOperationsOf(siteConfig.customFields);

if (ExecutionEnvironment.canUseDOM && tagManagerId !== '') {
  dataLayer().push({'gtm.start': Date.now(), event: 'gtm.js'});
  loadScript(`${googleTagManagerOrigin}/gtm.js?id=${encodeURIComponent(tagManagerId)}`);
}
