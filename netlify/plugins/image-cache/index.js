// A local Netlify Build plugin (netlify.toml → [[plugins]]): restores .cache/ before the build
// and saves it after, with Netlify's cache utility (utils.cache). The build takes every
// already-encoded image from .cache/images/ instead of encoding it again.
//
// A restore that fails is a warning, and the build goes on without the cache (it only saves
// time). The cache is saved whatever the outcome: after a successful build (onPostBuild), after a
// failed one (onError) and, as a last resort, when the build ends (onEnd). Every file in
// .cache/images/ is complete and recorded the moment it is written, so a first deploy that fails
// or is stopped part-way still keeps what it encoded, and the next attempt continues from there
// instead of starting cold.
const CACHE_DIR = '.cache';

/** Whether this build has saved the cache already (onEnd runs after onPostBuild or onError). */
let saved = false;

export const onPreBuild = async ({ utils }) => {
  saved = false;
  let restored;
  try {
    restored = await utils.cache.restore(CACHE_DIR);
  } catch (error) {
    // The cache only saves time: a build cache that cannot be read must not fail the deploy. What
    // a restore cut short left behind is safe to use, since the build checks every cached file.
    console.log(
      `Warning: could not restore ${CACHE_DIR}/ from the build cache (${error instanceof Error ? error.message : error}); ` +
        'this build goes on without it and encodes the images it lacks.',
    );
    return;
  }
  console.log(
    restored ? `Restored ${CACHE_DIR}/ from the build cache.` : `No ${CACHE_DIR}/ in the build cache yet: this build encodes every image.`,
  );
};

async function save(utils, when) {
  if (saved) return;
  saved = true;
  try {
    const ok = await utils.cache.save(CACHE_DIR);
    console.log(ok ? `Saved ${CACHE_DIR}/ to the build cache (${when}).` : `No ${CACHE_DIR}/ to save (${when}).`);
  } catch (error) {
    // A failed save must not turn a good deploy into a failed one; the next build only starts colder.
    saved = false;
    console.log(`Could not save ${CACHE_DIR}/ to the build cache (${when}): ${error instanceof Error ? error.message : error}`);
  }
}

export const onPostBuild = ({ utils }) => save(utils, 'after the build');

export const onError = ({ utils }) => save(utils, 'after a failed build: what it encoded is kept for the next one');

export const onEnd = ({ utils }) => save(utils, 'at the end of the build');
