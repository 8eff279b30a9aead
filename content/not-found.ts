// 404 page: shown for any path that is not a route.
import type { NotFound } from './schema.ts';

export const notFound = {
  meta: {
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist or has been moved. Return to the Elevate Events home page or contact us.',
  },
  code: '404',
  title: 'Page Not Found',
  message: "The page you're looking for doesn't exist or has been moved.",
  home: { label: 'Return to Home', href: '/' },
  help: { label: 'Contact Us for Help', href: '/contact' },
} satisfies NotFound;
