// A local Netlify Build plugin (netlify.toml → [[plugins]]): restores .cache/ before the build
// and saves it after a successful one, with Netlify's cache utility (utils.cache). The build
// takes every already-encoded image from .cache/images/ instead of encoding it again.
const CACHE_DIR = '.cache';

export const onPreBuild = async ({ utils }) => {
  const restored = await utils.cache.restore(CACHE_DIR);
  console.log(restored ? `Restored ${CACHE_DIR}/ from the build cache.` : `No ${CACHE_DIR}/ in the build cache yet: this build encodes every image.`);
};

export const onPostBuild = async ({ utils }) => {
  const saved = await utils.cache.save(CACHE_DIR);
  console.log(saved ? `Saved ${CACHE_DIR}/ to the build cache.` : `No ${CACHE_DIR}/ to save.`);
};
