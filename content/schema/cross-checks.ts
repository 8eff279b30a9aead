// Rules across content files: a field of one that names an entry of another. The build runs them
// on the files that parsed (generator/content/load.ts) and reports each problem on the field that
// names the entry, as it reports a schema's; a rule whose files did not parse checks nothing.
import type { z } from 'zod';
import type { pricingSchema } from './pricing.ts';
import type { servicesSchema } from './services.ts';

export interface ContentIssue {
  /** The content module the problem is in ('services' for content/services.yaml). */
  module: string;
  /** The field, as the module's schema names it. */
  path: (string | number)[];
  message: string;
}

type Parsed = {
  services?: z.output<ReturnType<typeof servicesSchema>>;
  pricing?: z.output<ReturnType<typeof pricingSchema>>;
};

/** A service's pricing tab must be a tab of the Pricing page: its link lands on that tab. */
function pricingTabsExist({ services, pricing }: Parsed): ContentIssue[] {
  if (!services || !pricing) return [];
  const tabs = pricing.tabs.map((tab) => tab.id);
  return services.items.flatMap((service, i) =>
    service.pricingTab === undefined || tabs.includes(service.pricingTab)
      ? []
      : [
          {
            module: 'services',
            path: ['items', i, 'pricingTab'],
            message: `no tab '${service.pricingTab}' on the Pricing page; the tabs of content/pricing.yaml are ${tabs.map((t) => `'${t}'`).join(', ')}`,
          },
        ],
  );
}

export function contentChecks(content: Record<string, unknown>): ContentIssue[] {
  return pricingTabsExist(content as Parsed);
}
