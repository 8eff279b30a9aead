// Declaring a widget, at render time. A component names its browser entry once and spreads
// the attributes it gets back on its root element:
//
//   const widget = useWidget(new URL('../PricingTabs.client.ts', import.meta.url));
//   return <div className="pricing-tabs" {...widget}>…</div>;
//
// Only pages that render the widget load its entry, which runs on every root marked with its name.
import { useBuild } from './context.ts';

/** 'components/MobileMenu.client.ts' → 'MobileMenu': the name that ties a root to its entry. */
export function widgetName(entryFile: string): string {
  const base = entryFile.split(/[\\/]/).pop() ?? '';
  const name = base.replace(/\.client\.tsx?$/, '');
  if (name === base || !/^[A-Za-z][\w-]*$/.test(name)) throw new Error(`a widget entry is named Name.client.ts, got "${entryFile}"`);
  return name;
}

/** Declares that this page uses the widget whose browser entry is `entry`; returns its root's attributes. */
export function useWidget(entry: URL): { 'data-widget': string } {
  const file = decodeURIComponent(entry.pathname);
  useBuild().clientEntry(file);
  return { 'data-widget': widgetName(file) };
}
