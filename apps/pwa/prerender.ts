import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rollup } from 'vite';
import type { PrerenderedPage } from './src/prerender/pages';

/**
 * src/prerender/render-page.tsx, loaded through Vite (this file runs as Vite's config, where Node cannot load
 * the workspace's TypeScript packages), with the file layout of @tm/core/prerendered-pages it re-exports.
 */
interface RenderModule {
  PAGES: PrerenderedPage[];
  renderPage(path: string): Promise<string>;
  pageFile(path: string): string;
  SHELL_FILE: string;
  documentTitle(title: string): string;
}

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The chunk of a route's lazy module and every chunk it imports statically, with their CSS. */
function routeAssets(bundle: Rollup.OutputBundle, module: string) {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const suffix = `/packages/ui/src/${module}.tsx`;
  const route = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
  if (!route) throw new Error(`prerender: no chunk for ${suffix}; is the route still lazy?`);
  const js: string[] = [];
  const css = new Set<string>();
  const queue = [route.fileName];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (js.includes(name)) continue;
    js.push(name);
    const chunk = bundle[name] as Chunk | undefined;
    for (const file of chunk?.viteMetadata?.importedCss ?? []) css.add(file);
    queue.push(...(chunk?.imports ?? []));
  }
  return { js, css: [...css] };
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * The page's HTML head: the shell's stylesheet and the route's inlined into one <style> (first paint then
 * waits for no request but the HTML itself), and module preloads for the route's code, so it hydrates
 * without a second round trip. Each inlined file keeps a `disabled` link: Vite's loader finds it when the
 * route's code loads and does not fetch the CSS again, and the browser neither fetches nor applies it.
 */
async function pageHead(template: string, outDir: string, assets: { js: string[]; css: string[] }) {
  const shellCss = [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
  const css = [...new Set([...shellCss, ...assets.css])];
  const styles = await Promise.all(css.map((f) => readFile(join(outDir, f), 'utf8')));
  if (styles.some((text) => /<\/style/i.test(text))) throw new Error('prerender: CSS cannot be inlined');
  const head = [
    `<style>${styles.join('\n')}</style>`,
    ...css.map((f) => `<link rel="stylesheet" href="/${f}" disabled>`),
    ...assets.js
      .filter((f) => !template.includes(`/${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  return lowPriorityScripts(
    template.replace(STYLESHEET_LINK, '').replace('</head>', `${head.join('\n    ')}\n  </head>`),
  );
}

/**
 * The page paints from its HTML and inlined CSS alone, so its scripts need not compete with them (or with
 * the icon) for a slow connection: they load at low priority. The plain shell keeps the default, since it
 * shows nothing without them.
 */
function lowPriorityScripts(html: string): string {
  return html
    .replace(/<script type="module" crossorigin /g, '<script type="module" fetchpriority="low" crossorigin ')
    .replace(
      /<link rel="modulepreload" crossorigin /g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin ',
    );
}

/** React's marker of a Suspense boundary the server gave up on: hydration would redo it in the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Prerenders the public pages at build time (issue 8): each gets an HTML file with its header, hero and
 * page skeleton, styled and linked to its route's code, so the first paint needs no JavaScript and the app
 * hydrates what is already there (src/main.tsx). The plain shell stays as shell.html for every other URL.
 * Runs before the service worker's precache manifest is made (closeBundle), so the pages are precached.
 */
export function prerender(): Plugin {
  let root = process.cwd();
  return {
    name: 'tm-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? join(root, 'dist');
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>'))
        throw new Error('prerender: index.html has no empty #root');

      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        plugins: [react()],
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null, ws: false },
      });
      try {
        const { PAGES, renderPage, pageFile, SHELL_FILE, documentTitle } = (await server.ssrLoadModule(
          '/src/prerender/render-page.tsx',
        )) as RenderModule;
        await writeFile(join(outDir, SHELL_FILE), template);
        for (const page of PAGES) {
          const html = await renderPage(page.path);
          if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
            throw new Error(
              `prerender of ${page.path}: something suspended; the page would not hydrate as built`,
            );
          }
          for (const sample of page.samples ?? []) {
            if ((await renderPage(sample)) !== html) {
              throw new Error(
                `prerender: ${sample} renders other HTML than ${page.path}; it needs its own page`,
              );
            }
          }
          const head = await pageHead(template, outDir, routeAssets(bundle, page.module));
          const document = head
            .replace(/<title>[^<]*<\/title>/, `<title>${documentTitle(page.title)}</title>`)
            .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.path}">${html}</div>`);
          const file = join(outDir, pageFile(page.path));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, document);
        }
      } finally {
        await server.close();
      }
    },
  };
}
