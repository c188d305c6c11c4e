/**
 * ESLint rule: no import cycles inside a workspace, type-only imports included. (eslint-plugin-import-x's
 * `no-cycle` skips `import type`, yet a type cycle still ties two modules together; both of @tm/core's old
 * cycles were of that kind.) Each workspace's import graph is read once per process with the TypeScript
 * resolver and kept by file mtime (looked at again after a second), so an editor's long-lived ESLint sees
 * saved changes while one lint run reads each file once.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.map((w) =>
  join(root, w),
);
const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const SKIP = new Set(['node_modules', 'dist', 'drizzle', 'test-results', 'playwright-report']);
const SOURCE = /\.(tsx?|mjs|js)$/;

function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.') || SKIP.has(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourcesUnder(path);
    return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

// One resolution per specifier and folder for the whole run, instead of the same file-system probes for every
// file that imports it (most of this rule's time in a lint of the tree).
const resolutionCache = ts.createModuleResolutionCache(root, (name) => name, compilerOptions);

/** Files this source imports statically, dynamically or for types, resolved as TypeScript resolves them. */
function importsOf(file, text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((i) => ({
      specifier: i.fileName,
      target: ts.resolveModuleName(i.fileName, file, compilerOptions, ts.sys, resolutionCache).resolvedModule
        ?.resolvedFileName,
    }))
    .filter((i) => i.target !== undefined);
}

const FRESH_MS = 1000;

/** file -> { mtime, checked, targets } */
const cache = new Map();

function edges(file) {
  const hit = cache.get(file);
  const now = Date.now();
  if (hit && now - hit.checked < FRESH_MS) return hit.targets;
  const mtime = statSync(file).mtimeMs;
  if (hit?.mtime === mtime) {
    hit.checked = now;
    return hit.targets;
  }
  const targets = importsOf(file, readFileSync(file, 'utf8')).map((i) => i.target);
  cache.set(file, { mtime, checked: now, targets });
  return targets;
}

/** workspace -> { listed, files } */
const listings = new Map();

function filesOf(workspace) {
  const hit = listings.get(workspace);
  if (hit && Date.now() - hit.listed < FRESH_MS) return hit.files;
  const files = new Set(sourcesUnder(workspace));
  // A file added or removed (an editor's long-lived ESLint) can change what a specifier resolves to.
  if (hit && (hit.files.size !== files.size || [...files].some((f) => !hit.files.has(f))))
    resolutionCache.clear();
  listings.set(workspace, { listed: Date.now(), files });
  return files;
}

/** The shortest import path from `from` back to `to` inside the workspace, or null. */
function pathBack(from, to, inWorkspace) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === to) {
      const path = [];
      for (let f = at; f !== null; f = previous.get(f)) path.unshift(f);
      return path;
    }
    for (const next of edges(at)) {
      if (inWorkspace.has(next) && !previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles within a workspace, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}. Move the shared part into a module both can import.' },
  },
  create(context) {
    const file = context.filename;
    const workspace = workspaces.find((w) => file.startsWith(w + sep));
    if (!workspace || !SOURCE.test(file)) return {};
    return {
      Program(node) {
        const inWorkspace = filesOf(workspace);
        for (const { specifier, target } of importsOf(file, context.sourceCode.text)) {
          if (!inWorkspace.has(target)) continue;
          const back = target === file ? [file] : pathBack(target, file, inWorkspace);
          if (!back) continue;
          const path = [file, ...back].map((f) => relative(workspace, f)).join(' → ');
          const at = context.sourceCode.ast.body.find((s) => s.source?.value === specifier) ?? node;
          context.report({ node: at, messageId: 'cycle', data: { path } });
        }
      },
    };
  },
};
