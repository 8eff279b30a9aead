// 404 page: the unknown path is logged to the console. The path is only known in
// the browser (one 404.html serves every unknown URL), so NotFoundLogger.client.ts logs it.
import { useWidget } from '../../framework/build/widget.ts';

export function NotFoundLogger() {
  const widget = useWidget(new URL('./NotFoundLogger.client.ts', import.meta.url));
  return <div {...widget} hidden />;
}
