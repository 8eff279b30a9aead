// The icons the content may name: lucide's, in kebab-case ('disc-3'). The schema checks every
// name here, so a name no icon answers to fails in the content pass, naming the file and the
// field, instead of at render; <Icon> (components/sections/Icon.tsx) draws by the same key.
import { icons } from 'lucide-react';

export type IconKey = keyof typeof icons;

/** lucide's key for a kebab-case name ('disc-3' → 'Disc3'), or undefined when it has no such icon. */
export function iconKey(name: string): IconKey | undefined {
  const key = name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  return Object.hasOwn(icons, key) ? (key as IconKey) : undefined;
}

export function isIconName(name: string): boolean {
  return iconKey(name) !== undefined;
}
