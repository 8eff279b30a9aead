// A lucide icon by its kebab-case name from content ('disc-3'), drawn inline at build time.
// The content schema checks every name against the same set (content/schema/icon-names.ts)
// before rendering.
import { icons } from 'lucide-react';
import { iconKey } from '../../content/schema/icon-names.ts';

interface Props {
  name: string;
  size?: number;
  className?: string;
}

export function Icon({ name, size = 24, className }: Props) {
  const key = iconKey(name);
  if (!key) throw new Error(`unknown lucide icon '${name}'`);
  const Component = icons[key];
  return <Component className={className} size={size} strokeWidth={1.5} aria-hidden="true" focusable="false" />;
}
