// The owner's settings of the editor (admin/backend.yml, generator/editor/backend-settings.ts):
// publish_mode and api_root carried into the configuration or refused naming the field, and the
// build's warning while the repository is still the placeholder.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PLACEHOLDER_ACCOUNT } from '../../framework/shared/editor-setup.ts';
import { localBackendMode } from '../../generator/dev/local-editor.ts';
import { decapConfig } from '../../generator/editor/admin-config.ts';
import { apiRootOf, BACKEND_FILE, backendSettings, setupWarning } from '../../generator/editor/backend-settings.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';

/** The settings read from a folder whose admin/backend.yml is `text`. */
function settingsOf(text: string) {
  const dir = tempDir('editor-settings-');
  try {
    mkdirSync(path.join(dir.path, 'admin'));
    writeFileSync(path.join(dir.path, BACKEND_FILE), text);
    return backendSettings(dir.path);
  } finally {
    dir.remove();
  }
}

const BACKEND = 'backend:\n  name: github\n  repo: the-owner/site\n  branch: main\n';

test('publish_mode: editorial_workflow is carried into the configuration, and keeps npm run cms drafts on git branches', () => {
  const workflow = settingsOf(`${BACKEND}publish_mode: editorial_workflow\n`);
  assert.is(workflow.publish_mode, 'editorial_workflow');
  assert.is(decapConfig({}, [], workflow, 'content').publish_mode, 'editorial_workflow');
  assert.is(localBackendMode(workflow), 'git');
  for (const text of [BACKEND, `${BACKEND}publish_mode: simple\n`]) {
    const simple = settingsOf(text);
    assert.is(localBackendMode(simple), 'fs', text);
    assert.not.equal(decapConfig({}, [], simple, 'content').publish_mode, 'editorial_workflow', text);
  }
});

test('a publish_mode Decap does not know is refused, naming the file, the field and what it takes', () => {
  assert.throws(
    () => settingsOf(`${BACKEND}publish_mode: drafts\n`),
    (error: Error) =>
      /^admin\/backend\.yml: publish_mode: expected editorial_workflow \(a change waits as a draft until it is published\) or simple .*, got "drafts"$/.test(
        error.message,
      ),
  );
});

test("api_root, a GitHub Enterprise server's API, is carried into the configuration: https://, or http:// on this computer", () => {
  for (const apiRoot of ['https://github.example.com/api/v3', 'https://api.octocorp.ghe.com', 'http://localhost:8080/api/v3']) {
    const settings = settingsOf(`${BACKEND}  api_root: ${apiRoot}\n`);
    assert.is(apiRootOf(settings), apiRoot);
    assert.is((decapConfig({}, [], settings, 'content').backend as Record<string, unknown>).api_root, apiRoot);
  }
  assert.is(apiRootOf(settingsOf(BACKEND)), null);
});

test('an api_root that is no https:// address of an API is refused, naming the file, the field and what it takes', () => {
  const refusal = (value: string) => {
    try {
      settingsOf(`${BACKEND}  api_root: ${value}\n`);
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };
  const prefix = /^admin\/backend\.yml: backend\.api_root: /;
  const example = /: write it like https:\/\/github\.example\.com\/api\/v3 \(or remove the line to use github\.com\)$/;
  const refused = {
    'http://github.example.com/api/v3': /"http:\/\/github\.example\.com\/api\/v3" is not an https:\/\/ address/,
    'ftp://github.example.com/api/v3': /is not an https:\/\/ address/,
    'github.example.com/api/v3': /expected the address of your GitHub Enterprise server's API, got "github\.example\.com\/api\/v3"/,
    '/api/v3': /expected the address/,
    "''": /got ""/,
    '42': /got 42:/,
    '': /got null:/,
    '[https://github.example.com/api/v3]': /got \["https:\/\/github\.example\.com\/api\/v3"\]:/,
    'https://github.example.com/api/v3/': /must be the API's address alone, without a trailing slash/,
    'https://github.example.com/api/v3?x=1': /must be the API's address alone/,
    'https://owner:secret@github.example.com/api/v3': /must be the API's address alone/,
  };
  for (const [value, reason] of Object.entries(refused)) {
    const message = refusal(value);
    assert.match(message, prefix, `${value}: ${message}`);
    assert.match(message, reason, `${value}: ${message}`);
    assert.match(message, example, `${value}: ${message}`);
  }
});

test("settings that name no repository of the owner's get one line of warning: the file, what to set, where the guide is", () => {
  const placeholder = settingsOf(`backend:\n  name: github\n  repo: ${PLACEHOLDER_ACCOUNT}/elevate-events-site\n  branch: main\n`);
  const warning = setupWarning(placeholder) ?? '';
  assert.not.match(warning, /\n/, 'one line');
  assert.match(
    warning,
    new RegExp(
      `^warning: admin/backend\\.yml: repo is still the placeholder ${PLACEHOLDER_ACCOUNT}/elevate-events-site, so the editor at /admin/ of the live site cannot log in; set repo`,
    ),
  );
  assert.match(warning, /docs\/content-guide\.md, "On the live site"/);
  assert.match(
    setupWarning(settingsOf('backend:\n  name: github\n  branch: main\n')) ?? '',
    /repo, the repository that holds the site, is missing/,
  );
  for (const text of [BACKEND, 'backend:\n  name: git-gateway\n', 'backend:\n  name: gitlab\n  repo: the-owner/site\n'])
    assert.is(setupWarning(settingsOf(text)), null, text);
});

test.run();
