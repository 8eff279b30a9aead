// The interactive widgets. Each renders working HTML; its X.client.ts adds behaviour.

export { Avatar, type AvatarProps, initials } from './Avatar.tsx';
export { BookingWidget } from './BookingWidget.tsx';
export { GalleryPortfolio, type GalleryPortfolioProps } from './GalleryPortfolio.tsx';
export { HeroVideo, type HeroVideoProps } from './HeroVideo.tsx';
export { HighlightVideo, type HighlightVideoProps } from './HighlightVideo.tsx';
export { NotFoundLogger } from './NotFoundLogger.tsx';
export { type PricingTab, PricingTabs, type PricingTabsProps } from './PricingTabs.tsx';
export { TooltipLink, type TooltipLinkProps } from './TooltipLink.tsx';
