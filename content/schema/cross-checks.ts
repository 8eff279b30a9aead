// Rules across content files: a field of one that names an entry of another, or that repeats what
// another holds (a page title ending with the brand of content/site.yaml). The build runs them
// on the files that parsed (generator/content/load.ts) and reports each problem on the field that
// names the entry, as it reports a schema's; a rule whose files did not parse checks nothing.
import type { z } from 'zod';
import type { ContentIssue } from '../../framework/build/define-site.ts';
import type { pricingSchema } from './pricing.ts';
import type { servicesSchema } from './services.ts';
import type { siteSchema } from './site.ts';

type Parsed = {
  site?: z.output<ReturnType<typeof siteSchema>>;
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

/** A page's title leaves out the brand of content/site.yaml: the layout appends ' | <brand>' to it. */
function titlesLeaveOutTheBrand(content: Record<string, unknown>): ContentIssue[] {
  const brand = (content as Parsed).site?.brand;
  if (!brand) return [];
  return Object.entries(content).flatMap(([module, value]) => {
    const title = (value as { meta?: { title?: unknown } } | undefined)?.meta?.title;
    if (typeof title !== 'string' || !title.includes('|')) return [];
    const last = title.slice(title.lastIndexOf('|') + 1).trim();
    if (last.toLowerCase() !== brand.trim().toLowerCase()) return [];
    return [{ module, path: ['meta', 'title'], message: `leave out ' | ${brand}': the layout appends it` }];
  });
}

export function contentChecks(content: Record<string, unknown>): ContentIssue[] {
  return [...pricingTabsExist(content as Parsed), ...titlesLeaveOutTheBrand(content)];
}
