// deploy/nginx.conf as the Docker image runs it: by nginx started as an unprivileged user, its
// `listen` line unchanged. That nginx runs in a network namespace of its own, where ports below
// 1024 need root as on any host and its port is free whatever runs on this machine, and a client
// in the same namespace asks it for the home page and an unknown path. Starting a process as
// another user and making a namespace need root: run as another user, the suite says so loudly
// and is skipped, except under CI=true, where it fails (CI runs as root).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NGINX_ROOT } from '../../generator/headers/nginx.ts';
import { NGINX_FILE } from '../../scripts/nginx-config.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { ROOT } from '../helpers/site.ts';

const test = suite('nginx-unprivileged');

/** nobody: the unprivileged user Debian and Alpine both have. */
const UNPRIVILEGED = 65534;

function found(command: string): string | null {
  const which = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

function missing(): string | null {
  if (process.getuid?.() !== 0) return 'it needs root, to start nginx as another user in a network namespace of its own';
  for (const command of ['unshare', 'setpriv', 'ip']) if (!found(command)) return `no ${command} found (util-linux, iproute2)`;
  if (!process.env.NGINX_PATH && !found('nginx') && !existsSync('/usr/sbin/nginx')) return 'no nginx found (apt-get install -y nginx)';
  return null;
}

const why = missing();
if (why) {
  if (process.env.CI === 'true') throw new Error(`nginx-unprivileged suite: ${why} (CI=true)`);
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!!  NGINX-UNPRIVILEGED SUITE SKIPPED: ${why}.\n!!  Under CI=true this is a failure.\n${line}\n`);
}

/** The client, run with Node inside the namespace: waits for nginx, then prints each reply's status and body as JSON. */
const CLIENT = `
import http from 'node:http';
const [port, ...paths] = process.argv.slice(2);
const get = (urlPath) => new Promise((resolve, reject) => {
  http.get({ host: '127.0.0.1', port: Number(port), path: urlPath, agent: false }, (res) => {
    let body = '';
    res.on('data', (chunk) => (body += chunk));
    res.on('end', () => resolve({ status: res.statusCode, body }));
  }).on('error', reject);
});
const deadline = Date.now() + 15000;
for (;;) {
  try { await get('/'); break; } catch (error) {
    if (Date.now() > deadline) { console.error('no answer on port ' + port + ': ' + error.message); process.exit(1); }
    await new Promise((r) => setTimeout(r, 100));
  }
}
const replies = {};
for (const urlPath of paths) replies[urlPath] = await get(urlPath);
console.log(JSON.stringify(replies));
`;

test('an unprivileged nginx serves the site with the generated server block as it is', () => {
  if (why) return;
  const conf = readFileSync(path.join(ROOT, NGINX_FILE), 'utf8');
  const port = /^\s*listen\s+(?:[\d.]+:)?(\d+)[^;]*;/m.exec(conf)?.[1];
  assert.ok(port, `${NGINX_FILE} has a listen line`);
  assert.is(conf.split(NGINX_ROOT).length, 2, `${NGINX_FILE} has "${NGINX_ROOT}" exactly once`);

  const scratch = tempDir('elevate-nginx-unprivileged-');
  try {
    // nobody reads the site and writes nginx's pid, log and temporary files under prefix/.
    chmodSync(scratch.path, 0o755);
    const site = path.join(scratch.path, 'html');
    const prefix = path.join(scratch.path, 'prefix');
    mkdirSync(site);
    mkdirSync(prefix);
    chownSync(prefix, UNPRIVILEGED, UNPRIVILEGED);
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>home</title><p>the home page</p>\n');
    writeFileSync(path.join(site, '404.html'), '<!doctype html><title>not found</title><p>the 404 page</p>\n');
    writeFileSync(path.join(prefix, 'site.conf'), conf.replace(NGINX_ROOT, `root ${site};`));
    const nginx = process.env.NGINX_PATH ?? found('nginx') ?? '/usr/sbin/nginx';
    // The system's mime.types sits beside its nginx.conf (nginx -V: --conf-path).
    const confPath = /--conf-path=(\S+)/.exec(spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr)?.[1] ?? '/etc/nginx/nginx.conf';
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(prefix, t)};`).join('\n');
    // As the image's nginx.conf has it: no user directive, pid and temporary files where the user may write.
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 64; }
http {
  include ${path.join(path.dirname(confPath), 'mime.types')};
  default_type application/octet-stream;
  access_log off;
${temp}
  include ${path.join(prefix, 'site.conf')};
}
`,
    );
    const client = path.join(scratch.path, 'client.mjs');
    writeFileSync(client, CLIENT);
    const inNamespace = `set -u
echo 1024 > /proc/sys/net/ipv4/ip_unprivileged_port_start
ip link set lo up
setpriv --reuid=${UNPRIVILEGED} --regid=${UNPRIVILEGED} --clear-groups -- "$1" -p "$2/" -c "$2/nginx.conf" -e "$2/error.log" &
nginx=$!
"$3" "$4" "$5" / /no-such-page
status=$?
kill "$nginx" 2>/dev/null; wait "$nginx" 2>/dev/null
cat "$2/error.log" >&2
exit $status
`;
    const run = spawnSync('unshare', ['--net', '--', 'sh', '-c', inNamespace, 'sh', nginx, prefix, process.execPath, client, port], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.is(run.status, 0, `nginx as user ${UNPRIVILEGED} did not serve on port ${port}:\n${run.stderr}`);
    const replies = JSON.parse(run.stdout) as Record<'/' | '/no-such-page', { status: number; body: string }>;
    assert.is(replies['/'].status, 200, 'the home page');
    assert.match(replies['/'].body, 'the home page');
    assert.is(replies['/no-such-page'].status, 404, 'an unknown path');
    assert.match(replies['/no-such-page'].body, 'the 404 page');
  } finally {
    scratch.remove();
  }
});

test.run();
