// The hooks of the plugin, typed for the tests that exercise them (Netlify itself runs the JavaScript).
export interface NetlifyCacheUtils {
  restore(path: string): Promise<boolean>;
  save(path: string): Promise<boolean>;
}
type Hook = (options: { utils: { cache: NetlifyCacheUtils } }) => Promise<void>;
export const onPreBuild: Hook;
export const onPostBuild: Hook;
export const onError: Hook;
export const onEnd: Hook;
