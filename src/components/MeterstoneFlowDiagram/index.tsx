/**
 * The data flow of Meterstone, from usage events to payment systems, as an inline SVG with the sample
 * month of the example data written into each step. Text is real SVG text (searchable, zoomable,
 * read by screen readers through <title>/<desc>), and every colour is `currentColor` or an Infima
 * variable, so the diagram follows light and dark mode without a second image.
 */
import React, {useId, type ReactNode} from 'react';
import {brand} from '@site/src/config/brand';
import {exampleData} from '@site/src/data/example-data';
import {formatMoney, formatUnitPrice} from '@site/src/example/format';
import {defaultInput, estimateInvoice} from '@site/src/components/PricingCalculator/pricing';
import {pricingPresets} from '@site/src/components/PricingCalculator/presets';
import styles from './styles.module.css';

interface Step {
  readonly title: string;
  readonly detail: string;
  readonly x: number;
  readonly y: number;
}

const BOX_WIDTH = 184;
const BOX_HEIGHT = 64;
const {usage, contract, rateCard} = exampleData;
const count = new Intl.NumberFormat('en-US');
// January priced by the calculator's enterprise-commit preset, which the pricing tests keep equal to the
// example model's January invoice, so the diagram needs no typed amounts.
const january = estimateInvoice(pricingPresets['enterprise-commit'], defaultInput(pricingPresets['enterprise-commit']));
const [tier1, tier2] = rateCard.rates.apiRequests.tiers;

/** Row 1 runs left to right, row 2 continues below it, then the invoice fans out to three destinations. */
const steps: readonly Step[] = [
  {title: 'Usage events', detail: `${count.format(usage.apiRequests)} api_request`, x: 8, y: 8},
  {title: 'Billable metrics', detail: `count → ${count.format(usage.apiRequests)}`, x: 216, y: 8},
  {title: 'Products', detail: 'API requests (usage)', x: 424, y: 8},
  {
    title: 'Rate cards',
    detail: `${formatUnitPrice(tier1.unitPrice)}, then ${formatUnitPrice(tier2.unitPrice)}`,
    x: 632,
    y: 8,
  },
  {
    title: 'Contracts',
    detail: `$${contract.prepaidCommit.amount / 1000}k commit, $${contract.credit.amount / 1000}k credit`,
    x: 216,
    y: 136,
  },
  {
    title: 'Invoices',
    detail: `${formatMoney(january.subtotalCents)} charged, ${formatMoney(january.totalCents)} due`,
    x: 424,
    y: 136,
  },
];

const destinations = ['Payment systems', 'Reports', 'Data export'] as const;

export default function MeterstoneFlowDiagram(): ReactNode {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const markerId = `${id}-arrow`;
  const arrow = `url(#${markerId})`;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.diagram}
        viewBox="0 0 824 296"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        xmlns="http://www.w3.org/2000/svg">
        {/* One text node: React hydrates an SVG title with several children as a mismatch. */}
        <title id={titleId}>{`How data flows through ${brand.name}`}</title>
        <desc id={descId}>
          Usage events become quantities through billable metrics. Products name what is sold, rate cards price them,
          and contracts apply each customer&apos;s rate card, commits and credits. Invoices result, and go on to payment
          systems, reports and data export. In the January 2026 example, 1,250,000 API request events count as 1,250,000
          requests, priced at $2,375; with compute hours, the platform fee and seats the invoice charges $3,375, the
          $1,000 credit and $1,555 of the $12,000 commit pay the usage, and $820 is due.
        </desc>
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
          </marker>
        </defs>
        {steps.map((step) => (
          <g key={step.title}>
            <rect className={styles.box} x={step.x} y={step.y} width={BOX_WIDTH} height={BOX_HEIGHT} rx="8" />
            <text className={styles.title} x={step.x + BOX_WIDTH / 2} y={step.y + 27} textAnchor="middle">
              {step.title}
            </text>
            <text className={styles.detail} x={step.x + BOX_WIDTH / 2} y={step.y + 48} textAnchor="middle">
              {step.detail}
            </text>
          </g>
        ))}
        {/* Row 1 arrows */}
        {[192, 400, 608].map((x) => (
          <line key={x} className={styles.edge} x1={x} y1={40} x2={x + 22} y2={40} markerEnd={arrow} />
        ))}
        {/* Rate cards down and back to Contracts */}
        <path className={styles.edge} d="M724,72 V104 H308 V132" fill="none" markerEnd={arrow} />
        <line className={styles.edge} x1={400} y1={168} x2={420} y2={168} markerEnd={arrow} />
        {destinations.map((name, index) => {
          const y = 120 + index * 60;
          return (
            <g key={name}>
              <path
                className={styles.edge}
                d={`M608,168 C620,168 620,${y + 22} 628,${y + 22}`}
                fill="none"
                markerEnd={arrow}
              />
              <rect className={styles.outlet} x={632} y={y} width={BOX_WIDTH} height={44} rx="8" />
              <text className={styles.title} x={632 + BOX_WIDTH / 2} y={y + 27} textAnchor="middle">
                {name}
              </text>
            </g>
          );
        })}
        <text className={styles.detail} x={8} y={260}>
          Customers: provisioned once, with ingest aliases such as acme-logistics.
        </text>
        <text className={styles.detail} x={8} y={282}>
          Thresholds and alerts watch spend and balances between invoices.
        </text>
      </svg>
      <figcaption className={styles.caption}>
        The flow of data, with the January 2026 numbers of Skyline Data&apos;s customer Acme Logistics.
      </figcaption>
    </figure>
  );
}
