// A lucide icon by its kebab-case name from content ('disc-3'), drawn inline at build time.
// The content schema checks every name against the same set (icon-set.ts) before rendering.
import { iconByName } from './icon-set.ts';

interface Props {
  name: string;
  size?: number;
  className?: string;
}

export function Icon({ name, size = 24, className }: Props) {
  const Component = iconByName(name);
  if (!Component) throw new Error(`unknown lucide icon '${name}'`);
  return <Component className={className} size={size} strokeWidth={1.5} aria-hidden="true" focusable="false" />;
}
